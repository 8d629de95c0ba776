import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import XCTest

final class SettingsUITests: XCTestCase {
    override func setUp() {
        super.setUp()
        continueAfterFailure = false
    }

    @MainActor
    func testShowsTheMockServiceAndAnimationsOff() {
        let app = launchApp(
            XCUIApplication(),
            .screen(.settings),
            options: [AnimationLaunchEnvironment(animation: false)]
        )

        XCTAssertEqual(app.staticTexts[DemoElement.settingsTitle].label, "Settings")
        XCTAssertEqual(app.staticTexts[DemoElement.settingsService].label, "Mock users")
        XCTAssertEqual(app.staticTexts[DemoElement.settingsAnimations].label, "Animations off")
    }

    @MainActor
    func testShowsAnimationsOnWhenTheTestLeavesThemOn() {
        let app = launchApp(XCUIApplication(), .screen(.settings))

        XCTAssertEqual(app.staticTexts[DemoElement.settingsAnimations].label, "Animations on")
    }
}
