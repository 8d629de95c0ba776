// swift-format-ignore-file
// The README's sample that launches a process, as it appears there, with what it needs around it to compile.
// scripts/build-docs.sh type-checks this file against the package for macOS (the triple below): ProcessApplication
// exists on macOS and Linux, not on iOS. See README.swift.
// triple: macos
import ScreenRouter
import ScreenRouterTestSupport
import Testing

struct User: Codable, Sendable {
    let id: Int
    let name: String
}

extension Screen where Model == User {
    static let userDetail = Screen("userDetail")
}

let ada = User(id: 1, name: "Ada Lovelace")

@Test @MainActor func showsUserName() async throws {
    let app = try ProcessApplication.product(named: "Demo")
    await launchApp(app, .screen(.userDetail, model: ada))
    #expect(app.standardOutput.contains("[userName] Ada Lovelace"))
}
