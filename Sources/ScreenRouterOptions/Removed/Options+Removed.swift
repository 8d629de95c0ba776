import Foundation
import ScreenRouterCore

// The launch options' spellings that 1.0 removed, declared unavailable so that the compiler names each one's
// replacement (the Migrating from 0.x article lists them). None of them can be used.

/// Removed: a screen's text size is its variant's.
@available(
    *,
    unavailable,
    message: "A screen's text size is its variant's: ScreenVariant(contentSize:), as variant: of the request"
)
public struct PreferredContentSize: LaunchOption {
    /// Removed: a screen's text size is its variant's.
    public init(_ contentSize: ScreenVariant.ContentSize) {}

    /// Removed.
    public var launchArguments: [String]? { nil }

    /// Removed.
    public var launchEnvironments: [String: String]? { nil }
}

/// Removed: AutoMate's option asks for animations off, and the app honours it in one call.
@available(
    *,
    unavailable,
    message: "Use AnimationLaunchEnvironment(animation: false); the app calls UIView.disableAnimationsIfRequested()"
)
public enum Animations {
    /// Removed.
    case on
    /// Removed.
    case off

    /// Removed: the app calls `UIView.disableAnimationsIfRequested()`.
    public static var current: Animations? { get throws { nil } }
}

/// Removed: AutoMate's option asks for animations off, and the app honours it in one call.
@available(
    *,
    unavailable,
    message: "Use AnimationLaunchEnvironment(animation: false); the app calls UIView.disableAnimationsIfRequested()"
)
public struct AnimationsDisabled: LaunchOption {
    /// Removed.
    public init(_ isEnabled: Bool = true) {}

    /// Removed.
    public var launchArguments: [String]? { nil }

    /// Removed.
    public var launchEnvironments: [String: String]? { nil }

    /// Removed: the app calls `UIView.disableAnimationsIfRequested()`.
    public static var isRequested: Bool { false }
}

/// Removed: a Boolean option is AutoMate's, a single value of `BooleanLaunchArgumentValue`.
@available(
    *,
    unavailable,
    message:
        "Declare a LaunchArgumentWithSingleValue of BooleanLaunchArgumentValue; read it with UserDefaults.bool(forKey:)"
)
public protocol BooleanLaunchArgument {}

/// Removed: a list's values read back through their type when it is `CaseIterable`.
@available(
    *,
    unavailable,
    message: "Make the value type CaseIterable (or String): the list reads back through current"
)
public protocol ReadableLaunchArgumentValue {}

/// Removed: a text is a launch-argument value as it is.
@available(*, unavailable, renamed: "String")
public typealias StringLaunchArgumentValue = String

extension SystemLanguages {
    /// Removed: a language is a ``SystemLanguage``.
    @available(*, unavailable, message: "A language is a SystemLanguage: .French, or SystemLanguage(rawValue:)")
    public typealias Language = SystemLanguage

    /// Removed: the languages are ``values``.
    @available(*, unavailable, renamed: "values")
    public var identifiers: [String] { [] }
}

extension SystemLocale {
    /// Removed: AutoMate's spelling names the identifier.
    @available(*, unavailable, renamed: "init(localeIdentifier:)")
    public init(_ identifier: String) { self.init(localeIdentifier: identifier) }

    /// Removed: a locale is its identifier.
    @available(*, unavailable, message: "A locale is its identifier: SystemLocale(localeIdentifier: \"en_GB\")")
    public init(language: String, region: String) { self.init(localeIdentifier: language + "_" + region) }
}

/// Removed: a language is AutoMate's constant or `init(rawValue:)`.
@available(
    *,
    unavailable,
    message: "Use a constant, SystemLanguages([.French, .English]), or AutoMate's SystemLanguage(rawValue: \"en-PL\")"
)
extension SystemLanguage: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(verbatim: value) }
}

/// Removed: a country is AutoMate's constant or `init(rawValue:)`.
@available(*, unavailable, message: "Use a constant, or AutoMate's SystemCountry(rawValue: \"XK\")")
extension SystemCountry: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(verbatim: value) }
}

/// Removed: a keyboard is AutoMate's constant or `init(rawValue:)`.
@available(*, unavailable, message: "Use a constant, or AutoMate's SoftwareKeyboard(rawValue: \"pl_PL@sw=Polish\")")
extension SoftwareKeyboard: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(verbatim: value) }
}

/// Removed: a keyboard is AutoMate's constant or `init(rawValue:)`.
@available(*, unavailable, message: "Use a constant, or AutoMate's HardwareKeyboard(rawValue: \"pl_PL@hw=Polish\")")
extension HardwareKeyboard: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(verbatim: value) }
}

extension LaunchArgumentValue where Self: CaseIterable {
    /// Removed: an option reads back through its own type.
    @available(
        *,
        unavailable,
        message: "Read the option through its own type: make it an enumeration option and read MyOption.current"
    )
    public static func current(forKey key: String) throws -> Self? { nil }
}

extension BooleanLaunchArgumentValue {
    /// Removed: a Boolean option reads back as AutoMate's does.
    @available(
        *,
        unavailable,
        message: "Read it with UserDefaults.standard.bool(forKey:), as AutoMate does, or through an enumeration option"
    )
    public static func current(forKey key: String) throws -> Bool? { nil }
}

/// Removed: the options write their values in the argument domain's syntax, `UserDefaultsArgumentSyntax`, which is
/// internal; read a value through its option's type, or with `UserDefaults`.
@available(
    *,
    unavailable,
    message:
        "Read a value through its option's type (MyOption.current) or UserDefaults, as the Launch Options article shows"
)
public enum ArgumentDomain {
    /// Removed: an option writes its own value.
    public static func formatValue(_ value: String) -> String { value }

    /// Removed: an option writes its own values.
    public static func formatList(_ values: [String]) -> String { "" }

    /// Removed: an option writes its own value.
    public static func quoted(_ text: String) -> String { text }

    /// Removed: read a value through its option type.
    public static func parse(_ arguments: [String]) -> [String: Any] { [:] }
}
