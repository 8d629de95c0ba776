// The Swift overlay of the stand-ins' clang module `UIKit` (the headers of this folder): what the SDK's
// UIKit.swiftinterface declares in Swift (source: Xcode 26 SDK, iOS 26), as far as the package and the Demo reach.
// Everything UIKit declares in Objective-C is in the headers, and Swift imports it from there. Bodies are
// placeholders; nothing here runs. macOS has no UIKit: scripts/typecheck-apple.sh does not build it for macOS.
@_exported import Foundation
@_exported import UIKit

// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
@available(watchOS, unavailable)
extension UIApplicationDelegate {
    // UIKit.swiftinterface: `@MainActor @preconcurrency static func main()`, the entry point `@main` uses.
    @MainActor @preconcurrency
    public static func main() {}
}

// https://developer.apple.com/documentation/uikit/uimutabletraits
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol UIMutableTraits {}

@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIMutableTraits {
    // https://developer.apple.com/documentation/uikit/uimutabletraits/userinterfacestyle
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { .unspecified }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uimutabletraits/preferredcontentsizecategory
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { .large }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uimutabletraits/layoutdirection
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { .unspecified }
        set {}
    }
}

// https://developer.apple.com/documentation/uikit/uitraitoverrides
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct UITraitOverrides: UIMutableTraits {}

@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIViewController {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides() }
        set {}
    }
}

// https://developer.apple.com/documentation/uikit/uicontentconfiguration
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol UIContentConfiguration {}

// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var text: String?

    public var secondaryText: String?
}

@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UITableViewCell {
    // https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }

    // https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set {}
    }
}

// UIKit's overlay adds a table view's row and section to Foundation's IndexPath.
// https://developer.apple.com/documentation/foundation/indexpath/row
@available(iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension IndexPath {
    public var row: Int {
        get { 0 }
        set {}
    }

    public var section: Int {
        get { 0 }
        set {}
    }
}

// UIKit.swiftinterface: `extension UIAccessibilityTraits : OptionSet {}`, so that traits combine and compare as sets.
// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
extension UIAccessibilityTraits: OptionSet {}
