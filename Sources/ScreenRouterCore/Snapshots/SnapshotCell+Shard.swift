extension SnapshotCell {
    /// The cells of one shard, dealt by the time each case (a screen with one of its samples, in every variant and
    /// locale of the run) took last: its cells' times added up, a cell without a time weighing the mean of those
    /// that have one.
    ///
    /// A case's cells stay together in one shard. When no cell has a time, every case weighs its count of cells,
    /// which is the same for all, and the cases are dealt in turn, sorted by screen identifier, then sample name:
    /// the split by count of ``ScreenCatalogue/shard(_:of:)``. Deterministic: the same cells and times give the same
    /// shards on every machine, whatever order the cells come in.
    ///
    /// - Parameters:
    ///   - cells: Every cell of the run.
    ///   - index: The shard's number, from 1 to `count`.
    ///   - count: The number of shards, 1 or more.
    ///   - times: The cells' times, as the last runs recorded them (`cell-times.txt`).
    /// - Returns: The shard's cells, in the order given.
    package static func shard(
        _ cells: [SnapshotCell],
        _ index: Int,
        of count: Int,
        times: CellTimes
    ) -> [SnapshotCell] {
        var caseOf: [Int] = []
        var position: [ScreenSample: Int] = [:]
        var cases: [ScreenSample] = []
        for cell in cells {
            if let known = position[cell.sample] {
                caseOf.append(known)
            } else {
                position[cell.sample] = cases.count
                caseOf.append(cases.count)
                cases.append(cell.sample)
            }
        }
        let found = cells.map { times[$0.name] }
        let known = found.compactMap { $0 }
        let mean = known.isEmpty ? 1 : max(1, known.reduce(0) { $0 &+ $1 } / known.count)
        var weights = Array(repeating: 0, count: cases.count)
        for (index, time) in found.enumerated() { weights[caseOf[index]] &+= time ?? mean }
        let shards = ShardSplit.deal(weights: weights, into: count) { first, second in
            let (first, second) = (cases[first], cases[second])
            if first.screen.rawValue != second.screen.rawValue { return first.screen.rawValue < second.screen.rawValue }
            return (first.sample ?? "") < (second.sample ?? "")
        }
        return cells.indices.filter { shards[caseOf[$0]] == index - 1 }.map { cells[$0] }
    }
}
