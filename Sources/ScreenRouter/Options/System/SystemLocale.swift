/// The app's locale, which sets number, date and currency formats: `-AppleLocale en_GB`.
///
/// ```swift
/// TestLauncher(options: [SystemLocale("en_GB")]).configure(app).launch()   // -AppleLocale en_GB
///
/// // In the app:
/// let locale = try SystemLocale.current?.identifier   // "en_GB"
/// ```
///
/// On Apple platforms `AppleLocale` is also set in the global domain from the device's settings, so
/// `current` returns the device's locale when the option was not passed.
public struct SystemLocale: LaunchArgumentWithSingleValue, Hashable, Sendable {
    /// The key: `AppleLocale`.
    public var key: String { "AppleLocale" }

    /// The locale identifier, such as `en_GB` or `fr_FR`.
    public let identifier: String

    /// Creates the option.
    ///
    /// - Parameter identifier: The locale identifier, such as `en_GB`.
    public init(_ identifier: String) {
        self.identifier = identifier
    }

    /// The identifier.
    public var value: LaunchArgumentValue { identifier }

    /// In the app, the locale the app was launched with.
    ///
    /// - Returns: The option, or `nil` when `AppleLocale` is not set.
    /// - Throws: ``ScreenRouterError`` when `AppleLocale` holds something other than text.
    public static var current: SystemLocale? {
        get throws { try OptionReader().string(forKey: "AppleLocale").map(SystemLocale.init) }
    }
}
