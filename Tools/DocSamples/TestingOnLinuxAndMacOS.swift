// swift-format-ignore-file
// The code samples of the Testing on Linux and macOS article, as they appear there, with what they need around
// them to compile. scripts/build-docs.sh type-checks this file against the package and checks that every sample
// of the article appears here unchanged. Change a sample here and in the article together.
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

import Foundation
import ScreenRouter

/// A screen of the terminal app: its elements, top to bottom, each an accessibility identifier and a label.
struct TextScreen {
    var elements: [(identifier: String, label: String)]
}

@MainActor
final class TerminalHost: ScreenHost {
    private(set) var exitStatus: Int32 = 0
    private var variantLine: String?

    func apply(_ variant: ScreenVariant) {
        let parts = [
            variant.appearance.map { "appearance=\($0.rawValue)" },
            variant.contentSize.map { "contentSize=\($0.rawValue)" },
            variant.layoutDirection.map { "layoutDirection=\($0.rawValue)" },
        ].compactMap { $0 }
        variantLine = parts.isEmpty ? nil : "[ScreenRouter.variant] " + parts.joined(separator: " ")
    }

    func install(_ root: TextScreen, as screen: ScreenID, route: Int) {
        exitStatus = 0
        show(root)
        writeElements(root.elements, of: screen, route: route)
    }

    func show(_ root: TextScreen) {
        if let variantLine { print(variantLine) }
        for element in root.elements {
            print("[\(element.identifier)] \(element.label)")
        }
    }

    func showRoutingFailure(_ error: ScreenRouterError) {
        print("[\(ScreenRouterError.accessibilityIdentifier)] \(error.message)")
        exitStatus = 1
    }
}

@MainActor
func runApp() -> Int32 {
    let host = TerminalHost()
    #if DEBUG
    let coordinator = TestingCoordinator<TextScreen>()
    coordinator.register(.userDetail) { user in TextScreen(elements: [("userName", user.name)]) }
    coordinator.register("settings") { TextScreen(elements: [("settingsTitle", "Settings")]) }
    if coordinator.start(in: host, scheme: "myapp") { return host.exitStatus }
    #endif
    host.show(TextScreen(elements: [("home", "Welcome")]))
    return 0
}

import ScreenRouterTestSupport
import Testing

@MainActor
struct UserDetailTests {
    @Test func showsUserName() async throws {
        let app = try ProcessApplication.product(named: "MyApp")
        await launchApp(app, .screen(.userDetail, model: User(id: 1, name: "Ada", email: "ada@example.com")))
        #expect(app.standardOutput == "[userName] Ada\n")
        #expect(app.element("userName")?.label == "Ada")
    }
}

// The XCTest sample is for Linux and macOS. Where UIKit exists (iOS, or the stand-ins Tools/AppleStubs
// provide), `XCTestCase` has `launchApp` methods of its own that hide the global function inside a test case,
// so the sample is compiled only where UIKit does not exist.
#if !canImport(UIKit)
import ScreenRouterTestSupport
import XCTest

final class SettingsTests: XCTestCase {
    func testShowsSettings() async throws {
        let app = try await ProcessApplication.product(named: "MyApp")
        await launchApp(app, .screen("settings"))
        let output = await app.standardOutput
        XCTAssertTrue(output.contains("[settingsTitle] Settings"))
    }
}
#endif
