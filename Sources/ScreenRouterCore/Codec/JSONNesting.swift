import Foundation

/// Measures how deeply JSON nests arrays and objects, in one pass and without parsing it.
///
/// Decoding follows nesting recursively, so the codec checks the depth before it hands a payload to a
/// decoder. Brackets inside strings do not count; the text need not be valid JSON.
package enum JSONNesting {
    /// The offset of the bracket that opens the first level deeper than `limit`, or `nil` when none does.
    ///
    /// - Parameters:
    ///   - limit: The deepest nesting allowed.
    ///   - json: The JSON bytes.
    /// - Returns: The byte offset of the first `[` or `{` past the limit.
    package static func offset(deeperThan limit: Int, in json: Data) -> Int? {
        json.withUnsafeBytes { bytes in
            var depth = 0
            var isInString = false
            var isEscaped = false
            for (offset, byte) in bytes.enumerated() {
                if isInString {
                    if isEscaped {
                        isEscaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        isEscaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        isInString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    isInString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > limit { return offset }
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth = max(depth - 1, 0)
                default:
                    break
                }
            }
            return nil
        }
    }
}
