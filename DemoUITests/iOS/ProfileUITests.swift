import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import XCTest

/// The profile screen loads its user with `URLSession`; each test gives it a network fixture, which the app
/// answers the request from.
final class ProfileUITests: XCTestCase {
    override func setUp() {
        super.setUp()
        continueAfterFailure = false
    }

    @MainActor
    func testShowsTheLoadedUser() {
        let fixture: NetworkFixture = [.get(ProfileLoader.url(forUser: 1)): .json(DemoData.users[0])]

        let app = launchApp(
            screen: .profile,
            model: 1,
            network: fixture,
            options: [AnimationLaunchEnvironment(animation: false)]
        )

        XCTAssertTrue(app.staticTexts[DemoElement.profileName].waitForExistence(timeout: 10))
        XCTAssertEqual(app.staticTexts[DemoElement.profileName].label, "Leanne Graham")
    }

    @MainActor
    func testSaysSoWhenTheUserIsNotFound() {
        let fixture: NetworkFixture = [.get(ProfileLoader.url(forUser: 7)): .status(404)]

        let app = launchApp(
            screen: .profile,
            model: 7,
            network: fixture,
            options: [AnimationLaunchEnvironment(animation: false)]
        )

        let state = app.staticTexts[DemoElement.profileState]
        XCTAssertTrue(state.waitForExistence(timeout: 10))
        XCTAssertEqual(state.label, "No user 7")
    }

    @MainActor
    func testEachSampleOpens() throws {
        for sample in try XCUIApplication().listScreens().screenSamples where sample.screen == Screen.profile.id {
            let app = launchApp(XCUIApplication(), .sample(sample))
            XCTAssertTrue(app.staticTexts[DemoElement.profileState].waitForExistence(timeout: 10))
        }
    }
}
