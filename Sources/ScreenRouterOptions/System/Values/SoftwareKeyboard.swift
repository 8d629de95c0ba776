/// A software (on-screen) keyboard, by Apple's identifier: `SoftwareKeyboard.Bangla` is `bn@sw=Bengali`.
///
/// Pass keyboards to ``SoftwareKeyboards``, or with hardware keyboards to ``SystemKeyboards``:
///
/// ```swift
/// TestLauncher(options: [SoftwareKeyboards([.Bangla])])   // -AppleKeyboards ("bn@sw=Bengali")
/// ```
///
/// The values AutoMate lists are static constants under AutoMate's names. The type is a structure rather than
/// AutoMate's enumeration, so that any other identifier can be passed too, with AutoMate's
/// `SoftwareKeyboard(rawValue: "en_GB@sw=QWERTY")`, and so that the app reads back whatever keyboard
/// it was launched with. Each is passed as a quoted property-list string.
public struct SoftwareKeyboard: RawRepresentable, Hashable, Sendable, LaunchArgumentValue {
    public let rawValue: String

    /// Creates a value from its identifier, or `nil` when the identifier is empty.
    ///
    /// - Parameter rawValue: The identifier, such as `en_GB@sw=QWERTY`.
    public init?(rawValue: String) {
        guard !rawValue.isEmpty else { return nil }
        self.rawValue = rawValue
    }

    /// A value of the list.
    init(verbatim rawValue: String) {
        self.rawValue = rawValue
    }
}
