// expect: value of type 'XCUIElement' has no member 'pinch'
// triple: catalyst
// XCUIElement.h declares the multi-touch gestures `#if (TARGET_OS_IOS || TARGET_OS_WATCH) && !TARGET_OS_MACCATALYST`.
import XCTest

@MainActor
func zoom(_ map: XCUIElement) {
    map.pinch(withScale: 2, velocity: 1)
}
