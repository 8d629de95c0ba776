// expect: call to main actor-isolated instance method 'launch()' in a synchronous nonisolated context
// Since Xcode 16, XCUIApplication is main-actor only: a UI test that drives it must be `@MainActor`.
import XCTest

final class NonisolatedUITests: XCTestCase {
    func testLaunches() {
        let app = XCUIApplication()
        app.launch()
    }
}
