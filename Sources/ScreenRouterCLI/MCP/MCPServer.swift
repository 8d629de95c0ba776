import Foundation
import ScreenRouterCore

/// `screenrouter mcp`: a Model Context Protocol server on standard input and output, JSON-RPC 2.0 with one
/// message a line, whose tools open the app's screens in one session and return what is on them.
///
/// Requests are answered one at a time, in the order they come. Nothing a client sends ends the server: a line
/// that is not JSON gets `-32700`, a message that is no request `-32600`, an unknown method `-32601`, bad
/// parameters `-32602`; notifications get no answer. The end of standard input ends the app and the server.
final class MCPServer {
    /// The protocol versions the server speaks, newest first.
    static let supportedVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

    /// JSON-RPC's error codes.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
    }

    private struct RPCError: Error {
        var code: ErrorCode
        var message: String
    }

    let session: AppSession

    init(session: AppSession) {
        self.session = session
    }

    /// Answers each line of standard input on standard output until standard input ends, then ends the app.
    func serve() async -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        for await line in Self.standardInputLines() {
            guard let answer = await answer(line) else { continue }
            guard Self.writeToStandardOutput(Data((answer.text + "\n").utf8)) else {
                break  // the client stopped reading; nothing more can be answered
            }
        }
        await session.stop()
        return 0
    }

    /// The answer to one line: a response, an error response, or `nil` for a notification, a response the
    /// client sent, or a blank line.
    func answer(_ line: Data) async -> JSONValue? {
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
        guard let message = JSONValue.read(line) else {
            return Self.error(.null, .parseError, "Parse error: the line is not JSON.")
        }
        guard case .object(let members) = message else {
            return Self.error(
                .null,
                .invalidRequest,
                "Invalid Request: a message is one JSON object on one line (batches are not supported)."
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
            // A response to a request of ours: the server sends none, and answers no response.
            if id != nil, members["result"] != nil || members["error"] != nil { return nil }
            return Self.error(validID ?? .null, .invalidRequest, "Invalid Request: the message has no `method`.")
        }
        guard members["jsonrpc"] == .string("2.0") else {
            return Self.error(validID ?? .null, .invalidRequest, #"Invalid Request: `jsonrpc` must be "2.0"."#)
        }
        guard case .string(let name) = method else {
            return Self.error(validID ?? .null, .invalidRequest, "Invalid Request: `method` must be a string.")
        }
        guard id != nil else {
            return nil  // a notification: `notifications/initialized`, `notifications/cancelled` and others
        }
        guard let validID else {
            return Self.error(.null, .invalidRequest, "Invalid Request: `id` must be a string or a number.")
        }
        let params = members["params"] ?? .object([:])
        guard case .object = params else {
            return Self.error(validID, .invalidParams, "Invalid params: `params` must be an object.")
        }
        do {
            let result = try await respond(to: name, params: params)
            return .object(["jsonrpc": .string("2.0"), "id": validID, "result": result])
        } catch {
            return Self.error(validID, error.code, error.message)
        }
    }

    private func respond(to method: String, params: JSONValue) async throws(RPCError) -> JSONValue {
        switch method {
        case "initialize":
            guard case .string(let requested)? = params["protocolVersion"] else {
                throw RPCError(code: .invalidParams, message: "Invalid params: `protocolVersion` must be a string.")
            }
            let version = Self.supportedVersions.contains(requested) ? requested : Self.supportedVersions[0]
            return .object([
                "protocolVersion": .string(version),
                "capabilities": .object(["tools": .object([:])]),
                "serverInfo": .object(["name": .string("screenrouter"), "version": .string("1.0.0")]),
                "instructions": .string(
                    "Call list_screens for the app's screens and samples, open_screen to open one (with a sample, "
                        + "a model as JSON, a network fixture and a variant), describe_screen to read it again."
                ),
            ])
        case "ping":
            return .object([:])
        case "tools/list":
            return .object(["tools": MCPTools.declarations])
        case "tools/call":
            guard case .string(let tool)? = params["name"] else {
                throw RPCError(code: .invalidParams, message: "Invalid params: `name` must be a tool's name.")
            }
            let arguments = params["arguments"] ?? .object([:])
            guard case .object = arguments else {
                throw RPCError(code: .invalidParams, message: "Invalid params: `arguments` must be an object.")
            }
            switch tool {
            case "list_screens": return await MCPTools.listScreens(session)
            case "open_screen": return await MCPTools.openScreen(arguments, in: session)
            case "describe_screen": return MCPTools.describeScreen(session)
            default:
                throw RPCError(
                    code: .invalidParams,
                    message: "Unknown tool: `\(tool)`; the tools are list_screens, open_screen and describe_screen."
                )
            }
        default:
            throw RPCError(code: .methodNotFound, message: "Method not found: `\(method)`.")
        }
    }

    private static func error(_ id: JSONValue, _ code: ErrorCode, _ message: String) -> JSONValue {
        .object([
            "jsonrpc": .string("2.0"),
            "id": id,
            "error": .object(["code": .integer(code.rawValue), "message": .string(message)]),
        ])
    }

    /// Writes the bytes to standard output, whole; `false` when the client no longer reads it.
    private static func writeToStandardOutput(_ bytes: Data) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }

    /// Standard input's lines, read on a thread of their own so that a client that writes nothing blocks no
    /// task; the stream ends with standard input.
    private static func standardInputLines() -> AsyncStream<Data> {
        AsyncStream { continuation in
            let thread = Thread {
                var pending = Data()
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while true {
                    let count = read(STDIN_FILENO, &buffer, buffer.count)
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    pending.append(contentsOf: buffer[0..<count])
                    while let newline = pending.firstIndex(of: 0x0A) {
                        continuation.yield(Data(pending[pending.startIndex..<newline]))
                        pending = Data(pending[(newline + 1)...])
                    }
                }
                if !pending.isEmpty { continuation.yield(pending) }
                continuation.finish()
            }
            thread.start()
        }
    }
}
