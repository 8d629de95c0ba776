#if canImport(UIKit) && !os(watchOS)
import UIKit

@available(
    *,
    deprecated,
    message: "Give the screen's variant its text size: `ScreenVariant(contentSize:)`, as `variant:` of the request."
)
extension PreferredContentSize {
    /// Creates the option from one of UIKit's content size categories.
    ///
    /// Deprecated with its type: give the screen's variant its text size, `ScreenVariant(contentSize:)`.
    ///
    /// ```swift
    /// let app = launchApp(screen: .userDetail, model: user, options: [PreferredContentSize(.accessibilityExtraLarge)])
    /// ```
    ///
    /// - Parameter category: The text size, such as `.extraLarge` or `.accessibilityExtraLarge`.
    public init(_ category: UIContentSizeCategory) {
        self.init(category.rawValue)
    }
}
#endif
