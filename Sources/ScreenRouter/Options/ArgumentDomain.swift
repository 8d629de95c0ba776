import Foundation

/// How `-key value` launch arguments become `UserDefaults` values, and how to write values so that they
/// arrive unchanged.
///
/// On Apple platforms and in swift-corelibs-foundation, each `-key value` pair of the process arguments
/// lands in the `UserDefaults` argument domain (`UserDefaults.argumentDomain`), which is searched first.
/// Foundation reads the value this way:
///
/// - a value that starts with `-` is not a value: `-key -5` sets nothing for `key`;
/// - the value is trimmed of white space and new lines at both ends;
/// - a value that starts with `(`, `{`, `[`, `<` or `"` is parsed as a property list (an old-style
///   `(a, b)` becomes an array, `"text"` a string without its quotes, `<4142>` data); when it does not
///   parse, the trimmed text is kept as a string.
///
/// The options write values as AutoMate does, as quoted property-list strings, which Foundation parses
/// back to the original text:
///
/// ```swift
/// ArgumentDomain.written("testing")              // "testing"
/// ArgumentDomain.written("(not a list)")         // "(not a list)"
/// ArgumentDomain.readBack("(not a list)")        // (not a list)
/// ```
///
/// A quoted value appears quoted in `CommandLine.arguments`; read it through `UserDefaults` or
/// ``OptionReader``, which see the original text.
package enum ArgumentDomain {
    /// The first characters that make Foundation parse a value as a property list.
    package static let propertyListPrefixes: Set<Character> = ["(", "{", "[", "<", "\""]

    /// Writes text as a quoted old-style property-list string.
    ///
    /// `"` and `\` are escaped with `\`; a new line and a tab become `\n` and `\t`; every other control
    /// character and every character outside ASCII becomes `\U` and four hexadecimal digits per UTF-16 unit,
    /// the one escape all property-list readers share, so the text does not depend on how a reader
    /// decodes bytes.
    ///
    /// - Parameter text: The text.
    /// - Returns: The text between double quotes, escaped.
    package static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case " "..."~": result.unicodeScalars.append(scalar)
            default:
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16, uppercase: true)
                    result += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        return result + "\""
    }

    /// The text a launch argument's value is passed as: ``LaunchArgumentValue/value``, except that a `String`,
    /// and a raw value that is also a ``LaunchEnvironmentValue`` (whose shared `value` is the raw text, for the
    /// environment), are written as quoted property-list strings, as AutoMate writes raw values.
    ///
    /// - Parameter value: The value.
    /// - Returns: The argument that follows `-key`, or one element of a list.
    package static func written(_ value: any LaunchArgumentValue) -> String {
        if let text = value as? String {
            return quoted(text)
        }
        if value is any LaunchEnvironmentValue, let raw = value as? any RawRepresentable {
            return quoted("\(raw.rawValue)")
        }
        return value.value
    }

    /// The text the app reads back for a value: ``written(_:)`` as `UserDefaults` reads it, without the quotes
    /// of a quoted value.
    ///
    /// - Parameter value: The value.
    /// - Returns: The text, such as `testing` for a value written `"testing"`.
    package static func readBack(_ value: any LaunchArgumentValue) -> String {
        let text = written(value)
        return parseValue(text) as? String ?? text
    }
}
