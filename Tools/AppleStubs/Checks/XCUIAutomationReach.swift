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
