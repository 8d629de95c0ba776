// swift-format-ignore-file
// The Getting Started article's sample that launches an executable with ProcessApplication, which exists on macOS
// and Linux but not on iOS, with what it needs around it to compile. scripts/build-docs.sh type-checks this file
// against the package for macOS (the triple below) and checks that every sample of the page appears in
// Tools/DocSamples unchanged. Change a sample here and on the page together.
// triple: macos
import ScreenRouter

struct User: Codable, Sendable {
    let id: Int
    let name: String
    let email: String
}

extension Screen where Model == User {
    static let userDetail = Screen("userDetail")
}

import ScreenRouterTestSupport
import Testing

@MainActor
struct UserDetailTests {
    @Test func showsUserName() async throws {
        let app = try ProcessApplication.product(named: "MyApp")
        await launchApp(app, .screen(.userDetail, model: User(id: 1, name: "Ada", email: "ada@example.com")))
        #expect(app.standardOutput.contains("Ada"))
    }
}
