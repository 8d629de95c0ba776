import Foundation
import ScreenRouter

extension CellSnapshots {
    /// Writes the run's review report where `SCREENROUTER_REPORT` says, when it says.
    ///
    /// Called once the run has checked its cells: the recorded files beside the test file and the snapshots the run
    /// left in its folder, drawn as one HTML page (see `screenrouter report`). A report that cannot be written is a
    /// failure at `location`.
    ///
    /// - Parameter location: Where a failure is recorded.
    func writeReport(at location: CallerLocation) {
        do throws(ScreenRouterError) {
            _ = try store.writeReport(environment: ProcessInfo.processInfo.environment)
        } catch {
            TestFailure.record(error, at: location)
        }
    }

    /// Keeps a file of a cell beside the snapshot the run left of it (its screenshot, or its accessibility audit's
    /// findings), recording a failure at `location` when it cannot be written.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - cell: The cell.
    ///   - suffix: What follows the cell's name in the file's name: `@3x.png`, `.audit.json`.
    ///   - location: Where a failure is recorded.
    func keep(_ data: Data, of cell: EveryScreenCell, suffix: String, at location: CallerLocation) {
        let name = store.fileName(ofCell: cell.description, suffix: suffix)
        if let error = store.keep(data, named: name) { TestFailure.record(error, at: location) }
    }
}
