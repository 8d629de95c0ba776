#if canImport(UIKit) && !os(watchOS)
import UIKit

extension TestingCoordinator where Root == UIViewController {
    /// Installs the requested screen in the app's window, if the process was launched for UI testing: the app
    /// delegate's start.
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
    ///
    /// The window's root view controller becomes ScreenRouter's routed root, which holds the routed screen and
    /// above it a one-point, transparent accessibility element identified as `ScreenRouter.routed`, so a UI test
    /// can wait until the screen is installed; the window is made key and visible. A failure shows the error
    /// screen instead, whose label `ScreenRouter.error` carries the whole message, and writes the message to
    /// standard error. The gallery
    /// (`-vc ScreenRouter.gallery`) is a table in a navigation controller, and `--list-screens` shows the
    /// catalogue's JSON as the label of an element identified as `ScreenRouter.catalogue`. An app with the
    /// SwiftUI life cycle gets the same root from `onOpenURL(routingWith:perform:)`.
    ///
    /// - Parameters:
    ///   - window: The app's window. It is left untouched when the app starts normally.
    ///   - arguments: The process arguments. Defaults to `CommandLine.arguments`.
    /// - Returns: `true` when the launch was a UI-testing launch and the window now shows the routed screen or
    ///   the error screen; `false` when the app should start normally.
    @discardableResult
    public func start(in window: UIWindow, arguments: [String] = CommandLine.arguments) -> Bool {
        start(in: WindowHost(window: window), arguments: arguments)
    }

    /// Installs the screen a route URL asks for in the app's window, replacing the screen it shows.
    ///
    /// Call it where the app receives URLs. It handles route URLs,
    /// `<scheme>://screenrouter/route?vc=<id>[&model=<base64>|&modelFile=<path>|&sample=<name>]`
    /// `[&network=<base64>|&networkFile=<path>][&appearance=<a>][&contentSize=<s>][&layoutDirection=<d>]`, and
    /// returns `false` for every other URL, which the app handles as before:
    ///
    /// ```swift
    /// func application(
    ///     _ app: UIApplication,
    ///     open url: URL,
    ///     options: [UIApplication.OpenURLOptionsKey: Any] = [:]
    /// ) -> Bool {
    ///     #if DEBUG
    ///     if let window, coordinator.handle(url, in: window) { return true }
    ///     #endif
    ///     return DeepLinks.open(url)
    /// }
    /// ```
    ///
    /// A route URL gets a fresh root from the screen's factory, after the work registered with
    /// ``resetBeforeEachRoute(_:)``, in the window's routed root (made the window's root view controller the first
    /// time). When it fails (a malformed URL, an unknown screen, a model of the wrong shape) the window shows the
    /// error screen, the message goes to standard error, and the app runs on: the next route URL can fix it. Routes
    /// are numbered from 1 in the order they arrive; the route's number is the accessibility value of the
    /// `ScreenRouter.routed` marker, or of the error label, so a UI test can tell the new screen from the one
    /// before, and the coordinator writes the line `ScreenRouter.routed <n>` to standard output.
    ///
    /// - Parameters:
    ///   - url: The URL the app was asked to open.
    ///   - window: The app's window.
    /// - Returns: `true` when the URL was a route URL and the window now shows its screen or the error screen;
    ///   `false` when it is not a route URL, or routing is off in this build.
    @discardableResult
    public func handle(_ url: URL, in window: UIWindow) -> Bool {
        handle(url, in: WindowHost(window: window))
    }
}

/// A window as a host: everything it shows goes to its routed root, which is made the window's root view
/// controller only when there is something to show, so a normal start leaves the window as it was.
@MainActor
private struct WindowHost: ScreenHost, RouteNumberShowing, WindowShowing {
    let window: UIWindow

    func install(_ root: UIViewController, as screen: ScreenID, route: Int) {
        window.routedRoot.install(root, as: screen, route: route)
    }

    func showRoutingFailure(_ error: ScreenRouterError) {
        window.routedRoot.showRoutingFailure(error)
    }

    func apply(_ variant: ScreenVariant) {
        window.routedRoot.apply(variant)
    }

    func showGallery(_ gallery: ScreenGallery<UIViewController>) {
        window.routedRoot.showGallery(gallery)
    }

    func showCatalogue(_ catalogue: ScreenCatalogue) {
        window.routedRoot.showCatalogue(catalogue)
    }

    func showRouteNumber(_ number: Int) {
        window.routedRoot.showRouteNumber(number)
    }

    func showUnansweredRequest(_ error: ScreenRouterError) {
        window.routedRoot.showUnansweredRequest(error)
    }
}
#endif
