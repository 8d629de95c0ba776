import ScreenRouterCore

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
            let text = UserDefaultsArgumentSyntax.readBack(option)
            return (text, option)
        }
        guard let match = written.first(where: { $0.text == text }) else {
            throw ScreenRouterError.invalidLaunchedValue(
                key: key,
                found: text,
                expected: "a value of `\(Option.self)`",
                validValues: written.map(\.text)
            )
        }
        return match.option
    }
}
