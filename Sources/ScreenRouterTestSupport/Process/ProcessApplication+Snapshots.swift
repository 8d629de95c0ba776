#if os(Linux) || os(macOS)
import ScreenRouter

extension ProcessApplication {
    /// Compares the screen the last launch or route left, its last element frame, with the cell's snapshot file,
    /// recording the cell's failure at `location`.
    ///
    /// - Parameters:
    ///   - cell: The cell the launch or route opened.
    ///   - snapshots: The test's snapshot files.
    ///   - location: Where the cell's failure is recorded.
    func checkSnapshot(of cell: EveryScreenCell, in snapshots: CellSnapshots, at location: CallerLocation) {
        do throws(ScreenRouterError) {
            guard let frame = try lastElementFrame() else {
                TestFailure.record(ScreenRouterError.noElementFrame(executableURL.lastPathComponent), at: location)
                return
            }
            snapshots.check(SnapshotFile(frame), of: cell, at: location)
        } catch {
            TestFailure.record(error, at: location)
        }
    }
}
#endif
