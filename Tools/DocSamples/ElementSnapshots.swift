// swift-format-ignore-file
// The Element Snapshots article's XCUITest samples, with what they need around them to compile.
// scripts/build-docs.sh type-checks this file against the package and checks that every sample of the page appears
// in Tools/DocSamples unchanged. Change a sample here and on the page together.
import ScreenRouterTestSupport
import XCTest

final class ElementSnapshotUITests: XCTestCase {
    @MainActor
    func testEveryScreenMatchesItsSnapshots() {
        XCUIApplication.routeScheme = "myapp"
        launchEveryScreen(variants: [ScreenVariant(), ScreenVariant(appearance: .dark)], snapshots: true)
    }
}
