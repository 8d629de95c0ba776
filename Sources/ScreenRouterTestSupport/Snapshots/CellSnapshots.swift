import Foundation
import ScreenRouter

/// The snapshot files of one every-screen test: where they are, when they are written, and the failures their
/// cells report at the test's line.
package struct CellSnapshots: Sendable {
    let store: SnapshotStore

    /// The environment the snapshot files' record mode is read from: the test process's, unless a test of the package
    /// gives one of its own for a task (`CI` set or not, `SCREENROUTER_RECORD`), without touching the process's.
    @TaskLocal package static var environment: [String: String]?

    /// The snapshots beside the test file, in the mode the environment sets (`SCREENROUTER_RECORD`; in CI, where the
    /// environment variable `CI` is set, `never` unless it is set); or `nil`, with the failure recorded at
    /// `location`, when `SCREENROUTER_RECORD` sets no mode.
    ///
    /// - Parameters:
    ///   - testFile: The test file's path: the files are in `__Snapshots__/<file name without .swift>` beside it.
    ///   - location: Where a failure is recorded.
    /// - Returns: The test's snapshot files, or `nil` after the failure was recorded.
    static func beside(_ testFile: StaticString, at location: CallerLocation) -> CellSnapshots? {
        do throws(ScreenRouterError) {
            let folder = SnapshotStore(besideTestFile: "\(testFile)", mode: .missing).directory
            let store = try SnapshotStore(
                directory: folder,
                environment: environment ?? ProcessInfo.processInfo.environment
            )
            return CellSnapshots(store: store)
        } catch {
            TestFailure.record(error, at: location)
            return nil
        }
    }

    /// Records a cell's failure at `location`, as the one runner found it: a snapshot that differs, a file recorded
    /// in this run, a missing or unreadable file, a cell without an element frame; nothing for a cell that matched,
    /// or one whose failure was recorded when it did not open.
    ///
    /// - Parameters:
    ///   - outcome: What the run found of the cell.
    ///   - cell: The cell.
    ///   - location: Where the cell's failure is recorded.
    func record(_ outcome: CellOutcome, of cell: EveryScreenCell, at location: CallerLocation) {
        switch outcome {
        case .opened, .failed(nil):
            return
        case .failed(let error?):
            TestFailure.record(error, at: location)
        case .checked(let snapshot, let result):
            if let failure = store.failure(for: result, of: snapshot, cell: cell.description) {
                TestFailure.record(failure, at: location)
            }
        }
    }
}
