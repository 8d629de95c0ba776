/// A Boolean launch argument value, AutoMate's `.true` and `.false`, written as AutoMate writes them, `"1"` and
/// `"0"`, which `UserDefaults.bool(forKey:)` reads as `true` and `false`.
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
/// SkipLogin(skip: true)    // -SkipLogin "1"
/// SkipLogin(skip: .false)  // -SkipLogin "0"
///
/// // In the app:
/// let skipLogin = UserDefaults.standard.bool(forKey: "SkipLogin")   // true
/// ```
///
/// The app's read-back accepts these and the spellings written by hand, `YES`/`NO` and `true`/`false`.
public enum BooleanLaunchArgumentValue: Int, LaunchArgumentValue, ExpressibleByBooleanLiteral, Equatable, Sendable {
    /// True, written `"1"`.
    case `true` = 1
    /// False, written `"0"`.
    case `false` = 0

    /// Creates a value from a Boolean literal.
    ///
    /// - Parameter value: The literal.
    public init(booleanLiteral value: Bool) {
        self = value ? .true : .false
    }

    /// Reads a Boolean from the text an app received: `1`/`0` (as this type and AutoMate write it), `YES`/`NO`
    /// or `true`/`false`, in any letter case, so values written by hand in a scheme read the same.
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
