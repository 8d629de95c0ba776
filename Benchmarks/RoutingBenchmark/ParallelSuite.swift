import DemoShared
import Foundation
import ScreenRouter
import ScreenRouterTestSupport

/// Section 6: a launch-bound suite, its tests run one at a time and side by side.
///
/// Each test is what a Demo UI test does: `launchApp` into the user-detail screen with its own user, then
/// a check of the rendered name. Serially, each test awaits the one before; in parallel, every test starts
/// at once in a task group, as Swift Testing runs the tests of a suite, and they await their processes
/// together. Rounds alternate between the two, and the report gives the median wall time of each.
@MainActor
struct ParallelSuite {
    struct Result {
        let tests: Int
        let rounds: Int
        let serial: Double
        let parallel: Double
    }

    let apps: BenchmarkApps

    func measure(tests: Int, rounds: Int) async throws -> Result {
        var serial: [Double] = []
        var parallel: [Double] = []
        for round in 0..<(rounds * 2 + 2) {
            let inParallel = round % 2 == 1
            let timed = try await Stopwatch.timeAwaiting { try await run(tests: tests, inParallel: inParallel) }
            guard round >= 2 else { continue }  // one warm-up round of each
            if inParallel { parallel.append(timed.nanoseconds) } else { serial.append(timed.nanoseconds) }
        }
        return Result(
            tests: tests,
            rounds: rounds,
            serial: Stopwatch.median(serial),
            parallel: Stopwatch.median(parallel)
        )
    }

    private func run(tests: Int, inParallel: Bool) async throws {
        var failures: [String] = []
        if inParallel {
            failures = await withTaskGroup(of: String?.self) { group in
                for index in 0..<tests {
                    group.addTask { await test(index) }
                }
                var found: [String] = []
                for await failure in group { failure.map { found.append($0) } }
                return found
            }
        } else {
            for index in 0..<tests {
                if let failure = await test(index) { failures.append(failure) }
            }
        }
        if let first = failures.first {
            throw BenchmarkFailure("\(failures.count) of \(tests) suite tests failed; the first: \(first)")
        }
    }

    /// One test: launch into the user's details and check the name; the failure, if any.
    private func test(_ index: Int) async -> String? {
        let user = DemoData.sample(id: index, name: "Parallel User \(index)")
        let demo = ProcessApplication(executableURL: apps.demo)
        await launchApp(demo, .screen(.userDetail, model: user))
        if let failure = demo.reportedRoutingFailure() { return failure.message }
        let expected = "[\(DemoElement.userName)] \(user.name)\n"
        return demo.standardOutput.contains(expected) ? nil : "no `\(expected)` in \(demo.standardOutput)"
    }
}
