/// Something that configures an app at launch through its launch arguments, its environment or both.
///
/// Pass options to `TestLauncher` to configure an app before launch; the app reads them back through
/// `UserDefaults` (every `-key value` argument lands in its argument domain) or through
/// `ProcessInfo.processInfo.environment`.
///
/// The requirements are AutoMate's, spelt as AutoMate spells them, so options written for AutoMate
/// compile unchanged and pass what they passed there. Both default to `nil`; an option implements the one
/// it sets:
///
/// ```swift
/// struct CustomOption: LaunchOption {
///     var launchArguments: [String]? {
///         return ["-MyArgument", "MyValue"]
///     }
/// }
///
/// struct MockNetwork: LaunchOption {
///     var launchEnvironments: [String: String]? { ["MOCK_NETWORK": "1"] }
/// }
/// ```
///
/// For the common shapes, refine one of the protocols that write the arguments or the environment for you:
/// ``LaunchArgument``, ``LaunchArgumentWithSingleValue``, ``LaunchArgumentWithMultipleValues``,
/// ``LaunchEnvironmentWithSingleValue`` and ``LaunchEnvironmentWithMultipleValues``. <doc:LaunchOptions>
/// shows each, and how the app reads it back.
///
/// An option whose `launchArguments` and `launchEnvironments` are both `nil` sets nothing, which is almost
/// always a misspelt requirement (`launchEnvironment`, singular, is not read). `TestLauncher` checks every
/// option before it applies it and fails the test for such an option, naming it; an option that
/// deliberately sets nothing this time returns `[]` or `[:]`.
public protocol LaunchOption {
    /// The arguments the option appends to the launch, or `nil` for none.
    var launchArguments: [String]? { get }

    /// The environment variables the option sets, or `nil` for none.
    ///
    /// The name is AutoMate's, plural. The app reads each variable with
    /// `ProcessInfo.processInfo.environment["NAME"]`.
    var launchEnvironments: [String: String]? { get }

    /// What makes two options the same option: of two with one identifier, only the first is applied.
    ///
    /// ``LaunchOptionsSet`` and `TestLauncher` keep options by this identifier, so
    /// `TestLauncher(options: [SystemLocale(localeIdentifier: "pl"), SystemLocale(localeIdentifier: "en")])`
    /// passes `-AppleLocale "pl"` alone. It defaults to the type's name; a launch argument's is its key, and an
    /// environment option's the name of the variable it sets.
    var uniqueIdentifier: String { get }
}

extension LaunchOption {
    /// No arguments, unless the option says otherwise.
    public var launchArguments: [String]? { nil }

    /// No environment variables, unless the option says otherwise.
    public var launchEnvironments: [String: String]? { nil }

    /// The type's name, such as `UITestingMode`.
    public var uniqueIdentifier: String { "\(type(of: self))" }
}
