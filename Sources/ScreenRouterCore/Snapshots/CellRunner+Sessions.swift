import Foundation

extension CellRunner {
    /// Opens the cells through `jobs` sessions side by side, dealt so that the sessions finish together, and reports
    /// every cell in the order given, whatever session opened it.
    ///
    /// Each session opens its cells in turn, as ``run(_:isolation:open:report:)`` does; `opened` hears of each cell
    /// as soon as its session has it (to look at the app before that session moves on), `report` hears of every
    /// cell in the cells' order, so that what a front end prints or records is the same in every run. A session
    /// whose app ended has its remaining cells reported as not opened; the other sessions go on. The tallies of
    /// the sessions are added up.
    ///
    /// - Parameters:
    ///   - cells: The cells, in the order to report them.
    ///   - jobs: How many sessions; at least 1, and no more than there are cells.
    ///   - times: The cells' times, as the last runs recorded them, by which the cells are dealt
    ///     (``deal(_:among:times:)``).
    ///   - open: Opens a cell in a session, by its number from 0.
    ///   - opened: Told each cell and what the run found of it, in its session's order, before that session opens
    ///     its next cell.
    ///   - report: Told each cell and what the run found of it, in the cells' order.
    /// - Returns: What the run found, counted.
    @MainActor
    @discardableResult
    package func run(
        _ cells: [SnapshotCell],
        jobs: Int,
        times: CellTimes = CellTimes(),
        open: @escaping @MainActor (Int, SnapshotCell) async -> CellOpening,
        opened: @escaping @MainActor (Int, SnapshotCell, CellOutcome) async -> Void = { _, _, _ in },
        report: @escaping @MainActor (SnapshotCell, CellOutcome) async -> Void
    ) async -> CellTally {
        let sessions = Self.dealPositions(
            cells.map(\.name),
            among: min(max(jobs, 1), max(cells.count, 1)),
            times: times
        )
        let order = ReportOrder(report)
        return await withTaskGroup(of: CellTally.self) { group in
            for session in sessions.indices where !sessions[session].isEmpty {
                let positions = sessions[session]
                let runner = self
                group.addTask {
                    await runner.runSession(session, cells: cells, positions: positions, open: open, opened: opened) {
                        await order.deliver($0, $1, at: $2)
                    }
                }
            }
            var tally = CellTally()
            for await sessionTally in group { tally = tally + sessionTally }
            return tally
        }
    }

    /// One session's cells, opened in turn; the remaining ones reported as not opened once its app ended.
    @MainActor
    private func runSession(
        _ session: Int,
        cells: [SnapshotCell],
        positions: [Int],
        open: @MainActor (Int, SnapshotCell) async -> CellOpening,
        opened: @MainActor (Int, SnapshotCell, CellOutcome) async -> Void,
        deliver: @MainActor (SnapshotCell, CellOutcome, Int) async -> Void
    ) async -> CellTally {
        var tally = CellTally()
        var endedAt: String?
        for position in positions {
            let cell = cells[position]
            let outcome: CellOutcome
            if let earlier = endedAt {
                outcome = .failed(.sessionEnded(before: cell.name, endedAt: earlier))
            } else {
                let started = DispatchTime.now()
                let opening = await open(session, cell)
                outcome = self.outcome(of: opening, cell: cell, since: started)
                if case .failed(_, let endsRun) = opening, endsRun { endedAt = cell.name }
            }
            tally.count(outcome)
            await opened(session, cell, outcome)
            await deliver(cell, outcome, position)
        }
        return tally
    }

    /// The positions of the cells each session opens, dealt by ``deal(_:among:times:)``'s rule.
    static func dealPositions(_ names: [String], among sessions: Int, times: CellTimes) -> [[Int]] {
        let count = max(1, sessions)
        var lists = [[Int]](repeating: [], count: count)
        guard count > 1, names.contains(where: { times[$0] != nil }) else {
            for index in names.indices { lists[index % count].append(index) }
            return lists
        }
        let shards = ShardSplit.deal(cells: names, times: times, into: count)
        for index in names.indices { lists[shards[index]].append(index) }
        return lists
    }

    // MARK: Times

    /// The times the last runs recorded beside the store's snapshot files, none without a store or a file.
    ///
    /// - Throws: ``ScreenRouterError`` when `cell-times.txt` exists and does not read.
    package func recordedTimes() throws(ScreenRouterError) -> CellTimes {
        guard let store else { return CellTimes() }
        return try CellTimes.read(from: CellTimes.file(in: store.directory))
    }

    /// Merges the times of the cells this runner opened into `cell-times.txt` beside the snapshot files.
    ///
    /// Each cell's line is written anew when its time moved out of noise (``CellTimes/record(_:forCell:)``), the
    /// other cells' lines kept; the file is left as it was when nothing changed. Nothing without a store, or in
    /// record mode `never` (which writes nothing, and is CI's unless asked): the file is what the team commits, from
    /// the runs that record.
    ///
    /// A shard's run keeps no times either (its front end does not call this): every shard deals the cells by the
    /// same file, and one that changed it before another read it would deal them differently.
    ///
    /// - Throws: ``ScreenRouterError`` when the file does not read or cannot be written.
    package func keepTimes() throws(ScreenRouterError) {
        guard let store, store.mode != .never else { return }
        let seconds = measured.all
        guard !seconds.isEmpty else { return }
        let file = CellTimes.file(in: store.directory)
        var times = try CellTimes.read(from: file)
        for (cell, time) in seconds { times.record(time, forCell: cell) }
        try times.write(to: file)
    }
}

/// Cells reported in their order, whichever session finishes them first: each waits until those before it were
/// reported.
@MainActor
final class ReportOrder {
    private let report: @MainActor (SnapshotCell, CellOutcome) async -> Void
    private var waiting: [Int: (SnapshotCell, CellOutcome)] = [:]
    private var next = 0
    private var isReporting = false

    init(_ report: @escaping @MainActor (SnapshotCell, CellOutcome) async -> Void) {
        self.report = report
    }

    /// Takes the cell at `position` and reports every cell whose turn has come.
    func deliver(_ cell: SnapshotCell, _ outcome: CellOutcome, at position: Int) async {
        waiting[position] = (cell, outcome)
        // One delivery reports at a time; another that comes while it awaits a report is reported by its loop.
        guard !isReporting else { return }
        isReporting = true
        while let (cell, outcome) = waiting.removeValue(forKey: next) {
            next += 1
            await report(cell, outcome)
        }
        isReporting = false
    }
}
