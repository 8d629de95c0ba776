/// An application a test can configure and launch: `XCUIApplication` on Apple platforms,
/// ``ProcessApplication`` for an executable on Linux and macOS.
///
/// ```swift
/// let app = XCUIApplication()
/// TestLauncher(options: [Server.testing]).configure(app).launch()
/// ```
@MainActor
public protocol LaunchableApplication: AnyObject {
    /// The arguments passed to the application when it launches.
    var launchArguments: [String] { get set }

    /// The environment variables passed to the application when it launches.
    var launchEnvironment: [String: String] { get set }

    /// Launches the application.
    ///
    /// - Throws: An error when the application could not be started at all.
    func launch() throws

    /// After launch, the routing failure the application reported, if any.
    ///
    /// `XCUIApplication` reads the label of its `ScreenRouter.error` element; ``ProcessApplication``
    /// reads the `ScreenRouter.error:` line of standard error.
    ///
    /// - Returns: The application's own message, or `nil` when routing succeeded.
    func reportedRoutingFailure() -> String?
}
