import Foundation
import ScreenRouter
import ScreenRouterProcess
import ScreenRouterTestSupport

/// The `screenrouter` command line as the matrix drives it, and the one place that reads what the command line
/// prints: when its output changes (a `--json` frame), this is what changes with it.
@MainActor
enum CommandLineFrontEnd {
    /// Runs `screenrouter` with the arguments, the app's environment given to it (which it hands to the app).
    static func tool(_ arguments: [String], environment: [String: String]) async throws -> ProcessApplication {
        let tool = try ProcessApplication.product(named: "screenrouter")
        tool.timeout = 60
        tool.launchEnvironment = environment
        tool.launchArguments = arguments
        try await tool.launch()
        return tool
    }

    /// `screenrouter open <app> <screen> <options> --json`: the app launched into the screen; what it shows, from
    /// the screen's JSON the command prints for a script.
    static func open(_ step: [String], app: URL, environment: [String: String]) async throws -> [String] {
        let tool = try await tool(["open", app.path, "--json"] + step, environment: environment)
        guard tool.exitStatus == 0 else { return ["status \(tool.exitStatus): \(tool.standardError)"] }
        let object = try JSONSerialization.jsonObject(with: Data(tool.standardOutput.utf8)) as? [String: Any]
        let elements = object?["elements"] as? [[String: Any]]
        return shownLines(elements?.map { ($0["identifier"] as? String ?? "", $0["label"] as? String ?? "") })
    }

    /// `screenrouter arguments <screen> <options>`: the arguments it prints, one a line, launched.
    static func arguments(_ step: [String], app: ProcessApplication) async throws -> [String] {
        let tool = try await tool(["arguments"] + step, environment: [:])
        app.launchArguments = tool.standardOutput.split(separator: "\n").map(String.init)
        try await app.launch()
        if let failure = app.reportedRoutingFailure() { return ["\(failure.code): \(failure.message)"] }
        return app.shown
    }

    /// `screenrouter url --scheme <scheme> <screen> <options>`: the route URL it prints.
    static func url(_ step: [String], scheme: String) async throws -> String {
        let tool = try await tool(["url", "--scheme", scheme] + step, environment: [:])
        return tool.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `screenrouter snapshots <app> --record --directory <folder>`: each cell's screen, by cell name, from the
    /// files it recorded.
    static func snapshots(app: URL, environment: [String: String]) async throws -> [String: [String]] {
        // The run's folder is beside the snapshots' (`.build/snapshots`): both go with the scratch folder.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("matrix-\(UUID().uuidString)")
        let folder = scratch.appendingPathComponent("snapshots")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let tool = try await tool(
            ["snapshots", app.path, "--record", "--directory", folder.path],
            environment: environment
        )
        guard tool.exitStatus == 0 else { return ["status": ["\(tool.exitStatus): \(tool.standardOutput)"]] }
        var shown: [String: [String]] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".json") {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let elements = object?["elements"] as? [[String: Any]] ?? []
            shown[String(file.dropLast(".json".count))] = shownLines(
                elements.map { ($0["identifier"] as? String ?? "", $0["label"] as? String ?? "") }
            )
        }
        return shown
    }
}

/// A session of an app driven by route URLs written to its standard input, as the URLs `screenrouter url` prints
/// are meant to be used.
@MainActor
final class RouteURLSession {
    private let run: ProcessRun
    private var routes = 0

    init(app: URL, environment: [String: String]) async throws {
        run = try await ProcessRun.startSession(
            app,
            arguments: ["--uitesting", "--session"],
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }
        )
    }

    /// Routes the app to the URL and returns what it shows.
    func open(_ url: String) async throws -> [String] {
        routes += 1
        let marker = "ScreenRouter.routed \(routes)\n"
        run.send(Data((url + "\n").utf8), answeredBy: marker, within: 60)
        guard case .frame(let frame) = await run.nextFrame(endingWith: marker) else {
            return ["the session ended"]
        }
        let frames = try ElementSnapshot.frames(in: String(decoding: frame.output, as: UTF8.self))
        return shownLines(frames.last?.elements.map { ($0.identifier, $0.label) })
    }

    /// Ends the session.
    func stop() async -> Int32 {
        await run.finish(within: 60).status
    }
}
