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
