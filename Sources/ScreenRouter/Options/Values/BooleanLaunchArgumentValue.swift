/// A Boolean launch argument value, written `YES` or `NO` so that `UserDefaults.bool(forKey:)` reads it.
///
/// It is expressible by a Boolean literal, so an option can store one and be created with `true` or `false`:
///
/// ```swift
/// struct SkipLogin: LaunchArgumentWithSingleValue {
///     var value: LaunchArgumentValue { return skip }
///     let skip: BooleanLaunchArgumentValue
///     let key = "SkipLogin"
/// }
///
/// SkipLogin(skip: true)   // -SkipLogin YES
/// SkipLogin(skip: .false)  // -SkipLogin NO
///
/// // In the app:
/// let skipLogin = UserDefaults.standard.bool(forKey: "SkipLogin")   // true
/// ```
///
/// ``true`` and ``false`` are AutoMate's spellings of the two values. AutoMate writes them as `"1"` and
/// `"0"`; this type writes `YES` and `NO`, which `UserDefaults.bool(forKey:)` reads the same way.
public struct BooleanLaunchArgumentValue: LaunchArgumentValue, ExpressibleByBooleanLiteral, Hashable, Sendable {
    /// The text of `true`: `YES`.
    public static let trueText = "YES"
    /// The text of `false`: `NO`.
    public static let falseText = "NO"

    /// The value `YES`, AutoMate's `.true`.
    public static let `true` = Self(true)

    /// The value `NO`, AutoMate's `.false`.
    public static let `false` = Self(false)

    /// The Boolean the value stands for.
    public let isOn: Bool

    /// Creates a value.
    ///
    /// - Parameter isOn: The Boolean the value stands for.
    public init(_ isOn: Bool) {
        self.isOn = isOn
    }

    /// Creates a value from a Boolean literal.
    ///
    /// - Parameter value: The literal.
    public init(booleanLiteral value: Bool) {
        self.init(value)
    }

    /// `YES` or `NO`, the spellings Foundation reads as `true` and `false` on every platform.
    public var value: String { isOn ? Self.trueText : Self.falseText }

    /// Reads a Boolean from the text an app received.
    ///
    /// Accepts `YES`/`NO`, `true`/`false` and `1`/`0`, in any letter case, so values written by hand in a
    /// scheme are read the same way as those this type writes.
    ///
    /// - Parameter text: The received text.
    /// - Returns: The Boolean, or `nil` when the text is none of those spellings.
    public static func parse(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "true", "1": return true
        case "no", "false", "0": return false
        default: return nil
        }
    }

    /// The spellings ``parse(_:)`` accepts, for messages.
    static let acceptedSpellings = ["YES", "NO", "true", "false", "1", "0"]
}
