/// A launch option that sets environment variables, with the type of the values it passes.
///
/// It refines ``LaunchOption`` with AutoMate's minimal requirement, the ``Value`` type. It passes no launch
/// arguments unless it says otherwise (``LaunchOption``'s default `launchArguments` is `nil`); it sets its
/// variables through ``LaunchOption/launchEnvironments``, which ``LaunchEnvironmentWithSingleValue`` and
/// ``LaunchEnvironmentWithMultipleValues`` write for you.
///
/// ```swift
/// public struct SimpleLaunchEnvironment: LaunchEnvironmentProtocol {
///     public typealias Value = String
///     public let value: String
///     public var launchEnvironments: [String: String]? {
///         return ["SIMPLE": value]
///     }
/// }
///
/// // In the app:
/// let simple = ProcessInfo.processInfo.environment["SIMPLE"]
/// ```
///
/// A variable's name must not be empty or contain `=` and neither name nor value may contain a NUL
/// character: `TestLauncher` checks every option before it applies it, and fails the test instead of
/// launching with such a variable.
public protocol LaunchEnvironmentProtocol: LaunchOption {
    /// The type of the values the option passes, each written as text by ``LaunchEnvironmentValue/value``.
    associatedtype Value: LaunchEnvironmentValue
}
