// expect: 'swipeUp()' is unavailable in iOS
// expect: 'swipeLeft(velocity:)' is unavailable in iOS
// XCUICoordinate's swipes exist in Mac Catalyst only (API_AVAILABLE(macCatalyst(13.0)) API_UNAVAILABLE(ios, tvos,
// watchos) in XCUICoordinate.h): on iOS a test swipes an element, or drags from one coordinate to another.
import XCTest

@MainActor
func swipeFromCentre(of app: XCUIApplication) {
    let centre = app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
    centre.swipeUp()
    centre.swipeLeft(velocity: .fast)
}
