/// A Boolean launch environment value, written `true` or `false`, as AutoMate writes it.
///
/// It is expressible by a Boolean literal, so an option can store one and be created with `true` or `false`:
///
/// ```swift
/// struct AnimationsEnvironment: LaunchEnvironmentWithSingleValue {
///     typealias Value = BooleanLaunchEnvironmentValue
///     let key = "ANIMATIONS"
///     var value: Value
/// }
///
/// AnimationsEnvironment(value: false)   // ANIMATIONS=false
///
/// // In the app:
/// let animations = ProcessInfo.processInfo.environment["ANIMATIONS"] == "true"   // false
/// ```
public enum BooleanLaunchEnvironmentValue: String, ExpressibleByBooleanLiteral, LaunchEnvironmentValue, Equatable,
    Sendable
{
    /// The value `true`.
    case `true`
    /// The value `false`.
    case `false`

    /// Creates a value from a Boolean literal.
    ///
    /// - Parameter value: The literal.
    public init(booleanLiteral value: Bool) {
        self = value ? .true : .false
    }
}
