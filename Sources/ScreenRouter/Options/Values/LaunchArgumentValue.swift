/// A value a launch argument carries, as the text the app receives.
///
/// Launch arguments are strings, so every value says how it is written. Types with a raw value get
/// ``value`` for free: an enumeration whose raw type is `String` is written as its raw value.
///
/// ```swift
/// struct Number: LaunchArgumentValue {
///     let number: Int
///     var value: String { "\(number)" }
/// }
/// ```
///
/// The text is passed as it is; ``LaunchArgumentWithSingleValue`` and ``LaunchArgumentWithMultipleValues``
/// quote it where Foundation's argument domain would otherwise read it differently.
public protocol LaunchArgumentValue {
    /// The value as the app receives it, before any quoting.
    var value: String { get }
}

extension LaunchArgumentValue where Self: RawRepresentable {
    /// The raw value, written as text: `testing` for `case testing` of a `String` enumeration.
    public var value: String { "\(rawValue)" }
}
