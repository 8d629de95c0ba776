/// A Boolean launch argument value, AutoMate's `.true` and `.false`, written `YES` or `NO` so that
/// `UserDefaults.bool(forKey:)` reads it.
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
/// SkipLogin(skip: true)    // -SkipLogin YES
/// SkipLogin(skip: .false)  // -SkipLogin NO
///
/// // In the app:
/// let skipLogin = UserDefaults.standard.bool(forKey: "SkipLogin")   // true
/// ```
///
/// AutoMate writes the two values as `"1"` and `"0"`; this type writes `YES` and `NO`, which
/// `UserDefaults.bool(forKey:)` reads the same way on every platform.
public enum BooleanLaunchArgumentValue: Int, LaunchArgumentValue, ExpressibleByBooleanLiteral, Sendable {
    /// True, written `YES`.
    case `true` = 1
    /// False, written `NO`.
    case `false` = 0

    /// Creates a value from a Boolean literal.
    ///
    /// - Parameter value: The literal.
    public init(booleanLiteral value: Bool) {
        self = value ? .true : .false
    }

    /// `YES` or `NO`, the spellings Foundation reads as `true` and `false` on every platform.
    public var value: String { self == .true ? "YES" : "NO" }

    /// Reads a Boolean from the text an app received: `YES`/`NO`, `true`/`false` or `1`/`0`, in any letter
    /// case, so values written by hand in a scheme read the same as those this type writes.
    package static func parse(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "true", "1": return true
        case "no", "false", "0": return false
        default: return nil
        }
    }

    /// The spellings ``parse(_:)`` accepts, for messages.
    package static let acceptedSpellings = ["YES", "NO", "true", "false", "1", "0"]
}
