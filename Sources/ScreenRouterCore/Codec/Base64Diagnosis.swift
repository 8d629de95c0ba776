import Foundation

/// Finds the first reason a string is not standard, padded base64, for a message a person can act on.
package enum Base64Diagnosis {
    /// Whether the text is standard, padded base64.
    ///
    /// A quick pass over its bytes for the common case, a valid payload; ``problem(in:)`` explains a text
    /// that is not.
    package static func isStandard(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let count = bytes.count
            guard count > 0, count % 4 == 0 else { return false }
            var dataEnd = count
            while dataEnd > count - 2, bytes[dataEnd - 1] == UInt8(ascii: "=") { dataEnd -= 1 }
            for byte in bytes[..<dataEnd] {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
                    continue
                default:
                    return false
                }
            }
            return true
        }
    }

    /// The first reason the text is not standard, padded base64, or `nil` when it is.
    package static func problem(in text: String) -> String? {
        if text.isEmpty { return "it is empty" }
        var offset = 0
        var paddingStart: Int?
        for scalar in text.unicodeScalars {
            defer { offset += 1 }
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", "+", "/":
                if let start = paddingStart {
                    return "data continues at offset \(offset) after padding `=` at offset \(start)"
                }
            case "=":
                if paddingStart == nil { paddingStart = offset }
            case "-", "_":
                return "`\(scalar)` at offset \(offset) belongs to base64url; use standard base64 (`+` and `/`)"
            case " ", "\n", "\r", "\t":
                let name =
                    scalar == " " ? "a space" : "whitespace (U+\(String(scalar.value, radix: 16, uppercase: true)))"
                return "\(name) at offset \(offset); base64 on the command line has no whitespace or line breaks"
            default:
                return "`\(scalar.escaped(asASCII: true))` at offset \(offset) is not a base64 character"
            }
        }
        let count = offset
        if count % 4 != 0 {
            return "its length, \(count), is not a multiple of 4 (truncated, or missing `=` padding)"
        }
        if let start = paddingStart, count - start > 2 {
            return "it ends in \(count - start) padding characters; at most 2 are allowed"
        }
        return nil
    }
}
