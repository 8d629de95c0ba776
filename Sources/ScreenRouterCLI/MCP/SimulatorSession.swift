#if os(macOS)
import Foundation
import ScreenRouterCore
import ScreenRouterProcess

/// The session of `screenrouter mcp --simulator`: an app on a simulator, driven through `xcrun simctl`.
///
/// The first route launches the app with `--uitesting -vc ScreenRouter.gallery` and the app's arguments, its
/// console on the launch command's output (``SimulatorCommands/launchSession(_:)``), and waits for that first
/// screen, route 0; each route hands the app a route URL through
/// `simctl openurl` and waits, on the app's time, for the line `ScreenRouter.routed <n>` that the app writes when
/// it has shown the route's screen; the element frames and error lines before it are the route's answer, read as
/// a Linux host's. An app that ends fails the call with `appStopped`, one that does not answer within the
/// deadline (it is ended then) with `appTimedOut`, and the next call launches it again. Type-checked for macOS; not run here.
final class SimulatorSession: ScreenSession {
    let commands: SimulatorCommands
    let appArguments: [String]
    let scheme: String
    /// How long the app may take to answer a route, and `simctl` to do what it is asked, in seconds.
    let timeout: TimeInterval

    private var console: ProcessRun?
    private var routes = 0
    private(set) var lastShown: AppSession.Shown?

    init(commands: SimulatorCommands, appArguments: [String], scheme: String, timeout: TimeInterval) {
        self.commands = commands
        self.appArguments = appArguments
        self.scheme = scheme
        self.timeout = timeout
    }

    var takesScreenshots: Bool { true }

    /// The app's bundle identifier.
    var appName: String { commands.bundleID }

    /// The last route's screen: the console's later frames are read by the next route.
    func describe(waiting seconds: Double, whileHash hash: String?) async -> AppSession.Shown? { lastShown }

    func open(_ request: LaunchRequest) async throws(ScreenRouterError) -> AppSession.Shown {
        // A file a long route URL names is on this Mac, which the simulator's apps can read.
        let plan = try AppSession.plan(request, scheme: scheme)
        defer { plan.removeFiles() }
        let running = try await started()
        routes += 1
        let number = routes
        try await simctl(commands.openURL(plan.url ?? ""), doing: "open route \(number)'s URL")
        switch await running.nextLine(startingWith: LaunchProtocol.routedLine(number), within: timeout) {
        case .frame(let frame):
            let text = SimulatorCommands.consoleText(frame.output)
            // The console is a terminal: the app's standard error comes on it, between its output's lines.
            let shown = try AppSession.shown(output: text, route: number, screen: request.screen.rawValue)
            lastShown = shown
            if let refusal = ScreenRouterError.routingFailure(inStandardError: text) { throw refusal }
            return shown
        case .timedOut:
            await stop()
            throw ScreenRouterError(
                code: .appTimedOut,
                message: "`\(commands.bundleID)` did not answer route \(number) within \(timeout) seconds on "
                    + "simulator `\(commands.device)` and was terminated. The session ended; the next call launches "
                    + "the app again. If the app needs longer, raise `--call-timeout`."
            )
        case .ended(let outcome):
            reset()
            let console = SimulatorCommands.consoleText(outcome.output + outcome.error)
            if let error = ScreenRouterError.routingFailure(inStandardError: console) { throw error }
            throw ScreenRouterError(
                code: .appStopped,
                message: "`\(commands.bundleID)` ended on simulator `\(commands.device)` before it answered route "
                    + "\(number) (`simctl launch` exited with status \(outcome.status)). The session ended; the next "
                    + "call launches the app again."
            )
        }
    }

    /// The catalogue the app prints for `--uitesting --list-screens`, read from its console; the app is ended
    /// after it (and with it the session, which the next route starts again).
    func catalogue() async throws(ScreenRouterError) -> ScreenCatalogue {
        await stop()
        let arguments = LaunchMode.listScreens(strayScreen: nil).arguments(replacingRequestIn: appArguments)
        let command = (["xcrun"] + commands.launch(arguments)).joined(separator: " ")
        let run = try await launch(arguments)
        let answer = await run.nextLine(startingWith: #"{"protocol":"#, within: timeout)
        await end(run)
        switch answer {
        case .frame(let frame):
            let text = SimulatorCommands.consoleText(frame.output)
            let line = text.split(separator: "\n").last.map(String.init) ?? ""
            return try ScreenCatalogue.read(Data(line.utf8), printedBy: command)
        case .timedOut, .ended:
            throw ScreenRouterError(
                code: .launchFailed,
                message: "`\(command)` printed no catalogue within \(timeout) seconds."
            )
        }
    }

    /// The simulator's screen, by `simctl io <device> screenshot --type=png`.
    func screenshot() async throws(ScreenRouterError) -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "screenrouter-\(UUID().uuidString).png"
        )
        defer { try? FileManager.default.removeItem(at: file) }
        try await simctl(commands.screenshot(to: file.path), doing: "take a screenshot")
        guard let png = try? Data(contentsOf: file), !png.isEmpty else {
            throw ScreenRouterError(
                code: .appStopped,
                message: "`simctl io screenshot` wrote no image to `\(file.path)`."
            )
        }
        return png
    }

    /// Ends the app and the launch command that shows its console.
    func stop() async {
        guard let running = console else { return }
        reset()
        await end(running)
    }

    private func end(_ run: ProcessRun) async {
        try? await simctl(commands.terminate(), doing: "end the app")
        run.stop()
        _ = await run.waitForEnd()
    }

    private func reset() {
        console = nil
        routes = 0
        lastShown = nil
    }

    /// The running session, launched now if none runs, once it has shown its first screen (route 0).
    private func started() async throws(ScreenRouterError) -> ProcessRun {
        if let console { return console }
        let launched = try await start(commands.launchSession(appArguments))
        switch await launched.nextLine(startingWith: LaunchProtocol.routedLine(0), within: timeout) {
        case .frame:
            console = launched
            routes = 0
            return launched
        case .timedOut, .ended:
            await end(launched)
            throw ScreenRouterError(
                code: .appStopped,
                message: "`\(commands.bundleID)` did not show its first screen (`ScreenRouter.routed 0` on its "
                    + "console) within \(timeout) seconds of `xcrun \(commands.launchSession(appArguments).joined(separator: " "))`; "
                    + "check that it is installed on simulator `\(commands.device)` and built with ScreenRouter's "
                    + "routing on (a DEBUG build). The next call launches it again."
            )
        }
    }

    private func launch(_ arguments: [String]) async throws(ScreenRouterError) -> ProcessRun {
        try await start(commands.launch(arguments))
    }

    private func start(_ arguments: [String]) async throws(ScreenRouterError) -> ProcessRun {
        do {
            return try await ProcessRun.startSession(
                SimulatorCommands.xcrun,
                arguments: arguments,
                environment: ProcessInfo.processInfo.environment
            )
        } catch {
            throw ScreenRouterError(
                code: .launchFailed,
                message: "could not run `xcrun simctl launch`: \(error)."
            )
        }
    }

    /// Runs one `simctl` command to its end.
    ///
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` with `simctl`'s own message when it fails or outlives the
    ///   deadline.
    private func simctl(_ arguments: [String], doing what: String) async throws(ScreenRouterError) {
        let outcome: ProcessRun.Outcome
        do {
            outcome = try await ProcessRun.run(
                SimulatorCommands.xcrun,
                arguments: arguments,
                environment: ProcessInfo.processInfo.environment,
                timeout: timeout
            )
        } catch {
            throw ScreenRouterError(
                code: .launchFailed,
                message: "could not run `xcrun`: \(error)."
            )
        }
        guard outcome.status != 0 || outcome.wasSignalled || outcome.didTimeOut else { return }
        let said = String(decoding: outcome.error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        throw ScreenRouterError(
            code: .appStopped,
            message: "`xcrun \(arguments.joined(separator: " "))` could not \(what) (status \(outcome.status))"
                + (said.isEmpty ? "." : ": \(said)")
        )
    }
}
#endif
