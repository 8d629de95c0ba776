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
        case .string(let text): output += JSONString.quoted(text)
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
                output += JSONString.quoted(key)
                output += ":"
                members[key]?.write(to: &output)
            }
            output += "}"
        }
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
