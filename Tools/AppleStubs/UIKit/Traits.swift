// UIKit stand-in: the traits a routed screen is shown in (appearance, text size, layout direction), the trait
// collections that carry them before iOS 17 and the trait overrides that carry them from iOS 17.

// UIInterface.h · https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
// NS_ENUM(NSInteger); the documentation page lists iOS 12.0, Mac Catalyst 13.1, tvOS 10.0 and visionOS 1.0, no
// watchOS.
@available(iOS 12.0, tvOS 10.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

// UITraitCollection.h · https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
// NS_ENUM(NSInteger); the documentation page lists iOS 10.0, Mac Catalyst 13.1, tvOS 10.0 and visionOS 1.0, no
// watchOS.
@available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

// UIView.h · https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
// NS_ENUM(NSInteger); the documentation page lists iOS 9.0, Mac Catalyst 13.1, tvOS 9.0 and visionOS 1.0, no
// watchOS.
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

// UITraitCollection.h · https://developer.apple.com/documentation/uikit/uitraitcollection
// `API_AVAILABLE(ios(8.0)) @interface UITraitCollection : NSObject` (iOS 8.0 headers, tvOS from its first SDK); the
// documentation page lists iOS 8.0, Mac Catalyst 13.1, tvOS and visionOS 1.0, and no watchOS.
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
open class UITraitCollection: NSObject {
    // `+traitCollectionWithPreferredContentSizeCategory:`, API_AVAILABLE(ios(10.0)), imported as an initializer.
    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
    @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init() }

    // `+traitCollectionWithLayoutDirection:`, API_AVAILABLE(ios(10.0)), imported as an initializer.
    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(layoutdirection:)
    @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init() }

    // `+traitCollectionWithTraitsFromCollections:`, imported as an initializer; deprecated in iOS 17 for the
    // mutations API. The documentation page lists iOS 8.0–17.0, Mac Catalyst 13.1–17.0 and visionOS 1.0–1.0; tvOS
    // follows iOS (9.0–17.0).
    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:)
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use UITraitCollection(mutations:) instead")
    @available(tvOS, introduced: 9.0, deprecated: 17.0, message: "Use UITraitCollection(mutations:) instead")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use UITraitCollection(mutations:) instead")
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) { self.init() }
}

// UIKit's Swift overlay (UITraitCollection.swift, from the iOS 17 SDK): the protocol that gives read-write access to
// traits, with a property per system trait.
// https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5 (iOS 17.0, tvOS 17.0, Mac Catalyst,
// visionOS; no watchOS).
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol UIMutableTraits {}

@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIMutableTraits {
    // https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/userinterfacestyle
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { .unspecified }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/preferredcontentsizecategory
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { .large }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uimutabletraits-13ja5/layoutdirection
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { .unspecified }
        set {}
    }
}

// UIKit's Swift overlay: the value of a trait environment's `traitOverrides`.
// https://developer.apple.com/documentation/uikit/uitraitoverrides-swift.struct (iOS 17.0, tvOS 17.0, Mac Catalyst,
// visionOS; no watchOS).
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct UITraitOverrides: UIMutableTraits {}
