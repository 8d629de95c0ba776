import Foundation
import ScreenRouter
import ScreenRouterProcess

/// Section 15: the review report of 1,000 cells, written by `screenrouter report`'s code and opened in a browser.
///
/// Run it alone, without building the benchmark's apps: `swift run -c release RoutingBenchmark --report-only` (the
/// hook is in `main.swift`). The cells are made up, as a large catalogue's every-screen test leaves them: 125 screens
/// × 2 samples × 4 variants, each cell 15 elements with frames in points, in a folder of recorded files and the run's
/// folder beside it; 50 cells have a label changed, 10 are new, 10 removed.
@MainActor
struct ReportCost {
    /// The argument that runs this section alone.
    static let onlyFlag = "--report-only"

    let folder: URL
    var report = Report()
    var notes: [String] = []

    /// Runs the section alone and prints its table; the exit status.
    static func runAlone() async -> Int32 {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ReportCost-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var cost = ReportCost(folder: folder)
        do {
            try await cost.measure(rounds: 5, browserRounds: 3)
        } catch {
            FileHandle.standardError.write(Data("RoutingBenchmark failed: \(error)\n".utf8))
            return 1
        }
        print("# ScreenRouter routing benchmark: the review report\n")
        print("- machine: " + Machine.summary().joined(separator: "; "))
        print("")
        print(cost.report.markdown)
        print("")
        for note in cost.notes { print("- \(note)") }
        return 0
    }

    /// Measures the section within the whole run, in its folder; its rows judge goals when the run's do.
    static func measured(in folder: URL, judgesGoals: Bool, quick: Bool) async throws -> ReportCost {
        var cost = ReportCost(folder: folder, report: Report(judgesGoals: judgesGoals))
        try await cost.measure(rounds: quick ? 1 : 5, browserRounds: quick ? 1 : 3)
        return cost
    }

    /// Writes the cells' files, then times the report: written (median of `rounds`), and opened in chromium when it
    /// is installed (median of `browserRounds`, against an empty page).
    mutating func measure(rounds: Int, browserRounds: Int) async throws {
        let recorded = folder.appendingPathComponent("__Snapshots__/EveryScreen")
        let store = SnapshotStore(directory: recorded, mode: .missing)
        let cells = try Self.writeCells(recorded: recorded, run: store.runDirectory)
        let page = folder.appendingPathComponent("report.html")
        Benchmark.progress("report: \(cells) cells written by SnapshotReport, \(rounds) rounds")
        var reads: [Double] = []
        var renders: [Double] = []
        var writes: [Double] = []
        var wholes: [Double] = []
        var summary = ""
        var bytes = 0
        for _ in 0..<(rounds + 1) {
            let start = Stopwatch.now()
            let read = try SnapshotReport.read(
                recorded: recorded,
                shownAs: "__Snapshots__/EveryScreen",
                current: store.runDirectory,
                shownAs: "__Snapshots__/.build/EveryScreen"
            )
            let afterRead = Stopwatch.now()
            let html = read.html
            let afterRender = Stopwatch.now()
            try Data(html.utf8).write(to: page, options: .atomic)
            let end = Stopwatch.now()
            reads.append(Double(afterRead - start))
            renders.append(Double(afterRender - afterRead))
            writes.append(Double(end - afterRender))
            wholes.append(Double(end - start))
            summary = read.summary
            bytes = html.utf8.count
        }
        // The first round warms the file cache and the allocator; the medians are of the others.
        let whole = Stopwatch.median(Array(wholes.dropFirst()))
        let section = "15 report"
        report.add(
            section,
            "a report of \(cells) cells written: both folders read, the page rendered, the file written",
            value: Formatting.duration(nanoseconds: whole),
            baseline: "read " + Formatting.duration(nanoseconds: Stopwatch.median(Array(reads.dropFirst())))
                + ", render " + Formatting.duration(nanoseconds: Stopwatch.median(Array(renders.dropFirst())))
                + ", write " + Formatting.duration(nanoseconds: Stopwatch.median(Array(writes.dropFirst()))),
            ratio: Formatting.size(bytes: bytes),
            goal: "< 2 s: " + (whole < 2e9 ? "met" : "MISSED")
        )
        if let chromium = Self.chromium() {
            Benchmark.progress("report: opened in \(chromium.path), \(browserRounds) rounds")
            let empty = folder.appendingPathComponent("empty.html")
            try Data("<!DOCTYPE html><title>empty</title>".utf8).write(to: empty)
            var opened: [Double] = []
            var baseline: [Double] = []
            for round in 0..<(browserRounds + 1) {
                let full = try await open(page, in: chromium, round: round)
                let bare = try await open(empty, in: chromium, round: round)
                guard round > 0 else { continue }
                opened.append(full)
                baseline.append(bare)
            }
            let open = Stopwatch.median(opened)
            report.add(
                section,
                "the report opened in headless chromium, laid out and painted (`--screenshot`), start to exit",
                value: Formatting.duration(nanoseconds: open),
                baseline: Formatting.duration(nanoseconds: Stopwatch.median(baseline)) + " (an empty page)",
                goal: "< 5 s: " + (open < 5e9 ? "met" : "MISSED")
            )
        } else {
            report.add(section, "the report opened in a browser", value: "n/a", goal: "no chromium: not measured")
        }
        notes.append(
            "15: \(summary). Written: `SnapshotReport.read(recorded:shownAs:current:shownAs:)`, `html` and the "
                + "file's write, as `screenrouter report` does them; median of \(rounds) rounds after one warm-up. "
                + "Opened: `chromium --headless --screenshot` of the page at 1280 × 1600 (the browser started, the "
                + "page parsed, styled, laid out and painted, the browser ended), median of \(browserRounds) rounds "
                + "after a warm-up; the empty page's time is the browser's own start and end."
        )
    }

    /// Writes the recorded files and the run's; returns the number of cells.
    private static func writeCells(recorded: URL, run: URL) throws -> Int {
        try FileManager.default.createDirectory(at: recorded, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        let variants = ["default", "dark", "dark.AX5", "dark.AX5.rtl"]
        var cells = 0
        for screen in 0..<125 {
            for sample in ["default", "long"] {
                for variant in variants {
                    let cell = "screen\(screen).\(sample).\(variant)"
                    let old = snapshot(screen: "screen\(screen)", sample: sample)
                    var new = old
                    let index = cells % 100
                    if index < 5 { new.elements[3].label += " (changed)" }
                    if index != 10 { try old.data.write(to: recorded.appendingPathComponent(cell + ".json")) }
                    if index != 11 { try new.data.write(to: run.appendingPathComponent(cell + ".json")) }
                    cells += 1
                }
            }
        }
        return cells
    }

    /// A screen's snapshot: a title and 14 rows, each with its frame on a phone's screen in points.
    private static func snapshot(screen: String, sample: String) -> SnapshotFile {
        var elements = [
            SnapshotFile.Element(
                identifier: "\(screen)Title",
                label: "Screen " + screen.dropFirst("screen".count),
                frame: [16, 60, 358, 40]
            )
        ]
        for row in 0..<14 {
            elements.append(
                SnapshotFile.Element(
                    identifier: "\(screen)Row.\(row)",
                    label: sample == "long" ? "A longer label for row \(row) of \(screen)" : "Row \(row)",
                    kind: row % 4 == 0 ? .button : .text,
                    frame: [16, 110 + Double(row) * 48, 358, 44]
                )
            )
        }
        return SnapshotFile(screen: screen, elements: elements)
    }

    /// The `chromium` executable on the `PATH`, if there is one.
    private static func chromium() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let url = URL(fileURLWithPath: String(folder)).appendingPathComponent("chromium")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// Opens a page in headless chromium, lays it out and paints it into a screenshot; the nanoseconds from start
    /// to exit.
    private func open(_ page: URL, in chromium: URL, round: Int) async throws -> Double {
        let screenshot = folder.appendingPathComponent("screenshot-\(round).png")
        let arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--user-data-dir=" + folder.appendingPathComponent("profile").path, "--window-size=1280,1600",
            "--screenshot=" + screenshot.path, page.absoluteString,
        ]
        let start = Stopwatch.now()
        let outcome = try await ProcessRun.run(
            chromium,
            arguments: arguments,
            environment: ProcessInfo.processInfo.environment,
            timeout: 120
        )
        let elapsed = Double(Stopwatch.now() - start)
        guard outcome.status == 0, !outcome.didTimeOut, FileManager.default.fileExists(atPath: screenshot.path) else {
            throw BenchmarkFailure(
                "chromium did not open \(page.lastPathComponent): status \(outcome.status), "
                    + String(decoding: outcome.error.suffix(400), as: UTF8.self)
            )
        }
        return elapsed
    }
}

extension Benchmark {
    /// Section 15 within the whole run and the quick run: the review report of 1,000 cells.
    ///
    /// Its rows and notes join the run's. `--report-only` runs it alone, without building the apps.
    mutating func reviewReport() async throws {
        let folder = folder.appendingPathComponent("ReportCost")
        let cost = try await ReportCost.measured(in: folder, judgesGoals: !scale.isQuick, quick: scale.isQuick)
        report.append(cost.report)
        notes += cost.notes
    }
}
