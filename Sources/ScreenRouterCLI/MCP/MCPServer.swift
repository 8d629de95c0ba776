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

    typealias ErrorCode = JSONRPCMessage.ErrorCode

    private struct RPCError: Error {
        var code: ErrorCode
        var message: String
    }

    let session: any ScreenSession
    /// The screens `open_screen` opened, in order, for `export_test`.
    private var opened: [TestExport.Screen] = []
    /// The last check of `check_snapshots`, for its answer's later pages.
    private var lastCheck: SnapshotCheck?

    init(session: any ScreenSession) {
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
        switch JSONRPCMessage.read(line) {
        case .ignored, .notification: return nil
        case .refused(let response): return response
        case .request(let id, let method, let params):
            do {
                return JSONRPCMessage.response(id, result: try await respond(to: method, params: params))
            } catch {
                return JSONRPCMessage.error(id, error.code, error.message)
            }
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
                        + "a model as JSON, a network fixture and a variant), describe_screen to read it again (with "
                        + "`since`, the hash an answer gave, to learn in a few tokens whether it changed), "
                        + "check_snapshots to learn which cells a change affected, export_test to write the screens "
                        + "opened as a test."
                ),
            ])
        case "ping":
            return .object([:])
        case "tools/list":
            return .object(["tools": MCPTools.declarations(screenshot: session.takesScreenshots)])
        case "tools/call":
            guard case .string(let tool)? = params["name"] else {
                throw RPCError(code: .invalidParams, message: "Invalid params: `name` must be a tool's name.")
            }
            let arguments = params["arguments"] ?? .object([:])
            guard case .object = arguments else {
                throw RPCError(code: .invalidParams, message: "Invalid params: `arguments` must be an object.")
            }
            switch tool {
            case "list_screens": return await MCPTools.listScreens(arguments, in: session)
            case "open_screen":
                let (answer, screen) = await MCPTools.openScreen(arguments, in: session)
                if let screen { opened.append(screen) }
                return answer
            case "describe_screen": return await MCPTools.describeScreen(arguments, in: session)
            case "check_snapshots": return await MCPTools.checkSnapshots(arguments, in: session, last: &lastCheck)
            case "export_test": return await MCPTools.exportTest(arguments, in: session, screens: opened)
            case "screenshot" where session.takesScreenshots: return await MCPTools.screenshot(session)
            default:
                let screenshot = session.takesScreenshots ? ", export_test and screenshot" : " and export_test"
                throw RPCError(
                    code: .invalidParams,
                    message: "Unknown tool: `\(tool)`; the tools are list_screens, open_screen, describe_screen, "
                        + "check_snapshots\(screenshot)."
                )
            }
        default:
            throw RPCError(code: .methodNotFound, message: "Method not found: `\(method)`.")
        }
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
