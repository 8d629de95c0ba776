import Foundation
import ScreenRouterCore

/// One line of a client's JSON-RPC 2.0, as the MCP server reads it: a request to answer, a notification, a line
/// that needs no answer, or a line refused with the error response to write.
///
/// Reading never throws and never traps, whatever the bytes: what is not a request is one of the other cases.
enum JSONRPCMessage: Equatable {
    /// A request: its `id` (a string or a number), its method, and its parameters (an object, `{}` when left out).
    case request(id: JSONValue, method: String, params: JSONValue)
    /// A notification (a message without `id`): `notifications/initialized`, `notifications/cancelled` and
    /// others, which get no answer.
    case notification(method: String)
    /// A blank line, or a response the client sent to a request of ours (the server sends none): no answer.
    case ignored
    /// A line refused: the JSON-RPC error response to write.
    case refused(JSONValue)

    /// JSON-RPC's error codes.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
    }

    /// Reads one line, without its line break.
    static func read(_ line: Data) -> JSONRPCMessage {
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return .ignored }
        guard let message = JSONValue.read(line) else {
            return .refused(error(.null, .parseError, "Parse error: the line is not JSON."))
        }
        guard case .object(let members) = message else {
            return .refused(
                error(
                    .null,
                    .invalidRequest,
                    "Invalid Request: a message is one JSON object on one line (batches are not supported)."
                )
            )
        }
        let id = members["id"]
        let validID = id.flatMap { id -> JSONValue? in
            switch id {
            case .string, .number: id
            default: nil
            }
        }
        guard let method = members["method"] else {
            if id != nil, members["result"] != nil || members["error"] != nil { return .ignored }
            return .refused(error(validID ?? .null, .invalidRequest, "Invalid Request: the message has no `method`."))
        }
        guard members["jsonrpc"] == .string("2.0") else {
            return .refused(error(validID ?? .null, .invalidRequest, #"Invalid Request: `jsonrpc` must be "2.0"."#))
        }
        guard case .string(let name) = method else {
            return .refused(error(validID ?? .null, .invalidRequest, "Invalid Request: `method` must be a string."))
        }
        guard id != nil else { return .notification(method: name) }
        guard let validID else {
            return .refused(error(.null, .invalidRequest, "Invalid Request: `id` must be a string or a number."))
        }
        let params = members["params"] ?? .object([:])
        guard case .object = params else {
            return .refused(error(validID, .invalidParams, "Invalid params: `params` must be an object."))
        }
        return .request(id: validID, method: name, params: params)
    }

    /// A JSON-RPC error response.
    static func error(_ id: JSONValue, _ code: ErrorCode, _ message: String) -> JSONValue {
        .object([
            "jsonrpc": .string("2.0"),
            "id": id,
            "error": .object(["code": .integer(code.rawValue), "message": .string(message)]),
        ])
    }

    /// A JSON-RPC response with a result.
    static func response(_ id: JSONValue, result: JSONValue) -> JSONValue {
        .object(["jsonrpc": .string("2.0"), "id": id, "result": result])
    }
}
