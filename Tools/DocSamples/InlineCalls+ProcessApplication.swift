// swift-format-ignore-file
// The calls that the articles write inside a sentence and that launch a process, as they appear there, with what
// they need around them to compile. scripts/build-docs.sh type-checks this file against the package for macOS
// (the triple below): ProcessApplication exists on macOS and Linux, not on iOS. See InlineCalls.swift.
// triple: macos
import ScreenRouter
import ScreenRouterTestSupport

struct User: Codable, Sendable {
    let id: Int
    let name: String
}

extension Screen where Model == User {
    static let userDetail = Screen("userDetail")
}

extension Screen where Model == [User] {
    static let users = Screen("users")
}

@MainActor
func launches(app: ProcessApplication, user: User) async throws {
    await launchApp(app, .screen(.userDetail, model: user))
    await launchApp(app, .screen(.users))
    await ScreenRouterTestSupport.launchApp(app, .screen("settings"))
    await launchEveryScreen(app)
}

struct Receipt: Codable, Sendable {
    let total: Int
}

extension Screen where Model == Receipt {
    static let receipt = Screen("receipt")
}

/// The seed's form and the every-screen test with the labels an `XCTestCase` takes.
@MainActor
func launchesInTheShapeOfXCTest(app: ProcessApplication, receipt: Receipt, variants: [ScreenVariant]) async {
    await launchApp(app, screen: .receipt, model: receipt)
    await launchEveryScreen(app, variants: variants)
}
