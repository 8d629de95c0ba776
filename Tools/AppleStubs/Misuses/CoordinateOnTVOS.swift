// expect: value of type 'XCUIApplication' has no member 'coordinate'
// triple: tvos
// XCUICoordinate.h is `#if !TARGET_OS_TV` as a whole, and so is XCUIElement's coordinate(withNormalizedOffset:):
// tvOS has no points to touch.
import XCTest

@MainActor
func tapCentre(of app: XCUIApplication) {
    app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
}
