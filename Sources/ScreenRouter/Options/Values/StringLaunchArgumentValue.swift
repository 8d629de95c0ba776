/// A text launch argument value, passed so that the app reads back exactly this text.
///
/// ```swift
/// struct Greeting: LaunchArgumentWithSingleValue {
///     let key = "Greeting"
///     let text: String
///     var value: LaunchArgumentValue { StringLaunchArgumentValue(text) }
/// }
/// Greeting(text: "Hello, world")   // -Greeting, then Hello, world as one argument
/// Greeting(text: "(hi)")           // -Greeting, then "(hi)" quoted, so the app reads (hi)
/// ```
public struct StringLaunchArgumentValue: ReadableLaunchArgumentValue, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The text.
    public let value: String

    /// Creates a value.
    ///
    /// - Parameter value: The text.
    public init(_ value: String) {
        self.value = value
    }

    /// Creates a value from a string literal.
    ///
    /// - Parameter value: The text.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Rebuilds a value from the text the app received.
    ///
    /// - Parameter launchArgumentValue: The text.
    public init?(launchArgumentValue: String) {
        self.init(launchArgumentValue)
    }
}
