// expect: 'element(at:)' is deprecated
// XCUIElementQuery.h deprecates -elementAtIndex: with XCUI_DEPRECATED_WITH_DIRECT_REPLACEMENT, on every platform
// and deployment target: element(boundBy:) replaces it.
import XCTest

@MainActor
func secondRow(of app: XCUIApplication) -> XCUIElement {
    app.tables.cells.element(at: 1)
}
