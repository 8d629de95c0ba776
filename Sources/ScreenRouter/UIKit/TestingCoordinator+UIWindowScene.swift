#if canImport(UIKit) && !os(watchOS)
import UIKit

extension TestingCoordinator where Root == UIViewController {
    /// Creates a window for a scene and installs the requested screen in it, if the process was launched for
    /// UI testing: the scene-based start.
    ///
    /// Call it first in `scene(_:willConnectTo:options:)`. When it returns a window, keep it and skip the
    /// normal start; when it returns `nil`, no window was created and the app starts as usual:
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    ///     guard let windowScene = scene as? UIWindowScene else { return }
    ///     #if DEBUG
    ///     if let window = AppScreens.coordinator().start(in: windowScene) {
    ///         self.window = window
    ///         return
    ///     }
    ///     #endif
    ///     let window = UIWindow(windowScene: windowScene)
    ///     window.rootViewController = UINavigationController(rootViewController: HomeViewController())
    ///     window.makeKeyAndVisible()
    ///     self.window = window
    /// }
    /// ```
    ///
    /// On a routing failure the window shows the error screen and the message is written to standard error, as
    /// with ``start(in:scheme:arguments:)``.
    ///
    /// - Parameters:
    ///   - windowScene: The scene that is connecting.
    ///   - arguments: The process arguments. Defaults to `CommandLine.arguments`.
    /// - Returns: The key window showing the routed screen or the error screen, or `nil` when the launch is not
    ///   a UI-testing launch (or routing is off in this build) and the app should start normally. Keep the
    ///   window, usually in the scene delegate's `window` property: the scene does not retain it.
    public func start(
        in windowScene: UIWindowScene,
        arguments: [String] = CommandLine.arguments
    ) -> UIWindow? {
        guard isRoutingEnabled, LaunchRequest.isUITesting(arguments) else { return nil }
        let window = UIWindow(windowScene: windowScene)
        start(in: window, arguments: arguments)
        return window
    }
}
#endif
