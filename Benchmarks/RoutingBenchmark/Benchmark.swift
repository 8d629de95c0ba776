import DemoShared
import Foundation
import ScreenRouter

/// Runs every section in turn and prints the report: the header and one markdown table on standard output,
/// progress on standard error.
@MainActor
struct Benchmark {
    static let screenCounts = [10, 1_000, 100_000]

    let folder: URL
    /// The full run's counts, or those of `--quick`.
    let scale = BenchmarkScale()
    var report: Report
    var notes: [String] = []

    /// Section 1's fixture sizes, in bytes of JSON, and how many route and decode pairs each.
    var routeSizes: [(Int, Int)] {
        [
            (1_024, scale.count(1_000, quick: 20)), (65_536, scale.count(500, quick: 10)),
            (1_048_576, scale.count(40, quick: 2)), (8_388_608, scale.count(12, quick: 1)),
        ]
    }
    /// Section 3's launches of each kind.
    var launches: Int { scale.count(40, quick: 3) }
    /// Section 4's fixture sizes: 8 MiB, then larger ones up to the codec's maximum (the quick run stops at 8 MiB).
    var largestSizes: [Int] { (scale.isQuick ? [8] : [8, 16, 32, 64]).map { $0 * 1_048_576 } }
    /// Section 5's runs of each app.
    var memoryRuns: Int { scale.count(3, quick: 1) }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("RoutingBenchmark-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        report = Report(judgesGoals: !scale.isQuick)
    }

    static func progress(_ text: String) {
        FileHandle.standardError.write(Data("[benchmark] \(text)\n".utf8))
    }

    mutating func run() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let started = Date()
        let machine = Machine.summary()
        let toolchain = await Machine.toolchain()
        Self.progress("building the benchmark's apps (optimised, with DEBUG) in \(BenchmarkApps.buildFolder)")
        let apps = try await BenchmarkApps.build()
        let built = Date()

        let launchOnly = CommandLine.arguments.contains(Self.launchOnlyFlag)
        let elementsOnly = CommandLine.arguments.contains(Self.elementsOnlyFlag)
        let mcpOnly = CommandLine.arguments.contains(Self.mcpOnlyFlag)
        let spawnOnly = CommandLine.arguments.contains(Self.spawnOnlyFlag)
        let snapshotsOnly = CommandLine.arguments.contains(Self.snapshotsOnlyFlag)
        let sessionsOnly = CommandLine.arguments.contains(Self.sessionsOnlyFlag)
        let agentsOnly = CommandLine.arguments.contains(Self.agentsOnlyFlag)
        if elementsOnly || mcpOnly || spawnOnly || snapshotsOnly || sessionsOnly || agentsOnly {
            if sessionsOnly { try await sessions(apps) }
            if elementsOnly { try await elementFrames(apps) }
            if mcpOnly { try await mcpServer(apps) }
            if spawnOnly { try await spawnCost(apps) }
            if snapshotsOnly { try await snapshots(apps) }
            if agentsOnly { try await agentAnswers(apps) }
        } else if launchOnly {
            try await launchCost(apps, inlineModel: Self.launchOnlyModel())
        } else if !CommandLine.arguments.contains(Self.variantsOnlyFlag) {
            let (sixtyFourKiB, eightMiB) = try await routeVersusDecode()
            try lookupScaling()
            try await launchCost(apps, inlineModel: sixtyFourKiB.json.base64EncodedString())
            try await largestFixture(apps)
            try await peakMemory(apps, fixture: eightMiB)
            try await parallelSuite(apps)
            try await sessions(apps)
        }
        let sectionOnly =
            launchOnly || elementsOnly || mcpOnly || spawnOnly || snapshotsOnly || sessionsOnly || agentsOnly
        if !sectionOnly {
            try await variants(apps)
        }
        if !sectionOnly, !CommandLine.arguments.contains(Self.variantsOnlyFlag) {
            try await networkFixtures(apps)
            try await elementFrames(apps)
            try await mcpServer(apps)
            try await spawnCost(apps)
            try await snapshots(apps)
            try await reviewReport()
            try await agentAnswers(apps)
            try await scale()
        }

        let elapsed = Date().timeIntervalSince(started)
        print("# ScreenRouter routing benchmark\n")
        if scale.isQuick {
            print(
                "- quick run (`\(BenchmarkScale.quickFlag)`): every section and check with few rounds; its figures "
                    + "judge no goal"
            )
        }
        print("- date: \(ISO8601DateFormatter().string(from: started))")
        print("- machine: " + machine.joined(separator: "; "))
        print("- toolchain: \(toolchain); benchmark built with `\(BenchmarkApps.benchmarkBuildCommand)`")
        print(
            "- apps: `\(apps.buildCommand)`: optimised with the DEBUG condition, the configuration an app under UI "
                + "test routes in (a plain release Demo ignores `--uitesting`), in a build folder of their own"
        )
        print("")
        print(report.markdown)
        print("")
        for note in notes { print("- \(note)") }
        print(
            String(
                format: "- whole run: %.0f s, of which %.0f s checking or building the apps",
                elapsed,
                built.timeIntervalSince(started)
            )
        )
    }

    /// Section 16, what grows with the app, on the generated app (`--scale-only` runs it alone); the quick run's
    /// cells are 20 screens' instead of 1,000.
    private mutating func scale() async throws {
        let app = try await ScaleSection.buildGeneratedApp()
        try await ScaleSection.measure(
            ScaleCost(generatedApp: app, folder: folder),
            screenrouter: app.deletingLastPathComponent().appendingPathComponent("screenrouter"),
            quick: scale.isQuick,
            into: &report,
            notes: &notes
        )
    }

    /// Section 1; returns the 64 KiB fixture for section 3 and the 8 MiB one for section 5.
    private mutating func routeVersusDecode() async throws -> (UsersFixture, UsersFixture) {
        let section = "1 route vs raw decode"
        var fixtures: [Int: UsersFixture] = [:]
        for (bytes, iterations) in routeSizes {
            Self.progress("route vs raw decode: \(Formatting.size(bytes: bytes)), \(iterations) pairs")
            let fixture = try UsersFixture.make(jsonBytes: bytes)
            let result = try await RouteVersusDecode(folder: folder).measure(fixture, iterations: iterations)
            report.add(
                section,
                "\(Formatting.size(bytes: bytes)) (\(Formatting.count(result.users)) users) via `\(result.transport)`",
                value: Formatting.duration(nanoseconds: result.route),
                baseline: Formatting.duration(nanoseconds: result.raw),
                ratio: Formatting.ratio(result.ratio) + " (elapsed \(Formatting.ratio(result.elapsedRatio)))",
                goal: bytes >= 65_536 ? Formatting.goal(result.ratio, atMost: 1.25) : "none below 64 KiB"
            )
            fixtures[bytes] = fixture
        }
        notes.append(
            "1 and 2 time the benchmark thread's processor time (`CLOCK_THREAD_CPUTIME_ID`: user and kernel time, page "
                + "faults and file reads included, other processes' turns excluded); the ratio of median elapsed times "
                + "is shown beside it. 1: value = median of the whole in-process route "
                + "(`LaunchMode.parse` and `TestingCoordinator<Int>.resolve(_:)`: parse, read the payload, base64 or file, "
                + "JSON-decode `[User]`, look up, build the root `users.count`) with the arguments `launchApp` "
                + "chooses; baseline = median of `JSONDecoder().decode([User].self, from:)` of the same bytes "
                + "in memory; route and raw alternate in each pair, first one then the other."
        )
        guard let small = fixtures[65_536], let large = fixtures[8_388_608] else {
            throw BenchmarkFailure("the 64 KiB and 8 MiB fixtures were not made")
        }
        return (small, large)
    }

    private mutating func lookupScaling() throws {
        Self.progress("lookup scaling: \(Self.screenCounts.map(Formatting.count).joined(separator: ", ")) screens")
        let rounds = scale.count(300, quick: 3)
        let batch = scale.count(2_000, quick: 100)
        let results = try LookupScaling().measure(screenCounts: Self.screenCounts, rounds: rounds, batch: batch)
        guard let base = results.first else { return }
        for result in results {
            let ratio = result.perResolve / base.perResolve
            report.add(
                "2 lookup scaling",
                "resolve among \(Formatting.count(result.screens)) screens",
                value: Formatting.duration(nanoseconds: result.perResolve),
                baseline: Formatting.duration(nanoseconds: base.perResolve),
                ratio: Formatting.ratio(ratio),
                goal: result.screens == Self.screenCounts.last ? Formatting.goal(ratio, atMost: 1.5) : ""
            )
        }
        notes.append(
            "2: model-less screens; every resolve asks for the same present identifier; \(rounds) rounds, each "
                + "timing a batch of \(Formatting.count(batch)) resolves per coordinator in rotating order; value = "
                + "median batch time / \(Formatting.count(batch)); "
                + "baseline = the \(Formatting.count(base.screens))-screen case."
        )
    }

    /// The argument that runs section 3 alone: `swift run -c release RoutingBenchmark --launch-only`.
    static let launchOnlyFlag = "--launch-only"

    /// The 64 KiB fixture's base64, which section 1 makes for section 3, made alone for `--launch-only`.
    private static func launchOnlyModel() throws -> String {
        try UsersFixture.make(jsonBytes: 65_536).json.base64EncodedString()
    }

    private mutating func launchCost(_ apps: BenchmarkApps, inlineModel: String) async throws {
        Self.progress("launch cost: \(launches) launches each")
        let settings = ["--uitesting", "-vc", "settings"]
        let result = try await LaunchCost().measure(
            [
                .init(executable: apps.trivialApp, arguments: [], expectedOutput: "TrivialApp started"),
                .init(executable: apps.routedApp, arguments: settings, expectedOutput: "[settings]"),
                .init(executable: apps.demo, arguments: settings, expectedOutput: "[settingsTitle]"),
                .init(
                    executable: apps.demo,
                    arguments: ["--uitesting", "-vc", "users"],
                    expectedOutput: "[userRow.1]"
                ),
                .init(
                    executable: apps.demo,
                    arguments: settings + ["-fixture", inlineModel],
                    expectedOutput: "[settingsTitle]"
                ),
            ],
            launches: launches
        )
        let trivial = Formatting.duration(nanoseconds: result.medians[0]) + " (TrivialApp)"
        func ratio(_ index: Int) -> String {
            Formatting.ratio(result.medians[index] / result.medians[0])
                + " (processor \(Formatting.ratio(result.processorMedians[index] / result.processorMedians[0])))"
        }
        report.add(
            "3 launch cost",
            "`RoutedApp --uitesting -vc settings` (links ScreenRouter alone) to printed screen",
            value: Formatting.duration(nanoseconds: result.medians[1]),
            baseline: trivial,
            ratio: ratio(1),
            goal: Formatting.goal(result.medians[1] / result.medians[0], atMost: 1.25)
        )
        report.add(
            "3 launch cost",
            "`Demo --uitesting -vc settings` to rendered screen",
            value: Formatting.duration(nanoseconds: result.medians[2]),
            baseline: trivial,
            ratio: ratio(2),
            goal: "none (see note)"
        )
        report.add(
            "3 launch cost",
            "`Demo --uitesting -vc users` (no model: the app's two mock users, no defaults read)",
            value: Formatting.duration(nanoseconds: result.medians[3]),
            baseline: trivial,
            ratio: ratio(3)
        )
        report.add(
            "3 launch cost",
            "`-vc settings` plus `-fixture <\(Formatting.count(inlineModel.utf8.count)) bytes of base64>`, "
                + "the size of a 64 KiB model's `-model`",
            value: Formatting.duration(nanoseconds: result.medians[4]),
            baseline: trivial,
            ratio: ratio(4),
            goal: "none (see note)"
        )
        let trivialLibraries = await BenchmarkApps.swiftLibraries(of: apps.trivialApp)
        func linking(_ name: String, _ app: URL) async -> String {
            let libraries = await BenchmarkApps.swiftLibraries(of: app)
            guard !trivialLibraries.isEmpty else { return "\(name)'s could not be listed (no ldd)" }
            let extra = libraries.subtracting(trivialLibraries).sorted()
            let missing = trivialLibraries.subtracting(libraries).sorted()
            if extra.isEmpty, missing.isEmpty { return "\(name)'s are TrivialApp's" }
            return "\(name)'s add \(extra) and lack \(missing)"
        }
        let routedLinking = await linking("RoutedApp", apps.routedApp)
        let demoLinking = await linking("the Demo", apps.demo)
        notes.append(
            "3: every launch by `ProcessApplication.launch()` (pipes, wait, reap), in rotating order, \(launches) "
                + "each after 3 warm-ups; value = median elapsed time; processor = ratio of the median processor time "
                + "the process used (`RUSAGE_CHILDREN`, other processes' turns excluded). The baseline TrivialApp "
                + "imports and links Foundation and writes one line; RoutedApp links ScreenRouter alone, as an app "
                + "without network fixtures does, registers two screens and writes the one it routes to; all are "
                + "built the same way. Of the Swift and Foundation libraries (ldd), "
                + "\(routedLinking), \(demoLinking). The Demo rows are "
                + "for information: the Demo's profile screen loads with `URLSession`, and it answers from network "
                + "fixtures (`ScreenRouterNetwork`), so it loads FoundationNetworking on Linux, and with it libcurl, "
                + "whatever ScreenRouter links. The settings screen reads "
                + "whether animations are off, through `UserDefaults.standard`, whose first use on Linux parses "
                + "every `-key value` argument; the users screen reads no defaults. The last row shows what a large "
                + "`-key value` argument, such as an inline `-model`, adds to that first read; `-modelFile` avoids it."
        )
    }

    private mutating func largestFixture(_ apps: BenchmarkApps) async throws {
        let measurement = LargestFixture(apps: apps, folder: folder)
        var largestRouted: Int?
        for size in largestSizes {
            Self.progress("largest fixture: \(Formatting.size(bytes: size)) through launchApp and the Demo")
            guard let result = try await measurement.measure(jsonSizes: [size]).first else { continue }
            if result.failure == nil { largestRouted = result.jsonBytes }
            let time = Formatting.duration(nanoseconds: result.launchTime)
            report.add(
                "4 largest fixture",
                "\(Formatting.size(bytes: size)) (\(Formatting.count(result.users)) users)",
                value: result.failure.map { "FAILED: \($0)" }
                    ?? "routed via `\(result.transport)`, all rows rendered, in \(time)",
                goal: size == largestSizes.first ? "≥ 8 MiB: " + (result.failure == nil ? "met" : "MISSED") : ""
            )
        }
        Self.progress("largest fixture: one byte over the codec's maximum")
        let over = try await measurement.measureOverLimit()
        report.add(
            "4 largest fixture",
            "64 MiB + 1 byte, test side (`launchApp` encodes first)",
            value: "refused before launch: " + Self.shortened(over.testSide)
        )
        report.add(
            "4 largest fixture",
            "64 MiB + 1 byte file handed to the Demo as `-modelFile`",
            value: "Demo exit status \(over.appExitStatus): " + Self.shortened(over.appSide)
        )
        notes.append(
            "4: largest fixture that routed end to end: "
                + (largestRouted.map { Formatting.size(bytes: $0) } ?? "none")
                + "; time = `launchApp` from encoding the model to the Demo's exit (encode, write the file, start, "
                + "decode, render every row). A codec's payload limit is 64 MiB unless the screen is given a codec "
                + "with more: `Screen(\"id\", codec: ModelCodec(maximumPayloadSize: ...))`, which both sides use."
        )
    }

    private mutating func peakMemory(_ apps: BenchmarkApps, fixture: UsersFixture) async throws {
        Self.progress("peak memory: settings and the \(Formatting.size(bytes: fixture.json.count)) users fixture")
        let memory = PeakMemory(folder: folder)
        let arguments = try await RecordingApplication.arguments(for: fixture.users, keepingFilesIn: folder)
        var settingsPeaks: [Double] = []
        var usersPeaks: [Double] = []
        var trivialPeaks: [Double] = []
        for _ in 0..<memoryRuns {
            let settings = try await memory.measure(apps.demo, arguments: ["--uitesting", "-vc", "settings"])
            let users = try await memory.measure(apps.demo, arguments: arguments)
            guard settings.exitStatus == 0, settings.output.contains("[settingsTitle]") else {
                throw BenchmarkFailure("the Demo did not render settings for the memory baseline")
            }
            guard users.exitStatus == 0, users.output.hasPrefix("== Users (\(fixture.count)) ==") else {
                throw BenchmarkFailure("the Demo did not render the users fixture for the memory measurement")
            }
            settingsPeaks.append(Double(settings.peakBytes))
            usersPeaks.append(Double(users.peakBytes))
            trivialPeaks.append(Double(try await memory.measure(apps.trivialApp, arguments: []).peakBytes))
        }
        let floor = try await memory.measure(URL(fileURLWithPath: "/usr/bin/true"), arguments: []).peakBytes
        let baseline = Stopwatch.median(settingsPeaks)
        let peak = Stopwatch.median(usersPeaks)
        let size = Double(fixture.json.count)
        let transport = arguments.contains(LaunchProtocol.modelFile.flag) ? "-modelFile" : "-model"
        report.add(
            "5 memory",
            "Demo peak RSS, \(Formatting.size(bytes: fixture.json.count)) users fixture via `\(transport)`",
            value: Formatting.size(bytes: Int(peak)),
            baseline: Formatting.size(bytes: Int(baseline)) + " (settings)",
            ratio: String(
                format: "peak − baseline = %.2f× fixture (peak = %.2f×)",
                (peak - baseline) / size,
                peak / size
            )
        )
        notes.append(
            "5: peak resident memory = the Demo's own `ru_maxrss` (the kernel's high-water mark, not sampled), read "
                + "by `wait4` in a fresh spawner process that forks and executes the Demo, so the benchmark's own "
                + "memory is not inherited; median of \(memoryRuns) runs each. For scale: TrivialApp peaks at "
                + "\(Formatting.size(bytes: Int(Stopwatch.median(trivialPeaks)))); `/bin/true` run the same way reads "
                + "\(Formatting.size(bytes: floor)), the floor of the method."
        )
    }

    private mutating func parallelSuite(_ apps: BenchmarkApps) async throws {
        let tests = scale.count(24, quick: 6)
        Self.progress("parallel suite: \(tests) launch tests, serially and side by side")
        let result = try await ParallelSuite(apps: apps).measure(tests: tests, rounds: scale.count(5, quick: 1))
        let speedUp = result.serial / result.parallel
        report.add(
            "6 parallel suite",
            "\(tests) Demo UI tests (`launchApp` + check), all started at once",
            value: Formatting.duration(nanoseconds: result.parallel),
            baseline: Formatting.duration(nanoseconds: result.serial) + " (one at a time)",
            ratio: String(format: "%.2f× faster", speedUp),
            goal: "≥ 1.6× faster: " + (speedUp >= 1.6 ? "met" : "MISSED")
        )
        notes.append(
            "6: each test is `await launchApp(ProcessApplication(Demo), screen: .userDetail, model:)` and a check of "
                + "the rendered name, the shape of the Demo's UI tests; \(result.rounds) rounds of each mode, "
                + "alternating, after one warm-up of each; value = median wall time of the whole suite. `launch()` "
                + "awaits its process without holding the main actor, so parallel tests wait for their apps "
                + "together; on \(ProcessInfo.processInfo.activeProcessorCount) cores the processes themselves "
                + "still share the processors."
        )
    }

    private mutating func sessions(_ apps: BenchmarkApps) async throws {
        // The quick run's 40 screens still hold the unknown one (the 37th), whose frame is the error screen.
        let screens = scale.count(100, quick: 40)
        let rounds = scale.count(5, quick: 1)
        Self.progress("sessions: \(screens) screens by one session and by \(screens) launches, \(rounds) rounds")
        let cost = SessionCost(apps: apps)
        let comparison = try await cost.compare(screens: screens, rounds: rounds)
        let speedUp = comparison.launches / comparison.session
        report.add(
            "7 sessions",
            "\(screens) screens: one session vs \(screens) launches",
            value: Formatting.duration(nanoseconds: comparison.session) + " (one session)",
            baseline: Formatting.duration(nanoseconds: comparison.launches) + " (\(screens) launches)",
            ratio: String(format: "%.1f× faster", speedUp),
            goal: "≥ 10× faster: " + (speedUp >= 10 ? "met" : "MISSED")
        )
        report.add(
            "7 sessions",
            "per screen: a route in a session vs a launch per test",
            value: Formatting.duration(nanoseconds: comparison.session / Double(screens)),
            baseline: Formatting.duration(nanoseconds: comparison.launches / Double(screens))
        )
        notes.append(
            "7: the same \(screens) screens (user details with names in several scripts, both users lists, settings, "
                + "and one unknown screen, whose frame is the error screen), each output checked. Launches: "
                + "`launchApp` into each screen with a new `ProcessApplication`, one after the other, as a suite's "
                + "tests run without sessions. Session: `startSession()`, `route(to: .screen(_:model:))` for each screen, "
                + "`stopSession()`, timed from start to exit. Median of \(rounds) rounds of each, alternating, "
                + "after one warm-up. Section 3's row is the cost of one launch on its own."
        )

        let routes = scale.count(10_000, quick: 150)
        let checkpoint = 100
        Self.progress("session endurance: \(Formatting.count(routes)) routes in one session")
        let endurance = try await cost.endure(routes: routes, checkpoint: checkpoint)
        report.addGrowth(
            "8 session endurance",
            "peak RSS after \(Formatting.count(routes)) routes vs after \(checkpoint), every frame arrived",
            after: endurance.peakAfterAll,
            afterFirst: endurance.peakAfterFirst
        )
        report.add(
            "8 session endurance",
            "\(Formatting.count(routes)) routes, start to exit",
            value: Formatting.duration(nanoseconds: endurance.elapsed),
            baseline: Formatting.duration(nanoseconds: endurance.elapsed / Double(routes)) + " per route"
        )
        notes.append(
            "8: one session of the Demo routed \(Formatting.count(routes)) times through the screens of section 7 "
                + "(\((1...routes).filter(SessionCost.isUnknown).count) of them unknown, each answered by the error "
                + "screen); every frame was checked for its number and its screen's text. Peak RSS = `VmHWM` of "
                + "`/proc/<pid>/status` of the running Demo (the kernel's high-water mark of its resident memory; on "
                + "macOS, which has no /proc, the peak physical footprint of `proc_pid_rusage`), read after route "
                + "\(checkpoint) and after the last."
        )
    }

    /// The argument that runs sections 7 and 8 alone: `swift run -c release RoutingBenchmark --sessions-only`.
    static let sessionsOnlyFlag = "--sessions-only"

    /// The argument that runs section 9 alone: `swift run -c release RoutingBenchmark --variants-only`.
    static let variantsOnlyFlag = "--variants-only"

    /// Section 9: every screen and sample of the Demo in 12 variants, one session against a launch per cell.
    private mutating func variants(_ apps: BenchmarkApps) async throws {
        let rounds = scale.count(5, quick: 1)
        Self.progress(
            "variants: every screen and sample in 12 variants, one session vs a launch per cell, \(rounds) rounds"
        )
        let comparison = try await VariantCost(apps: apps).compare(rounds: rounds)
        let speedUp = comparison.launches / comparison.session
        let cells = Double(comparison.cells)
        report.add(
            "9 variants",
            "\(comparison.cells) cells (\(comparison.samples) screens and samples × \(comparison.variants) variants): "
                + "one session vs a launch per cell",
            value: Formatting.duration(nanoseconds: comparison.session) + " (one session)",
            baseline: Formatting.duration(nanoseconds: comparison.launches) + " (\(comparison.cells) launches)",
            ratio: String(format: "%.1f× faster", speedUp),
            goal: "≥ 20× faster: " + (speedUp >= 20 ? "met" : "MISSED")
        )
        report.add(
            "9 variants",
            "cells per second",
            value: String(format: "%.0f cells/s (one session)", cells / (comparison.session / 1e9)),
            baseline: String(format: "%.0f cells/s (a launch per cell)", cells / (comparison.launches / 1e9))
        )
        notes.append(
            "9: the Demo's catalogue (\(comparison.samples) screens and samples; those that open with a network "
                + "fixture left out, their time being the fixture's answers) × 2 appearances × 3 text sizes (L, "
                + "XXXL, AX5) × 2 layout directions. Launches: `launchApp(app, .sample(_:variant:))` with a new "
                + "`ProcessApplication` per cell, one after the other. Session: `startSession()`, "
                + "`route(to: .sample(_:variant:))` per cell, `stopSession()`, timed from start to exit. Every output checked for "
                + "its variant line. Median of \(rounds) rounds of each, alternating, after one warm-up."
        )
    }

    private mutating func networkFixtures(_ apps: BenchmarkApps) async throws {
        let section = "10 network fixtures"
        let cost = NetworkCost()
        let pairs = scale.count(2_000, quick: 50)
        let warmUp = scale.count(200, quick: 10)
        Self.progress("network fixtures: \(Formatting.count(pairs)) stubbed requests beside a bare URLProtocol")
        let comparison = try await cost.compare(pairs: pairs, warmUp: warmUp)
        let ratio = comparison.fixture / comparison.bare
        report.add(
            section,
            "a stubbed `GET` (\(Formatting.size(bytes: NetworkCost.body.count)) of JSON) vs a bare `URLProtocol` "
                + "answering the same bytes",
            value: Formatting.duration(nanoseconds: comparison.fixture),
            baseline: Formatting.duration(nanoseconds: comparison.bare) + " (bare)",
            ratio: Formatting.ratio(ratio),
            goal: Formatting.goal(ratio, atMost: 1.5)
        )
        let requests = scale.count(10_000, quick: 150)
        let checkpoint = 100
        Self.progress("network fixtures: \(Formatting.count(requests)) stubbed requests through URLSession.shared")
        let endurance = try await cost.endure(requests: requests, checkpoint: checkpoint)
        report.addGrowth(
            section,
            "resident memory after \(Formatting.count(requests)) stubbed requests vs after \(checkpoint)",
            after: endurance.residentAfterAll,
            afterFirst: endurance.residentAfterFirst
        )
        report.add(
            section,
            "\(Formatting.count(requests)) stubbed requests through `URLSession.shared`, one after another",
            value: Formatting.duration(nanoseconds: endurance.elapsed),
            baseline: Formatting.duration(nanoseconds: endurance.elapsed / Double(requests)) + " per request"
        )
        let bodyBytes = 8 * 1_048_576
        Self.progress("network fixtures: an \(Formatting.size(bytes: bodyBytes)) body through launchApp and the Demo")
        let large = try await cost.launchLargeBody(apps, bodyBytes: bodyBytes)
        report.add(
            section,
            "\(Formatting.size(bytes: bodyBytes)) stub body: Demo's profile screen loads and decodes it",
            value: large.failure.map { "FAILED: \($0)" }
                ?? "via `\(large.transport)`, loaded, in \(Formatting.duration(nanoseconds: large.launchTime))",
            baseline: Formatting.duration(nanoseconds: large.smallLaunchTime) + " (1 KiB body)",
            goal: "8 MiB: " + (large.failure == nil ? "met" : "MISSED")
        )
        notes.append(
            "10: requests of `URLSession` sessions made from `.ephemeral` configurations, one with "
                + "`NetworkFixture.install(in:)` after a route with a one-entry fixture, one whose only protocol class "
                + "answers every request with the same \(NetworkCost.body.count) bytes and looks nothing up; "
                + "\(Formatting.count(comparison.requests)) pairs after \(warmUp) warm-ups, alternating which goes first; "
                + "value = median elapsed time of a data task, body checked. Memory: `VmRSS` (`/proc/self/status`) of a fresh "
                + "process of the benchmark that routes with the fixture and makes the requests through "
                + "`URLSession.shared`, after \(checkpoint) and after \(Formatting.count(requests)). The 8 MiB row: `launchApp(demo, .screen(.profile, model: 1, network:))` with one "
                + "entry whose body is a user with an 8 MiB street, from encoding the fixture to the Demo's exit "
                + "(write the file, start, read and check the fixture, answer the request, decode the user, render)."
        )
    }

    private static func shortened(_ text: String, to limit: Int = 220) -> String {
        text.count <= limit ? text : String(text.prefix(limit)) + "…"
    }
}
