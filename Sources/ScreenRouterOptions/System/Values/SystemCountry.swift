/// A country or region, by Apple's region code: `SystemCountry.Poland` is `PL`.
///
/// Pass one with a ``SystemLanguage`` to ``SystemLocale/init(language:country:)``:
///
/// ```swift
/// TestLauncher(options: [SystemLocale(language: .Polish, country: .Poland)])   // -AppleLocale "pl_PL"
/// ```
///
/// The values AutoMate lists are static constants under AutoMate's names. The type is a structure rather than
/// AutoMate's enumeration, so that any other identifier can be passed too, with AutoMate's
/// `SystemCountry(rawValue: "XK")`, and so that the app reads back whatever region
/// it was launched with. Each is passed as a quoted property-list string.
public struct SystemCountry: RawRepresentable, Hashable, Sendable, LaunchArgumentValue {
    public let rawValue: String

    /// Creates a value from its identifier, or `nil` when the identifier is empty.
    ///
    /// - Parameter rawValue: The identifier, such as `XK`.
    public init?(rawValue: String) {
        guard !rawValue.isEmpty else { return nil }
        self.rawValue = rawValue
    }

    /// A value of the list.
    init(verbatim rawValue: String) {
        self.rawValue = rawValue
    }
}
