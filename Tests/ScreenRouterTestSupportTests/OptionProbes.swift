import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

/// What a probe printed: its one JSON object.
struct ProbeOutput {
    let json: [String: Any]

    /// The probe's `CommandLine.arguments`.
    var arguments: [String] { json["arguments"] as? [String] ?? [] }

    /// The arguments after the program's path: what the launch passed.
    var passedArguments: [String] { Array(arguments.dropFirst()) }

    /// `LaunchProbe`'s `UserDefaults.standard.object(forKey:)` for each `-key` argument.
    var defaults: [String: Any] { json["defaults"] as? [String: Any] ?? [:] }

    /// `LaunchProbe`'s whole environment, `ProcessInfo.processInfo.environment`.
    var environment: [String: String] { json["environment"] as? [String: String] ?? [:] }

    /// The reads of the "Handling" sections of AutoMate's documents: `OptionsProbe`'s `UserDefaults` calls
    /// for launch arguments, `LaunchProbe`'s `ProcessInfo.processInfo.environment` reads for environments.
    var handling: [String: Any] { json["handling"] as? [String: Any] ?? [:] }

    /// `OptionsProbe`'s reads through the option types, by name.
    var read: [String: Any] { json["read"] as? [String: Any] ?? [:] }

    /// The value of one of `OptionsProbe`'s typed reads, or `nil` when it was absent or failed.
    func readValue(_ name: String) -> Any? {
        (read[name] as? [String: Any])?["value"]
    }

    /// The error message of one of `OptionsProbe`'s typed reads, or `nil` when it did not fail.
    func readError(_ name: String) -> String? {
        (read[name] as? [String: Any])?["error"] as? String
    }

    /// Whether one of `OptionsProbe`'s typed reads found the option absent.
    func readIsAbsent(_ name: String) -> Bool {
        (read[name] as? [String: Any])?["absent"] as? Bool == true
    }
}

/// Launches a probe executable with options applied by `TestLauncher` and returns what it printed.
@MainActor
func launchProbe(
    _ name: String,
    options: [any LaunchOption],
    environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> (app: ProcessApplication, output: ProbeOutput) {
    let app = try ProcessApplication.product(named: name)
    app.timeout = 30
    app.launchEnvironment = environment
    try await TestLauncher(options: options).configure(app).launch()
    return (app, try output(of: app, sourceLocation: sourceLocation))
}

/// The JSON object a probe printed as its last line.
@MainActor
func output(of app: ProcessApplication, sourceLocation: SourceLocation = #_sourceLocation) throws -> ProbeOutput {
    #expect(app.exitStatus == 0, "stderr: \(app.standardError)", sourceLocation: sourceLocation)
    let line = try #require(
        app.standardOutput.split(separator: "\n").last,
        "no output; stderr: \(app.standardError)",
        sourceLocation: sourceLocation
    )
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    return ProbeOutput(json: try #require(object as? [String: Any], sourceLocation: sourceLocation))
}
