import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import XCTest

/// One launch, many screens: each test launches the app once and routes it from screen to screen with
/// `demo://screenrouter/route?...` URLs.
final class SessionUITests: XCTestCase {
    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        XCUIApplication.routeScheme = "demo"
    }

    override func tearDown() {
        // The scheme is global: other test classes launch each screen unless they set it themselves.
        XCUIApplication.routeScheme = nil
        super.tearDown()
    }

    @MainActor
    func testOneLaunchShowsEveryScreenWithItsFixture() {
        let app = launchApp(
            XCUIApplication(),
            .screen(.settings),
            options: [AnimationLaunchEnvironment(animation: false)]
        )
        XCTAssertEqual(app.staticTexts[DemoElement.settingsTitle].label, "Settings")

        for user in DemoData.users.prefix(3) {
            app.route(to: .screen(.userDetail, model: user))
            XCTAssertEqual(app.staticTexts[DemoElement.userName].label, user.name)
        }

        app.route(to: .screen(.users, model: [DemoData.sample(id: 7, name: "Ada Lovelace")]))
        XCTAssertEqual(app.cells.count, 1)
        XCTAssertEqual(app.cells[DemoElement.userRow(0)].label, "Ada Lovelace")

        app.route(to: .screen(.users))
        XCTAssertEqual(app.cells[DemoElement.userRow(0)].label, "Username One")
    }

    @MainActor
    func testARoutingFailureFailsAtTheCallersLineAndTheAppGoesOn() {
        let app = launchApp(
            XCUIApplication(),
            .screen(.settings),
            options: [AnimationLaunchEnvironment(animation: false)]
        )

        XCTExpectFailure(
            "The Demo registers no screen `nowhere`, so the route records the app's message as a failure",
            failingBlock: { app.route(to: .screen("nowhere")) },
            issueMatcher: { issue in
                issue.compactDescription.contains("nowhere") && issue.compactDescription.contains("settings")
            }
        )
        XCTAssertTrue(app.staticTexts[ScreenRouterError.accessibilityIdentifier].exists)

        app.route(to: .screen(.settings))
        XCTAssertEqual(app.staticTexts[DemoElement.settingsTitle].label, "Settings")
    }
}
