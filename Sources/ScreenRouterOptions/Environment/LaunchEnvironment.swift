/// One environment variable, `<key>=<value>`, passed without declaring an option type.
///
/// ```swift
/// let launchEnvironmentOption = LaunchEnvironment(key: "MADE_WITH_LOVE_BY", value: "PGS")
///
/// // In the app:
/// let madeWithLove = ProcessInfo.processInfo.environment["MADE_WITH_LOVE_BY"]   // "PGS"
/// ```
public struct LaunchEnvironment: LaunchEnvironmentProtocol, Hashable, Sendable {
    /// The values are strings.
    public typealias Value = String

    /// The name of the environment variable.
    public let key: String

    /// The value of the environment variable.
    public let value: String

    /// Creates the option.
    ///
    /// - Parameters:
    ///   - key: The name of the environment variable.
    ///   - value: Its value.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    /// The key: two options that set one variable are one option, and only the first is applied.
    public var uniqueIdentifier: String { key }

    /// `[key: value]`.
    public var launchEnvironments: [String: String]? {
        [key: value]
    }
}
