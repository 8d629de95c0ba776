#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import ScreenRouter
import XCTest

extension XCTestCase {
    /// Launches the app under test straight into a screen with one of the samples the app registered for it,
    /// and fails the test at the caller's line if the app could not open it.
    ///
    /// ```swift
    /// let sample = try XCUIApplication().listScreens().screenSamples[0]
    /// let app = launchApp(sample: sample)
    /// ```
    ///
    /// - Parameters:
    ///   - app: The application to launch. Defaults to the target application, `XCUIApplication()`.
    ///   - sample: The screen and sample, from the app's ``/ScreenRouter/ScreenCatalogue``.
    ///   - options: Launch options applied before the screen's arguments.
    ///   - variant: The appearance, text size and layout direction the app shows the screen in; `nil`, the default,
    ///     for the device's.
    ///   - fileID: The caller's file, for the failure's location.
    ///   - filePath: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    ///   - column: The caller's column, for the failure's location.
    /// - Returns: The launched application, to query its elements.
    @MainActor
    @discardableResult
    public func launchApp(
        _ app: XCUIApplication = XCUIApplication(),
        sample: ScreenSample,
        options: [any LaunchOption] = [],
        variant: ScreenVariant? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> XCUIApplication {
        let launch = ScreenLaunch(app, at: CallerLocation(fileID, filePath, line, column))
        launch.launchNow(launch.prepare(options: options, sample: sample, variant: variant))
        return app
    }

    /// Opens every screen of the app's catalogue with each of its samples, one failure per screen that does not
    /// open, and attaches a screenshot of each screen to the test report, so a run's report is a visual
    /// catalogue of the app.
    ///
    /// ```swift
    /// @MainActor
    /// func testEveryScreenOpens() {
    ///     launchEveryScreen(auditsAccessibility: true)
    /// }
    /// ```
    ///
    /// The catalogue comes from the app itself (`listScreens()`). Each screen is an activity of the test named
    /// after the screen and sample, holding its screenshot; a failure names the screen and the sample and
    /// carries the app's message. When the app's ``XCUIApplication/routeScheme-swift.type.property`` is set, the app is launched once and
    /// every other screen is opened by a route URL in the running app (see the `ScreenRouter` article
    /// Sessions: One Launch, Many Screens), which saves a launch per screen. With `auditsAccessibility` on iOS 17 or
    /// later, each screen also runs `performAccessibilityAudit()`, and each issue it finds fails the test with the
    /// screen's name.
    ///
    /// - Parameters:
    ///   - app: The application to launch. Defaults to the target application, `XCUIApplication()`.
    ///   - options: Launch options applied to every launch.
    ///   - auditsAccessibility: Whether to run an accessibility audit of each screen (iOS 17 and later).
    ///   - fileID: The caller's file, for the failures' location.
    ///   - filePath: The caller's file path, for the failures' location.
    ///   - line: The caller's line, for the failures' location.
    ///   - column: The caller's column, for the failures' location.
    @MainActor
    public func launchEveryScreen(
        app: XCUIApplication = XCUIApplication(),
        options: [any LaunchOption] = [],
        auditsAccessibility: Bool = false,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = CallerLocation(fileID, filePath, line, column)
        let catalogue: ScreenCatalogue
        do {
            catalogue = try app.listScreens()
        } catch {
            TestFailure.record(error, at: location)
            return
        }
        let launch = ScreenLaunch(app, at: location)
        // With a route scheme, the first screen is a launch and every other one a route URL to the running app.
        let routes = XCUIApplication.routeScheme != nil
        var launched = false
        for sample in catalogue.screenSamples {
            XCTContext.runActivity(named: sample.description) { activity in
                if routes && launched {
                    guard app.route(to: sample, variant: nil, at: location) else { return }
                } else {
                    guard launch.launchNow(launch.prepare(options: options, sample: sample, variant: nil)) else {
                        return
                    }
                    launched = true
                }
                let screenshot = XCTAttachment(screenshot: app.screenshot())
                screenshot.name = sample.description
                screenshot.lifetime = .keepAlways
                activity.add(screenshot)
                if auditsAccessibility {
                    Self.audit(app, showing: sample, at: location)
                }
            }
        }
    }

    /// Runs an accessibility audit of the screen the app shows, where the system has one (iOS 17 and later),
    /// recording each issue as a failure that names the screen.
    @MainActor
    private static func audit(_ app: XCUIApplication, showing sample: ScreenSample, at location: CallerLocation) {
        guard #available(iOS 17.0, tvOS 17.0, *) else { return }
        do {
            try app.performAccessibilityAudit { issue in
                TestFailure.record(
                    ScreenRouterError.accessibilityIssue(sample: sample.description, issue: issue.compactDescription),
                    at: location
                )
                return true
            }
        } catch {
            TestFailure.record(
                ScreenRouterError.accessibilityIssue(sample: sample.description, issue: "\(error)"),
                at: location
            )
        }
    }
}
#endif
