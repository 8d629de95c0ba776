import Foundation
import ScreenRouterCore

/// The `report` command: one HTML page of a folder of snapshot files and of the snapshots a run left beside them,
/// every cell drawn, the changed ones marked.
struct ReportCommand {
    /// The folder of the recorded snapshot files.
    let recorded: URL
    /// The run's folder: `--current`, or the one a run leaves beside the recorded files.
    let current: URL
    /// Whether `--current` named the run's folder (which must then exist).
    let currentGiven: Bool
    /// The page to write.
    let output: URL

    /// The command of `report <folder> [--current <folder>] [--output <file.html>]`.
    ///
    /// - Throws: ``ScreenRouterError`` when the folder is not named.
    init(options: inout Options) throws(ScreenRouterError) {
        recorded = URL(fileURLWithPath: try options.positional("folder of snapshot files"))
        let store = SnapshotStore(directory: recorded, mode: .never)
        let currentPath = options.value("--current")
        currentGiven = currentPath != nil
        current = currentPath.map { URL(fileURLWithPath: $0) } ?? store.runDirectory
        output = options.value("--output").map { URL(fileURLWithPath: $0) } ?? store.defaultReportFile
    }

    /// Reads both folders, writes the page, and prints where and the summary.
    ///
    /// - Returns: 0 when the page was written.
    /// - Throws: ``ScreenRouterError`` with code `malformedSnapshot` when a folder cannot be read or the page cannot be written.
    func run() throws(ScreenRouterError) -> Int32 {
        for (folder, given) in [(recorded, true), (current, currentGiven)] where given {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw ScreenRouterError(
                    code: .malformedSnapshot,
                    message: "No folder of snapshot files at `\(folder.path)`. Name the folder of a test file's "
                        + "snapshots (`<test folder>/__Snapshots__/<test file name>`) or the one `screenrouter "
                        + "snapshots --directory` was given; a run leaves its own beside it, in `.build/`."
                )
            }
        }
        let report = try SnapshotReport.read(
            recorded: recorded,
            shownAs: SnapshotStore.shown(recorded),
            current: current,
            shownAs: SnapshotStore.shown(current)
        )
        if output == SnapshotStore(directory: recorded, mode: .never).defaultReportFile {
            try? SnapshotStore.createBuildFolder(output.deletingLastPathComponent())
        }
        try report.write(to: output)
        print("Wrote \(SnapshotStore.shown(output)): \(report.summary).")
        if report.currentFolder == nil {
            print(
                "No run's snapshots at \(SnapshotStore.shown(current)): each cell is shown as recorded. Run the "
                    + "snapshot test (or `screenrouter snapshots`) first to compare, or name a run's folder with "
                    + "--current."
            )
        }
        return 0
    }
}
