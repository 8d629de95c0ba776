// swift-format-ignore-file
// The code samples of the ScreenRouter module's page, as they appear there, with what they need around
// them to compile. scripts/build-docs.sh type-checks this file against the package for the iOS simulator
// (with the stand-ins for Apple's frameworks in Tools/AppleStubs) and checks that every sample of the page appears here
// unchanged. Change a sample here and on the page together.

import ScreenRouter
import ScreenRouterTestSupport
import SwiftUI
import UIKit
import XCTest

struct User: Codable, Sendable {
    let id: Int
    let name: String
    let email: String
}

extension Screen where Model == User {
    static let userDetail = Screen("userDetail")
}

final class UserDetailViewController: UIViewController {
    init(user: User) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class SettingsViewController: UIViewController {}

@MainActor
func start(window: UIWindow) -> Bool {
    #if DEBUG
    let coordinator = TestingCoordinator<UIViewController>()
    coordinator.register(.userDetail) { user in UserDetailViewController(user: user) }
    coordinator.register("settings") { SettingsViewController() }
    if coordinator.start(in: window) { return true }
    #endif
    return false
}

final class UserDetailUITests: XCTestCase {
    @MainActor
    func testLaunchesIntoTheScreen() {
        let app = launchApp(screen: .userDetail, model: User(id: 1, name: "Ada", email: "ada@example.com"))
        _ = app
    }
}
