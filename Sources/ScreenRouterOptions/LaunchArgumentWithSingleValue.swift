/// A launch argument with one value: `-<key> <value>`, which the app reads as a `UserDefaults` string.
///
/// An enumeration with a raw value can be the option and its own value at once. Make it `CaseIterable` too,
/// and the app reads it back as a case with `current`:
///
/// ```swift
/// enum Server: String, CaseIterable, LaunchArgumentWithSingleValue, LaunchArgumentValue {
///     case testing, production
///
///     var key: String { "Server" }
/// }
/// // Server.testing: -Server "testing"
///
/// // In the app:
/// let server = try Server.current   // .testing, or nil when the option was not passed
/// ```
///
/// A Boolean option stores a ``BooleanLaunchArgumentValue``, as AutoMate's do, and the app reads it with
/// `UserDefaults`:
///
/// ```swift
/// struct SkipLogin: LaunchArgumentWithSingleValue {
///     var value: LaunchArgumentValue { return skip }
///     let skip: BooleanLaunchArgumentValue
///     let key = "SkipLogin"
/// }
/// // SkipLogin(skip: true): -SkipLogin "1"
///
/// // In the app:
/// let skipLogin = UserDefaults.standard.bool(forKey: "SkipLogin")   // true
/// ```
///
/// The value is written as AutoMate writes it: the text of ``LaunchArgumentValue/value``, which for a raw
/// value, a `String` and a ``BooleanLaunchArgumentValue`` is a quoted property-list string (`"testing"`,
/// `"1"`), read back by `UserDefaults` without its quotes. A text of your own that Foundation would read back
/// otherwise (one that starts with `-` or `(`, or has white space at an end) is quoted, so it arrives as
/// written. See <doc:LaunchOptions#Any-text-arrives-intact>.
public protocol LaunchArgumentWithSingleValue: LaunchArgument {
    /// The value of the argument.
    var value: LaunchArgumentValue { get }
}

extension LaunchArgumentWithSingleValue {
    /// `-<key>` followed by the value's text as ``LaunchArgumentValue/value`` writes it, or quoted when
    /// Foundation would read it back otherwise.
    public var launchArguments: [String]? {
        [flag, UserDefaultsArgumentSyntax.written(value)]
    }
}

extension LaunchArgumentWithSingleValue where Self: LaunchArgumentValue {
    /// The option itself, for types that are their own value, such as an enumeration of servers.
    public var value: LaunchArgumentValue { self }
}
