// swift-format-ignore-file
// The code samples of the README, as they appear there, with what they need around them to compile.
// scripts/build-docs.sh type-checks this file against the package for the iOS simulator (with the stand-ins for
// Apple's frameworks in Tools/AppleStubs) and checks that every sample of the README appears here unchanged.
// Change a sample here and in the README together. The sample that launches a process is in
// README+ProcessApplication.swift: ProcessApplication exists on macOS and Linux, not on iOS.
import SwiftUI
import UIKit

struct User: Codable, Sendable {
    let id: Int
    let name: String
    let email: String
}

import ScreenRouter

extension Screen where Model == User {
    static let userDetail = Screen("userDetail")
}

extension Screen where Model == [User] {
    static let users = Screen("users")
}

final class UserDetailViewController: UIViewController {
    init(user: User) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class UsersViewController: UIViewController {
    init(users: [User]) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
// SceneDelegate.scene(_:willConnectTo:options:)
#if DEBUG
let coordinator = TestingCoordinator<UIViewController>()
coordinator.register(.userDetail) { user in UserDetailViewController(user: user) }
coordinator.register(.users, default: []) { users in UsersViewController(users: users) }
coordinator.register("settings") { SettingsView() }   // SwiftUI views are hosted for you
if let window = coordinator.start(in: windowScene) {
    self.window = window
    return
}
#endif
// ...normal start
        self.window = UIWindow(windowScene: windowScene)
    }
}

import ScreenRouterTestSupport
import XCTest

final class UserDetailUITests: XCTestCase {
    @MainActor
    func testShowsUserName() {
        let app = launchApp(screen: .userDetail, model: User(id: 1, name: "Ada", email: "ada@example.com"))
        XCTAssertEqual(app.staticTexts["userName"].label, "Ada")
    }
}

enum Server: String, CaseIterable, LaunchArgumentWithSingleValue, LaunchArgumentValue {
    case testing, production
    var key: String { "Server" }
}

protocol NetworkClient {}
struct MockNetworkClient: NetworkClient {}
struct LiveNetworkClient: NetworkClient {}

final class ServerUITests: XCTestCase {
    @MainActor
    func testUsesTheTestingServer() throws {
        let user = User(id: 1, name: "Ada", email: "ada@example.com")
// Test:
let app = launchApp(screen: .userDetail, model: user, options: [Server.testing, AnimationLaunchEnvironment(animation: false)])
// App:
let server = try Server.current          // .testing; an unknown value throws, listing the valid ones
let client: NetworkClient = UITestingMode.isActive ? MockNetworkClient() : LiveNetworkClient()
        _ = (app, server, client)
    }
}
