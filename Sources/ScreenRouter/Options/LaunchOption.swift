/// Something that configures an app at launch through its launch arguments, its environment or both.
///
/// Pass options to `TestLauncher` to configure an app before launch; the app reads them back through
/// `UserDefaults` (every `-key value` argument lands in its argument domain) or the environment.
///
/// ```swift
/// struct CustomOption: LaunchOption {
///     var launchArguments: [String]? {
///         return ["-MyArgument", "MyValue"]
///     }
/// }
/// ```
public protocol LaunchOption {
    /// The arguments the option appends to the launch, or `nil` for none.
    var launchArguments: [String]? { get }

    /// The environment variables the option sets, or `nil` for none.
    var launchEnvironment: [String: String]? { get }
}

extension LaunchOption {
    /// No arguments, unless the option says otherwise.
    public var launchArguments: [String]? { nil }

    /// No environment variables, unless the option says otherwise.
    public var launchEnvironment: [String: String]? { nil }
}
