// expect: 'performAccessibilityAudit(for:_:)' is only available in iOS 17.0 or newer
// Accessibility audits came with iOS 17 (Xcode 15): the every-screen test audits only behind `if #available`.
import XCTest

@available(iOS 16.0, *)
@MainActor
func audit(_ app: XCUIApplication) throws {
    try app.performAccessibilityAudit()
}
