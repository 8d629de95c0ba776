#if canImport(UIKit) && !os(watchOS)
import UIKit

extension RoutedRootViewController {
    /// Shows a newly installed child in a variant: the traits it sets override the window's for the child and every
    /// view and view controller under it, SwiftUI views hosted there included (their `colorScheme`, `dynamicTypeSize`
    /// and `layoutDirection` follow).
    ///
    /// From iOS, tvOS and Mac Catalyst 17 (and on visionOS) the child's `traitOverrides`; before, its
    /// `overrideUserInterfaceStyle` and an override trait collection for the text size and layout direction, set by
    /// this container. A layout direction also forces the child's view's `semanticContentAttribute`, so its own
    /// layout flips with it. The overrides belong to the child, which the next route replaces with a fresh one, so a
    /// route without a variant shows its screen with the window's own traits again.
    ///
    /// - Parameters:
    ///   - child: The routed screen's view controller, already a child of this one.
    ///   - variant: The variant; a part that is `nil` is left to the window.
    func show(_ child: UIViewController, in variant: ScreenVariant) {
        guard !variant.isEmpty else { return }
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) {
            if let style = variant.appearance?.userInterfaceStyle {
                child.traitOverrides.userInterfaceStyle = style
            }
            if let category = variant.contentSize?.category {
                child.traitOverrides.preferredContentSizeCategory = category
            }
            if let direction = variant.layoutDirection?.traitDirection {
                child.traitOverrides.layoutDirection = direction
            }
        } else {
            if let style = variant.appearance?.userInterfaceStyle {
                child.overrideUserInterfaceStyle = style
            }
            // visionOS has trait overrides from its first release, and deprecates the override trait collection.
            #if !os(visionOS)
            let traits = [
                variant.contentSize.map { UITraitCollection(preferredContentSizeCategory: $0.category) },
                variant.layoutDirection.map { UITraitCollection(layoutDirection: $0.traitDirection) },
            ].compactMap { $0 }
            if !traits.isEmpty {
                setOverrideTraitCollection(UITraitCollection(traitsFrom: traits), forChild: child)
            }
            #endif
        }
        if let direction = variant.layoutDirection {
            child.view.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        }
    }
}

extension ScreenVariant.Appearance {
    /// UIKit's interface style of the appearance.
    var userInterfaceStyle: UIUserInterfaceStyle {
        self == .dark ? .dark : .light
    }
}

extension ScreenVariant.ContentSize {
    /// UIKit's content size category of the size, which has the same name.
    var category: UIContentSizeCategory {
        switch self {
        case .extraSmall: .extraSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .extraLarge: .extraLarge
        case .extraExtraLarge: .extraExtraLarge
        case .extraExtraExtraLarge: .extraExtraExtraLarge
        case .accessibilityMedium: .accessibilityMedium
        case .accessibilityLarge: .accessibilityLarge
        case .accessibilityExtraLarge: .accessibilityExtraLarge
        case .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge
        case .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge
        }
    }
}

extension ScreenVariant.LayoutDirection {
    /// UIKit's trait layout direction of the direction.
    var traitDirection: UITraitEnvironmentLayoutDirection {
        self == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
#endif
