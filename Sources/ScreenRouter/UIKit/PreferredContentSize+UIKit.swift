#if canImport(UIKit) && !os(watchOS)
import UIKit

extension PreferredContentSize {
    /// Creates the option from one of UIKit's content size categories.
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
