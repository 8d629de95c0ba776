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
/// if try SkipLogin.isEnabled { showHome() }
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
    public var value: LaunchArgumentValue { BooleanLaunchArgumentValue(isEnabled) }

    /// In the app, whether the launch switched the option on.
    ///
    /// - Returns: `true` for `YES` (or `true`, `1`), `false` for `NO` or when the option was not passed.
    /// - Throws: ``ScreenRouterError`` listing the accepted spellings when the value is not a Boolean.
    public static var isEnabled: Bool {
        get throws { try LaunchArguments().value(of: Self.self) ?? false }
    }
}
