import Foundation
import ScreenRouterCore

/// The `snapshots` command: every cell of a Linux or macOS app's catalogue (or of a shard of it) opened through one
/// session, each compared with its snapshot file or recorded, with the files, the format and the diff test support
/// uses.
struct SnapshotRun {
    /// What the run found, cell by cell, for the summary.
    private struct Tally {
        var checked = 0
        var matched = 0
        var recorded = 0
        var differing = 0
        var failed = 0
        /// What to show under the summary: each difference, each file written, each cell that did not open.
        var reports: [String] = []
    }

    let executable: URL
    /// The folder of the files as the command line gave it (relative to the current folder, or absolute).
    let folder: String
    let store: SnapshotStore
    let shard: (index: Int, count: Int)?

    /// The run of `snapshots <executable> [--record] [--shard <i>/<n>] [--directory <dir>]`.
    ///
    /// - Parameters:
    ///   - executable: The app.
    ///   - record: Whether `--record` was given: every cell's file is written (a file that holds the screen already
    ///     is left as it is); otherwise the mode is the one `SCREENROUTER_RECORD` sets, `missing` by default.
    ///   - shard: The shard of `--shard`, if given.
    ///   - directory: The folder of `--directory`, or `nil` for `__Snapshots__/<executable name>` here.
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` when `SCREENROUTER_RECORD` holds no record mode.
    init(
        executable: URL,
        record: Bool,
        shard: (index: Int, count: Int)?,
        directory: String?
    ) throws(ScreenRouterError) {
        let mode = record ? .all : try SnapshotRecordMode(environment: ProcessInfo.processInfo.environment)
        let folder = directory ?? "__Snapshots__/" + executable.lastPathComponent
        self.executable = executable
        self.folder = folder
        var store = SnapshotStore(directory: URL(fileURLWithPath: folder), mode: mode)
        store.keepsEarlierRuns = shard != nil
        self.store = store
        self.shard = shard
    }

    /// Opens every cell in one session, checks or records it, prints the summary and each difference, and returns
    /// the exit status: 0 when no cell differs, 1 when a cell differs, has no file where none may be recorded, has a
    /// file that does not read, or did not open.
    ///
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` when the catalogue cannot be read or the shard does not
    ///   exist.
    func run() async throws(ScreenRouterError) -> Int32 {
        let session = AppSession(
            executable: executable,
            appArguments: [],
            scheme: nil,
            timeout: AppSession.routeTimeout
        )
        var catalogue = try await session.catalogue()
        if let shard {
            catalogue = try catalogue.shard(shard.index, of: shard.count, source: .commandLine)
        }
        var tally = Tally()
        for sample in catalogue.screenSamples {
            await check(sample, in: session, into: &tally)
        }
        await session.stop()
        print(summary(of: tally))
        for report in tally.reports { print("\n" + report) }
        let differing = tally.differing > 0 && store.mode != .all && store.mode != .failed
        if differing {
            print(
                "\nIf the changes are intended, accept them: run again with --record (or SCREENROUTER_RECORD=failed), "
                    + "review the files with `git diff` and commit them."
            )
        }
        let reported = finishReport(failed: differing || tally.failed > 0)
        return differing || tally.failed > 0 || !reported ? 1 : 0
    }

    /// Opens one cell and checks its snapshot, counting what was found.
    private func check(_ sample: ScreenSample, in session: AppSession, into tally: inout Tally) async {
        let cell = sample.cellName(variant: nil)
        let path = (folder.hasSuffix("/") ? folder : folder + "/") + store.file(ofCell: cell).lastPathComponent
        tally.checked += 1
        let snapshot: SnapshotFile
        do {
            let shown = try await session.open(LaunchRequest(screen: sample.screen, sample: sample.sample))
            snapshot = SnapshotFile(shown.snapshot)
        } catch {
            tally.failed += 1
            tally.reports.append("\(cell): did not open: [\(error.code)] \(error.message)")
            return
        }
        switch store.check(snapshot, cell: cell) {
        case .matched:
            tally.matched += 1
        case .recorded:
            tally.recorded += 1
            tally.reports.append("\(cell): recorded \(path) (\(ScreenRouterError.counted(snapshot.elements.count)))")
        case .rewritten(nil):
            tally.matched += 1
        case .rewritten(let diff?):
            tally.recorded += 1
            tally.differing += 1
            tally.reports.append("\(cell): differed from \(path), written again:\n\(diff.text)")
        case .differs(let diff):
            tally.differing += 1
            tally.reports.append("\(cell): differs from \(path):\n\(diff.text)")
        case .missing:
            tally.failed += 1
            tally.reports.append(
                "\(cell): no snapshot at \(path), and SCREENROUTER_RECORD=never records none; record it and commit it."
            )
        case .replaced(let error):
            tally.recorded += 1
            tally.reports.append("\(cell): \(error.message) Written anew.")
        case .unreadable(let error):
            tally.failed += 1
            tally.reports.append("\(cell): \(error.message)")
        }
    }

    /// The summary table: cells checked, matched, recorded, differing, and failed (not opened, no file, unreadable).
    private func summary(of tally: Tally) -> String {
        let counts = [
            ("checked", tally.checked), ("matched", tally.matched), ("recorded", tally.recorded),
            ("differing", tally.differing), ("failed", tally.failed),
        ]
        let rows = [("CELLS", "COUNT")] + counts.map { ($0.0, "\($0.1)") }
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        let table = rows.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + $0.1 }
        return "Snapshots of `\(executable.lastPathComponent)` in \(folder) (record mode: \(store.mode.rawValue))\n"
            + table.joined(separator: "\n")
    }
}
