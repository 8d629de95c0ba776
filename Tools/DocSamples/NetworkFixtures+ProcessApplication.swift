// swift-format-ignore-file
// The Network Fixtures article's sample that launches an executable with ProcessApplication, which exists on macOS
// and Linux but not on iOS, with what it needs around it to compile. scripts/build-docs.sh type-checks this file
// against the package for macOS (the triple below) and checks that every sample of the page appears in
// Tools/DocSamples unchanged. Change a sample here and on the page together.
// triple: macos
import ScreenRouter
import ScreenRouterTestSupport
import Testing

extension Screen where Model == Int {
    static let profile = Screen("profile")
}

@MainActor
struct ProfileTests {
@Test func notFoundSaysSo() async throws {
    let app = try ProcessApplication.product(named: "MyApp")
    await launchApp(app, .screen(.profile, model: 7, network: [
        .get("https://api.example.com/users/7"): .status(404),
    ]))
    #expect(app.standardOutput.contains("No user 7"))
}
}
