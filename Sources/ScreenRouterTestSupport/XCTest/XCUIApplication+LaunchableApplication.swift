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
    /// Waits until the app shows either the `ScreenRouter.routed` marker, which the app's window adds when
    /// it installs the routed screen, or the `ScreenRouter.error` label of the error screen, for at most
    /// 20 seconds, checking all the while that the app is running in the foreground. The marker is the routed
    /// signal that a ``ProcessApplication`` reads as the line `ScreenRouter.routed 0`: an app that never routed
    /// shows neither element and fails with ``/ScreenRouter/ScreenRouterError/Code/screenNotOpened``.
    ///
    /// - Returns: The error screen's failure, its code read from the `ScreenRouter.error.code` label; or, when
    ///   the app stopped running or left the foreground, what happened, with the code
    ///   ``/ScreenRouter/ScreenRouterError/Code/appStopped``; or, when it showed neither element in time, that it
    ///   opened no screen, with the code ``/ScreenRouter/ScreenRouterError/Code/screenNotOpened``; or `nil` when
    ///   the routed screen is shown.
    public func reportedRoutingFailure() -> ScreenRouterError? {
        let predicate = NSPredicate(
            format: "identifier == %@ OR identifier == %@",
            ScreenRouterError.accessibilityIdentifier,
            ScreenRouterError.routedAccessibilityIdentifier
        )
        return routingFailure(
            signal: descendants(matching: .any).matching(predicate).firstMatch,
            message: staticTexts[ScreenRouterError.accessibilityIdentifier],
            notInForeground: { ScreenRouterError.notInForeground(state: $0) },
            timedOut: ScreenRouterError.neitherRoutedNorFailed(seconds: Int(Self.routingTimeout))
        )
    }

    /// Waits until `signal` exists, for at most ``routingTimeout`` seconds, checking all the while that the app
    /// is running in the foreground; then tells why the app did not show its screen, if it did not.
    ///
    /// - Parameters:
    ///   - signal: The routed marker or error label the wait is for.
    ///   - message: The error label whose text is the app's own message.
    ///   - notInForeground: The failure for an app that stopped running or left the foreground, given its state.
    ///   - timedOut: The failure for an app that showed neither in time.
    /// - Returns: The app's message, or one of the two failures, or `nil` when the routed screen is shown.
    func routingFailure(
        signal: XCUIElement,
        message: XCUIElement,
        notInForeground: (Int) -> ScreenRouterError,
        timedOut: @autoclosure () -> ScreenRouterError
    ) -> ScreenRouterError? {
        var left = false
        let appeared =
            Self.wait(within: Self.routingTimeout, round: 0.5) { round in
                left = state != .runningForeground
                return left || signal.waitForExistence(timeout: round)
            } && !left
        if message.exists {
            let codeLabel = staticTexts[LaunchProtocol.errorCodeMarker]
            let code = codeLabel.exists && !codeLabel.label.isEmpty ? codeLabel.label : "unspecified"
            return ScreenRouterError(code: .init(named: code), message: message.label)
        }
        guard state == .runningForeground else {
            return notInForeground(Int(state.rawValue))
        }
        guard appeared else {
            return timedOut()
        }
        return nil
    }
}

extension XCUIApplication {
    /// The one wait of XCUITest's checks: asks `isDone` until it says so or `limit` seconds have passed on the test's
    /// clock, each round given the seconds it may wait for itself (at most `round`), such as an element's
    /// `waitForExistence(timeout:)` or a sleep.
    ///
    /// A process page object's checks wait through the package's other loop, which awaits a command-line app's next
    /// element frame on the app's own time. The two cannot be one: XCUITest's queries are synchronous calls on the
    /// main actor, which an asynchronous loop could drive only by blocking the main actor XCUITest needs (and Swift
    /// has no `reasync`), and XCUITest does not tell the app's time, so this deadline is the test's clock.
    ///
    /// - Returns: Whether `isDone` said so in time.
    nonisolated static func wait(
        within limit: TimeInterval,
        round: TimeInterval,
        until isDone: (TimeInterval) -> Bool
    ) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while true {
            let left = deadline.timeIntervalSince(Date())
            if isDone(min(round, max(0, left))) { return true }
            if left <= 0 { return false }
        }
    }
}
#endif
