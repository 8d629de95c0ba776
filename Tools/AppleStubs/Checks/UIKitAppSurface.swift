// The UIKit an app that UI tests drive is written with, beyond the package's own use: the scene and application
// delegates' callbacks, URL contexts and their options, windows and their levels, navigation, a table's data source
// and delegate with editing, labels and image views. Spelt as Swift imports Apple's Xcode 26 headers; type-checked for
// iOS, never run.
import UIKit

final class SurfaceAppDelegate: NSObject, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(
            name: options.sourceApplication,
            sessionRole: connectingSceneSession.role
        )
        configuration.delegateClass = SurfaceSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        application.isIdleTimerDisabled = false
        let task = application.beginBackgroundTask(withName: "flush") {}
        application.endBackgroundTask(task)
        _ = application.applicationState == .background && application.supportsMultipleScenes
    }

    func application(
        _ application: UIApplication,
        supportedInterfaceOrientationsFor window: UIWindow?
    ) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
}

final class SurfaceSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene, session.role == .windowApplication else { return }
        let window = UIWindow(windowScene: windowScene)
        window.windowLevel = .normal
        window.rootViewController = UINavigationController(rootViewController: SurfaceListController(style: .plain))
        window.makeKeyAndVisible()
        self.window = window
        _ = windowScene.traitCollection.userInterfaceStyle
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts where !context.options.openInPlace {
            _ = (context.url, context.options.sourceApplication)
        }
        if scene.activationState == .foregroundActive {
            scene.open(URL(fileURLWithPath: "/"), options: nil) { _ in }
        }
    }

    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
}

final class SurfaceListController: UITableViewController, UINavigationControllerDelegate {
    private var rows = ["Ada", "Grace"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: UITableView,
        commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete { rows.remove(at: indexPath.row) }
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let label = UILabel()
        label.text = "People"
        label.lineBreakMode = .byTruncatingTail
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        return label
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        let image = UIImageView(image: UIImage(systemName: "person"), highlightedImage: nil)
        image.animationDuration = 0.3
        image.startAnimating()
        detail.view.addSubview(image)
        navigationController?.delegate = self
        navigationController?.hidesBarsOnSwipe = true
        navigationController?.pushViewController(detail, animated: true)
    }

    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        _ = navigationController.visibleViewController
        navigationController.setToolbarHidden(true, animated: animated)
    }
}
