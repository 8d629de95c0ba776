#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import ScreenRouter
import XCTest

/// A request the screen's network fixture did not answer, read from the `ScreenRouter.unanswered` element the
/// app's window shows for the first such request; the window does not say which entries answered.
extension XCUIApplication {
    package var unansweredRequests: [ScreenRouterError] {
        let marker = descendants(matching: .any)[LaunchProtocol.unansweredMarker]
        guard marker.exists else { return [] }
        return [ScreenRouterError(code: .unansweredRequest, message: marker.label)]
    }
}
#endif
