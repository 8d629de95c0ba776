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
    /// by the routed screen, in the same routed root a UIKit app's window gets from
    /// ``TestingCoordinator/start(in:arguments:)-(UIWindow,_)``: the `ScreenRouter.routed` marker with the route's
    /// number, the error screen on a failure, the gallery for `-vc ScreenRouter.gallery` and the
    /// `ScreenRouter.catalogue` element for `--list-screens`. Each later route URL replaces the screen with a
    /// fresh one. Other URLs, and every URL when routing is off in this build, go to
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
    @State private var screen: RoutedRootViewController?

    init(coordinator: TestingCoordinator<UIViewController>, action: @escaping (URL) -> Void) {
        self.coordinator = coordinator
        self.action = action
    }

    func body(content: Content) -> some View {
        Group {
            if let screen {
                RoutedRootRepresentable(controller: screen).ignoresSafeArea()
            } else {
                content
            }
        }
        .onAppear {
            guard screen == nil else { return }
            let controller = RoutedRootViewController()
            if coordinator.start(in: controller) {
                screen = controller
            }
        }
        .onOpenURL { url in
            let controller = screen ?? RoutedRootViewController()
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
private struct RoutedRootRepresentable: UIViewControllerRepresentable {
    let controller: RoutedRootViewController

    func makeUIViewController(context: Context) -> RoutedRootViewController {
        controller
    }

    func updateUIViewController(_ controller: RoutedRootViewController, context: Context) {}
}
#endif
