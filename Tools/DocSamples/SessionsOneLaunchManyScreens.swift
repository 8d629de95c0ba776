// swift-format-ignore-file
// The code samples of the Sessions article for iOS apps and their UI tests, as they appear there, with what they need
// around them to compile; those for Linux and macOS are in SessionsOneLaunchManyScreens+ProcessApplication.swift.
// scripts/build-docs.sh type-checks this file against the package (and the stand-ins for UIKit, SwiftUI and
// XCTest in Tools/AppleStubs) for iOS and checks that every sample of the article appears in Tools/DocSamples
// unchanged. Change a sample here and in the article together.
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import SwiftUI
import UIKit
import XCTest

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

let ada = User(id: 1, name: "Ada")
let grace = User(id: 2, name: "Grace")
let alan = User(id: 3, name: "Alan")

final class HomeViewController: UIViewController {}

final class UserDetailViewController: UIViewController {
    init(user: User) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

struct ContentView: View {
    var body: some View { Text("Home") }
}

@MainActor
enum DeepLinks {
    @discardableResult
    static func open(_ url: URL) -> Bool { false }
}

@MainActor
final class Session {
    static let shared = Session()
    func signOut() {}
}

@MainActor
final class ImageCache {
    static let shared = ImageCache()
    func removeAll() {}
}

#if DEBUG
@MainActor
func makeTestingCoordinator() -> TestingCoordinator<UIViewController> {
    let coordinator = TestingCoordinator<UIViewController>()
    coordinator.register(.userDetail) { user in UserDetailViewController(user: user) }
    return coordinator
}
#endif

// The app: a scene delegate.

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    #if DEBUG
    private var coordinator: TestingCoordinator<UIViewController>?
    #endif

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        #if DEBUG
        let coordinator = makeTestingCoordinator()
        self.coordinator = coordinator
        if let window = coordinator.start(in: windowScene) {
            self.window = window
            return
        }
        #endif
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window.makeKeyAndVisible()
        self.window = window
    }

    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        for context in urlContexts {
            #if DEBUG
            if let window, let coordinator, coordinator.handle(context.url, in: window) { continue }
            #endif
            DeepLinks.open(context.url)
        }
    }
}

// The app: an app delegate.

#if DEBUG
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let coordinator = TestingCoordinator<UIViewController>()

    func application(
        _ app: UIApplication,
        open url: URL,
        options: [UIApplication.OpenURLOptionsKey: Any] = [:]
    ) -> Bool {
        #if DEBUG
        if let window, coordinator.handle(url, in: window) { return true }
        #endif
        return DeepLinks.open(url)
    }
}
#endif

// The app: SwiftUI. The App life cycle needs iOS 14; this file is type-checked at the package's minimum, iOS 13.

@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@main
struct ShopApp: App {
    #if DEBUG
    private let coordinator = makeTestingCoordinator()
    #endif

    var body: some Scene {
        WindowGroup {
            #if DEBUG
            ContentView()
                .onOpenURL(routingWith: coordinator) { url in DeepLinks.open(url) }
            #else
            ContentView()
                .onOpenURL { url in DeepLinks.open(url) }
            #endif
        }
    }
}

// Reset the app's own state.

@MainActor
func registerReset(_ coordinator: TestingCoordinator<UIViewController>) {
    coordinator.resetBeforeEachRoute {
        Session.shared.signOut()
        ImageCache.shared.removeAll()
    }
}

// The tests: XCUITest.

final class UserScreensUITests: XCTestCase {
    override func setUp() {
        super.setUp()
        XCUIApplication.routeScheme = "shop"
    }

    @MainActor
    func testEveryUserShowsItsName() {
        let app = launchApp(screen: .users, model: [])
        for user in [ada, grace, alan] {
            app.route(to: .screen(.userDetail, model: user))
            XCTAssertEqual(app.staticTexts["userName"].label, user.name)
        }
    }
}
