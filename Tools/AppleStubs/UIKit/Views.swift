// UIKit stand-in: views, windows and the accessibility properties UI tests read.

// UIView.h · https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIView: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { super.init() }

    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { super.init() }

    // `-init` of NSObject, imported as a convenience initializer because UIView declares designated ones.
    public override convenience init() { self.init(frame: .zero) }

    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?

    // https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { .zero }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { .zero }
        set {}
    }

    // UIView.h, `API_AVAILABLE(ios(9.0))`; the documentation page lists iOS 9.0, Mac Catalyst 13.1, tvOS 9.0 and
    // visionOS 1.0. https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
    @available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { .unspecified }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    open var autoresizingMask: UIView.AutoresizingMask = []

    // UIView.h: `typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing)`, imported as `UIView.AutoresizingMask`.
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // `UIViewAutoresizingFlexibleWidth = 1 << 1`
        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        public static var flexibleWidth: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 1) }

        // `UIViewAutoresizingFlexibleHeight = 1 << 4`
        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        public static var flexibleHeight: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 4) }
    }

    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {}

    // https://developer.apple.com/documentation/uikit/uiview/subviews
    open var subviews: [UIView] { [] }

    // https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
    open func bringSubviewToFront(_ view: UIView) {}

    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {}

    // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool = true

    // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints: Bool = true

    // https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
    @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }

    // UIView.h (UIViewLayoutConstraintCreation) · https://developer.apple.com/documentation/uikit/uiview/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }

    // UIView.h (UIViewAnimation) · https://developer.apple.com/documentation/uikit/uiview/setanimationsenabled(_:)
    open class func setAnimationsEnabled(_ enabled: Bool) {}

    // https://developer.apple.com/documentation/uikit/uiview/areanimationsenabled
    open class var areAnimationsEnabled: Bool { true }
}

// UIAccessibilityIdentification.h: `@protocol UIAccessibilityIdentification <NSObject>` with
// `@property(nullable, nonatomic, copy) NSString *accessibilityIdentifier API_AVAILABLE(ios(5.0));`, imported as a
// `@MainActor` protocol. https://developer.apple.com/documentation/uikit/uiaccessibilityidentification
@available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    var accessibilityIdentifier: String? { get set }
}

// UIAccessibilityIdentification.h: `@interface UIView (UIAccessibility) <UIAccessibilityIdentification>`.
// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
@available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIView: UIAccessibilityIdentification {
    public var accessibilityIdentifier: String? {
        get { nil }
        set {}
    }
}

// UIAccessibility.h (@interface NSObject (UIAccessibility)): `@property (nullable, nonatomic, copy) NSString
// *accessibilityLabel API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;`, and so `accessibilityValue` and
// `isAccessibilityElement`: watchOS has none of them (SwiftUI's accessibility modifiers instead).
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
@available(iOS 3.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension NSObject {
    @MainActor
    public var accessibilityLabel: String? {
        get { nil }
        set {}
    }

    // UIAccessibility.h: `@MainActor var accessibilityValue: String?`.
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
    @MainActor
    public var accessibilityValue: String? {
        get { nil }
        set {}
    }

    // UIAccessibility.h: `@MainActor var isAccessibilityElement: Bool`.
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    @MainActor
    public var isAccessibilityElement: Bool {
        get { false }
        set {}
    }
}

// UIWindow.h · https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIWindow: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }

    // UIWindow.h: `-init` deprecated in iOS, tvOS and visionOS 26 for `init(windowScene:)`.
    // https://developer.apple.com/documentation/uikit/uiwindow/init()
    @available(iOS, introduced: 2.0, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    public convenience init() { self.init(frame: .zero) }

    // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController?

    // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() {}
}

// NSText.h (UIKit) · https://developer.apple.com/documentation/uikit/nstextalignment
@available(iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

// UIImageView.h · https://developer.apple.com/documentation/uikit/uiimageview
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIImageView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// UILabel.h · https://developer.apple.com/documentation/uikit/uilabel
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UILabel: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?

    // `null_resettable` in the header, so an implicitly unwrapped optional.
    // https://developer.apple.com/documentation/uikit/uilabel/textcolor
    open var textColor: UIColor!

    // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines: Int = 1

    // https://developer.apple.com/documentation/uikit/uilabel/textalignment
    open var textAlignment: NSTextAlignment = .natural

    // `null_resettable` in the header, so an implicitly unwrapped optional.
    // https://developer.apple.com/documentation/uikit/uilabel/font
    open var font: UIFont!

    // UIContentSizeCategoryAdjusting, which UILabel adopts; the documentation page lists iOS 10.0, Mac Catalyst
    // 13.1, tvOS 10.0 and visionOS 1.0.
    // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    @available(iOS 10.0, tvOS 10.0, visionOS 1.0, *)
    open var adjustsFontForContentSizeCategory: Bool {
        get { false }
        set {}
    }
}

// UIScrollView.h · https://developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIScrollView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide
    @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }

    // https://developer.apple.com/documentation/uikit/uiscrollview/framelayoutguide
    @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
    open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

// UIStackView.h · https://developer.apple.com/documentation/uikit/uistackview
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIStackView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }

    // UIStackView's coder initializer is not failable.
    // https://developer.apple.com/documentation/uikit/uistackview/init(coder:)
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    // https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }

    // https://developer.apple.com/documentation/uikit/uistackview/axis
    open var axis: NSLayoutConstraint.Axis = .horizontal

    // https://developer.apple.com/documentation/uikit/uistackview/spacing
    open var spacing: CGFloat = 0
}

// UIColor.h · https://developer.apple.com/documentation/uikit/uicolor
// The SDK declares `UIColor: NSObject, @unchecked Sendable`; this stand-in has no state at all.
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    // UIInterface.h: `API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos)`.
    // https://developer.apple.com/documentation/uikit/uicolor/systembackground
    @available(iOS 13.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var systemBackground: UIColor { UIColor() }

    // https://developer.apple.com/documentation/uikit/uicolor/white
    open class var white: UIColor { UIColor() }

    // https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { UIColor() }
}

// UIFont.h · https://developer.apple.com/documentation/uikit/uifont
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class UIFont: NSObject {
    // The documentation page lists iOS 7.0, Mac Catalyst 13.1, tvOS, visionOS 1.0 and watchOS 2.0.
    // https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    @available(iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }

    // UIFontDescriptor.h: `UIFontTextStyle`, NS_TYPED_ENUM over NSString, imported as a struct wrapping its raw value.
    // https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/uikit/uifont/textstyle/body (iOS 7.0, watchOS 2.0, visionOS 1.0)
        @available(iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    }
}

// UIContentSizeCategory.h · https://developer.apple.com/documentation/uikit/uicontentsizecategory
// `typedef NSString * UIContentSizeCategory NS_TYPED_ENUM API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);`, imported
// as a struct wrapping its raw value; every constant is API_UNAVAILABLE(watchos) too.
@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/uikit/uicontentsizecategory/extrasmall and its siblings
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL"
    )
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL"
    )
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL"
    )
}
