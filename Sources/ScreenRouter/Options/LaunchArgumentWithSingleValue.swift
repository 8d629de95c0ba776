/// A launch argument with one value: `-<key> <value>`, which the app reads as a `UserDefaults` string.
///
/// An enumeration with a raw value can be the option and its own value at once:
///
/// ```swift
/// enum Server: String, LaunchArgumentWithSingleValue, LaunchArgumentValue {
///     case testing, production
///
///     var key: String {
///         return "Server"
///     }
/// }
/// // Server.testing: -Server testing
///
/// // In the app:
/// let serverAddress = UserDefaults.standard.string(forKey: "Server")   // "testing"
/// ```
///
/// The value is written as it is unless Foundation would read it differently: a value that is empty,
/// starts with `-` (it would be taken for another key), starts with `(`, `{`, `[`, `<` or `"` (it would be
/// parsed as a property list) or starts or ends with white space (it would be trimmed) is passed as a
/// quoted property-list string, which the app's `UserDefaults` reads back as the original text.
public protocol LaunchArgumentWithSingleValue: LaunchArgument {
    /// The value of the argument.
    var value: LaunchArgumentValue { get }
}

extension LaunchArgumentWithSingleValue {
    /// `-<key>` followed by the value, quoted only where needed.
    public var launchArguments: [String]? {
        [flag, ArgumentDomain.formatValue(value.value)]
    }
}

extension LaunchArgumentWithSingleValue where Self: LaunchArgumentValue {
    /// The option itself, for types that are their own value, such as an enumeration of servers.
    public var value: LaunchArgumentValue { self }
}
