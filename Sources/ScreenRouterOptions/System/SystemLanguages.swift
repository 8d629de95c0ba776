/// The app's preferred languages, most preferred first: `-AppleLanguages ("fr", "en")`.
///
/// Foundation and UIKit read `AppleLanguages` to choose the app's localization, so a test can run the app
/// in any language without changing the device's settings.
///
/// ```swift
/// TestLauncher(options: [SystemLanguages([.French, .English])]).configure(app).launch()
/// // -AppleLanguages ("fr", "en")
///
/// // In the app:
/// let languages = try SystemLanguages.current?.values   // [.French, .English]
/// ```
///
/// A language AutoMate does not list takes AutoMate's `init(rawValue:)`: `SystemLanguage(rawValue: "en-PL")`. On Apple
/// platforms `AppleLanguages` is also set in the global domain from the device's settings, so `current`
/// returns the device's languages when the option was not passed.
public struct SystemLanguages: LanguageLaunchArgument, LaunchArgumentWithMultipleValues, Hashable, Sendable {
    /// The languages, most preferred first.
    public let values: [SystemLanguage]

    /// Creates the option.
    ///
    /// - Parameter values: The languages, most preferred first.
    public init(_ values: [SystemLanguage]) {
        self.values = values
    }

    /// In the app, the languages the app was launched with, most preferred first.
    ///
    /// - Returns: The option, or `nil` when `AppleLanguages` is not set.
    /// - Throws: ``ScreenRouterError`` when `AppleLanguages` is not a list of texts, such as `-AppleLanguages fr`.
    public static var current: SystemLanguages? {
        get throws {
            try OptionReader().strings(forKey: "AppleLanguages").map {
                Self($0.map(SystemLanguage.init(verbatim:)))
            }
        }
    }
}

/// A launch argument whose key is `AppleLanguages`, the app's preferred languages, as ``SystemLanguages``'s is.
public protocol LanguageLaunchArgument: LaunchArgument {}

extension LanguageLaunchArgument {
    /// `AppleLanguages`.
    public var key: String { "AppleLanguages" }
}

/// A launch argument whose key is `AppleLocale`, the app's locale, as ``SystemLocale``'s is.
public protocol LocaleLaunchArgument: LaunchArgument {}

extension LocaleLaunchArgument {
    /// `AppleLocale`.
    public var key: String { "AppleLocale" }
}

/// A launch argument whose key is `AppleKeyboards`, the keyboards the app offers, as ``SoftwareKeyboards``',
/// ``HardwareKeyboards``' and ``SystemKeyboards``' is.
public protocol KeyboardLaunchArgument: LaunchArgument {}

extension KeyboardLaunchArgument {
    /// `AppleKeyboards`.
    public var key: String { "AppleKeyboards" }
}
