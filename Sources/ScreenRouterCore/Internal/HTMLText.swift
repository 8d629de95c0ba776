import Foundation

/// Text written into an HTML page: the characters HTML gives a meaning escaped, so that whatever a snapshot holds is
/// shown as text and never read as markup.
enum HTMLText {
    /// The text with `&`, `<`, `>`, `"` and `'` escaped, and control characters (but tab and line feed) written as a
    /// Swift string literal writes them (`\0`, `\u{1B}`), so the page's bytes are valid HTML whatever the text holds.
    ///
    /// - Parameter text: The text.
    /// - Returns: The text, safe in an element's content and in a quoted attribute's value.
    static func escaped(_ text: String) -> String {
        let plain = text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
                && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'") && byte != 0x7F
        }
        if plain { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                result += String(String(reflecting: String(scalar)).dropFirst().dropLast())
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A name made into an HTML `id` and URL fragment: letters, digits, `.` and `-` kept, every other character
    /// written `_` and its code point in hex, then `_` (so distinct names give distinct ids).
    ///
    /// - Parameter name: The name, such as a cell's.
    /// - Returns: The id.
    static func identifier(_ name: String) -> String {
        var result = ""
        result.reserveCapacity(name.utf8.count)
        for scalar in name.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "-": result.unicodeScalars.append(scalar)
            default: result += "_" + String(scalar.value, radix: 16) + "_"
            }
        }
        return result
    }

    /// A coordinate as SVG writes it: an integer when it is one, otherwise up to two decimals.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((min(max(value, -1e12), 1e12) * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100
        let fraction = abs(hundredths) % 100
        guard fraction != 0 else { return sign + String(whole) }
        let digits =
            fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" + String(fraction) : String(fraction))
        return sign + String(whole) + "." + digits
    }
}
