/// The text size the app starts with, as the user's Dynamic Type setting would set it:
/// `-UIPreferredContentSizeCategoryName UICTContentSizeCategoryXL`.
///
/// UIKit reads `UIPreferredContentSizeCategoryName` at launch, so the app's
/// `traitCollection.preferredContentSizeCategory` is this size. The raw values are UIKit's own
/// `UIContentSizeCategory` raw values.
///
/// ```swift
/// TestLauncher(options: [PreferredContentSize.accessibilityExtraLarge]).configure(app).launch()
///
/// // In the app:
/// let size = try PreferredContentSize.current   // .accessibilityExtraLarge
/// ```
public enum PreferredContentSize: String, CaseIterable, LaunchArgumentWithSingleValue, LaunchArgumentValue, Sendable {
    /// `UICTContentSizeCategoryXS`.
    case extraSmall = "UICTContentSizeCategoryXS"
    /// `UICTContentSizeCategoryS`.
    case small = "UICTContentSizeCategoryS"
    /// `UICTContentSizeCategoryM`.
    case medium = "UICTContentSizeCategoryM"
    /// `UICTContentSizeCategoryL`, the system's default.
    case large = "UICTContentSizeCategoryL"
    /// `UICTContentSizeCategoryXL`.
    case extraLarge = "UICTContentSizeCategoryXL"
    /// `UICTContentSizeCategoryXXL`.
    case extraExtraLarge = "UICTContentSizeCategoryXXL"
    /// `UICTContentSizeCategoryXXXL`, the largest size without the accessibility setting.
    case extraExtraExtraLarge = "UICTContentSizeCategoryXXXL"
    /// `UICTContentSizeCategoryAccessibilityM`.
    case accessibilityMedium = "UICTContentSizeCategoryAccessibilityM"
    /// `UICTContentSizeCategoryAccessibilityL`.
    case accessibilityLarge = "UICTContentSizeCategoryAccessibilityL"
    /// `UICTContentSizeCategoryAccessibilityXL`.
    case accessibilityExtraLarge = "UICTContentSizeCategoryAccessibilityXL"
    /// `UICTContentSizeCategoryAccessibilityXXL`.
    case accessibilityExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXL"
    /// `UICTContentSizeCategoryAccessibilityXXXL`, the largest size.
    case accessibilityExtraExtraExtraLarge = "UICTContentSizeCategoryAccessibilityXXXL"

    /// The key: `UIPreferredContentSizeCategoryName`.
    public var key: String { "UIPreferredContentSizeCategoryName" }
}
