// expect: 'open' is only available in iOS 16.4 or newer
// `XCUIApplication.open(_:)` came with iOS 16.4: a UI test for the Demo (iOS 16.0) that opens a route URL must check
// for it, as the package's `route(to:)` does.
import XCTest

@available(iOS 16.0, *)
@MainActor
func openRoute(_ app: XCUIApplication, _ url: URL) {
    app.open(url)
}
