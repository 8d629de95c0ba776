/// Deals cases to shards so that the shards take about the same time: the longest case first, each to the shard
/// with the least time so far.
///
/// The split depends on the cases' names and weights alone, in whole numbers, never on the order they come in or on
/// the machine: the cases are ordered by weight, heaviest first, then by their names' UTF-8 bytes, and a tie between
/// shards goes to the lower number. Cases of equal weight are therefore dealt in turn, in name order, which is the
/// split by count. Each case is in exactly one shard.
package enum ShardSplit {
    /// The shard of each case, from 0, in the cases' order.
    ///
    /// - Parameters:
    ///   - weights: Each case's weight, 0 or more (its time in microseconds, or 1 for a split by count).
    ///   - count: The number of shards, 1 or more (below 1, one).
    ///   - precedes: Whether one case (by its position in `weights`) comes before another of the same weight; a
    ///     strict total order, such as the order of the cases' names.
    /// - Returns: For each case, the shard it is dealt to, `0..<count`.
    package static func deal(weights: [Int], into count: Int, precedes: (Int, Int) -> Bool) -> [Int] {
        let order = weights.indices.sorted { first, second in
            weights[first] != weights[second] ? weights[first] > weights[second] : precedes(first, second)
        }
        var loads = ShardLoads(count: max(count, 1))
        var shards = Array(repeating: 0, count: weights.count)
        for index in order {
            shards[index] = loads.add(max(weights[index], 0))
        }
        return shards
    }

    /// The positions of the cells of one shard, in the cells' order, dealt by the time each took last.
    ///
    /// A cell without a time weighs the mean of those that have one among `cells`; when none has, every cell weighs
    /// the same and the cells are dealt in turn in the order of their names.
    ///
    /// - Parameters:
    ///   - index: The shard's number, from 1 to `count`.
    ///   - count: The number of shards, 1 or more.
    ///   - cells: The names of every cell of the run, each once.
    ///   - times: The cells' times, as the last runs recorded them.
    /// - Returns: The positions in `cells` of the shard's cells, in increasing order.
    package static func shard(_ index: Int, of count: Int, cells: [String], times: CellTimes) -> [Int] {
        let shards = deal(cells: cells, times: times, into: count)
        return cells.indices.filter { shards[$0] == index - 1 }
    }

    /// The shard of each cell, from 0, dealt by the time each took last; see ``shard(_:of:cells:times:)``.
    ///
    /// - Parameters:
    ///   - cells: The names of every cell of the run.
    ///   - times: The cells' times.
    ///   - count: The number of shards, 1 or more.
    /// - Returns: For each cell, its shard, `0..<count`.
    package static func deal(cells: [String], times: CellTimes, into count: Int) -> [Int] {
        deal(weights: weights(of: cells, in: times), into: count) { first, second in
            cells[first].utf8.lexicographicallyPrecedes(cells[second].utf8)
                || (cells[first] == cells[second] && first < second)
        }
    }

    /// Each cell's weight: its time in microseconds, or the mean of the times found for a cell without one; 1 for
    /// every cell when none has a time.
    ///
    /// - Parameters:
    ///   - cells: The names of the cells.
    ///   - times: The recorded times.
    /// - Returns: The weights, in the cells' order.
    package static func weights(of cells: [String], in times: CellTimes) -> [Int] {
        let found = cells.map { times[$0] }
        let known = found.compactMap { $0 }
        guard !known.isEmpty else { return Array(repeating: 1, count: cells.count) }
        let mean = max(1, known.reduce(0) { $0 &+ $1 } / known.count)
        return found.map { $0 ?? mean }
    }
}

/// The time each shard has been dealt, smallest first: a binary heap of (load, shard).
private struct ShardLoads {
    private var heap: [(load: Int, shard: Int)]

    init(count: Int) {
        // Every load 0: in shard order, the heap holds already.
        heap = (0..<count).map { (0, $0) }
    }

    /// Adds a weight to the shard with the least load (the lowest-numbered of equal ones) and returns that shard.
    mutating func add(_ weight: Int) -> Int {
        let shard = heap[0].shard
        heap[0].load = heap[0].load &+ weight
        siftDown(from: 0)
        return shard
    }

    private func less(_ first: Int, _ second: Int) -> Bool {
        heap[first].load != heap[second].load
            ? heap[first].load < heap[second].load : heap[first].shard < heap[second].shard
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, less(left, smallest) { smallest = left }
            if right < heap.count, less(right, smallest) { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
