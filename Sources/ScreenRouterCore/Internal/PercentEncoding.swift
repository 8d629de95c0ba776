// Percent-encoding of route URL query values (RFC 3986, section 2.1), done byte by byte so that every platform
// encodes and decodes exactly the same way.

/// The text with every byte of its UTF-8 percent-encoded except RFC 3986's unreserved characters
/// (`A-Z a-z 0-9 - . _ ~`): `a+b/c=` becomes `a%2Bb%2Fc%3D`.
package func percentEncoded(_ text: String) -> String {
    var encoded: [UInt8] = []
    encoded.reserveCapacity(text.utf8.count)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
        if isUnreserved(byte) {
            encoded.append(byte)
        } else {
            encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
        }
    }
    return String(decoding: encoded, as: UTF8.self)
}

/// The text with each `%XX` escape replaced by its byte, or what is wrong with it.
///
/// - Returns: The decoded text; or, when a `%` is not followed by two hexadecimal digits or the bytes are not
///   UTF-8, a description of the problem for a message.
package func percentDecoded(_ text: Substring) -> Result<String, PercentDecodingProblem> {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return .success(String(text)) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    let utf8 = Array(text.utf8)
    var index = 0
    while index < utf8.count {
        let byte = utf8[index]
        guard byte == UInt8(ascii: "%") else {
            bytes.append(byte)
            index += 1
            continue
        }
        guard index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) else {
            let found = String(decoding: utf8[index..<min(index + 3, utf8.count)], as: UTF8.self)
            return .failure(PercentDecodingProblem(description: "`\(found)` at offset \(index) is not a `%XX` escape"))
        }
        bytes.append(high << 4 | low)
        index += 3
    }
    // Decoding repairs invalid UTF-8 with replacement characters; text that changed was not UTF-8.
    let decoded = String(decoding: bytes, as: UTF8.self)
    guard decoded.utf8.elementsEqual(bytes) else {
        return .failure(PercentDecodingProblem(description: "its escapes do not decode to UTF-8 text"))
    }
    return .success(decoded)
}

/// Why a percent-encoded value could not be decoded, worded for a message.
package struct PercentDecodingProblem: Error {
    let description: String
}

private func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
        return true
    default:
        return false
    }
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
