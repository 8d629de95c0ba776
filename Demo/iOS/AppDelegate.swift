import DemoShared
import ScreenRouter
import UIKit

/// The Demo's application delegate.
///
/// The app adopts scenes (its Info.plist has a scene manifest), so ``SceneDelegate`` makes the window. Without
/// the manifest, this delegate makes it instead, with the same screens: the app-delegate start.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    #if DEBUG
    /// The coordinator of the app-delegate start, kept for the route URLs the app opens later.
    private var coordinator: TestingCoordinator<UIViewController>?
    #endif

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        UIView.disableAnimationsIfRequested()
        guard Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest") == nil else {
            return true
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        #if DEBUG
        let coordinator = DemoRouter.makeTestingCoordinator()
        self.coordinator = coordinator
        if coordinator.start(in: window) {
            return true
        }
        #endif
        window.rootViewController = DemoRouter.makeHome()
        window.makeKeyAndVisible()
        return true
    }

    /// Without the scene manifest, URLs arrive here: a route URL replaces the screen with the one it names.
    func application(
        _ app: UIApplication,
        open url: URL,
        options: [UIApplication.OpenURLOptionsKey: Any] = [:]
    ) -> Bool {
        #if DEBUG
        if let window, let coordinator, coordinator.handle(url, in: window) {
            return true
        }
        #endif
        return false
    }
}
