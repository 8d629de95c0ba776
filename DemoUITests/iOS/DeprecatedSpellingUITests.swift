import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import XCTest

/// The spellings kept for one release still open the screen they name.
///
/// The deprecated calls are made by `OldSpellings`, whose members are deprecated themselves (a deprecated
/// declaration may use another without a warning), through `Spellings`, whose requirements are not, so the
/// target still builds with warnings as errors.
final class DeprecatedSpellingUITests: XCTestCase {
    private let old: any Spellings = OldSpellings()

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        XCUIApplication.routeScheme = "demo"
    }

    override func tearDown() {
        XCUIApplication.routeScheme = nil
        super.tearDown()
    }

    @MainActor
    func testTheLaunchesWithTheScreensPartsAsArgumentsStillOpenTheirScreens() throws {
        let user = DemoData.users[0]
        var app = old.launchWithoutApplication(self, screen: .settings)
        XCTAssertEqual(app.staticTexts[DemoElement.settingsTitle].label, "Settings")
        app = old.launchWithoutApplication(self, screen: .users)
        XCTAssertEqual(app.cells[DemoElement.userRow(0)].label, "Username One")
        let sample = try XCTUnwrap(XCUIApplication().listScreens().screenSamples.first { $0.screen == "userDetail" })
        app = old.launchWithoutApplication(self, sample: sample)
        XCTAssertTrue(app.staticTexts[DemoElement.userName].exists)

        app = old.launchWithApplicationLast(self, screen: .userDetail, model: user, app: XCUIApplication())
        XCTAssertEqual(app.staticTexts[DemoElement.userName].label, user.name)
        app = old.launchWithApplicationLast(self, screen: .settings, app: XCUIApplication())
        XCTAssertEqual(app.staticTexts[DemoElement.settingsTitle].label, "Settings")
        app = old.launchWithApplicationLast(self, screen: .users, app: XCUIApplication())
        XCTAssertEqual(app.cells[DemoElement.userRow(0)].label, "Username One")
        app = old.launchWithApplicationLast(self, sample: sample, app: XCUIApplication())
        XCTAssertTrue(app.staticTexts[DemoElement.userName].exists)
    }

    @MainActor
    func testTheEveryScreenTestsThatAuditStillOpenEveryScreen() {
        old.launchEveryScreen(self, auditsAccessibility: false)
        if #available(iOS 17.0, *) {
            old.launchEveryScreen(self, auditing: [.contrast])
        }
    }

    @MainActor
    func testTheRoutesWithTheScreensPartsAsArgumentsStillShowTheirScreens() throws {
        let user = DemoData.users[1]
        let app = launchApp(
            XCUIApplication(),
            .screen(.settings),
            options: [AnimationLaunchEnvironment(animation: false)]
        )
        old.route(app, to: .userDetail, model: user)
        XCTAssertEqual(app.staticTexts[DemoElement.userName].label, user.name)
        old.route(app, to: .users)
        XCTAssertEqual(app.cells[DemoElement.userRow(0)].label, "Username One")
        old.route(app, to: .settings)
        XCTAssertEqual(app.staticTexts[DemoElement.settingsTitle].label, "Settings")
        let sample = try XCTUnwrap(XCUIApplication().listScreens().screenSamples.first { $0.screen == "userDetail" })
        let again = launchApp(
            XCUIApplication(),
            .screen(.settings),
            options: [AnimationLaunchEnvironment(animation: false)]
        )
        old.route(again, to: sample)
        XCTAssertTrue(again.staticTexts[DemoElement.userName].exists)
    }

    @MainActor
    func testAnApplicationsRouteSchemeStillSetsTheSchemeEveryApplicationShares() {
        XCUIApplication.routeScheme = nil
        old.setRouteScheme(of: XCUIApplication(), to: "demo")
        XCTAssertEqual(XCUIApplication.routeScheme, "demo")
    }
}

/// The deprecated spellings, called through requirements that are not deprecated.
@MainActor
private protocol Spellings {
    func launchWithoutApplication(_ test: XCTestCase, screen: ScreenID) -> XCUIApplication
    func launchWithoutApplication(_ test: XCTestCase, screen: Screen<[User]>) -> XCUIApplication
    func launchWithoutApplication(_ test: XCTestCase, sample: ScreenSample) -> XCUIApplication
    func launchWithApplicationLast(
        _ test: XCTestCase,
        screen: Screen<User>,
        model: User,
        app: XCUIApplication
    ) -> XCUIApplication
    func launchWithApplicationLast(_ test: XCTestCase, screen: ScreenID, app: XCUIApplication) -> XCUIApplication
    func launchWithApplicationLast(_ test: XCTestCase, screen: Screen<[User]>, app: XCUIApplication) -> XCUIApplication
    func launchWithApplicationLast(_ test: XCTestCase, sample: ScreenSample, app: XCUIApplication) -> XCUIApplication
    func route(_ app: XCUIApplication, to screen: Screen<User>, model: User)
    func route(_ app: XCUIApplication, to screen: Screen<[User]>)
    func route(_ app: XCUIApplication, to screen: ScreenID)
    func route(_ app: XCUIApplication, to sample: ScreenSample)
    func launchEveryScreen(_ test: XCTestCase, auditsAccessibility: Bool)
    @available(iOS 17.0, *)
    func launchEveryScreen(_ test: XCTestCase, auditing: XCUIAccessibilityAuditType)
    func setRouteScheme(of app: XCUIApplication, to scheme: String?)
}

@MainActor
private struct OldSpellings: Spellings {
    @available(*, deprecated)
    func launchWithoutApplication(_ test: XCTestCase, screen: ScreenID) -> XCUIApplication {
        test.launchApp(screen: screen, options: [AnimationLaunchEnvironment(animation: false)])
    }

    @available(*, deprecated)
    func launchWithoutApplication(_ test: XCTestCase, screen: Screen<[User]>) -> XCUIApplication {
        test.launchApp(screen: screen, options: [AnimationLaunchEnvironment(animation: false)])
    }

    @available(*, deprecated)
    func launchWithoutApplication(_ test: XCTestCase, sample: ScreenSample) -> XCUIApplication {
        test.launchApp(sample: sample, options: [AnimationLaunchEnvironment(animation: false)])
    }

    @available(*, deprecated)
    func launchWithApplicationLast(
        _ test: XCTestCase,
        screen: Screen<User>,
        model: User,
        app: XCUIApplication
    ) -> XCUIApplication {
        test.launchApp(screen: screen, model: model, options: [AnimationLaunchEnvironment(animation: false)], app: app)
    }

    @available(*, deprecated)
    func launchWithApplicationLast(_ test: XCTestCase, screen: ScreenID, app: XCUIApplication) -> XCUIApplication {
        test.launchApp(screen: screen, options: [AnimationLaunchEnvironment(animation: false)], app: app)
    }

    @available(*, deprecated)
    func launchWithApplicationLast(_ test: XCTestCase, screen: Screen<[User]>, app: XCUIApplication) -> XCUIApplication
    {
        test.launchApp(screen: screen, options: [AnimationLaunchEnvironment(animation: false)], app: app)
    }

    @available(*, deprecated)
    func launchWithApplicationLast(_ test: XCTestCase, sample: ScreenSample, app: XCUIApplication) -> XCUIApplication {
        test.launchApp(sample: sample, options: [AnimationLaunchEnvironment(animation: false)], app: app)
    }

    @available(*, deprecated)
    func route(_ app: XCUIApplication, to screen: Screen<User>, model: User) {
        app.route(to: screen, model: model)
    }

    @available(*, deprecated)
    func route(_ app: XCUIApplication, to screen: Screen<[User]>) {
        app.route(to: screen)
    }

    @available(*, deprecated)
    func route(_ app: XCUIApplication, to screen: ScreenID) {
        app.route(to: screen)
    }

    @available(*, deprecated)
    func route(_ app: XCUIApplication, to sample: ScreenSample) {
        app.route(to: sample)
    }

    @available(*, deprecated)
    func launchEveryScreen(_ test: XCTestCase, auditsAccessibility: Bool) {
        test.launchEveryScreen(
            options: [AnimationLaunchEnvironment(animation: false)],
            auditsAccessibility: auditsAccessibility
        )
    }

    @available(*, deprecated)
    @available(iOS 17.0, *)
    func launchEveryScreen(_ test: XCTestCase, auditing: XCUIAccessibilityAuditType) {
        test.launchEveryScreen(options: [AnimationLaunchEnvironment(animation: false)], auditing: auditing)
    }

    @available(*, deprecated)
    func setRouteScheme(of app: XCUIApplication, to scheme: String?) {
        app.routeScheme = scheme
    }
}
