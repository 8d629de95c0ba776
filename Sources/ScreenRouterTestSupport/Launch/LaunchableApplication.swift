import ScreenRouter

/// An application a test can configure and launch: `XCUIApplication` on Apple platforms,
/// ``ProcessApplication`` for an executable on Linux and macOS.
///
/// ```swift
/// let app = XCUIApplication()
/// TestLauncher(options: [Server.testing]).configure(app).launch()
/// ```
///
/// `launch()` may be synchronous (`XCUIApplication`'s is) or asynchronous (``ProcessApplication``'s waits
/// for the process without holding the main actor); both satisfy the requirement.
@MainActor
package protocol LaunchableApplication: AnyObject {
    /// The arguments passed to the application when it launches.
    var launchArguments: [String] { get set }

    /// The environment variables passed to the application when it launches.
    var launchEnvironment: [String: String] { get set }

    /// The app's catalogue: every registered screen, its model type and its samples, read from a launch with
    /// `--uitesting --list-screens`.
    ///
    /// `XCUIApplication`'s is synchronous and ``ProcessApplication``'s asynchronous; both satisfy the
    /// requirement, so `try await app.listScreens()` reads the same for either.
    ///
    /// - Returns: The catalogue.
    /// - Throws: ``/ScreenRouter/ScreenRouterError`` when the app printed or showed no catalogue.
    func listScreens() async throws -> ScreenCatalogue

    /// The limits a launch of this application must fit, which decide how a large model travels.
    ///
    /// Defaults to the limits of the platform the tests run on.
    var launchLimits: LaunchLimits { get }

    /// What carries a launch of this application, for its plan's one measurement: its limits, the program's path
    /// where the system counts it, its launch arguments so far and the environment the process gets.
    ///
    /// Defaults to ``launchLimits``, no path (the launcher adds its own), ``launchArguments`` and
    /// ``launchEnvironment``.
    var launchCarrier: LaunchPlan.Carrier { get }

    /// Launches the application.
    ///
    /// - Throws: An error when the application could not be started at all.
    func launch() async throws

    /// Launches the application with a plan's arguments, which the plan measured against its limits.
    ///
    /// Defaults to ``launch()`` with ``launchArguments``, which the plan wrote.
    ///
    /// - Throws: An error when the application could not be started at all.
    func launch(_ plan: LaunchPlan) async throws

    /// After launch, why the application did not show the requested screen, if it did not.
    ///
    /// A launch into a screen passes only on the app's routed signal, which its coordinator gives once the host
    /// shows the screen. `XCUIApplication` waits, for a bounded time, until the app shows either the routed
    /// screen (the `ScreenRouter.routed` marker) or its error screen (the `ScreenRouter.error` label), and checks
    /// that it is running in the foreground; ``ProcessApplication`` reads the `ScreenRouter.error[<code>]:` line
    /// of standard error, how the process ended, and the line `ScreenRouter.routed 0` on standard output, without
    /// which an app that exited with status 0 opened no screen. Each way a launch ends has its own code, so match
    /// on the error's code, never on its message: the app's own code when it refused the launch (such as
    /// ``/ScreenRouter/ScreenRouterError/Code/unknownScreen``), ``/ScreenRouter/ScreenRouterError/Code/appTimedOut``
    /// when it did not answer within its timeout, ``/ScreenRouter/ScreenRouterError/Code/appStopped`` when it
    /// crashed, exited with a failure status or left the foreground, and
    /// ``/ScreenRouter/ScreenRouterError/Code/screenNotOpened`` when it never routed:
    ///
    /// ```swift
    /// #expect(app.reportedRoutingFailure()?.code == .unknownScreen)
    /// ```
    ///
    /// - Returns: The application's own error, with its code and message, or `nil` when routing succeeded.
    func reportedRoutingFailure() -> ScreenRouterError?

    /// The requests the screen's network fixture did not answer since the launch or the last route, each as the
    /// app reported it (code ``/ScreenRouter/ScreenRouterError/Code/unansweredRequest``), in order.
    var unansweredRequests: [ScreenRouterError] { get }

    /// The entries of the fixture that answered a request, counted from 0; `nil` when the app does not say.
    var answeredEntries: Set<Int>? { get }
}

extension LaunchableApplication {
    /// The limits of the platform the tests run on.
    package var launchLimits: LaunchLimits { .current }

    /// The launch arguments and environment under ``launchLimits``, without a path.
    package var launchCarrier: LaunchPlan.Carrier {
        .launch(launchLimits, program: nil, options: launchArguments, environment: launchEnvironment)
    }

    /// ``launch()``, with the arguments the plan wrote.
    package func launch(_ plan: LaunchPlan) async throws {
        try await launch()
    }

    /// None: an application that does not read its app's reports has nothing to tell.
    package var unansweredRequests: [ScreenRouterError] { [] }

    /// `nil`: an application that does not read its app's reports does not say.
    package var answeredEntries: Set<Int>? { nil }
}
