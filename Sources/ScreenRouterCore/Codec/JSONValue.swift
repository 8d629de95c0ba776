import Foundation

/// A JSON value, read back from a payload a decoder refused, so a message can say what was found.
package indirect enum JSONValue: Decodable, Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number, as its text.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Reads any JSON value; a number too large for a `Double` keeps only its sign.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .number(String(value))
        } else if let value = try? container.decode(Decimal.self) {
            self = .number(value.description)
        } else if let value = try? container.decode(Double.self) {
            self = .number(String(value))
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            self = .number("a number beyond a Double's range")
        }
    }

    /// The payload's value, or `nil` when it is not JSON.
    package static func read(_ json: Data) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: json)
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
