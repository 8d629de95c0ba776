import Foundation

extension Benchmark {
    /// The argument that runs section 11 alone: `swift run -c release RoutingBenchmark --elements-only`.
    static let elementsOnlyFlag = "--elements-only"

    /// Section 11: element frames, waited on against polled, and memory over 10,000 of them.
    mutating func elementFrames(_ apps: BenchmarkApps) async throws {
        let rounds = scale.count(120, quick: 4)
        Self.progress("element frames: \(rounds) rounds of a waiting check, a wait for the line and a 250 ms poll")
        let waits = ElementWaits(apps: apps)
        let latencies = try await waits.compare(rounds: rounds)
        let section = "11 element frames"
        let polling = latencies.polling
        for (name, values) in [
            ("page object `thenIShouldSee(element:)`", latencies.pageObject),
            ("`ProcessRun.nextLine(startingWith:within:)`", latencies.nextLine),
        ] {
            let median = Stopwatch.median(values)
            report.add(
                section,
                "frame written to check returned, median: \(name) vs a 250 ms polling loop",
                value: Formatting.duration(nanoseconds: median),
                baseline: Formatting.duration(nanoseconds: Stopwatch.median(polling)),
                ratio: String(format: "%.0f× sooner", Stopwatch.median(polling) / median),
                goal: "< 1 ms: " + (median < 1_000_000 ? "met" : "MISSED")
            )
            report.add(
                section,
                "frame written to check returned, p99: \(name) vs a 250 ms polling loop",
                value: Formatting.duration(nanoseconds: Stopwatch.percentile(values, 99)),
                baseline: Formatting.duration(nanoseconds: Stopwatch.percentile(polling, 99))
            )
        }
        notes.append(
            "11: RoutedApp's `laterFrame` screen, in a session, writes a loading frame before its routed line and, "
                + "5 to 250 ms later (in steps of 5 ms, scattered), from a thread of its own, a loaded frame that "
                + "carries the moment it was written on the monotonic clock; latency = from that moment to the check "
                + "returning, on the same clock. \(rounds) rounds, each of the three ways in turn, each way in a "
                + "session of its own: a page object's `givenPage(model:)` then `thenIShouldSee(element: .loaded)`; "
                + "a route on a `ProcessRun` then `nextLine(startingWith:within: 10)`; and a route then a loop that "
                + "takes a frame already there (`nextLine(startingWith:within: 0)`) or sleeps 250 ms. "
                + "p99 = the nearest-rank 99th percentile."
        )

        let snapshots = scale.count(10_000, quick: 150)
        let checkpoint = 100
        Self.progress("element frames: \(Formatting.count(snapshots)) frames waited on in one session")
        let endurance = try await waits.endure(snapshots: snapshots, checkpoint: checkpoint)
        report.addGrowth(
            section,
            "test side's RSS after \(Formatting.count(snapshots)) frames waited on vs after \(checkpoint)",
            after: endurance.testSideAfterAll,
            afterFirst: endurance.testSideAfterFirst
        )
        report.addGrowth(
            section,
            "app's peak RSS after \(Formatting.count(snapshots)) frames vs after \(checkpoint)",
            after: endurance.appAfterAll,
            afterFirst: endurance.appAfterFirst
        )
        report.add(
            section,
            "\(Formatting.count(snapshots)) routes, each waited on for its loaded frame",
            value: Formatting.duration(nanoseconds: endurance.elapsed),
            baseline: Formatting.duration(nanoseconds: endurance.elapsed / Double(snapshots)) + " per frame"
        )
        notes.append(
            "11, memory: one session of RoutedApp routed \(Formatting.count(snapshots)) times to `laterFrame` with no "
                + "delay, each loaded frame waited on by the page object; the benchmark's own `VmRSS` and the app's "
                + "`VmHWM` read after frame \(checkpoint) and after the last."
        )
    }
}
