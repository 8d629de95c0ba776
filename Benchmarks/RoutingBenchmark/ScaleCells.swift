import Foundation
import GeneratedScreens
import ScreenRouter
import ScreenRouterProcess

#if canImport(Glibc)
import Glibc
#endif

/// Section 16's cells: every cell of the generated app recorded, then checked, by `screenrouter snapshots` (the
/// command line's every-screen runner, the one runner test support's `launchEveryScreen` runs too), with one
/// session and with two, and the peak memory of the command line and of its apps.
@MainActor
struct ScaleCells {
    /// The release build of `screenrouter`.
    let screenrouter: URL
    /// The release build of `GeneratedApp`.
    let generatedApp: URL
    let folder: URL

    /// The 12 variants of section 9: light and dark, three text sizes, both layout directions.
    static let variants = ScreenVariant.matrix(
        appearances: [.light, .dark],
        contentSizes: [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge],
        layoutDirections: [.leftToRight, .rightToLeft]
    )

    struct Run {
        var cells: Int
        var seconds: Double
        /// `VmHWM` of the command line's process and the largest of its sessions' apps' (not of the app that lists
        /// the catalogue before them), polled every 20 ms, in bytes.
        var toolPeak: Int
        var appPeak: Int
        var output: String
    }

    /// A folder that records 11 of the 12 variants: the first screen's cell in each, so that `snapshots` opens every
    /// screen in all of them (it checks the device's variant and each variant the folder has files of).
    func seededFolder(_ name: String) throws -> URL {
        let directory = folder.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // The device's variant is always checked: with 11 of the 12, every screen opens in 12 variants.
        for variant in Self.variants.dropFirst() {
            let cell = GeneratedScreens.identifier(1) + ".standard.\(variant).json"
            try Data(#"{"elements":[],"screen":"seed"}"#.utf8).write(to: directory.appendingPathComponent(cell))
        }
        return directory
    }

    /// Runs `screenrouter snapshots` on `screens` generated screens through `jobs` sessions, on the shard given.
    func run(screens: Int, jobs: Int, record: Bool, in directory: URL, shard: String? = nil) async throws -> Run {
        let arguments =
            ["snapshots", generatedApp.path, "--directory", directory.path, "--jobs", "\(jobs)"]
            + (record ? ["--record"] : []) + (shard.map { ["--shard", $0] } ?? [])
        let environment = ProcessInfo.processInfo.environment.merging([
            "GENERATED_SCREENS": "\(screens)", "GENERATED_SAMPLES": "1", "SCREENROUTER_RECORD": "", "CI": "",
        ]) { $1 }
        let started = Stopwatch.now()
        let run = try await ProcessRun.startSession(screenrouter, arguments: arguments, environment: environment)
        let pid = run.processID
        let poller = Task.detached { () -> (Int, Int) in
            var (tool, app) = (0, 0)
            while !Task.isCancelled {
                tool = max(tool, Self.highWaterMark(of: pid))
                for child in Self.children(of: pid) where Self.isSession(child) {
                    app = max(app, Self.highWaterMark(of: child))
                }
                try? await Task.sleep(nanoseconds: 20_000_000)
            }
            return (tool, app)
        }
        let outcome = await run.finish(within: 900)
        let elapsed = Stopwatch.now() - started
        poller.cancel()
        let (tool, app) = await poller.value
        let output = String(decoding: outcome.output, as: UTF8.self)
        let checked = SnapshotCount.row("checked", in: output)
        let failed = SnapshotCount.row("failed", in: output) ?? 1
        let differing = SnapshotCount.row("differing", in: output) ?? 1
        guard let checked, failed == 0, differing == 0, outcome.status == 0 else {
            throw BenchmarkFailure(
                "screenrouter snapshots (\(jobs) job(s)) ended with status \(outcome.status): "
                    + output.prefix(2_000) + String(decoding: outcome.error.prefix(2_000), as: UTF8.self)
            )
        }
        let seconds = Double(elapsed) / 1e9
        return Run(cells: checked, seconds: seconds, toolPeak: tool, appPeak: app, output: output)
    }

    /// A process's peak resident memory, `VmHWM` of `/proc/<pid>/status`, in bytes; 0 once it has ended.
    nonisolated static func highWaterMark(of pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1_024
    }

    /// Whether a process is a session's app (`--session` among its arguments), not the listing of the catalogue.
    nonisolated static func isSession(_ pid: pid_t) -> Bool {
        guard let arguments = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
        return arguments.split(separator: 0).contains { String(decoding: $0, as: UTF8.self) == "--session" }
    }

    /// A process's children, from `/proc/<pid>/task/<thread>/children` of each of its threads (a session's app is
    /// started from its run's own thread).
    nonisolated static func children(of pid: pid_t) -> [pid_t] {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return threads.flatMap { thread in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { pid_t($0) }
        }
    }
}

/// The counts of `screenrouter snapshots`' summary.
enum SnapshotCount {
    static func row(_ name: String, in output: String) -> Int? {
        output.split(separator: "\n").first { $0.hasPrefix(name + " ") }
            .flatMap { Int($0.split(separator: " ").last ?? "") }
    }
}
