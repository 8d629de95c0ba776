#if canImport(UIKit) && !os(watchOS)
import UIKit

extension TestingCoordinator where Root == UIViewController {
    /// Installs the screens the route URLs among a scene's URL contexts ask for, and returns the other
    /// contexts for the app's own handling: the scene delegate's adapter.
    ///
    /// Call it from `scene(_:openURLContexts:)`, with the window the scene delegate keeps:
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
    ///     var contexts = urlContexts
    ///     #if DEBUG
    ///     if let window {
    ///         contexts = coordinator.handle(urlContexts, in: window)
    ///     }
    ///     #endif
    ///     for context in contexts {
    ///         DeepLinks.open(context.url)
    ///     }
    /// }
    /// ```
    ///
    /// Each route URL is handled as ``handle(_:in:)-(URL,UIWindow)`` handles it: a fresh screen in the same window,
    /// or the error screen, numbered for the UI test that sent it. Screens are embedded as ``embedRoots(_:)`` asked.
    ///
    /// - Parameters:
    ///   - urlContexts: The contexts the scene was asked to open.
    ///   - window: The scene's window.
    /// - Returns: The contexts whose URLs are not route URLs (all of them when routing is off in this build).
    @discardableResult
    public func handle(_ urlContexts: Set<UIOpenURLContext>, in window: UIWindow) -> Set<UIOpenURLContext> {
        urlContexts.filter { context in !handle(context.url, in: window) }
    }
}
#endif
