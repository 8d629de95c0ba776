import Foundation
import ScreenRouter

/// The snapshot files of one every-screen test: where they are, when they are written, and the failures their
/// cells report at the test's line.
struct CellSnapshots: Sendable {
    let store: SnapshotStore

    /// The snapshots beside the test file, in the mode `SCREENROUTER_RECORD` sets; or `nil`, with the failure
    /// recorded at `location`, when it sets no mode.
    ///
    /// - Parameters:
    ///   - testFile: The test file's path: the files are in `__Snapshots__/<file name without .swift>` beside it.
    ///   - location: Where a failure is recorded.
    /// - Returns: The test's snapshot files, or `nil` after the failure was recorded.
    static func beside(_ testFile: StaticString, at location: CallerLocation) -> CellSnapshots? {
        do {
            let mode = try SnapshotRecordMode(environment: ProcessInfo.processInfo.environment)
            return CellSnapshots(store: SnapshotStore(besideTestFile: "\(testFile)", mode: mode))
        } catch {
            TestFailure.record(error, at: location)
            return nil
        }
    }

    /// Compares a cell's screen with its file, writes the file as the mode says, and records the cell's failure
    /// (a difference, a file recorded in this run, a missing or unreadable file) at `location`.
    ///
    /// - Parameters:
    ///   - snapshot: The cell's screen now.
    ///   - cell: The cell.
    ///   - location: Where the cell's failure is recorded.
    func check(_ snapshot: SnapshotFile, of cell: EveryScreenCell, at location: CallerLocation) {
        let outcome = store.check(snapshot, cell: cell.description)
        if let failure = store.failure(for: outcome, of: snapshot, cell: cell.description) {
            TestFailure.record(failure, at: location)
        }
    }
}
