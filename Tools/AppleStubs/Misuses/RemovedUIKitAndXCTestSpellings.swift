// expect: 'install' is unavailable: Let the coordinator install screens: coordinator.start(in: window)
// expect: 'showRoutingFailure' is unavailable: Let the coordinator show failures: coordinator.start(in: window)
// expect: 'handle(_:in:)' is unavailable: Hand each URL to handle(_:in:): for context in urlContexts { coordinator.handle(context.url, in: window) }
// expect: 'embeddingRootsInNavigationController()' is unavailable: Wrap every routed root: coordinator.embedRoots { UINavigationController(rootViewController: $0) }
// expect: 'NavigationControllerHost' is unavailable: Wrap every routed root: coordinator.embedRoots
// expect: 'launchApp(screen:model:options:app:file:line:)' is unavailable: Pass the application first: launchApp(app, screen: screen, model: model)
// expect: 'launchApp(screen:options:app:file:line:)' is unavailable: Pass the application first and the screen as a request: launchApp(app, .screen(screen))
// expect: 'launchApp(sample:options:app:file:line:)' is unavailable: Pass the application first and the sample as a request: launchApp(app, .sample(sample))
// expect: 'launchApp(_:screen:network:options:variant:file:line:)' is unavailable: Pass the screen as a request: launchApp(app, .screen(screen, variant: variant))
// expect: 'launchApp(_:sample:options:variant:file:line:)' is unavailable: Pass the sample as a request: launchApp(app, .sample(sample, variant: variant))
// expect: 'launchEveryScreen(app:options:variants:locales:shard:snapshots:inspect:file:line:)' is unavailable: Pass the application first, without its label: launchEveryScreen(app)
// expect: 'launchEveryScreen(_:options:variants:locales:shard:auditsAccessibility:file:line:)' is unavailable: Audit in inspect: launchEveryScreen { _, app in try? app.performAccessibilityAudit() }
// expect: 'launchEveryScreen(_:options:variants:locales:shard:auditing:file:line:)' is unavailable: Audit in inspect: launchEveryScreen { _, app in try? app.performAccessibilityAudit(for: types) }
// expect: 'route(to:model:network:variant:file:line:)' is unavailable: Pass the screen as a request: route(to: .screen(screen, model: model))
// expect: 'route(to:network:variant:file:line:)' is unavailable: Pass the screen as a request: route(to: .screen(screen))
// expect: 'route(to:variant:file:line:)' is unavailable: Pass the sample as a request: route(to: .sample(sample))
// expect: static member 'routeScheme' cannot be used on instance of type 'XCUIApplication'
// expect: 'hasPrefix' is unavailable: reportedRoutingFailure() returns the ScreenRouterError: compare its code, or message.hasPrefix(_:)
// flags: -package-name AdopterOf0x
// The UIKit adapters and the XCTest launches of 0.x, as the Migrating from 0.x article shows them and an app or its UI
// tests written for 0.x use them: each fails to compile with a message that names its replacement.
import ScreenRouterTestSupport
import UIKit
import XCTest

struct User: Codable {
    var id: Int
    var name: String
    static let ada = User(id: 1, name: "Ada")
}

extension Screen where Model == User {
    static let userDetail = Screen("userDetail")
}

extension ScreenID {
    static let settings: ScreenID = "settings"
}

final class UserDetailViewController: UIViewController {
    init(user: User) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

@MainActor
func windowsAndScenes(
    _ coordinator: TestingCoordinator<UIViewController>,
    window: UIWindow,
    urlContexts: Set<UIOpenURLContext>,
    error: ScreenRouterError
) {
    window.install(UserDetailViewController(user: .ada))
    let root = UIViewController()
    window.install(root)
    window.showRoutingFailure(error)
    coordinator.handle(urlContexts, in: window)
    coordinator.embeddingRootsInNavigationController()
    let host: NavigationControllerHost? = nil
    _ = host
}

final class RemovedSpellingUITests: XCTestCase {
    @MainActor
    func testLaunchesTheOldWays() {
        let app = XCUIApplication()
        let user = User.ada
        let dark = ScreenVariant(appearance: .dark)
        launchApp(screen: .userDetail, model: User(id: 1, name: "Ada"), app: app)
        launchApp(screen: .userDetail, model: user, app: app)
        launchApp(screen: "settings", app: app)
        launchApp(screen: .settings, app: app)
        launchApp(app, screen: "settings", variant: dark)
        app.routeScheme = "shop"
        XCTAssertTrue(app.reportedRoutingFailure()?.hasPrefix("No screen") ?? false)
    }

    @MainActor
    func testSamplesAndRoutes() throws {
        let app = XCUIApplication()
        let sample = try XCTUnwrap(app.listScreens().screenSamples.first)
        launchApp(sample: sample, app: app)
        launchApp(app, sample: sample)
        app.route(to: .userDetail, model: .ada)
        app.route(to: .settings)
        app.route(to: "settings")
        app.route(to: sample)
    }

    @MainActor
    func testEveryScreen() {
        let app = XCUIApplication()
        launchEveryScreen(app: app)
        launchEveryScreen(auditsAccessibility: true)
        if #available(iOS 17.0, *) {
            let types: XCUIAccessibilityAuditType = .all
            launchEveryScreen(auditing: types)
        }
    }
}
