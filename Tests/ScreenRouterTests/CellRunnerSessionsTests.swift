import Foundation
import ScreenRouter
import ScreenRouterCore
import Testing

/// Several sessions side by side: the cells dealt by their times, reported in their order whichever session opens
/// them, a session whose app ended, and shards dealt by time at 1,000 screens.
@MainActor
struct CellRunnerSessionsTests {
    static func cells(screens: Int, variants: [ScreenVariant?] = [nil]) -> [SnapshotCell] {
        (1...screens).flatMap { number in
            variants.map { variant in
                SnapshotCell(
                    sample: ScreenSample(screen: ScreenID("screen\(number)"), sample: "standard", model: nil),
                    variant: variant
                )
            }
        }
    }

    @Test func twoSessionsFindWhatOneFindsAndReportEachCellInItsOrder() async throws {
        let cells = Self.cells(screens: 9)
        var results: [[String]] = []
        var tallies: [CellTally] = []
        for jobs in [1, 2, 3] {
            var reported: [String] = []
            var sessionsUsed: Set<Int> = []
            let tally = await CellRunner(store: nil, executable: "App").run(cells, jobs: jobs) { session, cell in
                sessionsUsed.insert(session)
                // Later cells answer sooner, so that sessions finish out of order.
                try? await Task.sleep(nanoseconds: UInt64(10 - cell.name.count % 10) * 1_000_000)
                if cell.name.hasPrefix("screen4.") {
                    return .failed(ScreenRouterError(code: .appStopped, message: "x"), endsRun: false)
                }
                return .shown(nil, seconds: 0.001)
            } report: { cell, outcome in
                if case .failed = outcome { reported.append(cell.name + " failed") } else { reported.append(cell.name) }
            }
            #expect(sessionsUsed.count == jobs)
            results.append(reported)
            tallies.append(tally)
        }
        #expect(results[0] == cells.map { $0.name.hasPrefix("screen4.") ? $0.name + " failed" : $0.name })
        #expect(results.allSatisfy { $0 == results[0] })
        #expect(tallies.allSatisfy { $0 == CellTally(checked: 9, matched: 8, failed: 1) })
    }

    @Test func aSessionWhoseAppEndedReportsItsRemainingCellsAndTheOthersRunOn() async throws {
        let cells = Self.cells(screens: 6)
        var reported: [String] = []
        var opened: [String] = []
        let tally = await CellRunner(store: nil, executable: "App").run(cells, jobs: 2) { _, cell in
            opened.append(cell.name)
            if cell.name.hasPrefix("screen1.") { return .failed(nil, endsRun: true) }
            return .shown(nil)
        } report: { cell, outcome in
            if case .failed(let error) = outcome {
                reported.append("\(cell.name): \(error.map { "\($0.code)" } ?? "reported")")
            } else {
                reported.append("\(cell.name): opened")
            }
        }
        // Dealt in turn: the first session has screens 1, 3 and 5, the second 2, 4 and 6.
        #expect(
            reported == [
                "screen1.standard.default: reported", "screen2.standard.default: opened",
                "screen3.standard.default: appStopped", "screen4.standard.default: opened",
                "screen5.standard.default: appStopped", "screen6.standard.default: opened",
            ]
        )
        #expect(
            Set(opened) == [
                "screen1.standard.default", "screen2.standard.default", "screen4.standard.default",
                "screen6.standard.default",
            ]
        )
        #expect(tally.failed == 3 && tally.matched == 3)
    }

    @Test func theRunnerKeepsTheTimesOfTheCellsItOpenedBesideTheSnapshots() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("times-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = CellTimes.file(in: folder)
        try CellTimes(microseconds: ["gone.standard.default": 5_000]).write(to: file)
        let runner = CellRunner(store: SnapshotStore(directory: folder, mode: .missing), executable: "App")
        await runner.run(Self.cells(screens: 2), jobs: 2) { _, cell in
            .shown(nil, seconds: cell.name.hasPrefix("screen1.") ? 0.0123 : 0.5)
        } report: { _, _ in
        }
        try runner.keepTimes()
        let times = try CellTimes.read(from: file)
        #expect(
            times.microseconds == [
                "gone.standard.default": 5_000, "screen1.standard.default": 12_000, "screen2.standard.default": 500_000,
            ]
        )
        #expect(try runner.recordedTimes() == times)
        // A run that records nothing keeps no times.
        let never = CellRunner(store: SnapshotStore(directory: folder, mode: .never), executable: "App")
        await never.run(Self.cells(screens: 1), jobs: 1) { _, _ in
            .shown(nil, seconds: 9)
        } report: { _, _ in
        }
        try never.keepTimes()
        #expect(try CellTimes.read(from: file) == times)
        // The next run's sessions are dealt by those times, a cell without one weighing their mean (256 ms): the slow
        // cell and the fast one in one session, the two unknown in the other, 512 ms each.
        let dealt = CellRunner.deal(Self.cells(screens: 4), among: 2, times: times)
        #expect(
            dealt.map { $0.map(\.name) } == [
                ["screen1.standard.default", "screen2.standard.default"],
                ["screen3.standard.default", "screen4.standard.default"],
            ]
        )
    }

    @Test func shardsOfAThousandScreensByTimeAreDisjointCompleteAndBalanced() throws {
        let variants: [ScreenVariant?] = [
            nil, ScreenVariant(appearance: .dark), ScreenVariant(layoutDirection: .rightToLeft),
        ]
        let cells = Self.cells(screens: 1_000, variants: variants)
        var times = CellTimes()
        for (index, cell) in cells.enumerated() {
            let slow = cell.name.hasPrefix("screen7.") ? 10.0 : 1.0
            times.record((1.5 + Double(index * 7_919 % 1_000) / 1_000) * slow / 1_000, forCell: cell.name)
        }
        for timed in [CellTimes(), times] {
            let shards = (1...4).map { SnapshotCell.shard(cells, $0, of: 4, times: timed) }
            let names = shards.flatMap { $0.map(\.name) }
            #expect(names.count == cells.count && Set(names) == Set(cells.map(\.name)), "disjoint and complete")
            // A case's cells stay together.
            for shard in shards {
                let screens = Set(shard.map(\.sample.screen))
                #expect(shard.count == screens.count * variants.count)
            }
            let loads = shards.map { $0.reduce(0) { $0 + (times[$1.name] ?? 0) } }
            let mean = Double(loads.reduce(0, +)) / 4
            #expect(Double(loads.max() ?? 0) / mean <= 1.15)
        }
        // Without times, the split is the catalogue's by count.
        let catalogue = ScreenCatalogue(
            screens: (1...1_000).map { .init(id: ScreenID("screen\($0)"), model: nil, samples: []) }
        )
        let plain = SnapshotCell.cells(of: catalogue, variants: [])
        let byCount = SnapshotCell.shard(plain, 2, of: 4, times: CellTimes())
        #expect(byCount.map(\.sample.screen) == (try catalogue.shard(2, of: 4)).screenSamples.map(\.screen))
    }
}
