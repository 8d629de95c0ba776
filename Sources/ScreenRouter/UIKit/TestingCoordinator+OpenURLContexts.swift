#if canImport(UIKit) && !os(watchOS)
import UIKit

extension TestingCoordinator where Root == UIViewController {
    /// Installs the screens the route URLs among a scene's URL contexts ask for, and returns the other
    /// contexts for the app's own handling: the scene delegate's adapter.
    ///
    /// A scene delegate does the same with ``handle(_:in:)-(URL,UIWindow)``, one URL at a time, the one way:
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
    ///     for context in urlContexts {
    ///         #if DEBUG
    ///         if let window, coordinator.handle(context.url, in: window) { continue }
    ///         #endif
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
    ///
    /// Deprecated: hand each context's URL to ``handle(_:in:)-(URL,UIWindow)``, the one way to open a route URL,
    /// `for context in urlContexts { coordinator.handle(context.url, in: window) }`; it returns `false` for a URL
    /// that is the app's own.
    @available(
        *,
        deprecated,
        message:
            "Hand each URL to `handle(_:in:)`: `for context in urlContexts { coordinator.handle(context.url, in: window) }`."
    )
    @discardableResult
    public func handle(_ urlContexts: Set<UIOpenURLContext>, in window: UIWindow) -> Set<UIOpenURLContext> {
        urlContexts.filter { context in !handle(context.url, in: window) }
    }
}
#endif
