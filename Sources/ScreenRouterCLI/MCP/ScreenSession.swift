import Foundation
import ScreenRouterCore

/// What the MCP server's tools drive: one running app whose screens it opens by route, whether a Linux or macOS
/// command-line app (``AppSession``) or an app on a simulator (`SimulatorSession`, on macOS).
///
/// A session starts its app on the first route and again on the route after the app ended or hung; the call that
/// saw it fails with `appStopped`, or `appTimedOut` when the app hung.
protocol ScreenSession: AnyObject {
    /// The last screen a route showed (the error screen, after a route the app refused), for `describe_screen`.
    var lastShown: AppSession.Shown? { get }

    /// Whether ``screenshot()`` takes a picture of the screen: the `screenshot` tool is offered only then.
    var takesScreenshots: Bool { get }

    /// The app's name, for messages and the default folder of its snapshot files: the executable's file name, or
    /// the simulator app's bundle identifier.
    var appName: String { get }

    /// The screen open now: the last route's, with what the app showed since, when the session can tell.
    ///
    /// - Parameters:
    ///   - seconds: How long to wait, in seconds of the app's time, for the screen to change while its hash is
    ///     `hash`; 0 not to wait.
    ///   - hash: The screen hash the agent has, or `nil`.
    /// - Returns: The screen, or `nil` when none is open.
    func describe(waiting seconds: Double, whileHash hash: String?) async -> AppSession.Shown?

    /// Routes the app to the request, starting it first when it does not run, and returns what the screen shows.
    ///
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` with the app's error when it refused the route, `appStopped`
    ///   when the app ended, or `appTimedOut` when it did not answer in time.
    func open(_ request: LaunchRequest) async throws(ScreenRouterError) -> AppSession.Shown

    /// The app's catalogue.
    func catalogue() async throws(ScreenRouterError) -> ScreenCatalogue

    /// The screen as a PNG image.
    func screenshot() async throws(ScreenRouterError) -> Data

    /// Ends the app.
    func stop() async
}
