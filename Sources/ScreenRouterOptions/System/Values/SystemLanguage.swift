/// A language the app can run in, by Apple's identifier: `SystemLanguage.Polish` is `pl`.
///
/// Pass languages to ``SystemLanguages``, most preferred first, or one with a ``SystemCountry`` to
/// ``SystemLocale/init(language:country:)``:
///
/// ```swift
/// TestLauncher(options: [SystemLanguages([.Polish, .English])])   // -AppleLanguages ("pl", "en")
/// ```
///
/// The values AutoMate lists are static constants under AutoMate's names. The type is a structure rather than
/// AutoMate's enumeration, so that any other identifier can be passed too, with AutoMate's
/// `SystemLanguage(rawValue: "ar-SA")`, and so that the app reads back whatever language
/// it was launched with. Each is passed as a quoted property-list string.
public struct SystemLanguage: RawRepresentable, Hashable, Sendable, LaunchArgumentValue {
    public let rawValue: String

    /// Creates a value from its identifier, or `nil` when the identifier is empty.
    ///
    /// - Parameter rawValue: The identifier, such as `ar-SA`.
    public init?(rawValue: String) {
        guard !rawValue.isEmpty else { return nil }
        self.rawValue = rawValue
    }

    /// A value of the list.
    init(verbatim rawValue: String) {
        self.rawValue = rawValue
    }
}
