#if os(Linux) || os(macOS)
import Foundation
import ScreenRouterCore

/// The one driver of a command-line app's session, for test support's `ProcessApplication`, the command line and
/// the MCP server alike: the app started once with `--uitesting --session`, each route a URL written to its
/// standard input and answered by a frame that ends with the line `ScreenRouter.routed <n>`.
///
/// The driver sends and reads; what a front end makes of the answer (a test failure at the caller's line, a tool
/// result) is the front end's. A route's line goes into the app's idle pipe from the caller's thread, and its
/// deadline is the app's, from that write to the frame's last line in the pipe (see ``ProcessRun``).
package struct SessionDriver: Sendable {
    /// The running app.
    package let run: ProcessRun
    /// The executable's file name, for messages.
    package let name: String

    /// What a route got.
    package enum Answer: Sendable {
        /// The route's frame: what the app wrote for it, and the app's refusal of the route when it showed its
        /// error screen instead.
        case frame(ProcessRun.Frame, refusal: ScreenRouterError?)
        /// The app ended before the frame: what it wrote since the last frame, and why it did not answer.
        case ended(ProcessRun.Outcome, ScreenRouterError)
    }

    /// Starts the executable for a session: its arguments with `--uitesting --session` in place of any request
    /// they carry, and returns once it runs; it shows nothing until the first route.
    ///
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` with code `launchFailed` when it cannot be started.
    package static func start(
        _ executable: URL,
        arguments: [String],
        environment: [String: String]
    ) async throws(ScreenRouterError) -> SessionDriver {
        let arguments = LaunchMode.session.arguments(replacingRequestIn: arguments)
        let run = try await ProcessRun.startSession(executable, arguments: arguments, environment: environment)
        return SessionDriver(run: run, name: executable.lastPathComponent)
    }

    /// Sends route `number`, its URL, and waits for its frame; an app that has not answered `timeout` seconds
    /// after the line was handed to it is stopped.
    package func route(_ url: String, number: Int, within timeout: TimeInterval) async -> Answer {
        let marker = LaunchProtocol.routedLine(number) + "\n"
        run.send(Data((url + "\n").utf8), answeredBy: marker, within: timeout)
        switch await run.nextFrame(endingWith: marker) {
        case .frame(let frame):
            let refusal = ScreenRouterError.routingFailure(
                inStandardError: String(decoding: frame.error, as: UTF8.self)
            )
            return .frame(frame, refusal: refusal)
        case .ended(let outcome):
            let ending = ScreenRouterError.ending(
                of: outcome,
                executable: name,
                timeout: timeout,
                awaited: "answer route \(number)"
            )
            return .ended(outcome, ending)
        }
    }

    /// Ends the session: closes the app's standard input, which ends its session, and waits for it to exit; an app
    /// still running `timeout` seconds later is stopped.
    ///
    /// - Returns: What the app wrote after its last frame, and how it ended.
    package func finish(within timeout: TimeInterval) async -> ProcessRun.Outcome {
        await run.finish(within: timeout)
    }

    /// Stops the app at once.
    package func stop() {
        run.stop()
    }
}
#endif
