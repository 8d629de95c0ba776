import Foundation
import ScreenRouterCore

/// The session of a server whose app cannot start, such as one given a path where no executable is: the server
/// still answers `initialize` and `tools/list`, and every tool call returns the reason as an error result, so an
/// agent can tell its person what to fix instead of seeing the connection close.
final class UnavailableSession: ScreenSession {
    /// Why the app cannot start, with code `launchFailed`.
    let reason: ScreenRouterError

    init(reason: ScreenRouterError) {
        self.reason = reason
    }

    /// Nothing was shown: no screen opens.
    var lastShown: AppSession.Shown? { nil }

    /// No screen, so no picture of one.
    var takesScreenshots: Bool { false }

    /// No app runs: it is named by the reason.
    var appName: String { "the app" }

    /// No screen is open.
    func describe(waiting seconds: Double, whileHash hash: String?) async -> AppSession.Shown? { nil }

    /// Refused with the reason.
    func open(_ request: LaunchRequest) async throws(ScreenRouterError) -> AppSession.Shown { throw reason }

    /// Refused with the reason.
    func catalogue() async throws(ScreenRouterError) -> ScreenCatalogue { throw reason }

    /// Refused with the reason.
    func screenshot() async throws(ScreenRouterError) -> Data { throw reason }

    /// No app runs: nothing to end.
    func stop() async {}
}
