import ScreenRouterCore

/// JSON values as the MCP server writes and reads them: one line of text, keys sorted, numbers as read.
extension JSONValue {
    /// The value as JSON text on one line: keys sorted, strings escaped, numbers as they were read.
    var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): Self.writeString(text, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                Self.writeString(key, to: &output)
                output += ":"
                members[key]?.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{2028}": output += "\\u2028"
            case "\u{2029}": output += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    /// An integer as a JSON number.
    static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

    /// Strings as a JSON array of strings.
    static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

    /// The member of an object, or `nil` when this is no object or has no such member.
    subscript(member: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[member]
    }

    /// The string this value is, if it is one.
    var stringValue: String? {
        guard case .string(let text) = self else { return nil }
        return text
    }
}
