// expect: value of type 'XCUIDevice' has no member 'press'
// triple: catalyst
// XCUIDeviceButton.h and XCUIDevice.h declare the hardware buttons `#if TARGET_OS_IPHONE && !TARGET_OS_MACCATALYST`:
// a Mac has no home button to press.
import XCTest

@MainActor
func goHome() {
    XCUIDevice.shared.press(.home)
}
