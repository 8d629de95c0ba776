import Foundation

/// A JSON value, read back from a payload a decoder refused, so a message can say what was found.
package indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number, as the payload writes it.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The payload's value, or `nil` when it is not JSON.
    ///
    /// A reader of its own rather than a decoder's: it keeps numbers as written, and reads a payload in one
    /// pass however it is nested (the codec refuses payloads nested too deeply before this runs).
    package static func read(_ json: Data) -> JSONValue? {
        var reader = JSONReader(bytes: Array(json))
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.index == reader.bytes.count ? value : nil
    }

    /// The value at a coding path, or `nil` when the path leads nowhere (a key a codec renamed, say).
    package func value(at path: [any CodingKey]) -> JSONValue? {
        var value: JSONValue? = self
        for key in path {
            switch value {
            case .array(let elements):
                guard let index = key.intValue, elements.indices.contains(index) else { return nil }
                value = elements[index]
            case .object(let members):
                let snake = key.stringValue.reduce(into: "") { text, character in
                    text += character.isUppercase ? "_" + character.lowercased() : String(character)
                }
                value = members[key.stringValue] ?? members[snake]
            default:
                return nil
            }
        }
        return value
    }

    /// The text of a scalar, as a lenient reader parses it: `12.5`, `true`, the string's contents.
    var scalarText: String? {
        switch self {
        case .bool(let value): String(value)
        case .number(let text), .string(let text): text
        default: nil
        }
    }

    /// The value as a message says it: `a string, "12.5"`, `the number 7`, `null`, `an array of 2 elements`.
    package var spoken: String {
        switch self {
        case .null: "null"
        case .bool(let value): "a Boolean, `\(value)`"
        case .number(let text): "a number, `\(text)`"
        case .string(let text): "a string, `\((text.count > 40 ? text.prefix(40) + "..." : text).debugDescription)`"
        case .array(let elements): "an array of \(elements.count) element\(elements.count == 1 ? "" : "s")"
        case .object(let members): "an object of \(members.count) member\(members.count == 1 ? "" : "s")"
        }
    }
}

/// Reads JSON text into a ``JSONValue``, one byte at a time.
private struct JSONReader {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    private var next: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
        while let byte = next, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func consume(_ character: Unicode.Scalar) -> Bool {
        skipSpace()
        guard next == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    mutating func value(depth: Int) -> JSONValue? {
        skipSpace()
        guard let byte = next, depth <= ModelCodec.maximumNestingDepth + 1 else { return nil }
        switch byte {
        case UInt8(ascii: "{"):
            index += 1
            var members: [String: JSONValue] = [:]
            if consume("}") { return .object(members) }
            repeat {
                skipSpace()
                guard let key = string(), consume(":"), let member = value(depth: depth + 1) else { return nil }
                members[key] = member
            } while consume(",")
            return consume("}") ? .object(members) : nil
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSONValue] = []
            if consume("]") { return .array(elements) }
            repeat {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
            } while consume(",")
            return consume("]") ? .array(elements) : nil
        case UInt8(ascii: "\""):
            return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default:
            return number()
        }
    }

    /// Reads a number as JSON writes one, `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as written; `nil`
    /// for anything else (`-`, `e3`, `1.`, `01`), so that a number read is one every reader of JSON reads.
    private mutating func number() -> JSONValue? {
        let start = index
        func digits() -> Int {
            let first = index
            while let byte = next, (0x30...0x39).contains(byte) { index += 1 }
            return index - first
        }
        if next == UInt8(ascii: "-") { index += 1 }
        if next == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            return nil
        }
        if next == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
        }
        if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            index += 1
            if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return nil }
        }
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func literal(_ text: String, _ value: JSONValue) -> JSONValue? {
        let word = Array(text.utf8)
        guard bytes.count - index >= word.count, Array(bytes[index..<index + word.count]) == word else { return nil }
        index += word.count
        return value
    }

    /// Reads a string at a quote, escapes resolved.
    private mutating func string() -> String? {
        guard next == UInt8(ascii: "\"") else { return nil }
        index += 1
        // Most strings have no escape: their bytes are the text.
        if let end = bytes[index...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }),
            bytes[end] == UInt8(ascii: "\"")
        {
            defer { index = end + 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        var text = String.UnicodeScalarView()
        var run = index  // the start of the bytes not yet copied
        func flush(to end: Int) {
            text.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars)
        }
        while let byte = next {
            switch byte {
            case UInt8(ascii: "\""):
                flush(to: index)
                index += 1
                return String(text)
            case UInt8(ascii: "\\"):
                flush(to: index)
                index += 1
                guard let escaped = next else { return nil }
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): text.append("\n")
                case UInt8(ascii: "t"): text.append("\t")
                case UInt8(ascii: "r"): text.append("\r")
                case UInt8(ascii: "b"): text.append("\u{8}")
                case UInt8(ascii: "f"): text.append("\u{C}")
                case UInt8(ascii: "u"):
                    guard var code = hex4() else { return nil }
                    if (0xD800..<0xDC00).contains(code), next == UInt8(ascii: "\\"), index + 1 < bytes.count,
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        guard let low = hex4() else { return nil }
                        code =
                            (0xDC00..<0xE000).contains(low)
                            ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
                    }
                    text.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: text.append(Unicode.Scalar(escaped))
                }
                run = index
            default:
                index += 1
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard bytes.count - index >= 4,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { return nil }
        index += 4
        return code
    }
}
