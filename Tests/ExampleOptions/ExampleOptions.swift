import ScreenRouter

// Launch options shaped like the ones an app declares, shared by the tests, the probe apps and the fuzzer.
// (The verbatim AutoMate snippets keep their own copies: compiling them unchanged is what they test.)

/// An enumeration option: `-Server "testing"`.
public enum Server: String, CaseIterable, LaunchArgumentWithSingleValue, LaunchArgumentValue, Sendable {
    case testing, production

    public var key: String { "Server" }
}

/// An enumeration option with an integer raw value: `-Retries "3"`.
public enum Retries: Int, CaseIterable, LaunchArgumentWithSingleValue, LaunchArgumentValue, Sendable {
    case none = 0
    case few = 3

    public var key: String { "Retries" }
}

/// A Boolean option: `-SkipLogin "1"`.
public struct SkipLogin: LaunchArgumentWithSingleValue, Sendable {
    public let key = "SkipLogin"
    public var isEnabled: Bool
    public var value: LaunchArgumentValue { isEnabled ? BooleanLaunchArgumentValue.true : .false }

    public init(isEnabled: Bool = true) {
        self.isEnabled = isEnabled
    }
}

/// A list option: `-MagicNumbers (5, 7)`.
public struct MagicNumbers: LaunchArgumentWithMultipleValues, Sendable {
    public struct Number: LaunchArgumentValue, Equatable, Sendable {
        public let number: Int
        public var value: String { "\(number)" }

        public init(number: Int) { self.number = number }
    }

    public let key = "MagicNumbers"
    public let values: [Number]

    public init(_ values: [Number]) {
        self.values = values
    }
}

/// A feature an app can be launched with, one of a list option's values.
public enum Feature: String, CaseIterable, LaunchArgumentValue, Sendable {
    case darkMode, newCheckout
}

/// A list option whose values are cases, its key an instance property as AutoMate declares it:
/// `-Features ("darkMode", "newCheckout")`.
public struct Features: LaunchArgumentWithMultipleValues, Sendable {
    public let key = "Features"
    public let values: [Feature]

    public init(_ values: [Feature]) {
        self.values = values
    }
}

/// A list option carrying any texts: `-Texts ("a", "b c")`.
public struct Texts: LaunchArgumentWithMultipleValues, Sendable {
    public let key = "Texts"
    public let values: [String]

    public init(_ values: [String]) {
        self.values = values
    }
}

/// A single-value option carrying any text: `-Greeting "Hello, world"`.
public struct Greeting: LaunchArgumentWithSingleValue, Sendable {
    public let key: String
    public let text: String
    public var value: LaunchArgumentValue { text }

    public init(key: String = "Greeting", text: String) {
        self.key = key
        self.text = text
    }
}

/// A flag: `-UITests`.
public struct UITests: LaunchArgument, Sendable {
    public let key = "UITests"

    public init() {}
}
