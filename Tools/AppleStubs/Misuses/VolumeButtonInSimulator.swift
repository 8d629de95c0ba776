// expect: 'volumeUp' is unavailable in iOS: This API is not available in the Simulator
// XCUIDeviceButton.h marks the volume buttons XCUI_SIMULATOR_UNAVAILABLE: a test built for the Simulator cannot
// press them.
import XCTest

@MainActor
func louder() {
    XCUIDevice.shared.press(.volumeUp)
}
