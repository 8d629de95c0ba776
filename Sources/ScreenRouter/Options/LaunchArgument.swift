/// A launch argument named by a key: `-<key>` on its own, or followed by values in the protocols that
/// refine it.
///
/// On its own it is a flag the app finds among its process arguments:
///
/// ```swift
/// struct UITests: LaunchArgument {
///     let key = "UITests"
/// }
/// // -UITests
///
/// // In the app:
/// if OptionReader().contains(UITests()) { ... }
/// ```
///
/// A key must not be empty and must not contain a NUL character; `TestLauncher` checks every option before
/// it applies it, and fails the test instead of launching with one that breaks these rules.
public protocol LaunchArgument: LaunchOption {
    /// The key, without the leading `-`. In the app it is the `UserDefaults` key.
    var key: String { get }
}

extension LaunchArgument {
    /// `-<key>`.
    public var launchArguments: [String]? {
        [flag]
    }

    /// The argument that names the key: `-<key>`.
    package var flag: String { "-" + key }
}
