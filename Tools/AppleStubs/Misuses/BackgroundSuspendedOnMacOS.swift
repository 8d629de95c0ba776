// expect: type 'XCUIApplication.State' has no member 'runningBackgroundSuspended'
// triple: macos
// A Mac app is never suspended in the background: XCUIApplication.h declares the state only `#if !TARGET_OS_OSX`.
import XCTest

@MainActor
func isSuspended(_ app: XCUIApplication) -> Bool {
    app.state == .runningBackgroundSuspended
}
