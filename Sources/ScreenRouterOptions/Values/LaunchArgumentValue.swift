/// A value a launch argument carries, as the text the app receives.
///
/// Launch arguments are strings, so every value says how it is written, and the text is passed exactly as
/// written. Types with a raw value get ``value`` for free, as AutoMate writes it: the raw value as a quoted
/// property-list string, `"testing"` for `case testing` of a `String` enumeration and `"2"` for a case whose
/// raw value is `2`. `UserDefaults` reads it back without the quotes. A `String` is written the same way.
///
/// ```swift
/// struct Number: LaunchArgumentValue {
///     let number: Int
///     var value: String { "\(number)" }
/// }
/// // MagicNumbers([.init(number: 5), .init(number: 7)]): -MagicNumbers (5, 7)
/// ```
///
/// A value you write yourself is passed as it is when Foundation's argument domain reads it back unchanged,
/// and as a quoted property-list string otherwise (`a b` in a list, `(e)`, ` padded`), so the app reads the
/// text as written (see <doc:LaunchOptions#Any-text-arrives-intact>). A text that is itself one quoted
/// property-list string, `"pl"`, is AutoMate's quoting and passed as it is: the app reads `pl`.
public protocol LaunchArgumentValue {
    /// The value as the app receives it, before any quoting.
    var value: String { get }
}

extension LaunchArgumentValue where Self: RawRepresentable {
    /// The raw value as a quoted property-list string: `"testing"` for `case testing` of a `String`
    /// enumeration, `"1"` for a case whose raw value is `1`.
    ///
    /// A `"` or `\\` is escaped with `\\`, and a character outside printable ASCII written as a property-list
    /// escape, so the app reads back exactly the raw value; AutoMate writes such characters as they are.
    public var value: String { UserDefaultsArgumentSyntax.quoted("\(rawValue)") }
}
