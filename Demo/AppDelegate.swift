import DemoShared
import ScreenRouter
import ScreenRouterNetwork

/// The Demo's start, shaped like an iOS app delegate: in a debug build a UI-testing launch goes straight
/// to the requested screen, and a session (`--uitesting --session`) shows one screen for each route URL it
/// reads from standard input; otherwise the app starts normally with its users list.
@MainActor
final class AppDelegate {
    /// The Demo's URL scheme, which its route URLs use: `demo://screenrouter/route?vc=settings`.
    static let urlScheme = "demo"

    /// Under test it draws each screen as it is installed; in a terminal, when it runs.
    let window = TerminalWindow(rendersEachScreen: !TerminalWindow.isInteractive)

    /// Starts the app and returns its exit status.
    func applicationDidFinishLaunching(arguments: [String] = CommandLine.arguments) -> Int32 {
        let service = ServiceSelector.userService(arguments: arguments)

        #if DEBUG
        let coordinator = TestingCoordinator<TerminalScreen>()
        coordinator.answerRequestsFromNetworkFixtures()
        coordinator.register(.users, default: service.users(), samples: DemoSamples.users) { users in
            UsersScreen.make(users)
        }
        coordinator.register(.userDetail, samples: DemoSamples.userDetail) { user in UserDetailScreen.make(user) }
        coordinator.register(.settings) { SettingsScreen.make(service: service) }
        coordinator.register(.profile, samples: DemoSamples.profile, networks: DemoSamples.profileNetworks) { id in
            ProfileScreen.make(id: id)
        }
        // A session (`--uitesting --session`) shows each route URL's screen as it arrives, until its input ends.
        if coordinator.start(in: window, scheme: Self.urlScheme, arguments: arguments) {
            window.run()
            return window.exitStatus
        }
        #endif

        window.show(UsersScreen.make(service.users()))
        window.run()
        return window.exitStatus
    }
}
