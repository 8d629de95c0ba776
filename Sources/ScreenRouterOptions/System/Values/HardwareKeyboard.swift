/// A hardware keyboard layout, by Apple's identifier: `HardwareKeyboard.Bangla` is `bn@hw=Bangla`.
///
/// Pass keyboards to ``HardwareKeyboards``, or with software keyboards to ``SystemKeyboards``:
///
/// ```swift
/// TestLauncher(options: [HardwareKeyboards([.Bangla])])   // -AppleKeyboards ("bn@hw=Bangla")
/// ```
///
/// The values AutoMate lists are static constants under AutoMate's names. The type is a structure rather than
/// AutoMate's enumeration, so that any other identifier can be passed too, with AutoMate's
/// `HardwareKeyboard(rawValue: "en_GB@hw=British")`, and so that the app reads back whatever keyboard
/// it was launched with. Each is passed as a quoted property-list string.
public struct HardwareKeyboard: RawRepresentable, Hashable, Sendable, LaunchArgumentValue {
    public let rawValue: String

    /// Creates a value from its identifier, or `nil` when the identifier is empty.
    ///
    /// - Parameter rawValue: The identifier, such as `en_GB@hw=British`.
    public init?(rawValue: String) {
        guard !rawValue.isEmpty else { return nil }
        self.rawValue = rawValue
    }

    /// A value of the list.
    init(verbatim rawValue: String) {
        self.rawValue = rawValue
    }
}
