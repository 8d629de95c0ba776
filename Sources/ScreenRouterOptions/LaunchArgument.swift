/// A launch argument named by a key: `-<key>` on its own, or followed by values in the protocols that
/// refine it.
///
/// On its own it is a flag, which the app finds among its process arguments:
///
/// ```swift
/// struct UITests: LaunchArgument {
///     let key = "UITests"
/// }
/// // -UITests
///
/// // In the app:
/// if ProcessInfo.processInfo.arguments.contains("-UITests") { ... }
/// ```
///
/// A flag has no value, so it does not reach `UserDefaults`. For an option the app reads as a Boolean,
/// write a ``LaunchArgumentWithSingleValue`` with a ``BooleanLaunchArgumentValue`` and read it with
/// `UserDefaults.standard.bool(forKey:)`.
///
/// A key must not be empty and must not contain a NUL character: `TestLauncher` checks every option before
/// it applies it, and fails the test instead of launching with such a key.
public protocol LaunchArgument: LaunchOption {
    /// The key, without the leading `-`. In the app it is the `UserDefaults` key.
    var key: String { get }
}

extension LaunchArgument {
    /// `-<key>`.
    public var launchArguments: [String]? {
        [flag]
    }

    /// The key: two options with one key are one option, and only the first is applied.
    public var uniqueIdentifier: String { key }

    /// The argument that names the key: `-<key>`.
    package var flag: String { "-" + key }
}
