import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import XCTest

/// How a routing failure reaches the test: the app shows its message on an error screen, and `launchApp` fails
/// the test at the caller's line with that message.
final class RoutingFailureUITests: XCTestCase {
    @MainActor
    func testLaunchAppFailsAtTheCallersLineWithTheAppsMessage() {
        let app = XCTExpectFailure(
            "The Demo registers no screen `nowhere`, so launchApp records the app's message as a failure",
            failingBlock: { launchApp(XCUIApplication(), .screen("nowhere")) },
            issueMatcher: { issue in
                issue.compactDescription.contains("nowhere") && issue.compactDescription.contains("settings")
            }
        )

        XCTAssertTrue(app.staticTexts[ScreenRouterError.accessibilityIdentifier].exists)
    }

    @MainActor
    func testTheErrorScreenCarriesTheWholeMessage() {
        let app = XCUIApplication()
        app.launchArguments += LaunchRequest(screen: ScreenID.settings, model: .base64("not base64!")).arguments
        app.launch()

        let failure = app.reportedRoutingFailure()

        XCTAssertEqual(failure?.code, .modelMismatch)
        XCTAssertTrue(failure?.message.contains("settings") ?? false, failure?.message ?? "no error screen")
    }
}
