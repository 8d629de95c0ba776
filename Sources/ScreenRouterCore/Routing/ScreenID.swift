/// The identifier of a screen an app can be launched into.
///
/// A `ScreenID` is the value of the `-vc` launch argument. Write one as a string literal wherever an
/// identifier is expected:
///
/// ```swift
/// coordinator.register("settings") { SettingsViewController() }
/// ```
///
/// Identifiers are compared exactly: `"userDetail"` and `"UserDetail"` are different screens.
public struct ScreenID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier as it travels on the command line.
    public let rawValue: String

    /// Creates an identifier from its command-line spelling.
    ///
    /// - Parameter rawValue: The identifier as it appears after `-vc`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal, so `"users"` can stand wherever a `ScreenID` is expected.
    ///
    /// - Parameter value: The identifier as it appears after `-vc`.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The identifier itself, so messages and logs show it exactly as typed.
    public var description: String { rawValue }
}
