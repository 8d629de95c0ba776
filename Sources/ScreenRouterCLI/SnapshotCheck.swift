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
    /// One cell the check opened, and what it found.
    struct Cell {
        let name: String
        let outcome: CellOutcome
    }

    /// The cells the check opened, in the order it opened them.
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
        check.tally = await CellRunner(store: store, executable: executable).run(cells) { cell in
            await open(cell, in: session)
        } report: { cell, outcome in
            opened.append(Cell(name: cell.name, outcome: outcome))
        }
        check.cells = opened
        if !sharded {
            let names = Set(cells.map(\.name))
            check.removed = store.recordedCells().filter { !names.contains($0) && filter.matches(cellNamed: $0) }
        }
        return check
    }

    /// The path of a cell's file as the folder was given: `<folder>/<cell>.json`.
    func path(of cell: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + store.file(ofCell: cell).lastPathComponent
    }

    /// Whether a file was written: a cell recorded, or written again.
    var wroteFiles: Bool { tally.recorded > 0 }

    /// Whether a cell differs from its file and was left so (the mode writes no differing file).
    var differs: Bool { tally.differing > 0 && store.mode != .all && store.mode != .failed }

    /// Opens a cell in the MCP server's session (or the command line's): a route, its answer the cell's element
    /// frame; a route the app refused or an app that ended is a cell that did not open, and the next cell's route
    /// starts the app again.
    static func open(_ cell: SnapshotCell, in session: any ScreenSession) async -> CellOpening {
        do throws(ScreenRouterError) {
            let shown = try await session.open(cell.request)
            return .shown(shown.wroteFrame ? shown.snapshot : nil)
        } catch {
            return .failed(error, endsRun: false)
        }
    }
}
