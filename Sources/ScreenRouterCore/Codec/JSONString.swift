/// Text as a JSON string, written the same way on every platform: the one writer of the package's hand-made JSON
/// (element snapshots, the command line's MCP messages).
package enum JSONString {
    /// The text between double quotes: quotes, backslashes, control characters and the two line separators that
    /// JavaScript reads as line ends (U+2028, U+2029) escaped; everything else as it is.
    ///
    /// - Parameter text: The text.
    /// - Returns: The JSON string.
    package static func quoted(_ text: String) -> String {
        // Most text needs no escape: one pass over its bytes says so. 0xE2 starts U+2028 and U+2029 (and other
        // characters, which the loop below then writes as they are).
        let plain = text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0xE2
        }
        if plain { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
