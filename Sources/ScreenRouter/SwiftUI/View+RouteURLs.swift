#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import UIKit

@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
extension View {
    /// Shows the screens that route URLs and UI-testing launches ask for in place of this view, in an app
    /// with the SwiftUI life cycle; every other URL goes to `action`.
    ///
    /// Attach it to the root view of the app's window group, with one coordinator kept for the app's life:
    ///
    /// ```swift
    /// @main
    /// struct ShopApp: App {
    ///     #if DEBUG
    ///     private let coordinator = AppScreens.makeTestingCoordinator()
    ///     #endif
    ///
    ///     var body: some Scene {
    ///         WindowGroup {
    ///             #if DEBUG
    ///             ContentView()
    ///                 .onOpenURL(routingWith: coordinator) { url in DeepLinks.open(url) }
    ///             #else
    ///             ContentView()
    ///                 .onOpenURL { url in DeepLinks.open(url) }
    ///             #endif
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// When the launch asks for a screen (`--uitesting -vc <id>`), or a route URL arrives, the view is replaced
    /// by the routed screen, hosted in a view controller that carries the `ScreenRouter.routed` marker and the
    /// route's number as a `UIWindow` host does; each later route URL replaces that screen with a fresh one.
    /// A failure shows the error screen. Other URLs, and every URL when routing is off in this build, go to
    /// `action`: give the app's own URL handling here rather than in a second `onOpenURL`. A coordinator made
    /// anew in `body` would count its routes from the start again; keep one.
    ///
    /// - Parameters:
    ///   - coordinator: The coordinator with the app's screens.
    ///   - action: Handles the URLs that are not route URLs.
    /// - Returns: A view that shows this view, or the routed screen.
    public func onOpenURL(
        routingWith coordinator: TestingCoordinator<UIViewController>,
        perform action: @escaping (URL) -> Void = { _ in }
    ) -> some View {
        modifier(RouteURLHandling(coordinator: coordinator, action: action))
    }
}

/// Swaps the content for the routed screen once the launch or a route URL asks for one.
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
private struct RouteURLHandling: ViewModifier {
    let coordinator: TestingCoordinator<UIViewController>
    let action: (URL) -> Void
    @State private var screen: RoutedScreenController?

    init(coordinator: TestingCoordinator<UIViewController>, action: @escaping (URL) -> Void) {
        self.coordinator = coordinator
        self.action = action
    }

    func body(content: Content) -> some View {
        Group {
            if let screen {
                RoutedScreen(controller: screen).ignoresSafeArea()
            } else {
                content
            }
        }
        .onAppear {
            guard screen == nil else { return }
            let controller = RoutedScreenController()
            if coordinator.start(in: controller) {
                screen = controller
            }
        }
        .onOpenURL { url in
            let controller = screen ?? RoutedScreenController()
            if coordinator.handle(url, in: controller) {
                screen = controller
            } else {
                action(url)
            }
        }
    }
}

/// The routed screen's view controller in SwiftUI.
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
private struct RoutedScreen: UIViewControllerRepresentable {
    let controller: RoutedScreenController

    func makeUIViewController(context: Context) -> RoutedScreenController {
        controller
    }

    func updateUIViewController(_ controller: RoutedScreenController, context: Context) {}
}

/// Holds the routed screen as its only child, under a `ScreenRouter.routed` marker as a `UIWindow` host does.
private final class RoutedScreenController: UIViewController, ScreenHost, RouteNumberingHost {
    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func install(_ root: UIViewController) {
        show(root)
        view.showRoutedMarker()
    }

    func showRoutingFailure(_ error: ScreenRouterError) {
        show(RoutingErrorViewController(error: error))
        view.removeRoutedMarker()
    }

    func showRouteNumber(_ number: Int) {
        let value = String(number)
        view.routedMarker?.accessibilityValue = value
        for case let errorScreen as RoutingErrorViewController in children {
            errorScreen.messageLabel.accessibilityValue = value
        }
    }

    /// Replaces the child view controller with `root`, filling the view.
    private func show(_ root: UIViewController) {
        for child in children {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        addChild(root)
        root.view.frame = view.bounds
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }
}
#endif
