import Foundation

/// Finds why a decoder refused a payload when the decoder itself does not say.
///
/// Some versions of `JSONDecoder` report every failure outside a container, from a stray byte to a number
/// that does not fit its field, as the same "The given data was not valid JSON." without a position. The
/// codec then looks again: first for bytes that are not UTF-8, then for JSON syntax errors, whose position
/// `JSONSerialization` reports; JSON that passes both is well-formed, so the decoder refused a value.
package enum JSONDiagnosis {
    /// What `JSONDecoder` says, in the versions that say nothing more, when it refuses a payload.
    package static let unexplainedRefusal = "The given data was not valid JSON."

    /// Why the decoder refused well-formed JSON without naming a field.
    package static let valueOutOfRange =
        "the JSON is well-formed, but a number in it does not fit its field's type (out of range, such as -1 "
        + "for a UInt8 or 9223372036854775808 for an Int, or a fraction for an integer); the decoder does not "
        + "say which"

    /// Why the bytes are not JSON, or `nil` when they are well-formed JSON.
    ///
    /// - Parameter json: The payload's bytes.
    /// - Returns: A description with the offending position, or `nil`.
    package static func syntaxProblem(in json: Data) -> String? {
        if let offset = firstInvalidUTF8Offset(in: json) {
            let byte = json[json.index(json.startIndex, offsetBy: offset)]
            let hex = (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            return "byte 0x\(hex) at offset \(offset) is not UTF-8; a payload is UTF-8 text"
        }
        do {
            _ = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
            return nil
        } catch {
            let nsError = error as NSError
            return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
        }
    }

    /// The offset of the first byte that does not belong to valid UTF-8, or `nil` when all do.
    package static func firstInvalidUTF8Offset(in data: Data) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
