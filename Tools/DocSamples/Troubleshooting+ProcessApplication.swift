// swift-format-ignore-file
// The Troubleshooting article's samples that launch an executable with ProcessApplication, which exists on macOS
// and Linux but not on iOS, with what they need around them to compile. scripts/build-docs.sh type-checks this file
// against the package and checks that every sample of the page appears in Tools/DocSamples unchanged. Change a
// sample here and on the page together.
// triple: macos
import ScreenRouter
import ScreenRouterTestSupport
import Testing

struct Profile: Codable, Sendable {
    static let ada = Profile()
}

extension Screen where Model == Profile {
    static let profile = Screen("profile")
}

@MainActor
struct KnownIssueTests {
@Test func profileIsKnownToNeedItsNewModel() async throws {
    let app = try ProcessApplication.product(named: "MyApp")
    await withKnownIssue("The profile screen is being rebuilt.") {
        await launchApp(app, .screen(.profile, model: .ada))
    } matching: { issue in
        (issue.error as? ScreenRouterError)?.code == .modelMismatch
    }
}
}
