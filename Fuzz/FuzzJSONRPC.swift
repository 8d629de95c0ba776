import Foundation

/// The MCP server's JSON-RPC reader on fuzzed lines, as `screenrouter mcp` reads its standard input.
enum FuzzJSONRPC {
    /// Reads each line of the input (split on line feeds, as the server splits its input) as a client's message.
    ///
    /// Whatever a line holds, the reader answers it: a request has a string or number `id` and an object as its
    /// parameters, whose `arguments` each agent tool reads or refuses (``FuzzAgentTools``), and the input's lines
    /// make an answer that is paged within the budget; a refused line's error response carries one of JSON-RPC's four codes and the request's `id`
    /// or `null`. Every JSON value the server could write back (a line that reads as JSON, a request's `id`,
    /// every response) is written as one line of valid JSON, whose numbers follow JSON's grammar, and reads back
    /// the same.
    static func lines(_ data: Data) {
        FuzzAgentTools.paged(data)
        for line in data.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let line = Data(line)
            if let value = JSONValue.read(line) { expectWritable(value) }
            switch JSONRPCMessage.read(line) {
            case .request(let id, let method, let params):
                precondition(isID(id), "a request's id is \(id)")
                guard case .object = params else { preconditionFailure("a request's params are \(params)") }
                _ = method
                expectWritable(JSONRPCMessage.response(id, result: .object([:])))
                // Every call's arguments, read as each tool reads its own.
                FuzzAgentTools.arguments(params["arguments"] ?? params)
            case .refused(let response):
                guard case .object(let members) = response, case .object(let error)? = members["error"],
                    case .number(let code)? = error["code"], case .string(let message)? = error["message"]
                else { preconditionFailure("a refusal is \(response.text)") }
                precondition(["-32700", "-32600", "-32601", "-32602"].contains(code), "a refusal's code is \(code)")
                precondition(!message.isEmpty, "a refusal has no message")
                precondition(members["id"].map { $0 == .null || isID($0) } == true, "a refusal's id: \(response.text)")
                expectWritable(response)
            case .notification, .ignored:
                break
            }
        }
    }

    private static func isID(_ value: JSONValue) -> Bool {
        switch value {
        case .string, .number: true
        default: false
        }
    }

    /// The value's text is one line of JSON that reads back as the value, each number in JSON's grammar.
    private static func expectWritable(_ value: JSONValue) {
        let text = value.text
        precondition(!text.utf8.contains(0x0A) && !text.utf8.contains(0x0D), "a written value holds a line break")
        precondition(JSONValue.read(Data(text.utf8)) == value, "a written value does not read back: \(text)")
        expectNumbersInGrammar(value)
    }

    private static func expectNumbersInGrammar(_ value: JSONValue) {
        switch value {
        case .number(let text): precondition(isJSONNumber(text), "a number a client cannot read: \(text)")
        case .array(let elements): elements.forEach(expectNumbersInGrammar)
        case .object(let members): members.values.forEach(expectNumbersInGrammar)
        case .null, .bool, .string: break
        }
    }

    /// Whether the text is a number as JSON writes one: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            let count = bytes.prefix { (0x30...0x39).contains($0) }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        if bytes.first == UInt8(ascii: "0") {
            bytes = bytes.dropFirst()
        } else if digits() == 0 {
            return false
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
