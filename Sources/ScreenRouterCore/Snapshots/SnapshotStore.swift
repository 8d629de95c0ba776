import Foundation

/// The snapshot files of an every-screen test or of `screenrouter snapshots`: one folder, a file per cell,
/// `<cell>.json`, compared with each cell's screen and written as the record mode says.
package struct SnapshotStore: Sendable {
    /// What checking one cell did.
    package enum Outcome: Equatable, Sendable {
        /// The screen shows what the file holds; nothing was written.
        case matched
        /// The cell had no file; one was written.
        case recorded
        /// The file was written again because it differed (with the differences), or, `nil`, the mode records every
        /// cell and the file already held the screen (its bytes are left as they were).
        case rewritten(SnapshotDiff?)
        /// The file did not read (the error says why) and was written anew.
        case replaced(ScreenRouterError)
        /// The screen differs from the file, which was left as it is.
        case differs(SnapshotDiff)
        /// The cell has no file, and the mode records none.
        case missing
        /// The file does not read, or could not be written; the error says which.
        case unreadable(ScreenRouterError)
    }

    /// The folder of the files.
    package let directory: URL
    /// When files are written.
    package let mode: SnapshotRecordMode
    /// Where the mode came from: whether the run was asked to write, or is in CI.
    package var modeSource: SnapshotRecordMode.Source = .unset
    /// Whether this run leaves in its folder what earlier runs left there (a shard's does, for the other shards'),
    /// rather than clearing it before its first cell (see ``runDirectory``).
    package var keepsEarlierRuns = false

    package init(directory: URL, mode: SnapshotRecordMode) {
        self.directory = directory
        self.mode = mode
    }

    /// The store of a folder in the mode the environment sets (see ``SnapshotRecordMode/init(environment:)``), or in
    /// `all` when the run was asked to record every cell.
    ///
    /// - Parameters:
    ///   - directory: The folder of the files.
    ///   - environment: The environment, such as `ProcessInfo.processInfo.environment`.
    ///   - recordsEveryCell: Whether the run was asked to write every cell's file (`--record`, `record: true`).
    /// - Throws: ``ScreenRouterError`` with code `malformedArguments` when `SCREENROUTER_RECORD` holds no mode.
    package init(
        directory: URL,
        environment: [String: String],
        recordsEveryCell: Bool = false
    ) throws(ScreenRouterError) {
        let mode = recordsEveryCell ? .all : try SnapshotRecordMode(environment: environment)
        self.init(directory: directory, mode: mode)
        modeSource = recordsEveryCell ? .asked : SnapshotRecordMode.source(environment: environment)
    }

    /// The folder of a test file's snapshots: `__Snapshots__/<file name without .swift>` beside the file.
    ///
    /// - Parameters:
    ///   - testFile: The test file's path, as `#filePath` gives it.
    ///   - mode: When files are written.
    package init(besideTestFile testFile: String, mode: SnapshotRecordMode) {
        let file = URL(fileURLWithPath: testFile)
        let fileName = file.lastPathComponent
        let name = fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName
        self.init(
            directory: file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
                .appendingPathComponent(name),
            mode: mode
        )
    }

    /// The file of a cell: `<cell>.json` in the folder, a `/` in the cell's name written as `-`.
    package func file(ofCell cell: String) -> URL {
        directory.appendingPathComponent(cell.replacingOccurrences(of: "/", with: "-") + ".json")
    }

    /// Compares a cell's screen with its file, and writes the file as the mode says.
    ///
    /// A file whose bytes are those the screen writes is never written again, so a record run leaves the files of
    /// unchanged cells untouched. Whatever the mode, the screen is also left in the run's folder
    /// (``runDirectory``), for a report to compare with the recorded file.
    ///
    /// - Parameters:
    ///   - snapshot: The cell's screen now.
    ///   - cell: The cell's name, `<screen>.<sample>.<variant>`.
    /// - Returns: What was found and done.
    package func check(_ snapshot: SnapshotFile, cell: String) -> Outcome {
        if let error = keep(snapshot, cell: cell) { return .unreadable(error) }
        let url = file(ofCell: cell)
        let new = snapshot.data
        guard FileManager.default.fileExists(atPath: url.path) else {
            guard mode != .never else { return .missing }
            return write(new, to: url) ?? .recorded
        }
        let old: Data
        do {
            old = try Data(contentsOf: url)
        } catch {
            return .unreadable(.unreadableSnapshot(url.path, reason: error.localizedDescription))
        }
        if old == new {
            guard mode == .all else { return .matched }
            return .rewritten(nil)
        }
        let diff: SnapshotDiff
        do throws(ScreenRouterError) {
            diff = SnapshotDiff(old: try SnapshotFile.read(old, path: url.path), new: snapshot)
        } catch {
            guard mode == .all || mode == .failed else { return .unreadable(error) }
            return write(new, to: url) ?? .replaced(error)
        }
        // Bytes that differ in their layout alone (a file formatted by hand) still hold the same screen: only `all`
        // writes them again.
        switch mode {
        case .all:
            return write(new, to: url) ?? .rewritten(diff.isEmpty ? nil : diff)
        case .failed:
            guard !diff.isEmpty else { return .matched }
            return write(new, to: url) ?? .rewritten(diff)
        case .missing, .never:
            return diff.isEmpty ? .matched : .differs(diff)
        }
    }

    /// The failure a test reports for an outcome, or `nil` for a cell that matched.
    ///
    /// As in swift-snapshot-testing, a snapshot recorded or written again is a failure too ("re-run to compare"),
    /// so that a run that wrote files never passes unnoticed.
    ///
    /// Each failure ends by naming the report that draws the run (see ``reportAdvice(environment:)``).
    ///
    /// - Parameters:
    ///   - outcome: What checking the cell did.
    ///   - snapshot: The cell's screen now.
    ///   - cell: The cell's name.
    ///   - environment: The environment, whose `SCREENROUTER_REPORT` names the report the run writes.
    /// - Returns: The failure, or `nil` when the cell matched.
    package func failure(
        for outcome: Outcome,
        of snapshot: SnapshotFile,
        cell: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> ScreenRouterError? {
        guard let failure = plainFailure(for: outcome, of: snapshot, cell: cell) else { return nil }
        return ScreenRouterError(
            code: failure.code,
            message: failure.message + "\n" + reportAdvice(environment: environment)
        )
    }

    /// The failure for an outcome, without the report's advice.
    private func plainFailure(for outcome: Outcome, of snapshot: SnapshotFile, cell: String) -> ScreenRouterError? {
        let path = file(ofCell: cell).path
        switch outcome {
        case .matched:
            return nil
        case .recorded:
            return .snapshotRecorded(path, elements: snapshot.elements.count, new: true, mode: mode)
        case .rewritten(let diff?):
            return .snapshotRewritten(path, diff: diff, mode: mode)
        case .rewritten(nil):
            return .snapshotRecorded(path, elements: snapshot.elements.count, new: false, mode: mode)
        case .differs(let diff):
            return .snapshotDiffers(path, diff: diff)
        case .missing:
            return modeSource == .continuousIntegration ? .snapshotMissingInCI(path) : .snapshotMissing(path)
        case .unreadable(let error):
            return error
        case .replaced(let error):
            return ScreenRouterError(
                code: error.code,
                message: error.message + " `\(SnapshotRecordMode.variable)=\(mode.rawValue)` wrote it anew."
            )
        }
    }

    /// Writes a file, creating its folder; the failure as an outcome, or `nil` when it was written.
    private func write(_ data: Data, to url: URL) -> Outcome? {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FileBytes.replace(url, with: data)
            return nil
        } catch {
            return .unreadable(.unwritableSnapshot(url.path, reason: error.localizedDescription))
        }
    }
}
