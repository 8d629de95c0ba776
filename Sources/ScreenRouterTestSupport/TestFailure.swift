import Foundation
import ScreenRouter
import Testing
import XCTest

/// Where a test called a test-support function, so failures point at the test's own line.
package struct CallerLocation: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt
    /// The name of the every-screen cell the failures at this location belong to, which each of them starts with.
    var cell: String? = nil

    package init(_ fileID: String, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The same location, for the failures of one cell of an every-screen test.
    func `in`(_ cell: EveryScreenCell) -> CallerLocation {
        var copy = self
        copy.cell = cell.description
        return copy
    }

    /// A location from XCTest's `file` and `line`, as `XCTAssertEqual` takes them.
    ///
    /// XCTest reports a failure at a file path and a line only. Should the location reach a Swift Testing issue,
    /// its file ID is the path's folder and file name, `<folder>/<file>.swift` (what the compiler gives a file at
    /// the top of a target's folder), or the file name twice for a path without a folder, and its column is 1.
    package init(_ file: StaticString, _ line: UInt) {
        let parts = "\(file)".split(separator: "/")
        let name = parts.last.map(String.init) ?? "\(file)"
        let folder = parts.count > 1 ? String(parts[parts.count - 2]) : name
        self.init("\(folder)/\(name)", file, line, 1)
    }
}

/// Records a test failure in whichever framework is running the test.
package enum TestFailure {
    /// Records a failure at the caller's location: under Swift Testing an issue whose comment is the error's message,
    /// under XCTest `XCTFail` with the message.
    ///
    /// The issue is not a caught error: the test threw nothing, and Swift Testing shows an issue that carries an error
    /// as "Caught error: ...". The error itself stays reachable through ``Testing/Issue/screenRouterError``, so that a
    /// known issue can still match on its code.
    ///
    /// An error of another type is recorded as a ``ScreenRouterError`` with the code `launchFailed` and the
    /// error's description as its message.
    package static func record(_ failure: any Error, at location: CallerLocation) {
        if let deferred {
            deferred.append(failure, at: location)
            return
        }
        var error =
            failure as? ScreenRouterError ?? ScreenRouterError(code: .launchFailed, message: "\(failure)")
        if let cell = location.cell {
            error = ScreenRouterError(code: error.code, screen: error.screen, message: "`\(cell)`: \(error.message)")
        }
        if Test.current != nil {
            let sourceLocation = SourceLocation(
                fileID: location.fileID,
                filePath: "\(location.filePath)",
                line: Int(location.line),
                column: Int(location.column)
            )
            RecordedFailures.shared.insert(error)
            Issue.record(Comment(rawValue: error.message), sourceLocation: sourceLocation)
        } else {
            XCTFail(error.message, file: location.filePath, line: location.line)
        }
    }
}

extension TestFailure {
    /// Where failures go instead of being recorded at once, in a task that sets it: an every-screen cell opened in
    /// one of several sessions, whose failures are recorded in the cells' order.
    @TaskLocal static var deferred: DeferredFailures?
}

/// Failures kept to be recorded later, in order.
///
/// `@unchecked Sendable`: `failures` is read and written only with `lock` held.
final class DeferredFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [(error: any Error, location: CallerLocation)] = []

    func append(_ failure: any Error, at location: CallerLocation) {
        lock.lock()
        defer { lock.unlock() }
        failures.append((failure, location))
    }

    /// Records every failure kept, in the order they came.
    func record() {
        lock.lock()
        let kept = failures
        failures = []
        lock.unlock()
        for failure in kept { TestFailure.record(failure.error, at: failure.location) }
    }
}

/// The errors test support recorded as issues, by message, for ``Testing/Issue/screenRouterError``.
final class RecordedFailures: @unchecked Sendable {
    static let shared = RecordedFailures()

    // `@unchecked Sendable` is safe: `errors` is read and written only with `lock` held.
    private let lock = NSLock()
    private var errors: [String: ScreenRouterError] = [:]

    func insert(_ error: ScreenRouterError) {
        lock.lock()
        defer { lock.unlock() }
        errors[error.message] = error
    }

    func error(withMessage message: String) -> ScreenRouterError? {
        lock.lock()
        defer { lock.unlock() }
        return errors[message]
    }
}

extension Issue {
    /// The ScreenRouter failure this issue reports, with its code: a launch, route or check test support recorded at
    /// the test's line, or a ``/ScreenRouter/ScreenRouterError`` the test threw; `nil` for any other issue.
    ///
    /// Match a known issue on the code, which stays stable while the words of messages improve:
    ///
    /// ```swift
    /// await withKnownIssue("The profile screen is being rebuilt.") {
    ///     await launchApp(app, .screen(.profile, model: .ada))
    /// } matching: { issue in
    ///     issue.screenRouterError?.code == .modelMismatch
    /// }
    /// ```
    ///
    /// Test support records its failures as issues of their own, not as errors the test caught (the test threw
    /// nothing), so `issue.error` is `nil` for them; this property finds the error either way.
    public var screenRouterError: ScreenRouterError? {
        if let error = error as? ScreenRouterError { return error }
        guard case .unconditional = kind, let comment = comments.first else { return nil }
        return RecordedFailures.shared.error(withMessage: comment.rawValue)
    }
}
