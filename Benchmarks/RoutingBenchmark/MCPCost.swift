import Foundation
import ScreenRouterProcess
import ScreenRouterTestSupport

/// Section 12: `screenrouter mcp`, as a coding agent uses it.
///
/// Round trips: 1,000 `open_screen` calls through the server (a `tools/call` line written to its standard input
/// to the answer's line read from its standard output, the server routing its one session of the Demo), against
/// one launch of the Demo per screen (`Demo --uitesting -vc <screen> -sample <name>` by ``ProcessApplication``, from
/// `launch()` to its return: the screen rendered, the process exited and reaped), one launch after every tenth call, side by side in one run. Every answer and every launch's output is
/// checked for its screen's text.
///
/// Endurance: 10,000 calls through one server, the server's resident memory (`VmRSS` of `/proc/<pid>/status`)
/// read after call 100 and after call 10,000.
@MainActor
struct MCPCost {
    /// A screen an agent opens: `open_screen`'s arguments, the same screen's launch arguments, and a label its
    /// snapshot and its drawing both hold.
    struct Call {
        let arguments: String
        let launch: [String]
        let expected: String
    }

    static let calls = [
        Call(
            arguments: #"{"screen":"userDetail","sample":"ada"}"#,
            launch: ["-vc", "userDetail", "-sample", "ada"],
            expected: "Ada Lovelace"
        ),
        Call(
            arguments: #"{"screen":"users","model":[]}"#,
            launch: ["-vc", "users", "-sample", "empty"],
            expected: "No users"
        ),
        Call(
            arguments: #"{"screen":"userDetail","sample":"ada","appearance":"dark","layoutDirection":"rightToLeft"}"#,
            launch: ["-vc", "userDetail", "-sample", "ada", "-ScreenRouterAppearance", "dark"],
            expected: "Ada Lovelace"
        ),
        Call(arguments: #"{"screen":"settings"}"#, launch: ["-vc", "settings"], expected: "Settings"),
    ]

    struct RoundTrips {
        /// Nanoseconds of each call, and of each launch.
        let calls: [Double]
        let launches: [Double]
    }

    struct Endurance {
        let calls: Int
        let elapsed: Double
        let memoryAfterFirst: Int?
        let memoryAfterAll: Int?
        let firstCheckpoint: Int
    }

    let apps: BenchmarkApps

    /// The round trips: `count` calls, and a launch after every tenth.
    func roundTrips(count: Int) async throws -> RoundTrips {
        let server = try MCPServerProcess(tool: apps.screenrouter, app: apps.demo)
        defer { server.close() }
        try server.handshake()
        for call in Self.calls { _ = try server.open(call) }  // the session started, each screen once
        var calls: [Double] = []
        var launches: [Double] = []
        for number in 0..<count {
            let call = Self.calls[number % Self.calls.count]
            calls.append(try Stopwatch.time { try server.open(call) }.nanoseconds)
            if number % 10 == 9 {
                launches.append(try await Stopwatch.timeAwaiting { try await launch(call) }.nanoseconds)
            }
        }
        return RoundTrips(calls: calls, launches: launches)
    }

    /// 10,000 calls through one server, its memory read after the first checkpoint's calls and after all.
    func endurance(count: Int, firstCheckpoint: Int) throws -> Endurance {
        let server = try MCPServerProcess(tool: apps.screenrouter, app: apps.demo)
        defer { server.close() }
        try server.handshake()
        var first: Int?
        let start = Stopwatch.now()
        for number in 1...count {
            try server.open(Self.calls[number % Self.calls.count])
            if number == firstCheckpoint {
                first = try? ProcessStatus.bytes("VmRSS", of: "\(server.processIdentifier)")
            }
        }
        let elapsed = Double(Stopwatch.now() - start)
        return Endurance(
            calls: count,
            elapsed: elapsed,
            memoryAfterFirst: first,
            memoryAfterAll: try? ProcessStatus.bytes("VmRSS", of: "\(server.processIdentifier)"),
            firstCheckpoint: firstCheckpoint
        )
    }

    /// One launch of the Demo into the call's screen by ``ProcessApplication``, as section 3 launches it, to its
    /// exit, its output checked.
    private func launch(_ call: Call) async throws {
        let application = ProcessApplication(executableURL: apps.demo)
        application.launchArguments = ["--uitesting"] + call.launch
        try await application.launch()
        guard application.exitStatus == 0, application.standardOutput.contains(call.expected) else {
            throw BenchmarkFailure(
                "`Demo --uitesting \(call.launch.joined(separator: " "))` printed: \(application.standardOutput)"
            )
        }
    }
}

/// `screenrouter mcp <Demo> --scheme demo`, spoken to as a client speaks to it: one line written, one line read,
/// on the benchmark's thread.
final class MCPServerProcess {
    private let input = Pipe()
    private let output = Pipe()
    private var pending: [UInt8] = []
    private var nextID = 1

    let processIdentifier: pid_t

    init(tool: URL, app: URL, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        processIdentifier = try Spawn.start(
            tool,
            arguments: ["mcp", app.path, "--scheme", "demo"],
            environment: environment,
            standardStreams: [
                .descriptor(input.fileHandleForReading.fileDescriptor),
                .descriptor(output.fileHandleForWriting.fileDescriptor),
                .nullDevice,
            ],
            ownGroup: false
        )
        try input.fileHandleForReading.close()
        try output.fileHandleForWriting.close()
    }

    /// `initialize`, then `notifications/initialized`.
    func handshake() throws {
        let answer = try request(
            "initialize",
            #"{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"benchmark","version":"1"}}"#
        )
        guard answer.contains(#""protocolVersion":"2025-11-25""#) else {
            throw BenchmarkFailure("the server's handshake: \(answer)")
        }
        try write(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
    }

    /// Calls `open_screen` and checks that the answer is no error and holds the screen's text.
    @discardableResult
    func open(_ call: MCPCost.Call) throws -> String {
        let answer = try request("tools/call", #"{"name":"open_screen","arguments":\#(call.arguments)}"#)
        guard !answer.contains(#""isError":true"#), answer.contains(call.expected) else {
            throw BenchmarkFailure("open_screen \(call.arguments) answered: \(answer)")
        }
        return answer
    }

    /// Writes a request and reads lines until its answer's.
    func request(_ method: String, _ params: String) throws -> String {
        let id = nextID
        nextID += 1
        try write(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
        while true {
            let line = try readLine()
            if line.hasPrefix(#"{"id":\#(id),"#) { return line }
        }
    }

    private func write(_ line: String) throws {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Foundation.write(input.fileHandleForWriting.fileDescriptor, $0.baseAddress, $0.count)
            }
            guard written > 0 else { throw BenchmarkFailure("the server no longer reads its input") }
            offset += written
        }
    }

    private func readLine() throws -> String {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            let count = Foundation.read(output.fileHandleForReading.fileDescriptor, &buffer, buffer.count)
            guard count > 0 else { throw BenchmarkFailure("the server ended") }
            pending.append(contentsOf: buffer[..<count])
        }
    }

    /// Closes the server's standard input, which ends the app and the server, and waits for its exit.
    func close() {
        try? input.fileHandleForWriting.close()
        _ = Spawn.waitForEnd(of: processIdentifier)
    }
}

extension Benchmark {
    static let mcpOnlyFlag = "--mcp-only"

    /// Section 12: `open_screen` through `screenrouter mcp` against a launch per screen, and 10,000 calls' memory.
    ///
    /// `swift run -c release RoutingBenchmark --mcp-only` runs it alone.
    mutating func mcpServer(_ apps: BenchmarkApps) async throws {
        let section = "12 MCP server"
        let count = scale.count(1_000, quick: 20)
        Self.progress("MCP server: \(count) open_screen calls, and a launch per screen after every tenth")
        let cost = MCPCost(apps: apps)
        let trips = try await cost.roundTrips(count: count)
        let call = Stopwatch.median(trips.calls)
        let launch = Stopwatch.median(trips.launches)
        report.add(
            section,
            "`open_screen` round trip through the server (median of \(Formatting.count(count)) calls) vs one "
                + "launch per screen (median of \(trips.launches.count))",
            value: Formatting.duration(nanoseconds: call),
            baseline: Formatting.duration(nanoseconds: launch) + " (a launch)",
            ratio: String(format: "%.1f× faster", launch / call),
            goal: "median < 2 ms: \(call < 2_000_000 ? "met" : "MISSED"); ≥ 10× faster: "
                + (launch / call >= 10 ? "met" : "MISSED")
        )
        report.add(
            section,
            "`open_screen` round trip, p99 of \(Formatting.count(count)) calls vs p99 of the launches",
            value: Formatting.duration(nanoseconds: Stopwatch.percentile(trips.calls, 99)),
            baseline: Formatting.duration(nanoseconds: Stopwatch.percentile(trips.launches, 99)) + " (a launch)"
        )
        let endurance = scale.count(10_000, quick: 150)
        Self.progress("MCP server: \(Formatting.count(endurance)) open_screen calls through one server")
        let lasting = try cost.endurance(count: endurance, firstCheckpoint: 100)
        report.addGrowth(
            section,
            "server's resident memory after \(Formatting.count(endurance)) calls vs after "
                + "\(lasting.firstCheckpoint), every answer checked",
            after: lasting.memoryAfterAll,
            afterFirst: lasting.memoryAfterFirst
        )
        report.add(
            section,
            "\(Formatting.count(endurance)) calls, handshake to the last answer",
            value: Formatting.duration(nanoseconds: lasting.elapsed),
            baseline: Formatting.duration(nanoseconds: lasting.elapsed / Double(endurance)) + " per call"
        )
        notes.append(
            "12: a round trip is the elapsed time from writing a `tools/call` line to the server's standard input to "
                + "reading its answer's line, the answer checked (no error, the screen's text); the server routes its "
                + "one session of the Demo (`--uitesting --session`) and reads the element frame. A launch is "
                + "`Demo --uitesting -vc <screen> -sample <name>` by `ProcessApplication`, as section 3 launches it, from "
                + "`launch()` to its return, its output checked, one "
                + "after every tenth call, the same four screens in turn (user detail, empty users list, user detail "
                + "dark and right to left, settings). Memory: `VmRSS` of the server's `/proc/<pid>/status`."
        )
    }
}
