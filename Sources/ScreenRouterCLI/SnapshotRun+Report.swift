import Foundation
import ScreenRouterCore

extension SnapshotRun {
    /// After a run: writes its report where `SCREENROUTER_REPORT` says, when it says, and, when a cell failed, names
    /// the report to open.
    ///
    /// - Parameters:
    ///   - failed: Whether a cell differed, or had a file that does not read, or did not open.
    ///   - quiet: Whether standard output is the check's JSON, which nothing else is printed into.
    /// - Returns: `false` when the report could not be written (said on standard error).
    func finishReport(failed: Bool, quiet: Bool = false) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        do throws(ScreenRouterError) {
            if let file = try store.writeReport(environment: environment), !quiet {
                print("\nWrote the report \(SnapshotStore.shown(file)).")
            }
        } catch {
            FileHandle.standardError.write(Data("screenrouter: \(error.message)\n".utf8))
            return false
        }
        if failed { print("\n" + store.reportAdvice(environment: environment)) }
        return true
    }
}
