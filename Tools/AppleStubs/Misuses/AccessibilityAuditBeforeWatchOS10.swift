// expect: 'performAccessibilityAudit(for:_:)' is only available in watchOS 10.0 or newer
// triple: watchos
// Xcode 26's XCUIAutomation declares UI testing on watchOS, and accessibility audits there from watchOS 10.0
// (XCUIApplication.h): below it, only behind `if #available`.
import XCTest

@MainActor
func audit(_ app: XCUIApplication) throws {
    app.launch()
    try app.performAccessibilityAudit()
}
