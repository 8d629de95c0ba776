import Foundation

/// UI-testing mode, `--uitesting`: the app is running under UI tests and should use its mock services.
///
/// It is the flag of the launch protocol, and apps also read it to choose
/// test doubles, as a network-client selector does:
///
/// ```swift
/// // In the test:
/// TestLauncher(options: [UITestingMode()]).configure(app).launch()   // --uitesting
///
/// // In the app:
/// enum NetworkClientSelector {
///     static func select() -> NetworkClient {
///         UITestingMode.isActive ? MockNetworkClient() : MainNetworkClient()
///     }
/// }
/// ```
///
/// `launchApp(screen:model:)` passes the flag already, together with the screen. An app that starts a
/// ``TestingCoordinator`` expects a screen (`-vc`) whenever the flag is present and reports a missing one,
/// so pass `UITestingMode` on its own only to apps that do not route.
public struct UITestingMode: LaunchOption, Hashable, Sendable {
    /// Creates the option.
    public init() {}

    /// `--uitesting`.
    public var launchArguments: [String]? { [LaunchProtocol.uiTestingFlag] }

    /// In the app, whether it was launched in UI-testing mode, that is, with `--uitesting` among
    /// `CommandLine.arguments`, or with AutoMate's ``IsInUITestLaunchEnvironment`` (`AM_IS_IN_UI_TEST=true`).
    public static var isActive: Bool {
        LaunchRequest.isUITesting()
            || ProcessInfo.processInfo.environment[AutoMateKey.isInUITest.rawValue]
                == BooleanLaunchEnvironmentValue.true.rawValue
    }
}
