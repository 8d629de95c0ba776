extension OptionReader {
    /// The case of an enumeration option the app was launched with.
    ///
    /// The option's key is taken from its first case, and the value matched against every case's
    /// ``LaunchArgumentValue/value``.
    ///
    /// ```swift
    /// enum Server: String, CaseIterable, LaunchArgumentWithSingleValue, LaunchArgumentValue {
    ///     case testing, production
    ///     var key: String { "Server" }
    /// }
    /// let server = try OptionReader().value(of: Server.self)   // -Server testing: .testing
    /// ```
    ///
    /// - Parameter option: The option type.
    /// - Returns: The case, or `nil` when the option is absent (or the type has no cases).
    /// - Throws: ``ScreenRouterError`` listing the valid values when the value matches no case, as for
    ///   `-Server staging`.
    package func value<Option>(of option: Option.Type) throws -> Option?
    where Option: LaunchArgumentWithSingleValue & LaunchArgumentValue & CaseIterable {
        guard let key = Option.allCases.first?.key, let text = try string(forKey: key) else { return nil }
        let written: [(text: String, option: Option)] = Option.allCases.map { option in
            let text: String = option.value
            return (text, option)
        }
        guard let match = written.first(where: { $0.text == text }) else {
            throw ScreenRouterError.invalidLaunchedValue(
                key: key, found: text, expected: "a value of `\(Option.self)`",
                validValues: written.map(\.text))
        }
        return match.option
    }

    /// Whether a Boolean option was switched on.
    ///
    /// ```swift
    /// let skipLogin = try OptionReader().value(of: SkipLogin.self)   // -SkipLogin YES: true
    /// ```
    ///
    /// - Parameter option: The option type.
    /// - Returns: The Boolean, or `nil` when the option is absent.
    /// - Throws: ``ScreenRouterError`` listing the accepted spellings when the value is not a Boolean.
    package func value<Option: BooleanLaunchArgument>(of option: Option.Type) throws -> Bool? {
        try bool(forKey: Option.key)
    }

    /// A list option as the app was launched with it, its values rebuilt from text.
    ///
    /// The option's key is taken from an empty instance, `Option([])`.
    ///
    /// ```swift
    /// let languages = try OptionReader().values(of: SystemLanguages.self)?.identifiers   // ["en", "fr"]
    /// ```
    ///
    /// - Parameter option: The option type.
    /// - Returns: The option with the launched values, or `nil` when it is absent.
    /// - Throws: ``ScreenRouterError`` when the value is not a list, or when one of its items does not
    ///   rebuild a value.
    package func values<Option>(of option: Option.Type) throws -> Option?
    where Option: LaunchArgumentWithMultipleValues, Option.Value: ReadableLaunchArgumentValue {
        let key = Option([]).key
        guard let texts = try strings(forKey: key) else { return nil }
        var values: [Option.Value] = []
        for text in texts {
            guard let value = Option.Value(launchArgumentValue: text) else {
                throw ScreenRouterError.invalidLaunchedValue(
                    key: key, found: texts,
                    expected: "a list of `\(Option.Value.self)` values "
                        + "(\(displayed(text)) is not one)",
                    validValues: nil)
            }
            values.append(value)
        }
        return Option(values)
    }
}
