import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import XCTest

/// Every screen of the Demo, with each of its samples: one failure per screen that does not open, and a
/// screenshot of each in the test report.
final class EveryScreenUITests: XCTestCase {
    /// 2 appearances × 3 text sizes × 2 layout directions.
    static let variants = ScreenVariant.matrix(
        appearances: [.light, .dark],
        contentSizes: [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge],
        layoutDirections: [.leftToRight, .rightToLeft]
    )

    @MainActor
    func testEveryScreenOpensWithEachSample() {
        launchEveryScreen(options: [AnimationLaunchEnvironment(animation: false)]) { _, app in
            if #available(iOS 17.0, *) { try? app.performAccessibilityAudit() }
        }
    }

    /// Every screen and sample in 12 variants and two locales: one launch per locale, a route for every other cell,
    /// a screenshot each, named `<screen>.<sample>.<variant>.<locale>`.
    @MainActor
    func testEveryScreenOpensInEveryVariant() {
        XCUIApplication.routeScheme = "demo"
        defer { XCUIApplication.routeScheme = nil }
        launchEveryScreen(
            options: [AnimationLaunchEnvironment(animation: false)],
            variants: Self.variants,
            locales: [SystemLocale(localeIdentifier: "en_GB"), SystemLocale(localeIdentifier: "ar_SA")]
        )
    }

    /// Every screen and sample compared with its element snapshot, with its screenshot and accessibility findings kept.
    ///
    /// The snapshots are `__Snapshots__/EveryScreenUITests/<cell>.json` beside this file; a cell without one is
    /// recorded on the first run (none is committed: the iOS form is type-checked here, never run). The run keeps
    /// each cell's screenshot and accessibility findings beside the snapshot it leaves in
    /// `__Snapshots__/.build/EveryScreenUITests`, which `screenrouter report DemoUITests/__Snapshots__/EveryScreenUITests`
    /// draws.
    @MainActor
    func testEveryScreenMatchesItsSnapshots() {
        XCUIApplication.routeScheme = "demo"
        defer { XCUIApplication.routeScheme = nil }
        launchEveryScreen(
            options: [AnimationLaunchEnvironment(animation: false)],
            snapshots: true,
            screenshots: true,
            accessibilityAudit: true
        )
    }

    /// The audits that matter for variants, on every cell of the dark, largest-text variants (iOS 17 and later,
    /// which have audits; earlier systems have nothing to run).
    @MainActor
    func testLargeTextInDarkPassesItsAudits() {
        guard #available(iOS 17.0, *) else { return }
        XCUIApplication.routeScheme = "demo"
        defer { XCUIApplication.routeScheme = nil }
        launchEveryScreen(
            options: [AnimationLaunchEnvironment(animation: false)],
            variants: ScreenVariant.matrix(appearances: [.dark], contentSizes: [.accessibilityExtraExtraExtraLarge])
        ) { _, app in
            try? app.performAccessibilityAudit(for: [.contrast, .dynamicType, .textClipped])
        }
    }

    @MainActor
    func testTheCatalogueListsTheThreeScreens() throws {
        let catalogue = try XCUIApplication().listScreens()

        XCTAssertEqual(
            catalogue.screenSamples.map(\.screen),
            ["settings", "userDetail", "userDetail", "users", "users", "users"]
        )
        XCTAssertEqual(catalogue.screenSamples.map(\.sample), [nil, "ada", "long name", "default", "empty", "many"])
    }

    @MainActor
    func testTheGalleryOpensTheChosenSample() {
        let app = launchApp(
            XCUIApplication(),
            .screen(ScreenID("ScreenRouter.gallery")),
            options: [AnimationLaunchEnvironment(animation: false)]
        )

        app.cells["ScreenRouter.gallery.userDetail.ada"].tap()

        XCTAssertTrue(app.staticTexts[DemoElement.userName].waitForExistence(timeout: 5))
        XCTAssertEqual(app.staticTexts[DemoElement.userName].label, "Ada Lovelace")
    }
}
