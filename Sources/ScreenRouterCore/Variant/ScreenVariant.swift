/// How a screen is shown: its appearance, its text size and its layout direction, each the device's own when
/// it is not given.
///
/// A variant travels with a launch or a route as the model does, and the app's host applies it to the screen
/// without a relaunch: a UIKit or SwiftUI window as trait overrides of the routed screen, a command-line host
/// as it renders. Test support takes one wherever it opens a screen:
///
/// ```swift
/// let largeArabic = ScreenVariant(contentSize: .accessibilityExtraExtraExtraLarge, layoutDirection: .rightToLeft)
/// await launchApp(app, .screen(.userDetail, model: ada, variant: largeArabic))
/// ```
///
/// ``matrix(appearances:contentSizes:layoutDirections:)`` makes every combination of the parts given, to open
/// each screen in each of them; ``description`` names a variant in file and attachment names (`dark.AX5.rtl`).
public struct ScreenVariant: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark: UIKit's `UIUserInterfaceStyle`, SwiftUI's `ColorScheme`.
    public enum Appearance: String, CaseIterable, Sendable {
        /// The light appearance.
        case light
        /// The dark appearance.
        case dark
    }

    /// A Dynamic Type text size: the categories of UIKit's `UIContentSizeCategory`, by the same names, smallest
    /// first.
    public enum ContentSize: String, CaseIterable, Sendable {
        /// Extra small, `XS`.
        case extraSmall
        /// Small, `S`.
        case small
        /// Medium, `M`.
        case medium
        /// Large, `L`: the system's default.
        case large
        /// Extra large, `XL`.
        case extraLarge
        /// Extra extra large, `XXL`.
        case extraExtraLarge
        /// Extra extra extra large, `XXXL`: the largest size outside the accessibility sizes.
        case extraExtraExtraLarge
        /// The first accessibility size, `AX1`.
        case accessibilityMedium
        /// The second accessibility size, `AX2`.
        case accessibilityLarge
        /// The third accessibility size, `AX3`.
        case accessibilityExtraLarge
        /// The fourth accessibility size, `AX4`.
        case accessibilityExtraExtraLarge
        /// The largest accessibility size, `AX5`.
        case accessibilityExtraExtraExtraLarge
    }

    /// Left to right, as English is read, or right to left, as Arabic and Hebrew are: UIKit's
    /// `UITraitEnvironmentLayoutDirection`, SwiftUI's `LayoutDirection`.
    public enum LayoutDirection: String, CaseIterable, Sendable {
        /// Left to right.
        case leftToRight
        /// Right to left.
        case rightToLeft
    }

    /// The appearance, or `nil` for the device's.
    public var appearance: Appearance?

    /// The text size, or `nil` for the device's.
    public var contentSize: ContentSize?

    /// The layout direction, or `nil` for the one of the app's language.
    public var layoutDirection: LayoutDirection?

    /// Creates a variant; every part left out is the device's own.
    ///
    /// ```swift
    /// let dark = ScreenVariant(appearance: .dark)
    /// ```
    ///
    /// - Parameters:
    ///   - appearance: Light or dark. Defaults to `nil`, the device's.
    ///   - contentSize: The text size. Defaults to `nil`, the device's.
    ///   - layoutDirection: Left to right or right to left. Defaults to `nil`, the app's language's.
    public init(
        appearance: Appearance? = nil,
        contentSize: ContentSize? = nil,
        layoutDirection: LayoutDirection? = nil
    ) {
        self.appearance = appearance
        self.contentSize = contentSize
        self.layoutDirection = layoutDirection
    }

    /// The variant's name, stable across releases, for file and attachment names and for the cases of a test
    /// parameterised over variants: the parts given, joined by `.`, such as `dark.AX5.rtl`, or `default` for a
    /// variant that sets nothing.
    ///
    /// Appearances are named `light` and `dark`; text sizes `XS`, `S`, `M`, `L`, `XL`, `XXL`, `XXXL` and `AX1` to
    /// `AX5`; layout directions `ltr` and `rtl`. String interpolation gives the same name: `"\(variant)"`.
    public var description: String {
        let parts = [appearance?.rawValue, contentSize?.shortName, layoutDirection?.shortName].compactMap { $0 }
        return parts.isEmpty ? "default" : parts.joined(separator: ".")
    }

    /// Every combination of the parts given, in a stable order: the appearances outermost, then the text sizes,
    /// then the layout directions, each in the order given.
    ///
    /// ```swift
    /// ScreenVariant.matrix(appearances: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft]).map(\.description)
    /// // ["light.ltr", "light.rtl", "dark.ltr", "dark.rtl"]
    /// ```
    ///
    /// A part whose list is empty is left to the device; with every list empty the matrix is the one variant that
    /// sets nothing. A value given twice is used once.
    ///
    /// - Parameters:
    ///   - appearances: The appearances. Defaults to none: the device's.
    ///   - contentSizes: The text sizes. Defaults to none: the device's.
    ///   - layoutDirections: The layout directions. Defaults to none: the app's language's.
    /// - Returns: The variants, `appearances.count × contentSizes.count × layoutDirections.count` of them (an empty
    ///   list counting as one).
    public static func matrix(
        appearances: [Appearance] = [],
        contentSizes: [ContentSize] = [],
        layoutDirections: [LayoutDirection] = []
    ) -> [ScreenVariant] {
        var variants: [ScreenVariant] = []
        for appearance in optionals(appearances) {
            for contentSize in optionals(contentSizes) {
                for layoutDirection in optionals(layoutDirections) {
                    let variant = ScreenVariant(
                        appearance: appearance,
                        contentSize: contentSize,
                        layoutDirection: layoutDirection
                    )
                    if !variants.contains(variant) { variants.append(variant) }
                }
            }
        }
        return variants
    }

    /// The values of one part of a matrix: each value given, or only `nil` (the device's) when none is.
    private static func optionals<Part>(_ values: [Part]) -> [Part?] {
        values.isEmpty ? [nil] : values.map { $0 }
    }

    /// Whether the variant sets nothing, so the app shows the screen as the device would.
    package var isEmpty: Bool {
        appearance == nil && contentSize == nil && layoutDirection == nil
    }
}

extension ScreenVariant.ContentSize {
    /// The size in a variant's name: `XS` to `XXXL`, then `AX1` to `AX5`.
    package var shortName: String {
        switch self {
        case .extraSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "XL"
        case .extraExtraLarge: "XXL"
        case .extraExtraExtraLarge: "XXXL"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }

    /// Whether the size is one of the accessibility sizes, `AX1` to `AX5`.
    package var isAccessibilitySize: Bool {
        rawValue.hasPrefix("accessibility")
    }
}

extension ScreenVariant.LayoutDirection {
    /// The direction in a variant's name: `ltr` or `rtl`.
    package var shortName: String {
        self == .leftToRight ? "ltr" : "rtl"
    }
}
