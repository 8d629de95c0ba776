/// The app's preferred languages, most preferred first: `-AppleLanguages (fr, en)`.
///
/// Foundation and UIKit read `AppleLanguages` to choose the app's localization, so a test can run the app
/// in any language without changing the device's settings.
///
/// ```swift
/// TestLauncher(options: [SystemLanguages(["fr", "en"])]).configure(app).launch()   // -AppleLanguages (fr, en)
///
/// // In the app:
/// let languages = try SystemLanguages.current?.values   // ["fr", "en"]
/// ```
///
/// Each value is a BCP 47 language identifier, such as `en`, `fr`, `en-GB` or `zh-Hans`. On Apple platforms
/// `AppleLanguages` is also set in the global domain from the device's settings, so `current` returns the
/// device's languages when the option was not passed.
public struct SystemLanguages: LaunchArgumentWithMultipleValues, Hashable, Sendable {
    /// The key: `AppleLanguages`.
    public var key: String { "AppleLanguages" }

    /// The language identifiers, most preferred first.
    public let values: [String]

    /// Creates the option.
    ///
    /// - Parameter values: The language identifiers, most preferred first.
    public init(_ values: [String]) {
        self.values = values
    }
}
