#if os(Linux) || os(macOS)
import Foundation
import ScreenRouter
import ScreenRouterProcess

/// Sessions: one launch of the executable, many screens.
///
/// A launch pays for a process start each time; a session starts the app once, with
/// `--uitesting --session`, at the first route, and routes it from screen to screen by writing route URLs to its
/// standard input, as a route of an `XCUIApplication` that is not running launches it.
/// The app runs it with `TestingCoordinator.start(in:scheme:arguments:)`, which answers each URL with a frame:
/// the screen it rendered and the line `ScreenRouter.routed <n>`.
///
/// ```swift
/// @Test func screensOfOneSession() async throws {
///     let app = try ProcessApplication.product(named: "Demo")
///     app.routeScheme = "demo"
///     await app.route(to: .screen(.userDetail, model: .ada))
///     #expect(app.standardOutput.contains("[userName] Ada Lovelace"))
///     await app.route(to: .screen(.settings))
///     #expect(app.standardOutput.contains("[settingsTitle] Settings"))
///     await app.stopSession()
/// }
/// ```
extension ProcessApplication {
    /// A running session: its driver, how many routes it was sent, and whether the last one showed the error
    /// screen.
    struct Session: Sendable {
        let driver: SessionDriver
        var routes = 0
        var isRouting = false
        var lastRouteFailed = false
    }

    /// Starts the executable as a session: with ``launchArguments``, then `--uitesting --session`.
    ///
    /// The call returns once the process runs; it shows nothing until the first route. The process runs until
    /// ``stopSession(fileID:filePath:line:column:)``, or until a route does not get its frame within
    /// ``timeout`` seconds; a session left running when the application is released is stopped then.
    ///
    /// - Throws: ``/ScreenRouter/ScreenRouterError`` with code ``/ScreenRouter/ScreenRouterError/Code/launchFailed``
    ///   when a session is already running, the executable is missing, the arguments and environment exceed
    ///   the system's limit, or the process cannot be started.
    package func startSession() async throws {
        guard session == nil else { throw ScreenRouterError.sessionAlreadyRunning(executableURL.lastPathComponent) }
        resetOutcome()
        sessionEnding = nil
        guard FileManager.default.isExecutableFile(atPath: executableURL.path) else {
            throw ScreenRouterError.executableMissing(executableURL.path)
        }
        let environment = launchedEnvironment
        let arguments = LaunchMode.session.arguments(replacingRequestIn: launchArguments)
        if let overflow = launchLimits.overflow(arguments: [executableURL.path] + arguments, environment: environment) {
            throw ScreenRouterError.launchOverflow(overflow, limits: launchLimits.name)
        }
        session = Session(
            driver: try await SessionDriver.start(executableURL, arguments: arguments, environment: environment)
        )
    }

    /// Routes the running session to a screen, and fails the test at the caller's line if the app could not
    /// show it.
    ///
    /// With no session running (before the first route, after ``stopSession(fileID:filePath:line:column:)`` or
    /// after a session that ended), the route starts one: the executable with ``launchArguments``, then
    /// `--uitesting --session`. A session whose process cannot start fails the test at the caller's line. The
    /// session runs until ``stopSession(fileID:filePath:line:column:)``, or until a route does not get its frame
    /// within ``timeout`` seconds; a session left running when the application is released is stopped then.
    ///
    /// The model is encoded with the screen's codec and carried in the route URL, or in a file named by it
    /// when the URL would be longer than 128 KiB. The call returns when the app has answered with its frame:
    /// then ``standardOutput`` holds the frame (the screen, up to and including the line
    /// `ScreenRouter.routed <n>`) and ``standardError`` what the app wrote to standard error for it. A frame
    /// that does not come within ``timeout`` seconds stops the session.
    ///
    /// With a network fixture, the screen's `URLSession` requests are answered from it for this route; a request
    /// it does not answer fails the test at the caller's line, naming the request. A route without a variant
    /// shows the screen the device's way, whatever the route before set.
    ///
    /// ```swift
    /// await app.route(to: .screen(.userDetail, model: .ada))
    /// await app.route(to: .screen(.users))   // the app's `register(.users, default: ...)` supplies the users
    /// for sample in try await app.listScreens().screenSamples {
    ///     await app.route(to: .sample(sample))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - request: The screen to show, with its model or sample, variant and network fixture.
    ///   - fileID: The caller's file, for the failure's location.
    ///   - filePath: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    ///   - column: The caller's column, for the failure's location.
    public func route(
        to request: ScreenRequest,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await route(request, at: CallerLocation(fileID, filePath, line, column))
    }

    /// Routes to a request, recording any failure at `location`; whether the app showed the screen.
    @discardableResult
    func route(_ request: ScreenRequest, at location: CallerLocation) async -> Bool {
        let screen = request.screen
        guard session?.isRouting != true else {
            TestFailure.record(ScreenRouterError.routeInProgress(screen: screen), at: location)
            return false
        }
        guard
            let plan = request.planRoute(
                scheme: routeScheme,
                setting: "app.routeScheme",
                limits: launchLimits,
                at: location
            )
        else { return false }
        defer { plan.removeFiles() }
        // A route with no session running starts one, as a route of an `XCUIApplication` that is not running
        // launches it.
        if session == nil {
            do {
                try await startSession()
            } catch {
                TestFailure.record(ScreenRouterError.sessionNotStarted(screen: screen, error), at: location)
                return false
            }
        }
        guard var running = session, let url = plan.url else { return false }
        running.routes += 1
        running.isRouting = true
        session = running
        let number = running.routes
        let answer = await running.driver.route(url, number: number, within: timeout)
        session?.isRouting = false
        switch answer {
        case .frame(let frame, let refusal):
            keep(frame)
            lastRouteSeconds = frame.seconds
            session?.lastRouteFailed = refusal != nil
            if let refusal {
                TestFailure.record(ScreenRouterError.notOpened(plan.request, refusal), at: location)
                return false
            }
            return reportNetwork(of: plan, at: location)
        case .ended(let outcome, let ending):
            session = nil
            keep(outcome)
            sessionEnding = ending.message
            TestFailure.record(
                ScreenRouterError.sessionEndedDuringRoute(screen: screen, number: number, ending),
                at: location
            )
            return false
        }
    }

    /// Ends the running session: closes its standard input, which ends the app's session, and waits for the
    /// process to exit, for at most ``timeout`` seconds.
    ///
    /// Afterwards ``standardOutput`` and ``standardError`` hold what it wrote after its last frame. A process
    /// that ends abnormally fails the test at the caller's line, with `appStopped` for a crash or a status other
    /// than 0 and `appTimedOut` for one that had to be stopped. A host's status 1 after a last route that showed the
    /// error screen is that screen's, which the route reported already, and no failure.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, for the failure's location.
    ///   - filePath: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    ///   - column: The caller's column, for the failure's location.
    public func stopSession(
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        guard let running = session else { return }
        session = nil
        keep(await running.driver.finish(within: timeout))
        let endsOnErrorScreen = running.lastRouteFailed && exitStatus == 1 && !wasSignalled && !didTimeOut
        if !endsOnErrorScreen, let ending = reportedRoutingFailure(awaited: "end after its input was closed") {
            TestFailure.record(
                ScreenRouterError.sessionEndedBadly(ending),
                at: CallerLocation(fileID, filePath, line, column)
            )
        }
    }

    /// A copy of the application with none of its state: the same executable, arguments, environment, timeout,
    /// launch limits and route scheme, for a session of its own beside this one's.
    package func sibling() -> ProcessApplication {
        let copy = ProcessApplication(executableURL: executableURL)
        copy.launchArguments = launchArguments
        copy.launchEnvironment = launchEnvironment
        copy.timeout = timeout
        copy.launchLimits = launchLimits
        copy.routeScheme = routeScheme
        return copy
    }

    /// The process identifier of the running session, for measurements.
    package var sessionProcessIdentifier: pid_t? {
        session?.driver.run.processID
    }

    /// Whether a route of the running session is waiting for its frame, for tests that overlap routes.
    package var isRouting: Bool {
        session?.isRouting ?? false
    }
}
#endif
