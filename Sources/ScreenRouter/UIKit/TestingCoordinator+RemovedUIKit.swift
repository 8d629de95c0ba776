#if canImport(UIKit) && !os(watchOS)
import UIKit

// The UIKit spellings that 1.0 removed, declared unavailable so that the compiler names each one's replacement (the
// Migrating from 0.x article lists them). None of them can be used.

extension TestingCoordinator where Root == UIViewController {
    /// Removed: each context's URL goes to `handle(_:in:)`.
    @available(
        *,
        unavailable,
        message:
            "Hand each URL to handle(_:in:): for context in urlContexts { coordinator.handle(context.url, in: window) }"
    )
    @discardableResult
    public func handle(_ urlContexts: Set<UIOpenURLContext>, in window: UIWindow) -> Set<UIOpenURLContext> {
        urlContexts
    }

    /// Removed: one call wraps every routed root.
    @available(
        *,
        unavailable,
        message: "Wrap every routed root: coordinator.embedRoots { UINavigationController(rootViewController: $0) }"
    )
    public func embeddingRootsInNavigationController() {}
}

extension UIWindow {
    /// Removed: the coordinator installs the routed screen in the window.
    @available(*, unavailable, message: "Let the coordinator install screens: coordinator.start(in: window)")
    public func install(_ root: UIViewController) {}

    /// Removed: the coordinator shows the error screen in the window.
    @available(*, unavailable, message: "Let the coordinator show failures: coordinator.start(in: window)")
    public func showRoutingFailure(_ error: ScreenRouterError) {}
}

/// Removed: one call wraps every routed root.
@available(
    *,
    unavailable,
    message: "Wrap every routed root: coordinator.embedRoots { UINavigationController(rootViewController: $0) }"
)
public typealias NavigationControllerHost = UIWindow
#endif
