/// The text size the app starts with, as the user's Dynamic Type setting would set it:
/// `-UIPreferredContentSizeCategoryName UICTContentSizeCategoryAccessibilityXL`.
///
/// UIKit reads `UIPreferredContentSizeCategoryName` at launch, so the app's
/// `traitCollection.preferredContentSizeCategory` is this size. In an iOS UI test, pass UIKit's own
/// category:
///
/// ```swift
/// TestLauncher(options: [PreferredContentSize(.accessibilityExtraLarge)]).configure(app).launch()
/// ```
///
/// Elsewhere, pass the category's raw value, one of UIKit's `UIContentSizeCategory` names:
/// `UICTContentSizeCategoryXS`, `S`, `M`, `L` (the default), `XL`, `XXL`, `XXXL`, and
/// `UICTContentSizeCategoryAccessibilityM`, `L`, `XL`, `XXL`, `XXXL`.
///
/// Deprecated: the text size of a screen is its variant's, ``ScreenVariant/contentSize``, set with
/// `ScreenVariant(contentSize:)` as `variant:` of the request. The variant also names the test, and it works
/// on every host, without a relaunch.
@available(
    *,
    deprecated,
    message: "Give the screen's variant its text size: `ScreenVariant(contentSize:)`, as `variant:` of the request."
)
public struct PreferredContentSize: LaunchArgumentWithSingleValue, Hashable, Sendable {
    /// The key: `UIPreferredContentSizeCategoryName`.
    public var key: String { "UIPreferredContentSizeCategoryName" }

    /// The category's raw value, such as `UICTContentSizeCategoryAccessibilityXL`.
    public let category: String

    /// Creates the option from a category's raw value.
    ///
    /// - Parameter category: One of UIKit's `UIContentSizeCategory` raw values, such as
    ///   `UICTContentSizeCategoryXL`.
    public init(_ category: String) {
        self.category = category
    }

    /// The category's raw value.
    public var value: LaunchArgumentValue { category }
}
