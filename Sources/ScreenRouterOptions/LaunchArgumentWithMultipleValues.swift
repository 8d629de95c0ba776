/// A launch argument with a list of values: `-<key> (<value>, <value>)`, Apple's convention for an array,
/// which the app reads with `UserDefaults.stringArray(forKey:)`.
///
/// ```swift
/// struct MagicNumbers: LaunchArgumentWithMultipleValues {
///     struct Number: LaunchArgumentValue {
///         var value: String {
///             return "\(number)"
///         }
///         let number: Int
///     }
///
///     let key = "MagicNumbers"
///     let values: [Number]
///     public init(_ values: [Number]) {
///         self.values = values
///     }
/// }
/// // MagicNumbers([.init(number: 5), .init(number: 7)]): -MagicNumbers (5, 7)
///
/// // In the app:
/// let magicNumbers = UserDefaults.standard.stringArray(forKey: "MagicNumbers")   // ["5", "7"]
/// ```
///
/// The list is an old-style property-list array, written as AutoMate writes it: each value's text as
/// ``LaunchArgumentValue/value`` gives it (quoted for a raw value or a `String`: `("pl", "en")`), separated
/// by `, `; except that a value Foundation would not read back as written in a list (`a b`, `c,d`, `(e)`, an
/// empty text) is written as a quoted property-list string, so the app reads every text as written. See
/// <doc:LaunchOptions#Any-text-arrives-intact>.
public protocol LaunchArgumentWithMultipleValues: LaunchArgument, ExpressibleByArrayLiteral
where ArrayLiteralElement == Value {
    /// The type of the values.
    associatedtype Value: LaunchArgumentValue

    /// The values, in order.
    var values: [Value] { get }

    /// Creates the option with its values.
    ///
    /// - Parameter values: The values, in order.
    init(_ values: [Value])
}

extension LaunchArgumentWithMultipleValues {
    /// `-<key>` followed by the values as a property-list array, `(<value>, <value>)`, each value's text as
    /// ``LaunchArgumentValue/value`` writes it, or quoted when Foundation would read it back otherwise.
    public var launchArguments: [String]? {
        [flag, UserDefaultsArgumentSyntax.list(values)]
    }

    /// Creates the option from an array literal of its values.
    ///
    /// - Parameter elements: The values, in order.
    public init(arrayLiteral elements: Value...) {
        self.init(elements)
    }
}
