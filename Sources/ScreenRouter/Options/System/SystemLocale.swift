/// The app's locale, which sets number, date and currency formats: `-AppleLocale en_GB`.
///
/// ```swift
/// TestLauncher(options: [SystemLocale(language: "en", region: "GB")]).configure(app).launch()
/// // -AppleLocale en_GB
///
/// // In the app:
/// let locale = try SystemLocale.current?.identifier   // "en_GB"
/// ```
///
/// On Apple platforms `AppleLocale` is also set in the global domain from the device's settings, so
/// `current` returns the device's locale when the option was not passed.
public struct SystemLocale: LaunchArgumentWithSingleValue, Hashable, Sendable {
    /// The key: `AppleLocale`.
    public static let key = "AppleLocale"

    /// The locale identifier, such as `en_GB` or `fr_FR`.
    public let identifier: String

    /// Creates the option from a locale identifier.
    ///
    /// - Parameter identifier: The identifier, such as `en_GB`.
    public init(_ identifier: String) {
        self.identifier = identifier
    }

    /// Creates the option from a language and a region.
    ///
    /// - Parameters:
    ///   - language: The language code, such as `en`.
    ///   - region: The region code, such as `GB`.
    public init(language: String, region: String) {
        self.init(language + "_" + region)
    }

    /// The key: `AppleLocale`.
    public var key: String { Self.key }

    /// The identifier.
    public var value: LaunchArgumentValue { StringLaunchArgumentValue(identifier) }

    /// In the app, the locale the app was launched with.
    ///
    /// - Returns: The option, or `nil` when `AppleLocale` is not set.
    /// - Throws: ``ScreenRouterError`` when `AppleLocale` holds something other than text.
    public static var current: SystemLocale? {
        get throws { try LaunchArguments().string(forKey: key).map(SystemLocale.init) }
    }
}
