// UIKit stand-in: what the routed root reads of the accessibility hierarchy to build a screen's element frame.

// UIView.h · https://developer.apple.com/documentation/uikit/uiview/ishidden
// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIView {
    public var isHidden: Bool {
        get { false }
        set {}
    }

    public func layoutIfNeeded() {}
}

// UIAccessibilityConstants.h: `typedef uint64_t UIAccessibilityTraits NS_TYPED_ENUM;`, imported as an option set.
// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
@available(iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/link
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/image
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/keyboardkey
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/searchfield
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header
    @available(iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

// UIAccessibility.h (@interface NSObject (UIAccessibility)): `accessibilityTraits`; UIAccessibilityContainer.h
// (@interface NSObject (UIAccessibilityContainer)): `accessibilityElements`, `accessibilityElementsHidden`.
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
@available(iOS 3.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension NSObject {
    @MainActor
    public var accessibilityTraits: UIAccessibilityTraits {
        get { [] }
        set {}
    }

    @available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
    @MainActor
    public var accessibilityElements: [Any]? {
        get { nil }
        set {}
    }

    @MainActor
    public var accessibilityElementsHidden: Bool {
        get { false }
        set {}
    }
}

// UITextInput.h: `@protocol UIKeyInput <UITextInputTraits>`, adopted by UITextField and UITextView, imported as a
// `@MainActor` protocol. https://developer.apple.com/documentation/uikit/uikeyinput
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIKeyInput: NSObjectProtocol {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

// UICollectionViewCell.h · https://developer.apple.com/documentation/uikit/uicollectionreusableview
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UICollectionReusableView: UIView {}

// UICollectionViewCell.h · https://developer.apple.com/documentation/uikit/uicollectionviewcell
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UICollectionViewCell: UICollectionReusableView {}
