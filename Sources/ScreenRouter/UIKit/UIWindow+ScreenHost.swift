#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A window is the host of a UIKit app's routed screens: the root becomes the window's root view controller.
///
/// With this conformance, ``TestingCoordinator/start(in:arguments:)->Bool`` takes the app delegate's window as it is:
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
    /// Makes the routed screen the window's root view controller, shows the window, and marks it routed.
    ///
    /// The mark is a one-point, transparent view above the screen, an accessibility element identified as
    /// `ScreenRouter.routed` (``ScreenRouterError/routedAccessibilityIdentifier``), so a UI test can wait until
    /// the screen is installed. The window keeps one such view and reuses it for later installs.
    ///
    /// - Parameter root: The view controller the screen's factory built.
    public func install(_ root: UIViewController) {
        show(root)
        showRoutedMarker()
    }

    /// Installs a ``RoutingErrorViewController`` whose label carries the whole message, so the launching UI
    /// test reads it from the element `ScreenRouter.error`.
    ///
    /// The window loses its `ScreenRouter.routed` mark, if it had one: a failure shows only the error label.
    ///
    /// - Parameter error: The failure that stopped routing.
    public func showRoutingFailure(_ error: ScreenRouterError) {
        show(RoutingErrorViewController(error: error))
        removeRoutedMarker()
    }

    private func show(_ root: UIViewController) {
        rootViewController = root
        makeKeyAndVisible()
    }
}

extension UIWindow: RouteNumberingHost {
    /// Shows the route's number as the accessibility value of the `ScreenRouter.routed` mark, or of the error
    /// screen's label, so a UI test waiting for route 3 does not mistake the screen of route 2 for it.
    ///
    /// - Parameter number: 0 for the launch's screen, then 1, 2, … for each route of the running app.
    package func showRouteNumber(_ number: Int) {
        let value = String(number)
        if let errorScreen = rootViewController as? RoutingErrorViewController {
            errorScreen.messageLabel.accessibilityValue = value
        }
        routedMarker?.accessibilityValue = value
    }
}

extension UIView {
    /// The `ScreenRouter.routed` mark among the view's subviews, if it has one.
    var routedMarker: UIView? {
        subviews.first { $0.accessibilityIdentifier == ScreenRouterError.routedAccessibilityIdentifier }
    }

    /// Puts the `ScreenRouter.routed` mark above everything else in the view, adding it the first time: one
    /// transparent point, an accessibility element a UI test waits for, that takes no touches.
    func showRoutedMarker() {
        if let marker = routedMarker {
            bringSubviewToFront(marker)
            return
        }
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        marker.isUserInteractionEnabled = false
        marker.isAccessibilityElement = true
        marker.accessibilityIdentifier = ScreenRouterError.routedAccessibilityIdentifier
        addSubview(marker)
    }

    /// Removes the `ScreenRouter.routed` mark: a failure shows only the error label.
    func removeRoutedMarker() {
        routedMarker?.removeFromSuperview()
    }
}
#endif
