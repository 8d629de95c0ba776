/// The identifier of a screen an app can be launched into.
///
/// A `ScreenID` is the value of the `-vc` launch argument. Write one as a string literal wherever
/// an identifier is expected:
///
/// ```swift
/// coordinator.register("settings") { SettingsViewController() }
/// ```
///
/// Identifiers are compared exactly: `"userDetail"` and `"UserDetail"` are different screens.
public struct ScreenID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The identifier as it travels on the command line.
    public let rawValue: String

    /// Creates an identifier from its command-line spelling.
    ///
    /// - Parameter rawValue: The identifier as it appears after `-vc`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

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

    /// Orders identifiers by their raw value, so lists of screens read alphabetically.
    public static func < (lhs: ScreenID, rhs: ScreenID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// Creates an identifier from a single JSON string.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        self.rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the identifier as a single JSON string.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
