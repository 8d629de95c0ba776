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
        probe.standardOutput.split(separator: "\n").last, "no output; stderr: \(probe.standardError)",
        sourceLocation: sourceLocation)
    return try JSONDecoder().decode(ProbeReport.self, from: Data(line.utf8))
}

/// Runs `body`, which is expected to record issues, and returns them instead of failing the test.
/// A run that records none fails the test, since `withKnownIssue` reports that the known issue did not occur.
func capturingIssues(_ body: () -> Void) -> [Issue] {
    let collector = IssueCollector()
    withKnownIssue {
        body()
    } matching: { issue in
        collector.append(issue)
        return true
    }
    return collector.issues
}

/// Issues gathered from `withKnownIssue`'s matcher, which may run on any thread.
///
/// `@unchecked Sendable` is safe: the only stored state is guarded by `lock` on every access.
final class IssueCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Issue] = []

    func append(_ issue: Issue) {
        lock.lock()
        defer { lock.unlock() }
        stored.append(issue)
    }

    var issues: [Issue] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
