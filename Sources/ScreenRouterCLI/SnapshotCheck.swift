import Foundation
import ScreenRouterCore

/// One check of an app's cells against a folder of snapshot files, through a session of the app: what
/// `screenrouter snapshots` prints and the MCP server's `check_snapshots` answers.
///
/// The cells are the catalogue's screens and samples, in the device's variant and in each variant the folder has
/// files of (see ``/ScreenRouterCore/SnapshotStore/cellsToCheck(of:filter:)``), those the filter matches; the one
/// runner (``/ScreenRouterCore/CellRunner``) opens and checks them, and the files the folder has of cells the check
/// did not open, in the filter, are the removed cells.
struct SnapshotCheck {
    /// One cell the check reports, and what it found, as kept for the report (``CellOutcome/kept``): the screen
    /// only where the report shows it (a difference), otherwise its element count.
    struct Cell {
        let name: String
        let outcome: CellOutcome
        /// How many elements the cell's screen had.
        let elements: Int

        /// The cell as the check keeps it, or `nil` for an unchanged cell, which the report counts and does not
        /// list: a run of 12,000 cells holds what its report shows, not every screen it opened.
        init?(name: String, outcome: CellOutcome) {
            switch outcome {
            case .opened, .checked(_, .matched), .checked(_, .rewritten(nil)): return nil
            case .checked(let snapshot, _): elements = snapshot.elements.count
            case .failed: elements = 0
            }
            self.name = name
            self.outcome = outcome.kept
        }
    }

    /// The cells the check reports (each that is not unchanged: it differs, was recorded, has no file or one that
    /// does not read, or did not open), in the order it opened them; the unchanged ones are only counted, in
    /// ``tally``.
    var cells: [Cell] = []
    /// The cells the folder has a file of that the check did not open (none for a shard, whose other cells are
    /// other machines'), sorted.
    var removed: [String] = []
    /// What the check found, counted.
    var tally = CellTally()
    /// The files.
    let store: SnapshotStore
    /// The folder as it was given (relative to the current folder, or absolute), for messages.
    let folder: String
    /// Which cells were checked.
    let filter: SnapshotFilter

    /// Opens and checks every cell of the catalogue the filter matches, through the session, in one run.
    ///
    /// - Parameters:
    ///   - catalogue: The app's catalogue, or the shard of it to check.
    ///   - session: The app's session.
    ///   - executable: The app's name, for messages.
    ///   - store: The snapshot files, in the run's record mode.
    ///   - folder: The folder as it was given, for messages.
    ///   - filter: Which cells to check.
    ///   - sharded: Whether the catalogue is a shard, whose run reports no cell as removed.
    /// - Returns: The check: each cell the run opened and what it found, and the removed cells.
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` when the filter's variant is no variant's name.
    static func run(
        _ catalogue: ScreenCatalogue,
        in session: any ScreenSession,
        executable: String,
        store: SnapshotStore,
        folder: String,
        filter: SnapshotFilter,
        sharded: Bool = false
    ) async throws(ScreenRouterError) -> SnapshotCheck {
        var check = SnapshotCheck(store: store, folder: folder, filter: filter)
        let cells = try store.cellsToCheck(of: catalogue, filter: filter)
        var opened: [Cell] = []
        let runner = CellRunner(store: store, executable: executable)
        check.tally = await runner.run(cells) { cell in
            await open(cell, in: session)
        } report: { cell, outcome in
            if let kept = Cell(name: cell.name, outcome: outcome) { opened.append(kept) }
        }
        check.cells = opened
        if !sharded { try runner.keepTimes() }
        if !sharded { check.removed = removed(from: cells, store: store, filter: filter) }
        return check
    }

    /// Opens and checks every cell of the catalogue (or of its shard, dealt by the cells' recorded times) the filter
    /// matches, through several sessions side by side, dealt so that they finish together; the cells are listed in
    /// the same order as one session lists them.
    ///
    /// - Parameters:
    ///   - catalogue: The app's whole catalogue.
    ///   - sessions: The sessions, one for each job.
    ///   - executable: The app's name, for messages.
    ///   - store: The snapshot files, in the run's record mode.
    ///   - folder: The folder as it was given, for messages.
    ///   - filter: Which cells to check.
    ///   - shard: The shard to check, or `nil` for every cell.
    /// - Returns: The check.
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` when the filter's variant is no variant's name, or the
    ///   cell times beside the files do not read or cannot be written.
    @MainActor
    static func run(
        _ catalogue: ScreenCatalogue,
        in sessions: [AppSession],
        executable: String,
        store: SnapshotStore,
        folder: String,
        filter: SnapshotFilter,
        shard: (index: Int, count: Int)?
    ) async throws(ScreenRouterError) -> SnapshotCheck {
        var check = SnapshotCheck(store: store, folder: folder, filter: filter)
        let runner = CellRunner(store: store, executable: executable)
        let times = try runner.recordedTimes()
        var cells = try store.cellsToCheck(of: catalogue, filter: filter)
        if let shard { cells = SnapshotCell.shard(cells, shard.index, of: shard.count, times: times) }
        var opened: [Cell] = []
        check.tally = await runner.run(cells, jobs: sessions.count, times: times) { index, cell in
            await open(cell, inAppSession: sessions[index])
        } report: { cell, outcome in
            if let kept = Cell(name: cell.name, outcome: outcome) { opened.append(kept) }
        }
        check.cells = opened
        if shard == nil {
            try runner.keepTimes()
            check.removed = removed(from: cells, store: store, filter: filter)
        }
        return check
    }

    /// The cells the folder has a file of that the check did not open, in the filter, sorted.
    private static func removed(from cells: [SnapshotCell], store: SnapshotStore, filter: SnapshotFilter) -> [String] {
        let names = Set(cells.map(\.name))
        return store.recordedCells().filter { !names.contains($0) && filter.matches(cellNamed: $0) }
    }

    /// The path of a cell's file as the folder was given: `<folder>/<cell>.json`.
    func path(of cell: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + store.file(ofCell: cell).lastPathComponent
    }

    /// Whether a file was written: a cell recorded, or written again.
    var wroteFiles: Bool { tally.recorded > 0 }

    /// Whether a cell differs from its file and was left so (the mode writes no differing file).
    var differs: Bool { tally.differing > 0 && store.mode != .all && store.mode != .failed }

    /// Opens a cell in one of the command line's sessions, on the caller's actor, as ``open(_:in:)`` does.
    nonisolated(nonsending) static func open(
        _ cell: SnapshotCell,
        inAppSession session: AppSession
    ) async -> CellOpening {
        do throws(ScreenRouterError) {
            let shown = try await session.open(cell.request)
            return .shown(shown.wroteFrame ? shown.snapshot : nil, seconds: shown.seconds)
        } catch {
            return .failed(error, endsRun: false)
        }
    }

    /// Opens a cell in the MCP server's session (or the command line's): a route, its answer the cell's element
    /// frame; a route the app refused or an app that ended is a cell that did not open, and the next cell's route
    /// starts the app again.
    static func open(_ cell: SnapshotCell, in session: any ScreenSession) async -> CellOpening {
        do throws(ScreenRouterError) {
            let shown = try await session.open(cell.request)
            return .shown(shown.wroteFrame ? shown.snapshot : nil, seconds: shown.seconds)
        } catch {
            return .failed(error, endsRun: false)
        }
    }
}

extension CellOutcome {
    /// The outcome as a check keeps it for its report: a screen only where a difference shows it (the difference
    /// holds both screens), so that a run of thousands of cells does not hold every screen to its end.
    var kept: CellOutcome {
        switch self {
        case .checked(let snapshot, let outcome):
            switch outcome {
            case .differs, .rewritten(.some): self
            default: .checked(SnapshotFile(screen: snapshot.screen, elements: []), outcome)
            }
        case .opened: .opened(nil)
        case .failed: self
        }
    }
}
