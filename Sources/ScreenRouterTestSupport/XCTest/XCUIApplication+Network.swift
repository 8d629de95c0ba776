#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import ScreenRouter
import XCTest

/// A request the screen's network fixture did not answer, read from the `ScreenRouter.unanswered` element the
/// app's window shows for the first such request, its message the label and its code the value
/// (`unansweredRequest`, or `blockedRequest` in strict network mode); the window does not say which entries answered.
extension XCUIApplication {
    package var unansweredRequests: [ScreenRouterError] {
        let marker = descendants(matching: .any)[LaunchProtocol.unansweredMarker]
        guard marker.exists else { return [] }
        let code = (marker.value as? String).map(ScreenRouterError.Code.init(named:)) ?? .unansweredRequest
        return [ScreenRouterError(code: code, message: marker.label)]
    }
}
#endif
