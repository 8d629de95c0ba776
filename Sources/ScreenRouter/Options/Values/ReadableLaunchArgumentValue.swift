/// A launch argument value the app can rebuild from the text it received.
///
/// Conform the values of a ``LaunchArgumentWithMultipleValues`` to it so the app can read the whole option
/// back with ``OptionReader/values(of:)``. Types with a raw value that converts from text (a `String` or
/// `Int` enumeration, for example) get the initializer for free.
///
/// ```swift
/// struct Number: ReadableLaunchArgumentValue {
///     let number: Int
///     var value: String { "\(number)" }
///     init(number: Int) { self.number = number }
///     init?(launchArgumentValue: String) {
///         guard let number = Int(launchArgumentValue) else { return nil }
///         self.number = number
///     }
/// }
/// ```
public protocol ReadableLaunchArgumentValue: LaunchArgumentValue {
    /// Rebuilds a value from the text the app received.
    ///
    /// - Parameter launchArgumentValue: The text, as ``LaunchArgumentValue/value`` wrote it.
    init?(launchArgumentValue: String)
}

extension ReadableLaunchArgumentValue where Self: RawRepresentable, RawValue: LosslessStringConvertible {
    /// Rebuilds a value from its raw value written as text.
    ///
    /// - Parameter launchArgumentValue: The raw value as text, such as `testing`.
    public init?(launchArgumentValue: String) {
        guard let rawValue = RawValue(launchArgumentValue) else { return nil }
        self.init(rawValue: rawValue)
    }
}

/// Text is a value as it is: `SystemLanguages(["fr", "en"])`, or an option whose `value` is a string.
extension String: ReadableLaunchArgumentValue {
    /// The text itself.
    ///
    /// - Parameter launchArgumentValue: The text the app received.
    public init?(launchArgumentValue: String) {
        self = launchArgumentValue
    }
}
