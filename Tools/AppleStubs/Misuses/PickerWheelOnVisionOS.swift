// expect: incorrect argument label in call (have 'toPickerWheelValue:', expected 'toNormalizedSliderPosition:')
// triple: visionos
// XCUIElement.h declares adjust(toPickerWheelValue:) `#if TARGET_OS_IOS`, which is 0 for visionOS.
import XCTest

@MainActor
func pick(_ name: String, in app: XCUIApplication) {
    app.pickerWheels.element.adjust(toPickerWheelValue: name)
}
