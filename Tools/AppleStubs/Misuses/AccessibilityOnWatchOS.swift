// expect: 'accessibilityLabel' is unavailable in watchOS
// expect: 'accessibilityValue' is unavailable in watchOS
// expect: 'isAccessibilityElement' is unavailable in watchOS
// expect: 'UIContentSizeCategory' is unavailable in watchOS
// triple: watchos
// watchOS has a UIKit, so `canImport(UIKit)` holds there, but neither NSObject's accessibility properties nor content
// size categories (API_UNAVAILABLE(watchos) in UIAccessibility.h and UIContentSizeCategory.h): a UIKit file that sets
// them must be excluded with `!os(watchOS)` as well.
#if canImport(UIKit)
import UIKit

@MainActor
func describe(_ element: NSObject, at size: UIContentSizeCategory) {
    element.accessibilityLabel = "Ada Lovelace"
    element.accessibilityValue = size.rawValue
    element.isAccessibilityElement = true
}
#endif
