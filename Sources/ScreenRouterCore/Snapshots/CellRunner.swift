import Foundation

/// What opening a cell gave: what a run's session answers for each cell.
package enum CellOpening: Sendable {
    /// The cell opened: the app's last element frame for it, or `nil` when it wrote none; and the app's time for it
    /// in seconds when the session measured it (a route's, from the URL handed to the app to the frame's last line
    /// read, on the session driver's clock), or `nil` for the runner to time the opening itself.
    case shown(ElementSnapshot?, seconds: Double? = nil)
    /// The cell did not open: why (`nil` when the opener has reported it already, as a test's route does at the
    /// test's line), and whether the run stops there (its app ended, and starting it again is not the opener's).
    case failed(ScreenRouterError?, endsRun: Bool)
}

/// What the run found of one cell.
package enum CellOutcome: Sendable {
    /// The cell opened and its snapshot was checked against its file: the screen now, and what checking did.
    case checked(SnapshotFile, SnapshotStore.Outcome)
    /// The cell opened, in a run that checks no snapshots: the screen now, if the app wrote its elements.
    case opened(SnapshotFile?)
    /// The cell did not open, or opened without an element frame in a run that checks snapshots: why, `nil` when
    /// the opener has reported it already.
    case failed(ScreenRouterError?)
}

/// The one every-screen snapshot runner: opens each cell of a list in turn through one session, checks its snapshot
/// against the store when there is one, and reports each cell as it goes.
///
/// It is what `launchEveryScreen(..., snapshots: true)` on Linux and macOS, `screenrouter snapshots` and the MCP
/// server's `check_snapshots` run; the XCTest every-screen test, whose cells open synchronously under XCUITest,
/// checks each cell with the same ``check(_:of:)``. Each front end gives it its own session, a function that opens a
/// cell (a route of a running app, or a launch per cell). Several sessions side by side are several runs over the
/// cells dealt among them by their times (``deal(_:among:times:)``, ``run(_:jobs:session:opened:report:)``), their
/// tallies added up.
///
/// The runner keeps each opened cell's time; ``keepTimes()`` merges them into `cell-times.txt` beside the snapshot
/// files (``CellTimes``), by which the next run deals its sessions and its shards.
package struct CellRunner: Sendable {
    /// The snapshot files each cell is checked against, or `nil` to only open the cells.
    package let store: SnapshotStore?
    /// The app's name, for the failure of a cell without an element frame.
    package let executable: String
    /// The times of the cells this runner opened.
    package let measured = MeasuredTimes()

    package init(store: SnapshotStore?, executable: String) {
        self.store = store
        self.executable = executable
    }

    /// Opens every cell in turn through one session, checks each that opened, and reports each before the next
    /// opens; on the caller's actor, so a front end's session (a test's application on the main actor, a command
    /// line's) opens the cells where it lives.
    ///
    /// - Parameters:
    ///   - cells: The cells, in the order to open them.
    ///   - isolation: The caller's actor.
    ///   - open: The session: opens a cell (a route, or a launch per cell) and says what it shows.
    ///   - report: Told each cell and what the run found of it, in order.
    /// - Returns: What the run found, counted.
    @discardableResult
    package func run(
        _ cells: [SnapshotCell],
        isolation: isolated (any Actor)? = #isolation,
        open: (SnapshotCell) async -> CellOpening,
        report: (SnapshotCell, CellOutcome) async -> Void
    ) async -> CellTally {
        var tally = CellTally()
        var endedAt: String?
        for cell in cells {
            if let endedAt {
                // Every cell is reported: those after the session's app ended, each as not opened.
                let outcome = CellOutcome.failed(.sessionEnded(before: cell.name, endedAt: endedAt))
                tally.count(outcome)
                await report(cell, outcome)
                continue
            }
            let started = DispatchTime.now()
            let opening = await open(cell)
            let outcome = self.outcome(of: opening, cell: cell, since: started)
            if case .failed(_, endsRun: true) = opening { endedAt = cell.name }
            tally.count(outcome)
            await report(cell, outcome)
        }
        return tally
    }

    /// What the run found of a cell its session opened, its time kept when it opened.
    func outcome(of opening: CellOpening, cell: SnapshotCell, since started: DispatchTime) -> CellOutcome {
        switch opening {
        case .shown(let frame, let seconds):
            measured.record(seconds ?? started.secondsToNow, forCell: cell.name)
            return check(frame, of: cell.name)
        case .failed(let error, _):
            return .failed(error)
        }
    }

    /// Checks what a cell shows against its snapshot file, as the store's record mode says; or only keeps it, in a
    /// run without a store.
    ///
    /// - Parameters:
    ///   - frame: The app's last element frame for the cell, or `nil` when it wrote none.
    ///   - cell: The cell's name.
    /// - Returns: What the run found of the cell.
    package func check(_ frame: ElementSnapshot?, of cell: String) -> CellOutcome {
        guard store != nil else { return .opened(frame.map(SnapshotFile.init)) }
        guard let frame else { return .failed(.noElementFrame(executable)) }
        return checkSnapshot(SnapshotFile(frame), of: cell)
    }

    /// Checks a cell's snapshot against its file, as the store's record mode says.
    package func checkSnapshot(_ snapshot: SnapshotFile, of cell: String) -> CellOutcome {
        guard let store else { return .opened(snapshot) }
        return .checked(snapshot, store.check(snapshot, cell: cell))
    }

    /// Cells dealt among several sessions so that they finish together.
    ///
    /// They are dealt by the times the last runs recorded (``ShardSplit``, a cell without a time weighing the mean),
    /// or in turn when no cell has one; each session's cells in the order given. Deterministic: the same cells and
    /// times deal alike on every machine.
    ///
    /// - Parameters:
    ///   - cells: The cells.
    ///   - sessions: How many sessions; at least 1.
    ///   - times: The cells' times, as the last runs recorded them.
    /// - Returns: One list of cells per session.
    package static func deal(
        _ cells: [SnapshotCell],
        among sessions: Int,
        times: CellTimes = CellTimes()
    ) -> [[SnapshotCell]] {
        dealPositions(cells.map(\.name), among: sessions, times: times).map { $0.map { cells[$0] } }
    }
}

/// The times of the cells a runner opened, in seconds, by cell name; any session's task records into it.
///
/// `@unchecked Sendable`: `seconds` is read and written only with `lock` held.
package final class MeasuredTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: [String: Double] = [:]

    package init() {}

    /// Records a cell's time.
    package func record(_ value: Double, forCell cell: String) {
        lock.lock()
        defer { lock.unlock() }
        seconds[cell] = value
    }

    /// Every cell's time so far.
    package var all: [String: Double] {
        lock.lock()
        defer { lock.unlock() }
        return seconds
    }
}

/// What a run found, counted: cells checked, matched, recorded, differing, and failed (not opened, no file where
/// none may be recorded, a file that does not read).
package struct CellTally: Equatable, Sendable {
    package var checked = 0
    package var matched = 0
    package var recorded = 0
    package var differing = 0
    package var failed = 0

    package init(checked: Int = 0, matched: Int = 0, recorded: Int = 0, differing: Int = 0, failed: Int = 0) {
        (self.checked, self.matched, self.recorded, self.differing, self.failed) =
            (checked, matched, recorded, differing, failed)
    }

    /// Counts one cell.
    package mutating func count(_ outcome: CellOutcome) {
        checked += 1
        switch outcome {
        case .opened: matched += 1
        case .failed: failed += 1
        case .checked(_, let result):
            switch result {
            case .matched, .rewritten(nil): matched += 1
            case .recorded, .replaced: recorded += 1
            case .rewritten(.some):
                recorded += 1
                differing += 1
            case .differs: differing += 1
            case .missing, .unreadable: failed += 1
            }
        }
    }

    /// Two runs' tallies, as of one run: the sessions of a run side by side.
    package static func + (lhs: CellTally, rhs: CellTally) -> CellTally {
        var sum = lhs
        sum.checked += rhs.checked
        sum.matched += rhs.matched
        sum.recorded += rhs.recorded
        sum.differing += rhs.differing
        sum.failed += rhs.failed
        return sum
    }
}
