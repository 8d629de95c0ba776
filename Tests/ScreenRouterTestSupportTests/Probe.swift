import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

/// What `LaunchProbe` reported about its launch.
struct ProbeReport: Decodable {
    var arguments: [String]
    var environment: [String: String]
    var screen: String?
    var transport: String?
    var modelBytes: Int?
    var networkTransport: String?
    var networkBytes: Int?
    var route: String?
    var orphan: Int?
    var descriptors: [String]?
}

struct Note: Codable, Equatable, Sendable {
    var title: String
    var body: String
}

extension Screen where Model == Note {
    static let note = Screen("note")
}

@MainActor
func makeProbe() throws -> ProcessApplication {
    let probe = try ProcessApplication.product(named: "LaunchProbe")
    probe.timeout = 30
    return probe
}

@MainActor
func report(of probe: ProcessApplication, sourceLocation: SourceLocation = #_sourceLocation) throws -> ProbeReport {
    let line = try #require(
        probe.standardOutput.split(separator: "\n").last,
        "no output; stderr: \(probe.standardError)",
        sourceLocation: sourceLocation
    )
    return try JSONDecoder().decode(ProbeReport.self, from: Data(line.utf8))
}
