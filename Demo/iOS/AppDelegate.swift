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
        if coordinator.start(in: window.embeddingRootsInNavigationController()) {
            return true
        }
        #endif
        window.rootViewController = DemoRouter.makeHome()
        window.makeKeyAndVisible()
        return true
    }
}
