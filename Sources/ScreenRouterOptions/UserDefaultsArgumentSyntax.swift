import Foundation

/// The syntax in which Foundation reads `-key value` launch arguments into the argument domain of `UserDefaults`,
/// and how to write values in it so that they arrive unchanged.
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
/// The options write values as AutoMate does (raw values and strings as quoted property-list strings, a
/// value of your own as its text) when Foundation reads that back as meant, and quoted otherwise, so every
/// text arrives as written:
///
/// ```swift
/// UserDefaultsArgumentSyntax.written("testing")              // "testing"
/// UserDefaultsArgumentSyntax.written(Number(number: 5))        // 5
/// UserDefaultsArgumentSyntax.written(Text("(e)"))              // "(e)"
/// UserDefaultsArgumentSyntax.list([Text("5"), Text("a b")])    // (5, "a b")
/// ```
///
/// A quoted value appears quoted in `CommandLine.arguments`; read it through `UserDefaults` or
/// ``OptionReader``, which see the original text.
package enum UserDefaultsArgumentSyntax {
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

    /// The text a launch argument's value is passed as: AutoMate's text when Foundation reads it back as meant,
    /// a quoted property-list string otherwise.
    ///
    /// AutoMate's text is ``LaunchArgumentValue/value``, except that a `String`, and a raw value that is also a
    /// ``LaunchEnvironmentValue`` (whose shared `value` is the raw text, for the environment), are quoted, as
    /// AutoMate writes raw values. The text is meant as it is written, unless it is one quoted property-list
    /// string (as a raw value's, or `SystemLocale`'s, is), which means the text between its quotes. When
    /// Foundation would read AutoMate's text as anything else (a value that starts with `-`, `(`, `{`, `[`, `<`
    /// or `"`, has white space at an end, or is empty), the meant text is written quoted instead, so it arrives
    /// as written.
    ///
    /// - Parameter value: The value.
    /// - Returns: The argument that follows `-key`.
    package static func written(_ value: any LaunchArgumentValue) -> String {
        let (text, meant) = autoMateText(value)
        // A text that starts as a property list does is quoted even where this platform's reader keeps it:
        // another platform's may not.
        let startsAsAList = text.first.map(propertyListPrefixes.contains) ?? true
        guard text != meant || !startsAsAList, !text.hasPrefix("-"), parseValue(text) as? String == meant else {
            return quoted(meant)
        }
        return text
    }

    /// The values of a list option as an old-style property-list array, `(<value>, <value>)`: each value as
    /// AutoMate writes it when Foundation reads that element back as meant, quoted otherwise.
    ///
    /// An unquoted element is kept only when it is made of ASCII letters, digits and `_.$:/-`, the characters of
    /// a bare string in a list, and reads back as itself (`-1`, `en-GB`); `a b`, `c,d` or `(e)` are
    /// quoted.
    ///
    /// - Parameter values: The values, in order.
    /// - Returns: The argument that follows `-key`; `()` for no values.
    package static func list(_ values: [any LaunchArgumentValue]) -> String {
        "(" + values.map(listElement).joined(separator: ", ") + ")"
    }

    /// The characters of a bare (unquoted) string in an old-style property list, in Core Foundation's reader and
    /// swift-corelibs-foundation's alike.
    private static let bareCharacters = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.$:/-".unicodeScalars
    )

    /// One element of a list: AutoMate's text when it is a quoted string, or bare and read back as itself.
    private static func listElement(_ value: any LaunchArgumentValue) -> String {
        let (text, meant) = autoMateText(value)
        let isQuotedString = text != meant
        let isBare = !text.isEmpty && text.unicodeScalars.allSatisfy(bareCharacters.contains)
        guard isQuotedString || isBare, parseList("(" + text + ")") == [meant] else {
            return quoted(meant)
        }
        return text
    }

    /// AutoMate's text for a value, and the text it means: the text itself, or the string between the quotes
    /// when the text is one quoted property-list string.
    private static func autoMateText(_ value: any LaunchArgumentValue) -> (text: String, meant: String) {
        if let text = value as? String {
            return (quoted(text), text)
        }
        if value is any LaunchEnvironmentValue, let raw = value as? any RawRepresentable {
            return (quoted("\(raw.rawValue)"), "\(raw.rawValue)")
        }
        let text = value.value
        guard isOneQuotedString(text), let inner = parseValue(text) as? String, inner != text else {
            return (text, text)
        }
        return (text, inner)
    }

    /// Whether the text is `"` and `"` around text without a `"` that no `\` escapes.
    private static func isOneQuotedString(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return false }
        var index = 1
        while index < scalars.count - 1 {
            if scalars[index] == "\"" { return false }
            index += scalars[index] == "\\" ? 2 : 1
        }
        return index == scalars.count - 1
    }

    /// A list as Foundation's argument domain reads it, or `nil` when it is not a list of strings.
    private static func parseList(_ text: String) -> [String]? {
        (parseValue(text) as? [Any]).flatMap { $0 as? [String] }
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
