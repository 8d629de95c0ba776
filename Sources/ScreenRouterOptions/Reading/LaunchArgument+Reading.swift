extension LaunchArgumentWithSingleValue where Self: LaunchArgumentValue & CaseIterable {
    /// In the app, the case the app was launched with.
    ///
    /// ```swift
    /// switch try Server.current {
    /// case .testing?: useTestingServer()
    /// case .production?, nil: useProductionServer()
    /// }
    /// ```
    ///
    /// - Returns: The case, or `nil` when the option was not passed.
    /// - Throws: ``ScreenRouterError`` listing the valid values when the value matches no case.
    public static var current: Self? {
        get throws { try OptionReader().value(of: Self.self) }
    }
}

extension LaunchArgumentWithMultipleValues where Value: CaseIterable {
    /// In the app, the list the app was launched with, each value one of `Value`'s cases.
    ///
    /// ```swift
    /// enum Feature: String, CaseIterable, LaunchArgumentValue { case darkMode, newCheckout }
    /// struct Features: LaunchArgumentWithMultipleValues {
    ///     let key = "Features"
    ///     let values: [Feature]
    ///     init(_ values: [Feature]) { self.values = values }
    /// }
    ///
    /// let features = try Features.current?.values ?? []   // -Features (darkMode): [.darkMode]
    /// ```
    ///
    /// The key is the option's own: an instance property, as AutoMate declares it, works.
    ///
    /// - Returns: The option, or `nil` when it was not passed.
    /// - Throws: ``ScreenRouterError`` naming a value that is none of the cases and listing the valid ones, or
    ///   saying that the value is not a list.
    public static var current: Self? {
        get throws {
            let key = Self([]).key
            return try OptionReader().values(Value.self, forKey: key).map(Self.init)
        }
    }
}

extension LaunchArgumentWithMultipleValues where Value == String {
    /// In the app, the list of texts the app was launched with.
    ///
    /// ```swift
    /// let languages = try SystemLanguages.current?.values   // -AppleLanguages (fr, en): ["fr", "en"]
    /// ```
    ///
    /// - Returns: The option, or `nil` when it was not passed.
    /// - Throws: ``ScreenRouterError`` when the value is not a list, such as `-AppleLanguages fr`.
    public static var current: Self? {
        get throws {
            let key = Self([]).key
            return try OptionReader().strings(forKey: key).map(Self.init)
        }
    }
}
