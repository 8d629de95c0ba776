// swift-format-ignore-file
// The Element Snapshots article's samples that launch an executable with ProcessApplication, which exists on macOS
// and Linux but not on iOS, with what they need around them to compile. scripts/build-docs.sh type-checks this file
// against the package and checks that every sample of the page appears in Tools/DocSamples unchanged. Change a
// sample here and on the page together.
// triple: macos
import ScreenRouterTestSupport
import Testing

@MainActor
struct ElementSnapshotTests {
    @Test func everyScreenMatchesItsSnapshots() async throws {
        let app = try ProcessApplication.product(named: "MyApp")
        app.routeScheme = "myapp"
        await launchEveryScreen(app, variants: [ScreenVariant(), ScreenVariant(appearance: .dark)], snapshots: true)
    }
}
