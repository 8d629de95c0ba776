import DemoShared
import ScreenRouter
import ScreenRouterNetwork
import UIKit

/// The Demo's screens, for UI-testing launches and for the normal start.
@MainActor
enum DemoRouter {
    #if DEBUG
    /// A coordinator with the Demo's four screens registered, and their samples (`DemoSamples`), each shown
    /// in a navigation controller.
    ///
    /// The users list takes an optional model: without one it lists the users of the launch's service. Debug
    /// builds only, like the samples and the launches that use it.
    static func makeTestingCoordinator() -> TestingCoordinator<UIViewController> {
        let coordinator = TestingCoordinator<UIViewController>()
        coordinator.answerRequestsFromNetworkFixtures()
        coordinator.embedRoots { root in UINavigationController(rootViewController: root) }
        coordinator.register(.users, default: ServiceSelector.userService().users(), samples: DemoSamples.users) {
            users in UsersViewController(users: users)
        }
        coordinator.register(.userDetail, samples: DemoSamples.userDetail) { user in
            UserDetailViewController(user: user)
        }
        coordinator.register(.settings) {
            SettingsView(service: ServiceSelector.userService(), animationsEnabled: UIView.areAnimationsEnabled)
        }
        coordinator.register(.profile, samples: DemoSamples.profile, networks: DemoSamples.profileNetworks) { id in
            ProfileViewController(id: id)
        }
        return coordinator
    }
    #endif

    /// The normal start: the users list of the launch's service, in a navigation controller.
    static func makeHome() -> UIViewController {
        UINavigationController(rootViewController: UsersViewController(users: ServiceSelector.userService().users()))
    }
}
