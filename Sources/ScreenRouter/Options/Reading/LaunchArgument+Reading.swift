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

extension LaunchArgumentValue where Self: CaseIterable {
    /// In the app, the case the app was launched with under `key`: the read-back for options whose key is an
    /// instance property, as AutoMate's are.
    ///
    /// ```swift
    /// struct Environment: LaunchArgumentWithSingleValue {
    ///     let key = "Environment"
    ///     let value: Backend
    /// }
    /// enum Backend: String, CaseIterable, LaunchArgumentValue { case staging, production }
    ///
    /// let backend = try Backend.current(forKey: "Environment")   // -Environment staging: .staging
    /// ```
    ///
    /// Deprecated: read a custom option back through its own type, which the app and the tests share: an
    /// enumeration option (``LaunchArgumentWithSingleValue`` and ``LaunchArgumentValue``) through its `current`,
    /// a list through ``LaunchArgumentWithMultipleValues``'s `current`.
    ///
    /// - Parameter key: The option's key, without the leading `-`.
    /// - Returns: The case, or `nil` when the option was not passed.
    /// - Throws: ``ScreenRouterError`` listing the valid values when the value matches no case.
    @available(
        *,
        deprecated,
        message: "Read the option through its own type: make it an enumeration option and read `MyOption.current`."
    )
    public static func current(forKey key: String) throws -> Self? {
        try OptionReader().value(Self.self, forKey: key)
    }
}

extension BooleanLaunchArgumentValue {
    /// In the app, the Boolean the app was launched with under `key`, told apart from an absent option and
    /// from a value that is no Boolean.
    ///
    /// ```swift
    /// struct SkipLogin: LaunchArgumentWithSingleValue {
    ///     let key = "SkipLogin"
    ///     let value: LaunchArgumentValue = BooleanLaunchArgumentValue.true
    /// }
    ///
    /// if try BooleanLaunchArgumentValue.current(forKey: "SkipLogin") == true {
    ///     showHome()
    /// }
    /// ```
    ///
    /// `UserDefaults.standard.bool(forKey:)`, AutoMate's way, still works; it reads an absent option and a
    /// mistyped `-SkipLogin maybe` alike as `false`.
    ///
    /// - Parameter key: The option's key, without the leading `-`.
    /// - Returns: `true` for `YES`, `true` or `1`; `false` for `NO`, `false` or `0` (any letter case); `nil`
    ///   when the option was not passed.
    /// - Throws: ``ScreenRouterError`` listing the accepted spellings, `YES` and `NO` first, for any other value.
    ///
    /// Deprecated: read a custom option back through its own type, which the app and the tests share (an
    /// enumeration option's `current`), or as AutoMate does, with `UserDefaults.standard.bool(forKey:)`.
    @available(
        *,
        deprecated,
        message:
            "Read the option through its own type (`MyOption.current`), or with `UserDefaults.standard.bool(forKey:)`."
    )
    public static func current(forKey key: String) throws -> Bool? {
        try OptionReader().bool(forKey: key)
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
