import Foundation
import ScreenRouterProcess
import ScreenRouterTestSupport

/// A client of `screenrouter mcp <Demo> --scheme demo` (or without `--scheme`) for the tests: it writes lines to the server's standard
/// input and reads its answers, each exchange ended by a `ping` whose answer is known to the byte.
final class MCPClient: Sendable {
    let run: ProcessRun
    /// An argument passed to the app, after `--`, that finds the app's process among the others.
    let marker: String

    /// Starts `screenrouter mcp` with an app behind it: the Demo, unless another product (or a path) and its scheme
    /// are named (`nil`: no `--scheme`), with the server's options and the app's environment given.
    @MainActor
    static func start(
        app: String = "Demo",
        path: String? = nil,
        scheme: String? = "demo",
        options: [String] = [],
        environment: [String: String] = [:]
    ) async throws -> MCPClient {
        let tool = try ProcessApplication.product(named: "screenrouter").executableURL
        let executable =
            try path.map { URL(fileURLWithPath: $0) } ?? ProcessApplication.product(named: app).executableURL
        let schemeOption = scheme.map { ["--scheme", $0] } ?? []
        let marker = "-MCPTest\(UUID().uuidString.filter(\.isHexDigit))"
        let run = try await ProcessRun.startSession(
            tool,
            arguments: ["mcp", executable.path] + schemeOption + options + ["--", marker, "1"],
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }
        )
        return MCPClient(run: run, marker: marker)
    }

    private init(run: ProcessRun, marker: String) {
        self.run = run
        self.marker = marker
    }

    /// Sends the lines, then a ping, and returns the answers that came before the ping's, one object each.
    func exchange(_ lines: [String]) async throws -> [[String: Any]] {
        let ping = #"{"id":"end","jsonrpc":"2.0","result":{}}"#
        let input = (lines + [#"{"jsonrpc":"2.0","id":"end","method":"ping"}"#]).joined(separator: "\n") + "\n"
        run.send(Data(input.utf8), answeredBy: ping + "\n", within: 60)
        guard case .frame(let frame) = await run.nextFrame(endingWith: ping + "\n") else {
            throw MCPClientError(message: "the server ended before it answered the ping")
        }
        return try String(decoding: frame.output, as: UTF8.self).split(separator: "\n").dropLast().map { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw MCPClientError(message: "an answer is not a JSON object: \(line)")
            }
            return object
        }
    }

    /// Sends one request and returns its answer.
    func request(_ id: Int, _ method: String, _ params: String = "{}") async throws -> [String: Any] {
        let answers = try await exchange([#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#])
        guard answers.count == 1, let answer = answers.first else {
            throw MCPClientError(message: "\(answers.count) answers to one request: \(answers)")
        }
        return answer
    }

    /// Calls a tool and returns its result.
    func call(_ tool: String, _ arguments: String = "{}") async throws -> [String: Any] {
        let answer = try await request(1, "tools/call", #"{"name":"\#(tool)","arguments":\#(arguments)}"#)
        guard let result = answer["result"] as? [String: Any] else {
            throw MCPClientError(message: "no result: \(answer)")
        }
        return result
    }

    /// Closes the server's standard input and waits for it to end.
    func close() async -> ProcessRun.Outcome {
        await run.finish(within: 60)
    }

    #if os(Linux)
    /// Whether a process runs whose arguments hold this client's marker: the app the server started.
    var appIsRunning: Bool { !appProcessIDs.isEmpty }

    /// The processes other than the server whose arguments hold this client's marker: the app (a process that
    /// ended but was not yet awaited by the server among them).
    var appProcessIDs: [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry), pid != run.processID,
                let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                data.split(separator: 0).contains(where: { String(decoding: $0, as: UTF8.self) == marker })
            else { return nil }
            return pid
        }
    }
    #endif
}

struct MCPClientError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// The text of a tool result's first content.
func resultText(_ result: [String: Any]) -> String {
    ((result["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
}

/// The element labels of a tool result's snapshot, by identifier.
func labels(_ result: [String: Any]) -> [String: String] {
    let elements = (result["structuredContent"] as? [String: Any])?["elements"] as? [[String: Any]] ?? []
    var labels: [String: String] = [:]
    for element in elements {
        if let identifier = element["identifier"] as? String { labels[identifier] = element["label"] as? String }
    }
    return labels
}
