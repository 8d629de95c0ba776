import Foundation
import ScreenRouterCore

/// The `snapshots` command: every cell of a Linux or macOS app's catalogue (or of a shard of it, or those a filter
/// matches) opened through one session, each compared with its snapshot file or recorded, by the one runner test
/// support's every-screen test uses, with its files, format and diff.
struct SnapshotRun {
    let executable: URL
    /// The folder of the files as the command line gave it (relative to the current folder, or absolute).
    let folder: String
    let store: SnapshotStore
    /// The shard to check: `--shard`'s, or the one the environment names (`SCREENROUTER_SHARD`, or a CI
    /// provider's parallel job), or `nil` for every cell.
    let shard: (index: Int, count: Int)?
    /// How many sessions run side by side: `--jobs`, or the machine's active processors.
    let jobs: Int
    let filter: SnapshotFilter
    /// Whether `--json` asked for the check as JSON, as the MCP server's `check_snapshots` answers it.
    let json: Bool
    /// Whether `--record` asked for the writes.
    let record: Bool

    /// The run of `snapshots <executable> [--record] [--shard <i>/<n>] [--directory <dir>] [--screen <id>]
    /// [--sample <name>] [--variant <name>] [--json]`.
    ///
    /// - Parameters:
    ///   - executable: The app.
    ///   - record: Whether `--record` was given: every cell's file is written (a file that holds the screen already
    ///     is left as it is); otherwise the mode is the one `SCREENROUTER_RECORD` sets, `missing` by default and
    ///     `never` in CI (the environment variable `CI` is set).
    ///   - shard: The shard of `--shard`, if given; otherwise the one the environment names, as test support reads
    ///     it (``/ScreenRouterCore/ShardProvider``).
    ///   - jobs: The sessions of `--jobs`.
    ///   - directory: The folder of `--directory`, or `nil` for `__Snapshots__/<executable name>` here.
    ///   - filter: The cells `--screen`, `--sample` and `--variant` name.
    ///   - json: Whether `--json` was given.
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` when `SCREENROUTER_RECORD` holds no record mode, or the
    ///   shard given or named by the environment is none.
    init(
        executable: URL,
        record: Bool,
        shard: (index: Int, count: Int)?,
        jobs: Int,
        directory: String?,
        filter: SnapshotFilter,
        json: Bool
    ) throws(ScreenRouterError) {
        let folder = directory ?? "__Snapshots__/" + executable.lastPathComponent
        self.executable = executable
        self.folder = folder
        var store = try SnapshotStore(
            directory: URL(fileURLWithPath: folder),
            environment: ProcessInfo.processInfo.environment,
            recordsEveryCell: record
        )
        let shard = try ScreenCatalogue.shardToRun(shard?.index, of: shard?.count, source: .commandLine)
        store.keepsEarlierRuns = shard != nil
        self.store = store
        self.shard = shard
        self.jobs = jobs
        self.filter = filter
        self.json = json
        self.record = record
    }

    /// Opens every cell in one session, checks or records it, prints the summary and each difference (or the
    /// check as JSON), and returns the exit status: 0 when every cell matched its file, or `--record` recorded it;
    /// 1 when a cell differs, has no file where none may be recorded, has a file that does not read, or did not
    /// open, and when the run wrote a file it was not asked to write with `--record` (as a test that records fails,
    /// so that no run passes by recording what it should have compared).
    ///
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` when the catalogue cannot be read, the shard does not
    ///   exist or the filter's variant is no variant's name.
    @MainActor
    func run() async throws(ScreenRouterError) -> Int32 {
        let sessions = (0..<max(jobs, 1)).map { _ in
            AppSession(executable: executable, appArguments: [], scheme: nil, timeout: AppSession.routeTimeout)
        }
        let catalogue = try await sessions[0].catalogue()
        for session in sessions.dropFirst() { session.takeScheme(of: catalogue) }
        let check: SnapshotCheck
        do throws(ScreenRouterError) {
            check = try await SnapshotCheck.run(
                catalogue,
                in: sessions,
                executable: executable.lastPathComponent,
                store: store,
                folder: folder,
                filter: filter,
                shard: shard
            )
        } catch {
            for session in sessions { await session.stop() }
            throw error
        }
        for session in sessions { await session.stop() }
        let unasked = check.wroteFiles && !record
        let failed = check.differs || check.tally.failed > 0 || unasked
        if json {
            print(check.json.text)
            let reported = finishReport(failed: false, quiet: true)
            return failed || !reported ? 1 : 0
        }
        print(summary(of: check))
        for report in reports(of: check) { print("\n" + report) }
        if check.differs {
            print(
                "\nIf the changes are intended, accept them: run again with --record (or SCREENROUTER_RECORD=failed), "
                    + "review the files with `git diff` and commit them."
            )
        }
        if unasked {
            print(
                "\nThe run wrote snapshot files, so it fails, as a test that records does: review them (`git diff`), "
                    + "commit them and run again to compare. `--record` asks for the writes, and passes."
            )
        }
        let reported = finishReport(failed: failed)
        return failed || !reported ? 1 : 0
    }

    /// What to show under the summary: each difference, each file written, each cell that did not open, each file
    /// of a cell the run did not open.
    private func reports(of check: SnapshotCheck) -> [String] {
        var reports: [String] = []
        for cell in check.cells {
            let path = check.path(of: cell.name)
            switch cell.outcome {
            case .opened:
                continue
            case .failed(let error):
                reports.append("\(cell.name): did not open: " + (error.map { "[\($0.code)] \($0.message)" } ?? ""))
            case .checked(_, let outcome):
                switch outcome {
                case .matched, .rewritten(nil):
                    continue
                case .recorded:
                    reports.append("\(cell.name): recorded \(path) (\(ScreenRouterError.counted(cell.elements)))")
                case .rewritten(let diff?):
                    reports.append("\(cell.name): differed from \(path), written again:\n\(diff.text)")
                case .differs(let diff):
                    reports.append("\(cell.name): differs from \(path):\n\(diff.text)")
                case .missing:
                    let why =
                        store.modeSource == .continuousIntegration
                        ? "and in CI (`CI` is set) nothing is recorded unless asked (`--record`, or "
                            + "`SCREENROUTER_RECORD=missing`)"
                        : "and SCREENROUTER_RECORD=never records none"
                    reports.append("\(cell.name): no snapshot at \(path), \(why); record it and commit it.")
                case .replaced(let error):
                    reports.append("\(cell.name): \(error.message) Written anew.")
                case .unreadable(let error):
                    reports.append("\(cell.name): \(error.message)")
                }
            }
        }
        for name in check.removed {
            reports.append("\(name): recorded at \(check.path(of: name)), and no cell of the app opens it now.")
        }
        return reports
    }

    /// The summary table: cells checked, matched, recorded, differing, failed (not opened, no file, unreadable),
    /// and removed (files of cells the run did not open) when there are any.
    private func summary(of check: SnapshotCheck) -> String {
        let tally = check.tally
        var counts = [
            ("checked", tally.checked), ("matched", tally.matched), ("recorded", tally.recorded),
            ("differing", tally.differing), ("failed", tally.failed),
        ]
        if !check.removed.isEmpty { counts.append(("removed", check.removed.count)) }
        let rows = [("CELLS", "COUNT")] + counts.map { ($0.0, "\($0.1)") }
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        let table = rows.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + $0.1 }
        let filtered = filter.isEmpty ? "" : ", \(filter.phrase)"
        return "Snapshots of `\(executable.lastPathComponent)` in \(folder) (record mode: \(store.mode.rawValue)"
            + "\(filtered))\n" + table.joined(separator: "\n")
    }
}
