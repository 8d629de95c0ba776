import Foundation

extension Benchmark {
    /// The argument that runs section 14 alone: `swift run -c release RoutingBenchmark --snapshots-only`.
    static let snapshotsOnlyFlag = "--snapshots-only"

    /// Section 14: every Demo cell's element snapshot checked, one session against a launch per cell.
    mutating func snapshots(_ apps: BenchmarkApps) async throws {
        let rounds = scale.count(5, quick: 1)
        Self.progress("snapshots: every cell's snapshot checked, one session vs a launch per cell, \(rounds) rounds")
        let comparison = try await SnapshotCost(apps: apps, folder: folder).compare(rounds: rounds)
        let speedUp = comparison.launches / comparison.session
        let cells = Double(comparison.cells)
        let section = "14 snapshots"
        report.add(
            section,
            "\(comparison.cells) cells' snapshots checked: one session vs a launch per cell",
            value: Formatting.duration(nanoseconds: comparison.session) + " (one session)",
            baseline: Formatting.duration(nanoseconds: comparison.launches) + " (\(comparison.cells) launches)",
            ratio: String(format: "%.1f× faster", speedUp),
            goal: "≥ 20× faster: " + (speedUp >= 20 ? "met" : "MISSED")
        )
        report.add(
            section,
            "cells checked per second",
            value: String(format: "%.0f cells/s (one session)", cells / (comparison.session / 1e9)),
            baseline: String(format: "%.0f cells/s (a launch per cell)", cells / (comparison.launches / 1e9))
        )
        report.add(
            section,
            "the check alone, per cell, in the session: read the frame, compare it with the file",
            value: Formatting.duration(nanoseconds: comparison.check) + " (median)",
            baseline: Formatting.duration(nanoseconds: comparison.session / cells) + " (the session's time per cell)"
        )
        notes.append(
            "14: section 9's \(comparison.cells) cells (the Demo's screens and samples without a network fixture × 12 "
                + "variants), each opened, its last element frame read (`lastElementFrame()`) and compared with its "
                + "snapshot file by `SnapshotStore.check`, as `launchEveryScreen(snapshots: true)` and `screenrouter "
                + "snapshots` compare it; every cell must match. Launches: `launchApp(app, .sample(_:variant:))` with a "
                + "new `ProcessApplication` per cell. Session: `route(to:)` per cell (the first starts the session), `stopSession()`, "
                + "timed from start to exit. The files were recorded by a warm-up session. Median of \(comparison.rounds) "
                + "rounds of each, alternating, after one warm-up."
        )
    }
}
