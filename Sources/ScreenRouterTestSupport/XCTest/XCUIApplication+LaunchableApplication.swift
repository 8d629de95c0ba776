#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import ScreenRouter
import XCTest

/// `XCUIApplication` is the application ``launchApp(_:screen:model:options:codec:limits:fileID:filePath:line:column:)``
/// launches on iOS: its launch arguments carry the request, and the app's error screen carries any failure back.
///
/// ```swift
/// let app = launchApp(XCUIApplication(), screen: .userDetail, model: user)
/// ```
extension XCUIApplication: LaunchableApplication {
    /// The message of the app's error screen, if routing failed.
    ///
    /// Reads the label of the static text `ScreenRouter.error`
    /// (``/ScreenRouter/ScreenRouterError/accessibilityIdentifier``) that the app's ``/ScreenRouter/ScreenHost``
    /// shows on a routing failure. It checks once, without waiting: the app installs the error screen while it
    /// launches, and `launch()` returns when the app is idle.
    ///
    /// - Returns: The app's own message, or `nil` when the app shows no error screen.
    public func reportedRoutingFailure() -> String? {
        let message = staticTexts[ScreenRouterError.accessibilityIdentifier]
        return message.exists ? message.label : nil
    }
}
#endif
