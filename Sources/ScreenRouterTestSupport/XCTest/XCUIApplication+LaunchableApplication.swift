#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import Foundation
import ScreenRouter
import XCTest

/// `XCUIApplication` is the application `launchApp` launches on iOS: its launch arguments carry the request,
/// and the app's error screen carries any failure back.
///
/// ```swift
/// let app = launchApp(screen: .userDetail, model: user)
/// ```
extension XCUIApplication: LaunchableApplication {
    /// How long ``reportedRoutingFailure()`` waits after launch for the routed screen or the error screen.
    nonisolated static let routingTimeout: TimeInterval = 20

    /// After launch, why the app did not show the requested screen, if it did not.
    ///
    /// Waits until the app shows either the `ScreenRouter.routed` marker, which a `UIWindow` host adds when
    /// it installs the routed screen, or the `ScreenRouter.error` label of the error screen, for at most
    /// 20 seconds, checking all the while that the app is running in the foreground.
    ///
    /// - Returns: The error screen's message; or, when the app stopped running or left the foreground, or
    ///   showed neither element in time, what happened; or `nil` when the routed screen is shown.
    public func reportedRoutingFailure() -> String? {
        let predicate = NSPredicate(
            format: "identifier == %@ OR identifier == %@",
            ScreenRouterError.accessibilityIdentifier,
            ScreenRouterError.routedAccessibilityIdentifier
        )
        let signal = descendants(matching: .any).matching(predicate).firstMatch
        let deadline = Date().addingTimeInterval(Self.routingTimeout)
        var appeared = false
        while !appeared, Date() < deadline, state == .runningForeground {
            appeared = signal.waitForExistence(timeout: 0.5)
        }
        let message = staticTexts[ScreenRouterError.accessibilityIdentifier]
        if message.exists {
            return message.label
        }
        guard state == .runningForeground else {
            return TestFailureText.notInForeground(state: Int(state.rawValue))
        }
        guard appeared else {
            return TestFailureText.neitherRoutedNorFailed(seconds: Int(Self.routingTimeout))
        }
        return nil
    }
}
#endif
