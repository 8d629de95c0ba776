import Foundation
import GeneratedScreens
import ScreenRouter
import ScreenRouterProcess
import ScreenRouterTestSupport

/// Section 16: what grows with the app, measured on the generated app of 1,000 screens (`GeneratedApp`): its
/// catalogue listed and read, lookups among its screens, the split of 12,000 cells into shards, the file of their
/// times, and 12,000 snapshot files written and compared.
///
/// Work inside the benchmark's process is timed by the thread's processor time (the machine is shared), its elapsed
/// time beside it; a listing's elapsed time from `listScreens()` to its return, with the app's processor time
/// (`RUSAGE_CHILDREN`) beside it.
@MainActor
struct ScaleCost {
    /// The release build of `GeneratedApp`.
    let generatedApp: URL
    /// A folder of the benchmark's own, for the snapshot and time files.
    let folder: URL

    /// A median of processor and of elapsed times, in nanoseconds.
    struct Timing {
        var processor: Double
        var elapsed: Double
    }

    /// Runs `work` `rounds` times after a warm-up and returns the medians.
    static func timing(rounds: Int, _ work: () throws -> Void) rethrows -> Timing {
        try work()
        var processor: [Double] = []
        var elapsed: [Double] = []
        for _ in 0..<rounds {
            let timed = try Stopwatch.measure(work)
            processor.append(timed.processor)
            elapsed.append(timed.elapsed)
        }
        return Timing(processor: Stopwatch.median(processor), elapsed: Stopwatch.median(elapsed))
    }

    // MARK: The catalogue

    struct CatalogueResult {
        var screens: Int
        var cases: Int
        var bytes: Int
        /// `listScreens()`: the app launched, its catalogue printed and read.
        var list: Timing
        /// The app's processor time for the listing.
        var appProcessor: Double
        /// The catalogue's bytes read by `ScreenCatalogue.read`, in the benchmark's process.
        var parse: Timing
        /// The app's side in the benchmark's process: the catalogue made from the registrations and written as JSON.
        var write: Timing
    }

    /// The catalogue of `screens` generated screens with `samples` samples each, listed `rounds` times.
    func catalogue(screens: Int, samples: Int, rounds: Int) async throws -> CatalogueResult {
        let environment = ["GENERATED_SCREENS": "\(screens)", "GENERATED_SAMPLES": "\(samples)"]
        let app = ProcessApplication(executableURL: generatedApp)
        app.launchEnvironment = environment
        app.timeout = 120
        var elapsed: [Double] = []
        var processor: [Double] = []
        var cases = 0
        for round in 0..<(rounds + 1) {
            let before = Stopwatch.childrenTime()
            let timed = try await Stopwatch.timeAwaiting { try await app.listScreens() }
            let appTime = Double(Stopwatch.childrenTime() - before)
            guard timed.result.screens.count == screens else {
                throw BenchmarkFailure("GeneratedApp listed \(timed.result.screens.count) screens, not \(screens)")
            }
            cases = timed.result.screenSamples.count
            guard round > 0 else { continue }
            elapsed.append(timed.nanoseconds)
            processor.append(appTime)
        }
        let outcome = try await ProcessRun.run(
            generatedApp,
            arguments: ["--uitesting", "--list-screens"],
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
            timeout: 120
        )
        let bytes = outcome.output
        let parse = try Self.timing(rounds: rounds) {
            Sink.total &+= try ScreenCatalogue.read(bytes, printedBy: "GeneratedApp").screens.count
        }
        let coordinator = GeneratedScreens.coordinator(screens: screens, samples: samples)
        let write = Self.timing(rounds: rounds) { Sink.total &+= coordinator.screenCatalogue.json.count }
        return CatalogueResult(
            screens: screens,
            cases: cases,
            bytes: bytes.count,
            list: Timing(processor: Stopwatch.median(processor), elapsed: Stopwatch.median(elapsed)),
            appProcessor: Stopwatch.median(processor),
            parse: parse,
            write: write
        )
    }

    // MARK: Lookups

    struct LookupResult {
        /// A sample's request resolved (looked up, its model decoded, its screen built), among 10 and 1,000 screens.
        var sampleAmongTen: Double
        var sampleAmongThousand: Double
        /// A request for a screen no one registered: the error and its nearest names, among 10 and 1,000 screens.
        var unknownAmongTen: Double
        var unknownAmongThousand: Double
    }

    /// Resolves the first nine screens' samples in coordinators of 10 and 1,000 generated screens, in batches.
    func lookups(rounds: Int, batch: Int) throws -> LookupResult {
        let small = GeneratedScreens.coordinator(screens: 10, samples: 1)
        let large = GeneratedScreens.coordinator(screens: 1_000, samples: 1)
        // The feed's sample opens with a network fixture: its time is its answer's, left out as in section 9.
        let requests = small.screenCatalogue.screenSamples.filter { !$0.screen.rawValue.hasPrefix("feed") }.map(
            \.request
        )
        let typo = LaunchRequest(screen: "artcle0003")
        func resolve(_ coordinator: TestingCoordinator<GeneratedScreen>, _ requests: [LaunchRequest]) throws -> Double {
            let timing = try Self.timing(rounds: rounds) {
                for index in 0..<batch {
                    Sink.total &+= try coordinator.resolve(requests[index % requests.count]).elements.count
                }
            }
            return timing.processor / Double(batch)
        }
        func fail(_ coordinator: TestingCoordinator<GeneratedScreen>) -> Double {
            Self.timing(rounds: rounds) {
                for _ in 0..<10 {
                    do {
                        _ = try coordinator.resolve(typo)
                    } catch {
                        Sink.total &+= "\(error)".count
                    }
                }
            }.processor / 10
        }
        return LookupResult(
            sampleAmongTen: try resolve(small, requests),
            sampleAmongThousand: try resolve(large, requests),
            unknownAmongTen: fail(small),
            unknownAmongThousand: fail(large)
        )
    }

    // MARK: Shards and times

    /// The cells of 1,000 screens, one case each, in 12 variants: 12,000 names as the every-screen cells have them.
    static func cells(screens: Int = 1_000) -> [String] {
        let variants = ScreenVariant.matrix(
            appearances: [.light, .dark],
            contentSizes: [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge],
            layoutDirections: [.leftToRight, .rightToLeft]
        )
        return (1...screens).flatMap { number in
            let sample = ScreenSample(
                screen: ScreenID(GeneratedScreens.identifier(number)),
                sample: "standard",
                model: nil
            )
            return variants.map { sample.cellName(variant: $0) }
        }
    }

    struct SplitResult {
        var cells: Int
        /// One shard of 4 dealt by time, 12,000 cells.
        var split: Timing
        /// The file of 12,000 times written (in memory, then to disk) and read back.
        var write: Timing
        var read: Timing
        var fileBytes: Int
        /// The slowest of 4 shards against their mean, for each way of timing.
        var balance: [(times: String, byTime: Double, byCellCount: Double, byCaseCount: Double)]
    }

    /// Splits 12,000 cells by time, writes and reads their times, and weighs the balance of each split.
    func split(rounds: Int) throws -> SplitResult {
        let cells = Self.cells()
        let times = Self.times(of: cells) { $0.hasPrefix("order0002.") ? 10 : 1 }
        let split = Self.timing(rounds: rounds) {
            Sink.total &+= ShardSplit.shard(2, of: 4, cells: cells, times: times).count
        }
        let file = CellTimes.file(in: folder)
        let write = try Self.timing(rounds: rounds) {
            try? FileManager.default.removeItem(at: file)
            try times.write(to: file)
        }
        let read = try Self.timing(rounds: rounds) { Sink.total &+= try CellTimes.read(from: file).microseconds.count }
        let small = Self.cells(screens: 40)
        let cases: [(String, [String], (String) -> Double)] = [
            ("one screen 10× the others", cells, { $0.hasPrefix("order0002.") ? 10 : 1 }),
            ("every tenth screen 10× (the feeds)", cells, { $0.hasPrefix("feed") ? 10 : 1 }),
            ("one variant (AX5, dark, right to left) 5×", cells, { $0.hasSuffix(".dark.AX5.rtl") ? 5 : 1 }),
            ("no times recorded", cells, { _ in 1 }),
            ("40 screens (480 cells), one 10× the others", small, { $0.hasPrefix("order0002.") ? 10 : 1 }),
        ]
        let balance = cases.map { name, cells, factor in
            let times = Self.times(of: cells, factor: factor)
            return (
                name, Self.slowest(cells, times, ShardSplit.deal(cells: cells, times: times, into: 4)),
                Self.slowest(cells, times, ShardSplit.deal(cells: cells, times: CellTimes(), into: 4)),
                Self.slowest(cells, times, Self.byCase(cells))
            )
        }
        return SplitResult(
            cells: cells.count,
            split: split,
            write: write,
            read: read,
            fileBytes: (try? Data(contentsOf: file).count) ?? 0,
            balance: balance
        )
    }

    /// Times of about 2 ms a cell (1.5 to 2.5, scattered), times `factor`.
    static func times(of cells: [String], factor: (String) -> Double) -> CellTimes {
        var times = CellTimes()
        for (index, cell) in cells.enumerated() {
            times.record((1.5 + Double(index * 7_919 % 1_000) / 1_000) * factor(cell) / 1_000, forCell: cell)
        }
        return times
    }

    /// Today's split by count, `ScreenCatalogue.shard(_:of:)`: the screens' cases (here, one a screen) dealt in turn
    /// in the order of their names, each with all of its variants.
    static func byCase(_ cells: [String]) -> [Int] {
        let screens = cells.map { String($0.prefix { $0 != "." }) }
        let order = Set(screens).sorted()
        let shardOfScreen = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0 % 4) })
        return screens.map { shardOfScreen[$0] ?? 0 }
    }

    /// The slowest shard's time against the shards' mean.
    static func slowest(_ cells: [String], _ times: CellTimes, _ shards: [Int]) -> Double {
        var loads = [0, 0, 0, 0]
        for (index, cell) in cells.enumerated() {
            loads[shards[index]] += times[cell] ?? 0
        }
        return Double(loads.max() ?? 0) / (Double(loads.reduce(0, +)) / 4)
    }

    // MARK: Snapshot files

    struct SnapshotResult {
        var files: Int
        /// Every cell recorded into an empty folder.
        var record: Timing
        /// Every cell compared with its file, all matching.
        var check: Timing
    }

    /// 12,000 cells' snapshots of 12 elements recorded into a fresh folder, then checked, `rounds` times each.
    func snapshots(rounds: Int) throws -> SnapshotResult {
        let cells = Self.cells()
        let snapshots = cells.map { cell in
            SnapshotFile(
                screen: String(cell.prefix { $0 != "." }),
                elements: (0..<12).map { .init(identifier: "element.\($0)", label: "\(cell) label \($0)") }
            )
        }
        var record: [Double] = []
        var recordElapsed: [Double] = []
        var check: [Double] = []
        var checkElapsed: [Double] = []
        for round in 0..<(rounds + 1) {
            let directory = folder.appendingPathComponent("snapshots-\(round)")
            let recording = SnapshotStore(directory: directory, mode: .missing)
            let recorded = Stopwatch.measure {
                zip(snapshots, cells).filter { recording.check($0, cell: $1) == .recorded }.count
            }
            let checked = Stopwatch.measure {
                zip(snapshots, cells).filter { recording.check($0, cell: $1) == .matched }.count
            }
            try? FileManager.default.removeItem(at: directory)
            guard recorded.result == cells.count, checked.result == cells.count else {
                throw BenchmarkFailure("\(recorded.result) recorded and \(checked.result) matched of \(cells.count)")
            }
            guard round > 0 else { continue }
            record.append(recorded.processor)
            recordElapsed.append(recorded.elapsed)
            check.append(checked.processor)
            checkElapsed.append(checked.elapsed)
        }
        return SnapshotResult(
            files: cells.count,
            record: Timing(processor: Stopwatch.median(record), elapsed: Stopwatch.median(recordElapsed)),
            check: Timing(processor: Stopwatch.median(check), elapsed: Stopwatch.median(checkElapsed))
        )
    }
}
