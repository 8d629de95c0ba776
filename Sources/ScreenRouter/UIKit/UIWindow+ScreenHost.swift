#if canImport(UIKit)
import UIKit

/// A window is the host of a UIKit app's routed screens: the root becomes the window's root view controller.
///
/// With this conformance, ``TestingCoordinator/start(in:arguments:)`` takes the app delegate's window as it is:
///
/// ```swift
/// func application(
///     _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
/// ) -> Bool {
///     let window = UIWindow(frame: UIScreen.main.bounds)
///     self.window = window
///     #if DEBUG
///     let coordinator = TestingCoordinator<UIViewController>()
///     coordinator.register(.userDetail) { user in UserDetailViewController(user: user) }
///     if coordinator.start(in: window) { return true }
///     #endif
///     window.rootViewController = UINavigationController(rootViewController: HomeViewController())
///     window.makeKeyAndVisible()
///     return true
/// }
/// ```
extension UIWindow: ScreenHost {
    /// Makes the routed screen the window's root view controller and shows the window.
    ///
    /// - Parameter root: The view controller the screen's factory built.
    public func install(_ root: UIViewController) {
        rootViewController = root
        makeKeyAndVisible()
    }

    /// Installs a ``RoutingErrorViewController`` whose label carries the whole message, so the launching UI
    /// test reads it from the element `ScreenRouter.error`.
    ///
    /// - Parameter error: The failure that stopped routing.
    public func showRoutingFailure(_ error: ScreenRouterError) {
        install(RoutingErrorViewController(error: error))
    }
}
#endif
