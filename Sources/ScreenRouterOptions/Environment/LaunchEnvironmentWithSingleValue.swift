/// A launch option that sets one environment variable, `<key>=<value>`.
///
/// ```swift
/// public struct SimpleLaunchEnvironment: LaunchEnvironmentWithSingleValue {
///     public typealias Value = String
///     public let key = "LAUNCH_KEY"
///     public var value: String
/// }
///
/// let simple = SimpleLaunchEnvironment(value: "LaunchValue")   // LAUNCH_KEY=LaunchValue
///
/// // In the app:
/// let launchValue = ProcessInfo.processInfo.environment["LAUNCH_KEY"]   // "LaunchValue"
/// ```
///
/// An enumeration with a `String` raw value can be the option and its value at once; its ``value`` is its
/// raw value:
///
/// ```swift
/// enum LimitedOptionsEnvironment: String, LaunchEnvironmentWithSingleValue {
///     case one
///     case two
///
///     var key: String {
///         return "LimitedOptionsEnvironment"
///     }
/// }
/// // LimitedOptionsEnvironment.one: LimitedOptionsEnvironment=one
/// ```
public protocol LaunchEnvironmentWithSingleValue: LaunchEnvironmentProtocol {
    /// The type of the value, inferred from ``value`` (restated here so that the compiler infers it).
    associatedtype Value

    /// The name of the environment variable.
    var key: String { get }

    /// The value of the environment variable.
    var value: Value { get }
}

extension LaunchEnvironmentWithSingleValue {
    /// `[key: value.value]`.
    public var launchEnvironments: [String: String]? {
        [key: value.value]
    }

    /// The key: two options that set one variable are one option, and only the first is applied.
    public var uniqueIdentifier: String { key }
}

extension RawRepresentable where Self: LaunchEnvironmentWithSingleValue {
    /// The value is the raw value, for an option that is its own value.
    public typealias Value = RawValue

    /// The raw value.
    public var value: RawValue {
        rawValue
    }
}
