import Foundation
import ScreenRouterProcess

/// Section 13: starting an app through the package's process runner (`posix_spawn`) against starting it through
/// Foundation's `Process.run()`, the way the runner started apps before.
///
/// Both start TrivialApp with standard input from `/dev/null` and both outputs on pipes, read the outputs to their
/// end and reap the process, on a thread of their own, in rotating order; each launch's output is checked.
struct SpawnCost {
    struct Result {
        /// The median launch through the runner, and through `Process.run()`, in nanoseconds.
        let spawn: Double
        let foundation: Double
    }

    let app: URL

    func measure(launches: Int, warmUp: Int = 5) async throws -> Result {
        var spawnTimes: [Double] = []
        var foundationTimes: [Double] = []
        for round in 0..<(warmUp + launches) {
            var times = (spawn: 0.0, foundation: 0.0)
            for step in 0..<2 {
                if (round + step) % 2 == 0 {
                    times.spawn = try await Stopwatch.timeAwaiting { try await launchThroughRunner() }.nanoseconds
                } else {
                    times.foundation = try await Stopwatch.timeAwaiting { try await launchThroughProcess() }.nanoseconds
                }
            }
            guard round >= warmUp else { continue }
            spawnTimes.append(times.spawn)
            foundationTimes.append(times.foundation)
        }
        return Result(spawn: Stopwatch.median(spawnTimes), foundation: Stopwatch.median(foundationTimes))
    }

    private func launchThroughRunner() async throws {
        let outcome = try await ProcessRun.run(
            app,
            arguments: [],
            environment: ProcessInfo.processInfo.environment,
            timeout: 60
        )
        try check(String(decoding: outcome.output, as: UTF8.self), status: outcome.status)
    }

    /// What the runner did before: `Process` with two pipes, run on a thread of its own, its outputs read to their
    /// end, then reaped.
    private func launchThroughProcess() async throws {
        let app = app
        let (output, status) = try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<(String, Int32), any Error>) in
            let thread = Thread {
                let process = Process()
                process.executableURL = app
                process.environment = ProcessInfo.processInfo.environment
                let output = Pipe()
                let error = Pipe()
                process.standardInput = FileHandle.nullDevice
                process.standardOutput = output
                process.standardError = error
                do {
                    try process.run()
                } catch {
                    continuation.resume(throwing: error)
                    return
                }
                let data = output.fileHandleForReading.readDataToEndOfFile()
                _ = error.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: (String(decoding: data, as: UTF8.self), process.terminationStatus))
            }
            thread.start()
        }
        try check(output, status: status)
    }

    private func check(_ output: String, status: Int32) throws {
        guard status == 0, output.contains("TrivialApp started") else {
            throw BenchmarkFailure("TrivialApp ended with status \(status) and printed: \(output)")
        }
    }
}

extension Benchmark {
    /// The flag that runs section 13 alone.
    static let spawnOnlyFlag = "--spawn-only"

    /// Section 13.
    mutating func spawnCost(_ apps: BenchmarkApps) async throws {
        let launches = scale.count(200, quick: 5)
        Self.progress("process launcher: \(launches) launches of TrivialApp each way")
        let result = try await SpawnCost(app: apps.trivialApp).measure(launches: launches)
        let ratio = result.spawn / result.foundation
        report.add(
            "13 process launcher",
            "TrivialApp started, drained and reaped through `posix_spawn` (the package's runner)",
            value: Formatting.duration(nanoseconds: result.spawn),
            baseline: Formatting.duration(nanoseconds: result.foundation) + " (`Process.run()`)",
            ratio: Formatting.ratio(ratio),
            goal: Formatting.goal(ratio, atMost: 1)
        )
        notes.append(
            "13: \(launches) launches each way after 5 warm-ups, alternating which goes first; value = median elapsed "
                + "time from the call to the reaped process with its output read. The runner starts apps with "
                + "`posix_spawn` because Foundation's `Process.run()` can crash the test process on Linux "
                + "(swift-corelibs-foundation pull request 5472); the baseline is that call, with the same pipes."
        )
    }
}
