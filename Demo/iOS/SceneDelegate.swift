import DemoShared
import ScreenRouter
import UIKit

/// Makes the Demo's window for each scene: the routed screen in UI-testing mode, the users list otherwise; in a
/// debug build, a route URL (`demo://screenrouter/route?vc=...`) replaces the screen with the one it names.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    #if DEBUG
    /// The scene's coordinator, kept for the route URLs the scene opens later.
    private var coordinator: TestingCoordinator<UIViewController>?
    #endif

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        #if DEBUG
        let coordinator = DemoRouter.makeTestingCoordinator()
        self.coordinator = coordinator
        if let window = coordinator.start(in: windowScene) {
            self.window = window
            return
        }
        #endif
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = DemoRouter.makeHome()
        window.makeKeyAndVisible()
        self.window = window
    }

    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        #if DEBUG
        guard let window, let coordinator else { return }
        for context in urlContexts {
            coordinator.handle(context.url, in: window)
        }
        #endif
    }
}
