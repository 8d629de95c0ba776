import DemoShared
import ScreenRouter
import UIKit

/// Makes the Demo's window for each scene: the routed screen in UI-testing mode, the users list otherwise.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        #if DEBUG
        let coordinator = DemoRouter.makeTestingCoordinator()
        if let window = coordinator.start(in: windowScene, embeddingInNavigationController: true) {
            self.window = window
            return
        }
        #endif
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = DemoRouter.makeHome()
        window.makeKeyAndVisible()
        self.window = window
    }
}
