// swift-format-ignore-file
// The code samples of the Screen Catalogue article, as they appear there, with what they need around them to
// compile. scripts/build-docs.sh type-checks this file against the package (and the stand-ins for UIKit, SwiftUI
// and XCTest in Tools/AppleStubs) and checks that every sample of the page appears here unchanged. Change a
// sample here and on the page together.

import Foundation
import ScreenRouter
import SwiftUI
import UIKit

struct User: Codable, Sendable {
    let id: Int
    let name: String
    let email: String
}

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

#if DEBUG
extension User {
    static let ada = User(id: 1, name: "Ada Lovelace", email: "ada@example.com")
    static let longName = User(id: 2, name: "Maria Magdalena von Habsburg-Lothringen", email: "maria@example.com")
}

@MainActor
func makeTestingCoordinator() -> TestingCoordinator<UIViewController> {
    let coordinator = TestingCoordinator<UIViewController>()
    coordinator.register(.userDetail, samples: ["ada": .ada, "long name": .longName]) { user in
        UserDetailViewController(user: user)
    }
    coordinator.register(.users, default: [], samples: ["two": [.ada, .longName]]) { users in
        UsersViewController(users: users)
    }
    coordinator.register("settings") { SettingsView() }
    return coordinator
}
#endif

@available(iOS 14.0, tvOS 14.0, *)
struct DebugScreens: View {
    let coordinator: TestingCoordinator<UIViewController>

    var body: some View {
        ScreenGalleryView(coordinator.gallery)
    }
}

@available(iOS 14.0, tvOS 14.0, *)
@MainActor
func showScreens(of coordinator: TestingCoordinator<UIViewController>, from navigationController: UINavigationController) {
    let gallery = UIHostingController(rootView: ScreenGalleryView(coordinator.gallery))
    navigationController.present(gallery, animated: true)
}

import ScreenRouterTestSupport
import XCTest

final class EveryScreenUITests: XCTestCase {
    @MainActor
    func testEveryScreenOpens() {
        launchEveryScreen { _, app in
            if #available(iOS 17.0, *) { try? app.performAccessibilityAudit() }
        }
    }
}

final class EveryVariantUITests: XCTestCase {
    override func setUp() {
        XCUIApplication.routeScheme = "myapp"
    }

    @MainActor
    func testEveryScreenInEveryVariant() {
        launchEveryScreen(
            variants: ScreenVariant.matrix(
                appearances: [.light, .dark],
                contentSizes: [.large, .accessibilityExtraExtraExtraLarge],
                layoutDirections: [.leftToRight, .rightToLeft]
            ),
            locales: [SystemLocale(localeIdentifier: "en_GB"), SystemLocale(localeIdentifier: "ar_SA")]
        )
    }

    @MainActor
    func testLargeTextPassesItsAudits() {
        guard #available(iOS 17.0, *) else { return }
        launchEveryScreen(variants: ScreenVariant.matrix(contentSizes: [.accessibilityExtraExtraExtraLarge])) { _, app in
            try? app.performAccessibilityAudit(for: [.dynamicType, .textClipped])
        }
    }
}

final class EveryScreenShard1UITests: XCTestCase {
    @MainActor
    func testShard() {
        launchEveryScreen(variants: ScreenVariant.matrix(appearances: [.light, .dark]), shard: (1, 4))
    }
}

final class EveryScreenShard2UITests: XCTestCase {
    @MainActor
    func testShard() {
        launchEveryScreen(variants: ScreenVariant.matrix(appearances: [.light, .dark]), shard: (2, 4))
    }
}

final class EveryScreenInOneLaunchUITests: XCTestCase {
    override func setUp() {
        XCUIApplication.routeScheme = "myapp"
    }

    @MainActor
    func testEveryScreenOpens() {
        launchEveryScreen()
    }
}
