import Foundation
import ScreenRouter
import ScreenRouterTestSupport

/// Section 14: every Demo cell's element snapshot checked against its file, through one session against a launch
/// per cell.
///
/// The cells are section 9's: the Demo's screens and samples (those that open with a network fixture left out, their
/// time being their fixture's answers) in 12 variants. Each cell is opened (`launchApp(app, .sample(_:variant:))` with
/// a new `ProcessApplication`, or `route(to: .sample(_:variant:))` in one session), its last element frame read, and
/// compared with its snapshot file by the `SnapshotStore` that `launchEveryScreen(snapshots: true)` and `screenrouter
/// snapshots` use; every cell must match.
@MainActor
struct SnapshotCost {
    struct Comparison {
        let cells: Int
        let rounds: Int
        /// Median wall time of checking every cell by launches, and by one session.
        let launches: Double
        let session: Double
        /// Median time of the check alone in the sessions (read the cell's frame, compare it with its file), per cell.
        let check: Double
    }

    let apps: BenchmarkApps
    let folder: URL

    /// The median of `rounds` runs of each way, alternating, after one warm-up of each (which records the files).
    func compare(rounds: Int) async throws -> Comparison {
        let catalogue = try await ProcessApplication(executableURL: apps.demo).listScreens().shard(1, of: 1)
        let samples = catalogue.screenSamples.filter { sample in
            let entry = catalogue.screens.first { $0.id == sample.screen }
            return !(entry?.networkSamples.contains(sample.sample ?? "") ?? false)
        }
        let cells = samples.flatMap { sample in VariantCost.variants.map { (sample, $0) } }
        let store = SnapshotStore(directory: folder.appendingPathComponent("__Snapshots__"), mode: .missing)
        // The warm-up of the session records every file, so that each timed way compares them all.
        try await checkOneSession(cells, in: store, recording: true)
        var launches: [Double] = []
        var sessions: [Double] = []
        var checks: [Double] = []
        for round in 0..<(rounds + 1) {
            let launched = try await Stopwatch.timeAwaiting { try await checkLaunchingEach(cells, in: store) }
            let routed = try await Stopwatch.timeAwaiting { try await checkOneSession(cells, in: store) }
            guard round > 0 else { continue }
            launches.append(launched.nanoseconds)
            sessions.append(routed.nanoseconds)
            checks += routed.result
        }
        return Comparison(
            cells: cells.count,
            rounds: rounds,
            launches: Stopwatch.median(launches),
            session: Stopwatch.median(sessions),
            check: Stopwatch.median(checks)
        )
    }

    /// One launch of the Demo per cell, each cell's snapshot checked.
    private func checkLaunchingEach(_ cells: [(ScreenSample, ScreenVariant)], in store: SnapshotStore) async throws {
        for (sample, variant) in cells {
            let app = ProcessApplication(executableURL: apps.demo)
            await launchApp(app, .sample(sample, variant: variant))
            try check(app, sample.cellName(variant: variant), in: store)
        }
    }

    /// One session for every cell, from its start to its end, each cell's snapshot checked; the time of each check.
    @discardableResult
    private func checkOneSession(
        _ cells: [(ScreenSample, ScreenVariant)],
        in store: SnapshotStore,
        recording: Bool = false
    ) async throws -> [Double] {
        var checks: [Double] = []
        let app = ProcessApplication(executableURL: apps.demo)
        app.routeScheme = "demo"
        try await app.startSession()
        for (sample, variant) in cells {
            await app.route(to: .sample(sample, variant: variant))
            let cell = sample.cellName(variant: variant)
            checks.append(try Stopwatch.time { try check(app, cell, in: store, recording: recording) }.nanoseconds)
        }
        await app.stopSession()
        guard app.exitStatus == 0, !app.wasSignalled else {
            throw BenchmarkFailure("the snapshot session ended with status \(app.exitStatus): \(app.standardError)")
        }
        return checks
    }

    /// Checks the cell's last element frame against its file: it must match (or, while recording, be recorded).
    private func check(
        _ app: ProcessApplication,
        _ cell: String,
        in store: SnapshotStore,
        recording: Bool = false
    ) throws {
        guard let frame = try app.lastElementFrame() else {
            throw BenchmarkFailure("\(cell) wrote no element frame: \(app.standardOutput)")
        }
        let outcome = store.check(SnapshotFile(frame), cell: cell)
        guard outcome == .matched || (recording && outcome == .recorded) else {
            throw BenchmarkFailure("\(cell) did not match its snapshot: \(outcome)")
        }
    }
}
