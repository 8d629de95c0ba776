import ScreenRouterCore

extension OptionReader {
    /// The case of a value type the app was launched with under `key`, matched against every case's
    /// ``LaunchArgumentValue/value``.
    ///
    /// - Returns: The case, or `nil` when the key is absent.
    /// - Throws: ``ScreenRouterError`` listing the valid values when the value matches no case.
    package func value<Value: LaunchArgumentValue & CaseIterable>(
        _ type: Value.Type,
        forKey key: String
    ) throws -> Value? {
        guard let text = try string(forKey: key) else { return nil }
        guard let match = Value.allCases.first(where: { UserDefaultsArgumentSyntax.readBack($0) == text }) else {
            throw ScreenRouterError.invalidLaunchedValue(
                key: key,
                found: text,
                expected: "a value of `\(Value.self)`",
                validValues: Value.allCases.map(UserDefaultsArgumentSyntax.readBack)
            )
        }
        return match
    }

    /// The cases of a value type the app was launched with as a list under `key`, each matched against every
    /// case's ``LaunchArgumentValue/value``.
    ///
    /// - Returns: The cases in the order given, or `nil` when the key is absent.
    /// - Throws: ``ScreenRouterError`` naming the first value that matches no case and listing the valid ones,
    ///   or saying that the value is not a list.
    package func values<Value: LaunchArgumentValue & CaseIterable>(
        _ type: Value.Type,
        forKey key: String
    ) throws -> [Value]? {
        guard let texts = try strings(forKey: key) else { return nil }
        return try texts.map { text in
            guard let match = Value.allCases.first(where: { UserDefaultsArgumentSyntax.readBack($0) == text }) else {
                throw ScreenRouterError.invalidLaunchedValue(
                    key: key,
                    found: texts,
                    expected: "a list of `\(Value.self)` values: \(displayed(text)) is none of them",
                    validValues: Value.allCases.map(UserDefaultsArgumentSyntax.readBack)
                )
            }
            return match
        }
    }
}
