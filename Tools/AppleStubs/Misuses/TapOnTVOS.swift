// expect: 'tap()' is unavailable in tvOS
// triple: tvos
// A tvOS UI test moves the focus with XCUIRemote and presses select: XCUIElement has no `tap()` there
// (API_UNAVAILABLE(tvos) in XCUIElement.h), and test support compiled for tvOS must not call it.
import XCTest

@MainActor
func openFirstRow(of app: XCUIApplication) {
    app.cells.element(boundBy: 0).tap()
}
