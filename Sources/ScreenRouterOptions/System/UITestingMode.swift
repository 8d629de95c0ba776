import Foundation
import ScreenRouterCore

/// UI-testing mode: whether the app runs under UI tests and should use its mock services.
///
/// A launch into a screen passes the launch protocol's `--uitesting` with it. A test that starts an app which does
/// not route, and only wants its mock services, passes AutoMate's ``IsInUITestLaunchEnvironment``
/// (`AM_IS_IN_UI_TEST=true`), which asks for no screen. The app reads either the same way:
///
/// ```swift
/// // In the test:
/// TestLauncher(options: [IsInUITestLaunchEnvironment(inUITest: true)]).configure(app).launch()
///
/// // In the app:
/// enum NetworkClientSelector {
///     static func select() -> NetworkClient {
///         UITestingMode.isActive ? MockNetworkClient() : MainNetworkClient()
///     }
/// }
/// ```
public enum UITestingMode {
    /// In the app, whether it was launched in UI-testing mode, that is, with `--uitesting` among
    /// `CommandLine.arguments`, or with AutoMate's ``IsInUITestLaunchEnvironment`` (`AM_IS_IN_UI_TEST=true`).
    public static var isActive: Bool {
        LaunchRequest.isUITesting()
            || ProcessInfo.processInfo.environment[AutoMateKey.isInUITest.rawValue]
                == BooleanLaunchEnvironmentValue.true.rawValue
    }
}
