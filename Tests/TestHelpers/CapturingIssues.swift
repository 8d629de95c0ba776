// Helpers shared by the package's test targets.
import Foundation
import Testing

/// Runs `body`, which is expected to record issues, and returns them instead of failing the test.
///
/// A run that records none fails the test, since `withKnownIssue` reports that the known issue did not occur.
public func capturingIssues(_ body: () -> Void) -> [Issue] {
    let collector = IssueCollector()
    withKnownIssue {
        body()
    } matching: { issue in
        collector.append(issue)
        return true
    }
    return collector.issues
}

/// Runs asynchronous `body`, which is expected to record issues, and returns them instead of failing the test.
///
/// A run that records none fails the test, since `withKnownIssue` reports that the known issue did not occur.
public func capturingIssues(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async -> Void
) async -> [Issue] {
    let collector = IssueCollector()
    await withKnownIssue(isolation: isolation) {
        await body()
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

extension Issue {
    /// What the issue says: the description of the error it carries, or else its comments.
    public var messages: [String] {
        error.map { ["\($0)"] } ?? comments.map(\.rawValue)
    }
}
