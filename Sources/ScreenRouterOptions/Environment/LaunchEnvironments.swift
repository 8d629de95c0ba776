/// Any number of environment variables, written as a dictionary literal, passed without declaring an
/// option type.
///
/// ```swift
/// let launchEnvironmentDictionary: LaunchEnvironments = ["CORPORATION_KEY": "PGS", "PROJECT_KEY": "AutoMate"]
///
/// // In the app:
/// let projectKey = ProcessInfo.processInfo.environment["PROJECT_KEY"]   // "AutoMate"
/// ```
///
/// A key written twice in the literal keeps its last value.
public struct LaunchEnvironments: LaunchEnvironmentProtocol, ExpressibleByDictionaryLiteral, Hashable, Sendable {
    /// The type of the variables' names: `String`.
    public typealias Key = String

    /// The type of the variables' values: `String`.
    public typealias Value = String

    /// The environment variables, by name.
    public let data: [String: String]

    /// Creates the option from a dictionary literal.
    ///
    /// - Parameter elements: The names and values; a name given twice keeps its last value.
    public init(dictionaryLiteral elements: (String, String)...) {
        data = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// The variables' names, sorted, as `LaunchEnvironments(<name>,<name>)`: two dictionaries that set the same
    /// variables are one option, and only the first is applied. (AutoMate derives it from the names' hash
    /// values, which change from one run to the next.)
    public var uniqueIdentifier: String { "LaunchEnvironments(" + data.keys.sorted().joined(separator: ",") + ")" }

    /// The variables, `data`.
    public var launchEnvironments: [String: String]? {
        data
    }
}
