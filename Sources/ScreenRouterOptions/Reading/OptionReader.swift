import Foundation
import ScreenRouterCore

/// Reads launch options back in the app: the reader behind the option types' `current` members.
///
/// It reads values where the app would: `UserDefaults` (whose argument domain holds every `-key value`
/// pair) and, for flags without a value, the process arguments. Each read tells three cases apart: the
/// option is absent (`nil`), present and valid (the value), or present with a value the option cannot hold
/// (a thrown ``ScreenRouterError`` with code ``ScreenRouterError/Code/invalidOptionValue`` that lists the
/// valid values).
///
/// ```swift
/// let launch = OptionReader()
/// let server = try launch.value(of: Server.self)              // Server.testing, or nil
/// let skipLogin = try launch.bool(forKey: "SkipLogin")        // true, false or nil
/// let numbers = try launch.strings(forKey: "MagicNumbers")    // ["5", "7"], or nil
/// let locale = try launch.string(forKey: "AppleLocale")       // "en_GB", or nil
/// ```
///
/// Apps read options through the public members built on it: `try Server.current` for an enumeration,
/// `try SystemLanguages.current` and `try SystemLocale.current`.
package struct OptionReader {
    private let lookup: (String) -> Any?

    /// The process arguments, where flags without a value (`-UITests`, `--uitesting`) are found.
    package let arguments: [String]

    /// Creates a reader over `UserDefaults` and the process arguments.
    ///
    /// - Parameters:
    ///   - defaults: Where `-key value` pairs are read. Defaults to `UserDefaults.standard`.
    ///   - arguments: Where flags are found. Defaults to `CommandLine.arguments`.
    package init(defaults: UserDefaults = .standard, arguments: [String] = CommandLine.arguments) {
        self.lookup = { defaults.object(forKey: $0) }
        self.arguments = arguments
    }

    /// Creates a reader over process arguments alone, parsed as Foundation fills the argument domain
    /// (see ``UserDefaultsArgumentSyntax/parse(_:)``).
    ///
    /// Use it to read the arguments of another process, or in unit tests of code that reads options.
    ///
    /// - Parameter arguments: The process arguments.
    package init(parsing arguments: [String]) {
        let domain = UserDefaultsArgumentSyntax.parse(arguments)
        self.lookup = { domain[$0] }
        self.arguments = arguments
    }

    /// The value stored for a key, as `UserDefaults.object(forKey:)` returns it.
    ///
    /// - Parameter key: The key, without the leading `-`.
    /// - Returns: A string, an array, a dictionary, data, or `nil` when the key is absent.
    package func object(forKey key: String) -> Any? {
        lookup(key)
    }

    /// Whether the process arguments hold an option's flag, `-<key>`.
    ///
    /// ```swift
    /// struct UITests: LaunchArgument { let key = "UITests" }
    /// if OptionReader().contains(UITests()) { ... }
    /// ```
    ///
    /// - Parameter option: The option.
    /// - Returns: `true` when `-<key>` is one of the arguments.
    package func contains(_ option: some LaunchArgument) -> Bool {
        arguments.contains(option.flag)
    }

    /// The value stored for a key, or `nil` when the key is absent; an argument that Foundation's argument domain
    /// dropped (the process arguments pass `-<key>` a value, and `UserDefaults` holds none) is an error, not an
    /// absent option.
    private func lookup(_ key: String, expected: String) throws -> Any? {
        if let found = lookup(key) { return found }
        guard let argument = argument(forKey: key) else { return nil }
        throw ScreenRouterError.unreadOptionArgument(
            key: key,
            argument: argument,
            found: nil,
            list: expected == "a list"
        )
    }

    /// The argument the process arguments pass after the last `-<key>`, as Foundation pairs them, or `nil`.
    ///
    /// - Parameter key: The key, without the leading `-`.
    /// - Returns: The argument as the process received it, quotes and all.
    package func argument(forKey key: String) -> String? {
        let flag = "-" + key
        return LaunchArguments.pairs(in: arguments).last { $0.key == flag }?.value
    }

    /// The text value of a key.
    ///
    /// - Parameter key: The key, without the leading `-`.
    /// - Returns: The text, or `nil` when the key is absent.
    /// - Throws: ``ScreenRouterError`` when the key holds something other than text, such as a list.
    package func string(forKey key: String) throws -> String? {
        guard let found = try lookup(key, expected: "text") else { return nil }
        guard let text = found as? String else {
            if let argument = argument(forKey: key) {
                throw ScreenRouterError.unreadOptionArgument(key: key, argument: argument, found: found, list: false)
            }
            throw ScreenRouterError.invalidLaunchedValue(
                key: key,
                found: found,
                expected: "a single text value",
                validValues: nil
            )
        }
        return text
    }

    /// The list of text values of a key, passed as `-key (a, b)`.
    ///
    /// - Parameter key: The key, without the leading `-`.
    /// - Returns: The texts in order, or `nil` when the key is absent.
    /// - Throws: ``ScreenRouterError`` when the key holds something other than a list of texts.
    package func strings(forKey key: String) throws -> [String]? {
        guard let found = try lookup(key, expected: "a list") else { return nil }
        guard let list = found as? [Any], let texts = list as? [String] else {
            if let argument = argument(forKey: key), argument.hasPrefix("(") {
                throw ScreenRouterError.unreadOptionArgument(key: key, argument: argument, found: found, list: true)
            }
            throw ScreenRouterError.invalidLaunchedValue(
                key: key,
                found: found,
                expected: "a list of text values such as `(a, b)`",
                validValues: nil
            )
        }
        return texts
    }

    /// The Boolean value of a key.
    ///
    /// Accepts `YES`/`NO`, `true`/`false` and `1`/`0` in any letter case (see
    /// ``BooleanLaunchArgumentValue/parse(_:)``) and a property-list Boolean.
    ///
    /// - Parameter key: The key, without the leading `-`.
    /// - Returns: The Boolean, or `nil` when the key is absent.
    /// - Throws: ``ScreenRouterError`` listing the accepted spellings when the value is none of them.
    package func bool(forKey key: String) throws -> Bool? {
        guard let found = try lookup(key, expected: "a Boolean") else { return nil }
        if let flag = found as? Bool {
            return flag
        }
        if let text = found as? String, let flag = BooleanLaunchArgumentValue.parse(text) {
            return flag
        }
        throw ScreenRouterError.invalidLaunchedValue(
            key: key,
            found: found,
            expected: "a Boolean",
            validValues: BooleanLaunchArgumentValue.acceptedSpellings
        )
    }
}
