/// The app's locale, which sets number, date and currency formats: `-AppleLocale "en_GB"`.
///
/// ```swift
/// TestLauncher(options: [SystemLocale(language: .English, country: .GreatBritain)]).configure(app).launch()
/// // -AppleLocale "en_GB"
///
/// // In the app:
/// let locale = try SystemLocale.current?.identifier   // "en_GB"
/// ```
///
/// On Apple platforms `AppleLocale` is also set in the global domain from the device's settings, so
/// `current` returns the device's locale when the option was not passed.
public struct SystemLocale: LocaleLaunchArgument, LaunchArgumentWithSingleValue, LaunchArgumentValue, Hashable,
    Sendable
{
    /// The locale identifier, such as `en_GB` or `fr_FR`.
    public let identifier: String

    /// Creates the option from a locale identifier.
    ///
    /// - Parameter localeIdentifier: The locale identifier, such as `en_GB`.
    public init(localeIdentifier: String) {
        identifier = localeIdentifier
    }

    /// Creates the option from a language and a country: `<language>_<country>`, such as `pl_PL`.
    ///
    /// - Parameters:
    ///   - language: The language.
    ///   - country: The country or region.
    public init(language: SystemLanguage, country: SystemCountry) {
        identifier = language.rawValue + "_" + country.rawValue
    }

    /// The identifier as a quoted property-list string, `"en_GB"`.
    public var value: String { UserDefaultsArgumentSyntax.quoted(identifier) }

    /// In the app, the locale the app was launched with.
    ///
    /// - Returns: The option, or `nil` when `AppleLocale` is not set.
    /// - Throws: ``ScreenRouterError`` when `AppleLocale` holds something other than text.
    public static var current: SystemLocale? {
        get throws { try OptionReader().string(forKey: "AppleLocale").map { SystemLocale(localeIdentifier: $0) } }
    }
}
