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
public struct PreferredContentSize {
    /// Removed: a screen's text size is its variant's.
    public init(_ contentSize: ScreenVariant.ContentSize) {}
}

// The unavailable types here conform to nothing: a conformance, even of a type no code can use, is registered for the
// runtime's casts.

/// Removed: AutoMate's option asks for animations off, and the app honours it in one call.
@available(
    *,
    unavailable,
    message: "Use AnimationLaunchEnvironment(animation: false); the app calls UIView.disableAnimationsIfRequested()"
)
public struct Animations {
    /// Removed.
    public static var on: Animations { Animations() }
    /// Removed.
    public static var off: Animations { Animations() }

    /// Removed: the app calls `UIView.disableAnimationsIfRequested()`.
    public static var current: Animations? { get throws { nil } }
}

/// Removed: AutoMate's option asks for animations off, and the app honours it in one call.
@available(
    *,
    unavailable,
    message: "Use AnimationLaunchEnvironment(animation: false); the app calls UIView.disableAnimationsIfRequested()"
)
public struct AnimationsDisabled {
    /// Removed.
    public init(_ isEnabled: Bool = true) {}

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

// A value of these types was once written as a string literal. They are not declared `ExpressibleByStringLiteral`
// again, even unavailable: the conformance would still be registered for the runtime's casts, and Foundation's
// bridging of strings traps on it. The options that take them say instead what replaced a list of strings.

extension SystemLanguages {
    /// Removed: a language is AutoMate's constant or `init(rawValue:)`, not a string literal.
    @available(
        *,
        unavailable,
        message:
            "Use constants, SystemLanguages([.French, .English]), or AutoMate's SystemLanguage(rawValue: \"en-PL\")"
    )
    public init(_ values: [String], _ removed: Void = ()) { self.init([SystemLanguage]()) }
}

extension SoftwareKeyboards {
    /// Removed: a keyboard is AutoMate's constant or `init(rawValue:)`, not a string literal.
    @available(*, unavailable, message: "Use constants, or AutoMate's SoftwareKeyboard(rawValue: \"pl_PL@sw=Polish\")")
    public init(_ values: [String], _ removed: Void = ()) { self.init([SoftwareKeyboard]()) }
}

extension HardwareKeyboards {
    /// Removed: a keyboard is AutoMate's constant or `init(rawValue:)`, not a string literal.
    @available(*, unavailable, message: "Use constants, or AutoMate's HardwareKeyboard(rawValue: \"pl_PL@hw=Polish\")")
    public init(_ values: [String], _ removed: Void = ()) { self.init([HardwareKeyboard]()) }
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
public struct ArgumentDomain {
    /// Removed: an option writes its own value.
    public static func formatValue(_ value: String) -> String { value }

    /// Removed: an option writes its own values.
    public static func formatList(_ values: [String]) -> String { "" }

    /// Removed: an option writes its own value.
    public static func quoted(_ text: String) -> String { text }

    /// Removed: read a value through its option type.
    public static func parse(_ arguments: [String]) -> [String: Any] { [:] }
}
