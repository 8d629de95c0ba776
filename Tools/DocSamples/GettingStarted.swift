// swift-format-ignore-file
// The code samples of the Getting Started article, as they appear there, with what they need around
// them to compile. scripts/build-docs.sh type-checks this file against the package for the iOS simulator (with
// the stand-ins for Apple's frameworks in Tools/AppleStubs) and checks that every sample of the page appears here
// unchanged. Change a sample here and on the page together. The sample that launches a process is in
// GettingStarted+ProcessApplication.swift: ProcessApplication exists on macOS and Linux, not on iOS.
import SwiftUI

import ScreenRouter

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

import ScreenRouter
import UIKit

#if DEBUG
@MainActor
func makeTestingCoordinator() -> TestingCoordinator<UIViewController> {
    let coordinator = TestingCoordinator<UIViewController>()
    coordinator.register(.userDetail) { user in UserDetailViewController(user: user) }
    coordinator.register(.users, default: []) { users in UsersViewController(users: users) }
    coordinator.register("settings") { SettingsView() }  // a SwiftUI view, hosted for you
    return coordinator
}
#endif

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        #if DEBUG
        if let window = makeTestingCoordinator().start(in: windowScene) {
            self.window = window
            return
        }
        #endif
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        #if DEBUG
        if makeTestingCoordinator().start(in: window) { return true }
        #endif
        window.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window.makeKeyAndVisible()
        return true
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

    @MainActor
    func testShowsSettings() {
        let app = launchApp(XCUIApplication(), .screen("settings"))
        XCTAssertTrue(app.staticTexts["settingsTitle"].exists)
    }
}

import Foundation

extension ModelCodec {
    static let shop = ModelCodec(
        makeEncoder: {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            encoder.keyEncodingStrategy = .convertToSnakeCase
            return encoder
        },
        makeDecoder: {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return decoder
        }
    )
}

struct Order: Codable, Sendable {
    let number: Int
    let placedAt: Date
}

extension Screen where Model == Order {
    static let orderDetail = Screen("orderDetail", codec: .shop)
}

struct Cart: Codable, Sendable {
    let items: [String]
}

extension Screen where Model == Cart {
    static let checkout = Screen("checkout")
}

struct CheckoutFactory: ScreenFactory {
    func makeRoot(for request: LaunchRequest) throws -> UIViewController {
        let cart = try request.decodeModel(Cart.self)
        let navigation = UINavigationController()
        CheckoutCoordinator(navigation: navigation, cart: cart).start()
        return navigation
    }
}

// What the samples use from the app.

@MainActor
final class CheckoutCoordinator {
    init(navigation: UINavigationController, cart: Cart) {}
    func start() {}
}

final class UserDetailViewController: UIViewController {
    init(user: User) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class UsersViewController: UIViewController {
    init(users: [User]) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

final class HomeViewController: UIViewController {}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

@MainActor
func launchesWithoutAnimations(_ test: XCTestCase, user: User) {
    _ = test.launchApp(screen: .userDetail, model: user, options: [AnimationLaunchEnvironment(animation: false)])
}

@MainActor
func registersAndLaunchesAFactory(_ test: XCTestCase, cart: Cart, order: Order) {
    let coordinator = TestingCoordinator<UIViewController>()
    coordinator.register("checkout", factory: CheckoutFactory())
    coordinator.register(.orderDetail) { order in OrderViewController(order: order) }
    _ = test.launchApp(screen: .checkout, model: cart)
    _ = test.launchApp(XCUIApplication(), .screen(.users))
    _ = test.launchApp(screen: .orderDetail, model: order)
}

@MainActor
func decodesWithTheScreensCodec(_ request: LaunchRequest) throws {
    _ = try request.decodeModel(Cart.self, using: .shop)
}

final class OrderViewController: UIViewController {
    init(order: Order) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

@MainActor
func embedsInANavigationController(_ windowScene: UIWindowScene, _ window: UIWindow) {
    #if DEBUG
    let coordinator = makeTestingCoordinator()
    coordinator.embedRoots { root in UINavigationController(rootViewController: root) }
    _ = coordinator.start(in: windowScene)
    _ = coordinator.start(in: window)
    #endif
}
