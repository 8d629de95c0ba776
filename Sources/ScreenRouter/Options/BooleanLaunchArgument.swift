/// A launch argument that switches something on or off, `-<key> YES` or `-<key> NO`, with its key on the
/// type so the app reads it back by type.
///
/// ```swift
/// struct SkipLogin: BooleanLaunchArgument {
///     static let key = "SkipLogin"
///     var isEnabled = true
/// }
///
/// // In the test:
/// TestLauncher(options: [SkipLogin()]).configure(app).launch()      // -SkipLogin YES
///
/// // In the app:
/// if try SkipLogin.current { showHome() }
/// let skipLogin = UserDefaults.standard.bool(forKey: "SkipLogin")  // true, too
/// ```
public protocol BooleanLaunchArgument: LaunchArgumentWithSingleValue {
    /// The key, without the leading `-`.
    static var key: String { get }

    /// Whether this option switches the feature on.
    var isEnabled: Bool { get }
}

extension BooleanLaunchArgument {
    /// The type's key.
    public var key: String { Self.key }

    /// `YES` or `NO`.
    public var value: LaunchArgumentValue { isEnabled ? BooleanLaunchArgumentValue.true : .false }

    /// In the app, whether the app was launched with the option switched on: `if try SkipLogin.current { ... }`.
    ///
    /// - Returns: `true` for `YES` (or `true`, `1`), `false` for `NO` or when the option was not passed.
    /// - Throws: ``ScreenRouterError`` listing the accepted spellings when the value is not a Boolean.
    public static var current: Bool {
        get throws { try OptionReader().value(of: Self.self) ?? false }
    }
}
