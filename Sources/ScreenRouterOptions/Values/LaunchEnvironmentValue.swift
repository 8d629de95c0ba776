/// A value a launch environment variable carries, as the text the app reads.
///
/// Environment variables are strings, so every value says how it is written. `String` is a value as it is,
/// and an enumeration whose raw type is `String` is written as its raw value:
///
/// ```swift
/// public enum DataSource: String, LaunchEnvironmentValue {
///     case valid = "mock_valid"
///     case error = "mock_error"
/// }
/// // DataSource.valid.value == "mock_valid"
/// ```
///
/// The text reaches the app unchanged: the environment is not parsed the way `UserDefaults` parses launch
/// arguments, so no quoting is needed. It must not contain a NUL character, which no environment variable
/// can carry.
public protocol LaunchEnvironmentValue {
    /// The value as the app reads it from `ProcessInfo.processInfo.environment`.
    var value: String { get }
}

extension LaunchEnvironmentValue where Self: RawRepresentable, Self.RawValue == String {
    /// The raw value: `mock_valid` for `case valid = "mock_valid"`.
    public var value: String { rawValue }
}

extension String: LaunchArgumentValue, LaunchEnvironmentValue {
    /// The string itself, so `String` can be the `Value` of a launch environment option, and the value of a
    /// launch argument, where it is written as a quoted property-list string as AutoMate writes a raw value
    /// (`-Name "Ada"`).
    ///
    /// ```swift
    /// public struct SimpleLaunchEnvironment: LaunchEnvironmentWithSingleValue {
    ///     public typealias Value = String
    ///     public let key = "LAUNCH_KEY"
    ///     public var value: String
    /// }
    /// ```
    public var value: String { self }
}

extension LaunchArgumentValue where Self: LaunchEnvironmentValue, Self: RawRepresentable, Self.RawValue == String {
    /// The raw value, for a value that can be passed both as a launch argument and in the environment.
    ///
    /// ```swift
    /// enum DataSource: String, LaunchArgumentValue, LaunchEnvironmentValue {
    ///     case valid = "mock_valid"
    ///     case error = "mock_error"
    /// }
    /// ```
    ///
    /// Without it, the two protocols' defaults for `value` would be ambiguous. In the environment the value is the
    /// raw value as it is; as a launch argument it is written quoted, as AutoMate writes a raw value.
    public var value: String { rawValue }
}
