import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import XCTest

/// Every screen of the Demo, with each of its samples: one failure per screen that does not open, and a
/// screenshot of each in the test report.
final class EveryScreenUITests: XCTestCase {
    @MainActor
    func testEveryScreenOpensWithEachSample() {
        launchEveryScreen(options: [Animations.off], auditsAccessibility: true)
    }

    @MainActor
    func testTheCatalogueListsTheThreeScreens() throws {
        let catalogue = try XCUIApplication().listScreens()

        XCTAssertEqual(catalogue.screens.map(\.id), ["settings", "userDetail", "users"])
        XCTAssertEqual(catalogue.screens.map(\.samples), [[], ["ada", "long name"], ["default", "empty", "many"]])
    }

    @MainActor
    func testTheGalleryOpensTheChosenSample() {
        let app = launchApp(screen: ScreenID(ScreenCatalogue.galleryIdentifier), options: [Animations.off])

        app.cells["ScreenRouter.gallery.userDetail.ada"].tap()

        XCTAssertTrue(app.staticTexts[DemoElement.userName].waitForExistence(timeout: 5))
        XCTAssertEqual(app.staticTexts[DemoElement.userName].label, "Ada Lovelace")
    }
}
