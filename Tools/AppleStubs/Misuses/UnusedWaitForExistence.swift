// expect: result of call to 'waitForExistence(timeout:)' is unused
// `waitForExistence(timeout:)` reports whether the element appeared; ignoring it hides a missing element.
import XCTest

final class WaitingUITests: XCTestCase {
    @MainActor
    func testWaits() {
        let app = XCUIApplication()
        app.staticTexts["userName"].waitForExistence(timeout: 5)
    }
}
