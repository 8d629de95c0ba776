import ScreenRouter
import Testing

/// Shards dealt by the times the cells took last: balanced, deterministic, disjoint and complete, and by count when
/// no time is known.
struct ShardSplitTests {
    /// The cells of `screens` screens with one sample each, in 12 variants, in a scrambled order.
    static func cells(screens: Int) -> [String] {
        let names = (0..<screens).flatMap { screen in (1...12).map { "screen\(screen).default.variant\($0)" } }
        return names.indices.map { names[($0 * 7_919) % names.count] }
    }

    /// Times where every cell of `slow` takes `factor` times as long as the others' 2 ms.
    static func times(of cells: [String], slow: (String) -> Bool, factor: Double) -> CellTimes {
        var times = CellTimes()
        for cell in cells {
            times.record(slow(cell) ? 0.002 * factor : 0.002, forCell: cell)
        }
        return times
    }

    /// The time of each of `count` shards, by the weights the split deals.
    static func loads(_ cells: [String], _ times: CellTimes, count: Int) -> [Int] {
        let weights = ShardSplit.weights(of: cells, in: times)
        return (1...count).map { index in
            ShardSplit.shard(index, of: count, cells: cells, times: times).reduce(0) { $0 + weights[$1] }
        }
    }

    static func slowest(_ loads: [Int]) -> Double {
        Double(loads.max() ?? 0) / (Double(loads.reduce(0, +)) / Double(loads.count))
    }

    @Test func withATenTimesSlowerScreenTheSlowestOfFourShardsIsWithinFifteenPercentOfTheMean() {
        for screens in [20, 100, 1_000] {
            let cells = Self.cells(screens: screens)
            let times = Self.times(of: cells, slow: { $0.hasPrefix("screen7.") }, factor: 10)
            let loads = Self.loads(cells, times, count: 4)
            #expect(Self.slowest(loads) <= 1.15, "\(screens) screens: loads \(loads)")
        }
    }

    @Test func whenOneVariantIsSlowTimesBalanceWhatCountsCannot() {
        // Twelve variants dealt in turn to four shards put each variant on one shard: a slow one piles up there.
        let cells = Self.cells(screens: 100)
        let times = Self.times(of: cells, slow: { $0.hasSuffix(".variant4") }, factor: 5)
        let byTime = Self.slowest(Self.loads(cells, times, count: 4))
        let weights = ShardSplit.weights(of: cells, in: times)
        let byCount = ShardSplit.deal(cells: cells, times: CellTimes(), into: 4)
        let countLoads = (0..<4).map { shard in
            cells.indices.filter { byCount[$0] == shard }.reduce(0) { $0 + weights[$1] }
        }
        #expect(byTime <= 1.01, "by time: \(byTime)")
        #expect(Self.slowest(countLoads) >= 1.4, "by count: \(countLoads)")
    }

    @Test func withoutTimesTheCellsAreDealtInTurnInTheOrderOfTheirNames() {
        let cells = ["b.default.dark", "a.default.light", "c.default.dark", "a.default.dark", "b.default.light"]
        // Sorted: a.default.dark, a.default.light, b.default.dark, b.default.light, c.default.dark.
        #expect(ShardSplit.deal(cells: cells, times: CellTimes(), into: 2) == [0, 1, 0, 0, 1])
        #expect(ShardSplit.shard(1, of: 2, cells: cells, times: CellTimes()) == [0, 2, 3])
        #expect(ShardSplit.shard(2, of: 2, cells: cells, times: CellTimes()) == [1, 4])
    }

    @Test func theSplitIsTheSameWhateverTheOrderOfTheCells() {
        let cells = Self.cells(screens: 50)
        let times = Self.times(of: cells, slow: { $0.hasPrefix("screen3") }, factor: 7)
        let reversed = Array(cells.reversed())
        for index in 1...3 {
            let forward = Set(ShardSplit.shard(index, of: 3, cells: cells, times: times).map { cells[$0] })
            let backward = Set(ShardSplit.shard(index, of: 3, cells: reversed, times: times).map { reversed[$0] })
            #expect(forward == backward)
        }
    }

    @Test(arguments: [1, 2, 5, 13, 700])
    func theShardsAreDisjointAndComplete(count: Int) {
        let cells = Self.cells(screens: 50)
        let times = Self.times(of: cells.filter { $0.hasSuffix("1") }, slow: { $0.hasPrefix("screen4") }, factor: 3)
        let shards = (1...count).map { ShardSplit.shard($0, of: count, cells: cells, times: times) }
        #expect(shards.map(\.count).reduce(0, +) == cells.count)
        #expect(Set(shards.flatMap { $0 }) == Set(cells.indices))
        #expect(shards.allSatisfy { $0 == $0.sorted() })
    }

    @Test func aCellWithoutATimeWeighsTheMeanOfTheOthers() {
        let times = CellTimes(microseconds: ["a": 1_000, "b": 3_000, "gone": 100_000])
        #expect(ShardSplit.weights(of: ["a", "b", "new"], in: times) == [1_000, 3_000, 2_000])
        #expect(ShardSplit.weights(of: ["x", "y"], in: times) == [1, 1])
    }

    @Test func theLongestCellsAreDealtFirstEachToTheShardWithTheLeastTime() {
        // 9, 7, 6, 5, 4 into two shards: 9 | 7 | 6 to the second (7) | 5 to the first (9) | 4 to the second (13).
        #expect(ShardSplit.deal(weights: [4, 9, 5, 7, 6], into: 2) { $0 < $1 } == [1, 0, 0, 1, 1])
    }
}
