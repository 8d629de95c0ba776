/// The app's preferred languages, most preferred first: `-AppleLanguages (en, fr)`.
///
/// Foundation and UIKit read `AppleLanguages` to choose the app's localization, so a test can run the app
/// in any language without changing the device's settings.
///
/// ```swift
/// TestLauncher(options: [SystemLanguages(["fr", "en"])]).configure(app).launch()   // -AppleLanguages (fr, en)
///
/// // In the app:
/// let languages = try SystemLanguages.current?.identifiers   // ["fr", "en"]
/// ```
///
/// On Apple platforms `AppleLanguages` is also set in the global domain from the device's settings, so
/// `current` returns the device's languages when the option was not passed.
public struct SystemLanguages: LaunchArgumentWithMultipleValues, Hashable, Sendable {
    /// The key: `AppleLanguages`.
    public static let key = "AppleLanguages"

    /// A language identifier, such as `en`, `fr`, `en-GB` or `zh-Hans`.
    public struct Language: ReadableLaunchArgumentValue, ExpressibleByStringLiteral, Hashable, Sendable {
        /// The identifier.
        public let identifier: String

        /// Creates a language.
        ///
        /// - Parameter identifier: A BCP 47 language identifier, such as `en-GB`.
        public init(_ identifier: String) {
            self.identifier = identifier
        }

        /// Creates a language from a string literal.
        ///
        /// - Parameter value: The identifier.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// Rebuilds a language from the text the app received.
        ///
        /// - Parameter launchArgumentValue: The identifier.
        public init?(launchArgumentValue: String) {
            self.init(launchArgumentValue)
        }

        /// The identifier.
        public var value: String { identifier }
    }

    /// The key: `AppleLanguages`.
    public var key: String { Self.key }

    /// The languages, most preferred first.
    public let values: [Language]

    /// The language identifiers, most preferred first.
    public var identifiers: [String] { values.map(\.identifier) }

    /// Creates the option.
    ///
    /// - Parameter values: The languages, most preferred first.
    public init(_ values: [Language]) {
        self.values = values
    }
}
