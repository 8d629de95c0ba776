// expect: instance method 'scene(_:willConnectTo:option:)' nearly matches optional requirement 'scene(_:willConnectTo:options:)' of protocol 'UISceneDelegate'
// expect: instance method 'application(_:didFinishLaunchingWithOption:)' nearly matches optional requirement 'application(_:didFinishLaunchingWithOptions:)' of protocol 'UIApplicationDelegate'
// expect: instance method 'tableView(_:didSelectRowAT:)' nearly matches optional requirement 'tableView(_:didSelectRowAt:)' of protocol 'UITableViewDelegate'
// A misspelt delegate method is a method of its own, which UIKit never calls: the coordinator would never start.
// The compiler warns that it "nearly matches optional requirement" (an error with warnings as errors): the
// stand-ins' delegate protocols are Objective-C protocols with `@optional` methods, as in the SDK.
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, option: UIScene.ConnectionOptions) {}
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOption launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
}

final class ScreensViewController: UIViewController, UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAT indexPath: IndexPath) {}
}
