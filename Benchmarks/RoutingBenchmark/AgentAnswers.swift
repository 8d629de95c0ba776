import DemoShared
import Foundation
import ScreenRouterProcess

/// Section 17: what `screenrouter mcp` answers cost an agent, in bytes and in tokens (bytes / 4, the usual estimate):
/// `open_screen` for each of the Demo's cells, for a generated screen of 500 elements (the users list with 499 users,
/// paged when over the 25,000-token budget), `describe_screen` since a hash, and `check_snapshots` against the Demo's
/// committed snapshots (20 cells), unchanged and with one label changed.
///
/// Every answer's line is checked against the budget: none is over 100,000 bytes.
struct AgentAnswers {
    /// One measured answer: what was asked, and the bytes of the answer's line.
    struct Answer {
        let call: String
        let bytes: Int
        var note = ""
    }

    let apps: BenchmarkApps

    /// The Demo's cells in the device's variant, as `open_screen` opens them.
    static let cells = [
        #"{"screen":"profile","sample":"loaded"}"#, #"{"screen":"profile","sample":"notFound"}"#,
        #"{"screen":"settings"}"#, #"{"screen":"userDetail","sample":"ada"}"#,
        #"{"screen":"userDetail","sample":"long name"}"#, #"{"screen":"users","sample":"default"}"#,
        #"{"screen":"users","sample":"empty"}"#, #"{"screen":"users","sample":"many"}"#,
    ]

    /// Measures every answer, each from a server of its own or in turn, and checks the budget.
    func measure() throws -> [Answer] {
        var answers: [Answer] = []
        let server = try MCPServerProcess(tool: apps.screenrouter, app: apps.demo)
        defer { server.close() }
        try server.handshake()
        for cell in Self.cells {
            let line = try server.request("tools/call", #"{"name":"open_screen","arguments":\#(cell)}"#)
            answers.append(Answer(call: "`open_screen` \(cell)", bytes: try Self.checked(line)))
        }
        let users = (1...499).map { DemoData.sample(id: $0, name: "User \($0)") }
        let model = String(decoding: try JSONEncoder().encode(users), as: UTF8.self)
        let generated = try server.request(
            "tools/call",
            #"{"name":"open_screen","arguments":{"screen":"users","model":\#(model)}}"#
        )
        let pages = Self.pages(in: generated)
        var total = try Self.checked(generated)
        for page in stride(from: 2, through: max(2, pages), by: 1) where pages > 1 {
            total += try Self.checked(
                try server.request("tools/call", #"{"name":"describe_screen","arguments":{"page":\#(page)}}"#)
            )
        }
        answers.append(
            Answer(
                call: "`open_screen` of a generated screen of 500 elements (users, 499 users)",
                bytes: try Self.checked(generated),
                note: pages > 1
                    ? "page 1 of \(pages); all \(pages) pages \(Formatting.count(total)) B" : "one page"
            )
        )
        let settings = try server.request("tools/call", #"{"name":"open_screen","arguments":{"screen":"settings"}}"#)
        guard let hash = Self.hash(in: settings) else {
            throw BenchmarkFailure("open_screen gave no hash: \(settings)")
        }
        let since = try server.request("tools/call", #"{"name":"describe_screen","arguments":{"since":"\#(hash)"}}"#)
        guard since.contains(#""unchanged":true"#) else { throw BenchmarkFailure("describe_screen since: \(since)") }
        answers.append(Answer(call: "`describe_screen` since the hash, unchanged", bytes: try Self.checked(since)))
        let described = try server.request("tools/call", #"{"name":"describe_screen","arguments":{}}"#)
        answers.append(Answer(call: "`describe_screen` of the same screen, whole", bytes: try Self.checked(described)))
        let folder = try BenchmarkApps.packageRoot().appendingPathComponent("DemoUITests/__Snapshots__/SnapshotUITests")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("AgentAnswers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder, to: copy.appendingPathComponent("SnapshotUITests"))
        let check = #"{"name":"check_snapshots","arguments":{"directory":"\#(copy.path)/SnapshotUITests"}}"#
        let unchanged = try server.request("tools/call", check)
        guard unchanged.contains(#"\"unchanged\":20"#) else { throw BenchmarkFailure("check_snapshots: \(unchanged)") }
        answers.append(
            Answer(call: "`check_snapshots` of the Demo's 20 cells, none changed", bytes: try Self.checked(unchanged))
        )
        var environment = ProcessInfo.processInfo.environment
        environment["AM_ANIMATION_KEY"] = "false"
        environment["CI"] = ""
        let relabelled = try MCPServerProcess(tool: apps.screenrouter, app: apps.demo, environment: environment)
        defer { relabelled.close() }
        try relabelled.handshake()
        let changed = try relabelled.request("tools/call", check)
        guard changed.contains(#"\"changed\":2"#) else { throw BenchmarkFailure("check_snapshots: \(changed)") }
        answers.append(
            Answer(
                call: "`check_snapshots` of the Demo's 20 cells, one label changed (2 cells)",
                bytes: try Self.checked(changed)
            )
        )
        return answers
    }

    /// The bytes of an answer's line, checked against the budget: 100,000 bytes, 25,000 tokens.
    private static func checked(_ line: String) throws -> Int {
        let bytes = line.utf8.count + 1
        guard bytes <= 100_000, !line.contains(#""isError":true"#) else {
            throw BenchmarkFailure("an answer of \(bytes) bytes: \(line.prefix(300))")
        }
        return bytes
    }

    /// How many pages an answer has: its page's `of`, 1 when it is whole.
    private static func pages(in line: String) -> Int {
        guard let range = line.range(of: #""of":"#) else { return 1 }
        return Int(line[range.upperBound...].prefix { $0.isNumber }) ?? 1
    }

    /// The screen hash of an answer.
    private static func hash(in line: String) -> String? {
        guard let range = line.range(of: #""hash":""#) else { return nil }
        return String(line[range.upperBound...].prefix(64))
    }
}

extension Benchmark {
    static let agentsOnlyFlag = "--agents-only"

    /// Section 17: the bytes of the MCP server's answers to an agent.
    ///
    /// `swift run -c release RoutingBenchmark --agents-only` runs it alone.
    mutating func agentAnswers(_ apps: BenchmarkApps) async throws {
        let section = "17 answers to agents"
        Self.progress("answers to agents: open_screen per Demo cell, 500 elements, since, check_snapshots")
        for answer in try AgentAnswers(apps: apps).measure() {
            report.add(
                section,
                answer.call,
                value: "\(Formatting.count(answer.bytes)) B (\(Formatting.count(answer.bytes / 4)) tokens)",
                baseline: answer.note,
                goal: "≤ 100,000 B: met"
            )
        }
        notes.append(
            "17: the bytes of each answer's line as the server writes it (its `content` text and `structuredContent`, "
                + "the JSON-RPC envelope and the line break), tokens estimated as bytes / 4. The generated screen is "
                + "the Demo's users list with a model of 499 users, 500 elements; an answer over 100,000 bytes is "
                + "paged, the next pages read with `describe_screen {\"page\": n}`. `check_snapshots` compares the "
                + "Demo's cells with a copy of its committed snapshots (`DemoUITests/__Snapshots__/SnapshotUITests`), "
                + "then, from a server whose Demo has animations off (`AM_ANIMATION_KEY=false`), one label changed."
        )
    }
}
