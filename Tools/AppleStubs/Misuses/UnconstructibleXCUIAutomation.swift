// expect: 'init()' is unavailable: Use XCUIElementQuery to create XCUIElement instances.
// expect: 'init()' is unavailable: Use XCUIElementTypeQueryProvider methods on XCUIApplication or an existing XCUIElementQuery to create XCUIElementQuery instances.
// expect: 'init()' is unavailable: XCTContext is not to be instantiated directly, use +[XCTContext runActivityNamed:block:] to run an activity.
// Elements and queries come from an application's queries, activities from `XCTContext.runActivity`: their headers
// make `init` unavailable, so a placeholder element in test support must not compile.
import XCTest

@MainActor
func placeholders() {
    _ = XCUIElement()
    _ = XCUIElementQuery()
    _ = XCTContext()
}
