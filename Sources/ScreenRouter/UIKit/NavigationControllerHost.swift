#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A host that installs each routed screen inside a navigation controller, as the app itself would show it.
///
/// Screens that set a title, show bar buttons or push further screens need a navigation controller around
/// them. Register the screens bare and let the host embed them:
///
/// ```swift
/// coordinator.register(.userDetail) { user in UserDetailViewController(user: user) }
/// if coordinator.start(in: window.embeddingRootsInNavigationController()) { return true }
/// ```
///
/// A root that already is a `UINavigationController` is installed as it is, never wrapped twice. The error
/// screen is installed bare, so nothing hides its message.
public struct NavigationControllerHost: ScreenHost {
    /// The window the navigation controller becomes the root of.
    public let window: UIWindow

    private let makeNavigationController: @MainActor (UIViewController) -> UINavigationController

    /// Creates a host around a window.
    ///
    /// - Parameters:
    ///   - window: The window to install screens in.
    ///   - makeNavigationController: Wraps a routed screen; defaults to a plain
    ///     `UINavigationController(rootViewController:)`. Pass the app's own subclass or styling here.
    public init(
        window: UIWindow,
        makeNavigationController: @escaping @MainActor (UIViewController) -> UINavigationController = {
            UINavigationController(rootViewController: $0)
        }
    ) {
        self.window = window
        self.makeNavigationController = makeNavigationController
    }

    /// Installs the routed screen in a navigation controller, unless it is one already.
    ///
    /// - Parameter root: The view controller the screen's factory built.
    public func install(_ root: UIViewController) {
        if root is UINavigationController {
            window.install(root)
        } else {
            window.install(makeNavigationController(root))
        }
    }

    /// Installs the error screen bare, as the window itself does.
    ///
    /// - Parameter error: The failure that stopped routing.
    public func showRoutingFailure(_ error: ScreenRouterError) {
        window.showRoutingFailure(error)
    }
}

extension NavigationControllerHost: RouteNumberingHost {
    /// Shows the route's number on the window's `ScreenRouter.routed` mark, as the window itself does.
    ///
    /// - Parameter number: 0 for the launch's screen, then 1, 2, … for each route of the running app.
    package func showRouteNumber(_ number: Int) {
        window.showRouteNumber(number)
    }
}

extension UIWindow {
    /// A host that installs routed screens in this window inside a navigation controller.
    ///
    /// ```swift
    /// if coordinator.start(in: window.embeddingRootsInNavigationController()) { return true }
    /// ```
    ///
    /// - Parameter makeNavigationController: Wraps a routed screen; defaults to a plain
    ///   `UINavigationController(rootViewController:)`.
    /// - Returns: The host to pass to ``TestingCoordinator/start(in:arguments:)``.
    public func embeddingRootsInNavigationController(
        _ makeNavigationController: @escaping @MainActor (UIViewController) -> UINavigationController = {
            UINavigationController(rootViewController: $0)
        }
    ) -> NavigationControllerHost {
        NavigationControllerHost(window: self, makeNavigationController: makeNavigationController)
    }
}
#endif
