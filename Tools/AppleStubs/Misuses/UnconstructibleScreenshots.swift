// expect: 'init()' is unavailable: Use XCUIScreen.screens or XCUIScreen.mainScreen to acquire particular screen objects.
// expect: 'init()' is unavailable: Only XCUIScreenshotProviding objects create screenshots. See XCUIScreen or XCUIElement.
// expect: 'init()' is unavailable
// Screens come from `XCUIScreen.main` or `XCUIScreen.screens`, screenshots from a screen or an element, attachments
// from their factories: XCUIScreen.h, XCUIScreenshot.h and XCTAttachment.h make `init` unavailable.
import XCTest

@MainActor
func placeholders() {
    _ = XCUIScreen()
    _ = XCUIScreenshot()
    _ = XCTAttachment()
}
