#if os(Linux) || os(macOS)
import Foundation
import ScreenRouterCore

/// How a process, its launch or its session, went: the failures of test support's process host, the command line
/// and the MCP server alike.
extension ScreenRouterError {
    /// An executable that could not be started.
    package static func executableNotStarted(_ path: String, reason: String) -> Self {
        Self(code: .launchFailed, message: "Could not start `\(path)`: \(reason).")
    }

    /// No executable at the path.
    package static func executableMissing(_ path: String) -> Self {
        Self(
            code: .launchFailed,
            message: "No executable at `\(path)`. Build it first (`swift build`), or locate a product of this "
                + "package with `ProcessApplication.product(named:)`."
        )
    }

    /// How a process that reported no routing error ended badly: ``Code/appTimedOut`` when it was stopped after
    /// its timeout, ``Code/appStopped`` when it crashed or exited with a failure status; `nil` when it exited with
    /// status 0.
    package static func ended(
        executable: String,
        status: Int32,
        wasSignalled: Bool,
        didTimeOut: Bool,
        timeout: Double,
        standardError: String,
        awaited: String = "finish"
    ) -> Self? {
        guard didTimeOut || wasSignalled || status != 0 else { return nil }
        let ending = ProcessEnding(
            executableName: executable,
            status: status,
            wasSignalled: wasSignalled,
            didTimeOut: didTimeOut,
            timeout: timeout,
            standardError: standardError,
            awaited: awaited
        )
        return ending.summary.map { Self(code: didTimeOut ? .appTimedOut : .appStopped, message: $0) }
    }

    /// A launch into a screen that exited with status 0 without its routed line: the app opened no screen.
    package static func screenNotOpened(executable: String, standardOutput: String, standardError: String) -> Self {
        Self(
            code: .screenNotOpened,
            message: ProcessEnding.screenNotOpened(
                executableName: executable,
                standardOutput: standardOutput,
                standardError: standardError
            )
        )
    }

    /// The app's own routing failure in what it wrote to standard error: the last `ScreenRouter.error[<code>]:`
    /// line, a request the network fixture did not answer left out (the screen was shown); `nil` when there is none.
    package static func routingFailure(inStandardError standardError: String) -> Self? {
        standardError.split(separator: "\n").lazy.reversed().compactMap(LaunchProtocol.error(fromLine:))
            .first { $0.code != .unansweredRequest }
    }

    /// Why a process that ended did not do what it was `awaited` to do: its own routing failure, or how it ended
    /// badly, or, for one that exited with status 0, ``Code/screenNotOpened``.
    package static func ending(
        of outcome: ProcessRun.Outcome,
        executable: String,
        timeout: Double,
        awaited: String
    ) -> Self {
        let standardError = String(decoding: outcome.error, as: UTF8.self)
        return routingFailure(inStandardError: standardError)
            ?? ended(
                executable: executable,
                status: outcome.status,
                wasSignalled: outcome.wasSignalled,
                didTimeOut: outcome.didTimeOut,
                timeout: timeout,
                standardError: standardError,
                awaited: awaited
            )
            ?? Self(code: .screenNotOpened, message: "`\(executable)` exited with status 0.")
    }
}
#endif
