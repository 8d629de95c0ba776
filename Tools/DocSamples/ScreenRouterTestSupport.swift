// swift-format-ignore-file
// The code samples of the ScreenRouterTestSupport module's page, as they appear there, with what they need around
// them to compile. scripts/build-docs.sh type-checks this file against the package for macOS (the triple below:
// the samples launch a process, which iOS cannot) and checks that every sample of the page appears here
// unchanged. Change a sample here and on the page together.
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
struct UserDetailUITests {
    @Test func showsUserName() async throws {
        let app = try ProcessApplication.product(named: "MyApp")
        await launchApp(app, .screen(.userDetail, model: User(id: 1, name: "Ada", email: "ada@example.com")))
        #expect(app.standardOutput.contains("Ada"))
    }
}

@MainActor
func configuresAProcess() async throws {
    let app = try ProcessApplication.product(named: "MyApp")
    TestLauncher(options: [SystemLanguages([.French, .English]), AnimationLaunchEnvironment(animation: false)]).configure(app)
    try await app.launch()
}
