/// A launch option that sets one environment variable to a list of values, joined with `,`; the variable is
/// named after the option's type.
///
/// ```swift
/// public struct ArrayLaunchEnvironment: LaunchEnvironmentWithMultipleValues {
///     public typealias Value = String
///     public let valuesCollection: [String]
///
///     public init(valuesCollection: [Value]) {
///         self.valuesCollection = valuesCollection
///     }
/// }
///
/// let array = ["Value1", "Value2"] as ArrayLaunchEnvironment   // ArrayLaunchEnvironment=Value1,Value2
///
/// // In the app:
/// let values = ProcessInfo.processInfo.environment["ArrayLaunchEnvironment"]?.split(separator: ",")
/// ```
///
/// As in AutoMate, the name is ``LaunchOption/uniqueIdentifier``: by default the type's name as `"\(type(of: self))"`
/// writes it, without its module; an option names its variable otherwise by implementing it, as AutoMate's
/// own options do. The values are joined with `,` and nothing else, without quoting: a value that contains
/// `,` reads back as two.
public protocol LaunchEnvironmentWithMultipleValues: LaunchEnvironmentProtocol, ExpressibleByArrayLiteral
where ArrayLiteralElement == Value {
    /// The type of the values, inferred from ``valuesCollection`` (restated here so that the compiler infers
    /// it).
    associatedtype Value

    /// The values, in order.
    var valuesCollection: [Value] { get }

    /// Creates the option with its values.
    ///
    /// A memberwise initializer would do, but it is `internal`, which does not fulfil a requirement of a
    /// `public` type; declare this one.
    ///
    /// - Parameter valuesCollection: The values, in order.
    init(valuesCollection: [Value])
}

extension LaunchEnvironmentWithMultipleValues {
    /// `["<uniqueIdentifier>": "<value>,<value>"]`.
    public var launchEnvironments: [String: String]? {
        [uniqueIdentifier: joinedValues]
    }

    /// The values' texts joined with `,`.
    var joinedValues: String { valuesCollection.map(\.value).joined(separator: ",") }

    /// Creates the option from an array literal of its values.
    ///
    /// - Parameter elements: The values, in order.
    public init(arrayLiteral elements: Value...) {
        self.init(valuesCollection: elements)
    }
}
