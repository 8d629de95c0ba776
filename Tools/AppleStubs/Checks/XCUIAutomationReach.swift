// What UI tests reach of XCUIAutomation beyond the package's own use: queries of any element type, XCUIElement's
// attributes and actions, coordinates and the device's buttons, spelt as Swift imports Apple's headers.
import XCTest

@MainActor
func exerciseXCUIAutomation(_ app: XCUIApplication) {
    let field = app.secureTextFields["password"]
    field.tap()
    field.typeText("secret")
    app.switches.firstMatch.tap()
    app.sliders.element(boundBy: 0).adjust(toNormalizedSliderPosition: 0.5)
    app.pickerWheels.element.adjust(toPickerWheelValue: "Ada")
    app.collectionViews.cells.matching(identifier: "user").element(boundBy: 1).swipeLeft()
    app.scrollViews.firstMatch.swipeUp()
    app.alerts.buttons["OK"].press(forDuration: 0.5)
    let query = app.descendants(matching: .staticText).containing(.button, identifier: "more")
    let labels = query.allElementsBoundByIndex.map(\.label)
    let enabled = app.buttons["save"].isEnabled && app.buttons["save"].isHittable
    let placeholder = app.textFields.element.placeholderValue
    app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
    XCUIDevice.shared.press(.home)
    if app.wait(for: .runningForeground, timeout: 5) {
        XCTAssertEqual(labels.count + (enabled ? 1 : 0) + (placeholder == nil ? 0 : 1), query.count)
    }
}

// What compiles against Xcode 26's headers and did not against earlier stand-ins: a provider's first match, focus on
// iOS, clicks and hovers from iOS 15, and waiting for an element to go without using the result. Async set-up and
// tear-down are compiled for every triple in Tools/AppleStubs/Compiled.
@MainActor
func exerciseXcode26Surface(_ app: XCUIApplication) {
    let first = app.firstMatch
    let focused = app.textFields["name"].hasFocus
    if #available(iOS 15.0, *) {
        app.buttons["save"].click()
        app.buttons["save"].hover()
    }
    app.activityIndicators.element.waitForNonExistence(timeout: 5)
    app.sliders.element.adjust(toNormalizedSliderPosition: 0.25)
    XCTAssertTrue(first.exists || focused)
    XCTAssertEqual(app.touchBars.count + app.statusItems.count, 0)
}
