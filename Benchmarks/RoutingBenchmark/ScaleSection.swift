import Foundation
import ScreenRouterProcess

/// Section 16, run alone by `swift run -c release RoutingBenchmark --scale-only`: what grows with the app, on the
/// generated app of 1,000 screens.
@MainActor
enum ScaleSection {
    /// The argument that runs section 16 alone; the parts to run may follow it (`catalogue`, `lookups`, `split`,
    /// `snapshots`), every part without.
    static let flag = "--scale-only"

    /// Whether a part runs: it is named after ``flag``, or no part is.
    static func runs(_ part: String) -> Bool {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: flag) else { return true }
        let parts = arguments[(index + 1)...].filter { !$0.hasPrefix("-") }
        return parts.isEmpty || parts.contains(part)
    }

    static let section = "16 scale"

    /// Builds `GeneratedApp` as the other apps are built (optimised, with `DEBUG`, in the benchmark's own build
    /// folder), measures, and prints the header and the table; returns the exit status.
    static func runAlone() async -> Int32 {
        do {
            let started = Date()
            let machine = Machine.summary()
            let toolchain = await Machine.toolchain()
            let app = try await buildGeneratedApp()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Scale-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            var report = Report()
            var notes: [String] = []
            try await measure(
                ScaleCost(generatedApp: app, folder: folder),
                screenrouter: app.deletingLastPathComponent().appendingPathComponent("screenrouter"),
                quick: BenchmarkScale().isQuick,
                into: &report,
                notes: &notes
            )
            print("# ScreenRouter routing benchmark, section 16\n")
            print("- date: \(ISO8601DateFormatter().string(from: started))")
            print("- machine: " + machine.joined(separator: "; "))
            print("- toolchain: \(toolchain); benchmark built with `swift run -c release RoutingBenchmark`")
            print("- app: `GeneratedApp`, built as the other apps, `swift build -c release -Xswiftc -DDEBUG`\n")
            print(report.markdown)
            print("")
            for note in notes { print("- \(note)") }
            print(String(format: "- whole run: %.0f s", Date().timeIntervalSince(started)))
            return 0
        } catch {
            FileHandle.standardError.write(Data("RoutingBenchmark failed: \(error)\n".utf8))
            return 1
        }
    }

    /// Builds `GeneratedApp` and `screenrouter` in `.build/benchmark-apps` and returns the app.
    static func buildGeneratedApp() async throws -> URL {
        let root = try BenchmarkApps.packageRoot()
        let scratch = root.appendingPathComponent(BenchmarkApps.buildFolder)
        for product in ["GeneratedApp", "screenrouter"] {
            Benchmark.progress("building \(product) (optimised, with DEBUG) in \(BenchmarkApps.buildFolder)")
            let outcome = try await Machine.run(
                "/usr/bin/env",
                [
                    "swift", "build", "-c", "release", "-Xswiftc", "-DDEBUG", "--scratch-path", scratch.path,
                    "--product", product, "--package-path", root.path,
                ]
            )
            FileHandle.standardError.write(outcome.output + outcome.error)
            guard outcome.status == 0, !outcome.wasSignalled else {
                throw BenchmarkFailure("building \(product) failed")
            }
        }
        return scratch.appendingPathComponent("release").appendingPathComponent("GeneratedApp")
    }

    /// Measures every part of the section and adds its rows and notes.
    static func measure(
        _ cost: ScaleCost,
        screenrouter: URL,
        quick: Bool,
        into report: inout Report,
        notes: inout [String]
    ) async throws {
        let rounds = quick ? 1 : 9
        for samples in [1, 3] where runs("catalogue") {
            Benchmark.progress("scale: the catalogue of 1,000 screens with \(samples) sample(s) each, \(rounds) rounds")
            let result = try await cost.catalogue(screens: 1_000, samples: samples, rounds: rounds)
            let what = "\(Formatting.count(result.cases)) cases, \(Formatting.size(bytes: result.bytes)) of JSON"
            report.add(
                section,
                "catalogue of 1,000 screens (\(what)): `listScreens()`, the app launched, listing, read",
                value: Formatting.duration(nanoseconds: result.list.elapsed),
                baseline: "app's processor " + Formatting.duration(nanoseconds: result.appProcessor),
                goal: samples == 1 ? "< 100 ms: " + (result.list.elapsed < 100_000_000 ? "met" : "MISSED") : ""
            )
            report.add(
                section,
                "the same catalogue read (`ScreenCatalogue.read`) / made and written in the app (`screenCatalogue.json`)",
                value: Formatting.duration(nanoseconds: result.parse.processor) + " read",
                baseline: Formatting.duration(nanoseconds: result.write.processor) + " made and written"
            )
        }
        if runs("lookups") { try lookups(cost, into: &report) }
        if runs("split") { try split(cost, rounds: rounds, into: &report) }
        if runs("snapshots") { try snapshots(cost, rounds: rounds, into: &report) }
        if runs("cells") {
            let cells = ScaleCells(screenrouter: screenrouter, generatedApp: cost.generatedApp, folder: cost.folder)
            try await self.cells(cells, screens: quick ? 20 : 1_000, into: &report, notes: &notes)
        }
        notes.append(note(rounds: rounds))
    }

    static func lookups(_ cost: ScaleCost, into report: inout Report) throws {
        Benchmark.progress("scale: lookups among 10 and 1,000 generated screens")
        let lookups = try cost.lookups(rounds: 50, batch: 200)
        report.add(
            section,
            "a sample resolved (looked up, its 1 to 4 KiB model decoded, its screen built) among 1,000 screens",
            value: Formatting.duration(nanoseconds: lookups.sampleAmongThousand),
            baseline: Formatting.duration(nanoseconds: lookups.sampleAmongTen) + " (10 screens)",
            ratio: Formatting.ratio(lookups.sampleAmongThousand / lookups.sampleAmongTen),
            goal: Formatting.goal(lookups.sampleAmongThousand / lookups.sampleAmongTen, atMost: 1.5)
        )
        report.add(
            section,
            "an unknown screen refused, with the nearest names, among 1,000 screens",
            value: Formatting.duration(nanoseconds: lookups.unknownAmongThousand),
            baseline: Formatting.duration(nanoseconds: lookups.unknownAmongTen) + " (10 screens)"
        )
    }

    static func split(_ cost: ScaleCost, rounds: Int, into report: inout Report) throws {
        Benchmark.progress("scale: 12,000 cells split into shards, their times written and read")
        let split = try cost.split(rounds: rounds)
        report.add(
            section,
            "\(Formatting.count(split.cells)) cells (1,000 screens × 12 variants): one shard of 4 dealt by time",
            value: Formatting.duration(nanoseconds: split.split.processor),
            baseline: "elapsed " + Formatting.duration(nanoseconds: split.split.elapsed)
        )
        report.add(
            section,
            "their times, `cell-times.txt` (\(Formatting.size(bytes: split.fileBytes))): written / read",
            value: Formatting.duration(nanoseconds: split.write.processor) + " written",
            baseline: Formatting.duration(nanoseconds: split.read.processor) + " read"
        )
        for balance in split.balance {
            report.add(
                section,
                "slowest of 4 shards / their mean, \(balance.times): by time (by count of cells; by case, today's)",
                value: Formatting.ratio(balance.byTime),
                baseline: Formatting.ratio(balance.byCellCount) + "; " + Formatting.ratio(balance.byCaseCount),
                goal: balance.times.contains("one 10×") || balance.times.hasPrefix("one screen")
                    ? Formatting.goal(balance.byTime, atMost: 1.15) : ""
            )
        }
    }

    static func snapshots(_ cost: ScaleCost, rounds: Int, into report: inout Report) throws {
        Benchmark.progress("scale: 12,000 snapshot files recorded, then checked, \(rounds) rounds")
        let snapshots = try cost.snapshots(rounds: rounds)
        let files = Double(snapshots.files)
        report.add(
            section,
            "\(Formatting.count(snapshots.files)) snapshot files of 12 elements recorded into an empty folder",
            value: Formatting.duration(nanoseconds: snapshots.record.processor),
            baseline: "elapsed " + Formatting.duration(nanoseconds: snapshots.record.elapsed),
            ratio: Formatting.duration(nanoseconds: snapshots.record.processor / files) + " a file"
        )
        report.add(
            section,
            "the same \(Formatting.count(snapshots.files)) cells checked against their files, all matching",
            value: Formatting.duration(nanoseconds: snapshots.check.processor),
            baseline: "elapsed " + Formatting.duration(nanoseconds: snapshots.check.elapsed),
            ratio: Formatting.duration(nanoseconds: snapshots.check.processor / files) + " a file"
        )
    }

    /// Every cell of `screens` screens in 12 variants recorded, then checked, by `screenrouter snapshots` with one
    /// session and with two; memory after them against after 108 cells.
    static func cells(_ cells: ScaleCells, screens: Int, into report: inout Report, notes: inout [String]) async throws
    {
        var runs: [Int: (record: ScaleCells.Run, check: ScaleCells.Run)] = [:]
        for jobs in [1, 2] {
            Benchmark.progress(
                "scale: \(screens * 12) cells recorded, then checked, by screenrouter snapshots --jobs \(jobs)"
            )
            let folder = try cells.seededFolder("cells-\(jobs)")
            let record = try await cells.run(screens: screens, jobs: jobs, record: true, in: folder)
            let check = try await cells.run(screens: screens, jobs: jobs, record: false, in: folder)
            runs[jobs] = (record, check)
        }
        Benchmark.progress("scale: 108 cells (9 screens) checked, and shards of 1/111 and 1/4 of the cells, for memory")
        let small = try cells.seededFolder("cells-small")
        _ = try await cells.run(screens: 9, jobs: 1, record: true, in: small)
        let few = try await cells.run(screens: 9, jobs: 1, record: false, in: small)
        guard let one = runs[1], let two = runs[2] else { return }
        // The same app after about 100 cells and after a quarter of them: like with like, its start-up the same.
        let full = cells.folder.appendingPathComponent("cells-1")
        let hundred = try await cells.run(screens: screens, jobs: 1, record: false, in: full, shard: "1/111")
        let quarter = try await cells.run(screens: screens, jobs: 1, record: false, in: full, shard: "1/4")
        for (what, first, second) in [("recorded", one.record, two.record), ("checked", one.check, two.check)] {
            let rate = { (run: ScaleCells.Run) in Formatting.count(Int(Double(run.cells) / run.seconds)) + " cells/s" }
            report.add(
                section,
                "\(Formatting.count(first.cells)) cells (\(Formatting.count(screens)) screens × 12 variants) \(what) by `screenrouter "
                    + "snapshots`: 1 session (2 sessions)",
                value: String(format: "%.1f s (%.1f s)", first.seconds, second.seconds),
                baseline: rate(first) + " (" + rate(second) + ")",
                ratio: Formatting.ratio(first.seconds / second.seconds) + " faster with 2",
                goal: screens == 1_000
                    ? "< 30 s each: " + (max(first.seconds, second.seconds) < 30 ? "met" : "MISSED") : ""
            )
        }
        let perThousand = { (peak: KeyPath<ScaleCells.Run, Int>) -> String in
            let bytes = Double(one.check[keyPath: peak] - quarter[keyPath: peak])
            let cells = Double(one.check.cells - quarter.cells) / 1_000
            return Formatting.size(bytes: Int(bytes / max(cells, 1))) + " per 1,000 cells from "
                + Formatting.count(quarter.cells)
        }
        for (name, peak) in [
            ("`screenrouter` (its runner)", \ScaleCells.Run.toolPeak), ("the app (its one session)", \.appPeak),
        ] {
            let ratio = Double(one.check[keyPath: peak]) / Double(max(hundred[keyPath: peak], 1))
            report.add(
                section,
                "peak memory of \(name) after \(Formatting.count(one.check.cells)) cells checked / after "
                    + "\(hundred.cells) of the same app (a shard of 111); after 108 of 9 screens",
                value: Formatting.size(bytes: one.check[keyPath: peak]),
                baseline: Formatting.size(bytes: hundred[keyPath: peak]) + "; "
                    + Formatting.size(bytes: few[keyPath: peak]),
                ratio: Formatting.ratio(ratio) + "; " + perThousand(peak),
                goal: screens == 1_000 ? Formatting.goal(ratio, atMost: 1.2) : ""
            )
        }
        notes.append(
            "16, cells: `screenrouter snapshots <GeneratedApp> --directory <folder> --jobs <n>` (`--record` first), "
                + "`GENERATED_SCREENS=\(screens)`, one sample a screen; the folder is seeded with the first screen's "
                + "cell in 11 of section 9's 12 variants, so the command opens every screen in them and the "
                + "device's, 12; elapsed from the command's start to its end (the app's start and catalogue "
                + "included), the cells it reports checked, every run with none failed or differing. Memory: `VmHWM` "
                + "of `/proc/<pid>/status` of the command (the process that runs the sessions and checks the files) "
                + "and of its session's app (not the app's listing of its catalogue before it), polled every 20 ms; "
                + "like with like, the same command on the same app and folder with `--shard 1/111` (about 100 "
                + "cells) and `--shard 1/4` (the slope from there to all of them, per 1,000 cells); beside them, "
                + "108 cells of an app of 9 screens, whose start-up is smaller (no feed, so no `URLSession`)."
        )
    }

    static func note(rounds: Int) -> String {
        "16: `GeneratedApp` (`Benchmarks/GeneratedApp`), 1,000 screens registered as an app registers them: "
            + "articles, products and orders with models of 1 to 4 KiB of JSON, a feed every tenth screen that "
            + "loads through `URLSession.shared` with a network fixture, a panel without a model every 25th; one "
            + "sample a screen (1,000 cases, 12,000 cells in 12 variants), or three. The listing is "
            + "`ProcessApplication.listScreens()`, median of \(rounds) after one; the app's processor time "
            + "from `RUSAGE_CHILDREN`. The other rows are the benchmark thread's processor time, medians of "
            + "\(rounds) (lookups: 50 batches of 200 over the first nine screens' samples, the same requests in "
            + "both coordinators). Cells: 1,000 screens × the 12 variants of section 9; times about 2 ms a cell, "
            + "scattered ±25 %, and the slow ones as said; by count of cells: dealt in turn in name order "
            + "(the split by time without times); by case: `ScreenCatalogue.shard(_:of:)`'s cases in turn, each "
            + "with its 12 variants. Snapshot files: `SnapshotStore.check` in record mode `missing`, into a new "
            + "folder, then again, every cell matching."
    }
}
