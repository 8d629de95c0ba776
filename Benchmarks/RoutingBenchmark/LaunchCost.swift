import Foundation
import ScreenRouterTestSupport

/// Section 3: starting the Demo into its settings screen against starting a trivial Foundation executable.
///
/// Every variant is started by ``ProcessApplication``, as a UI test starts the Demo, in rotating order, and
/// timed from `launch()` to its return: the process has rendered its screen, exited and been reaped. The
/// processor time the reaped child used (`RUSAGE_CHILDREN`) is kept too: it does not count the moments other
/// processes on a shared machine had the processor.
@MainActor
struct LaunchCost {
    /// One kind of launch: an executable, its arguments and the text its output must contain.
    struct Variant {
        let executable: URL
        let arguments: [String]
        let expectedOutput: String
    }

    struct Result {
        let launches: Int
        /// The median launch time of each variant, in the order given.
        let medians: [Double]
        /// The median processor time of each variant's process.
        let processorMedians: [Double]
    }

    func measure(_ variants: [Variant], launches: Int, warmUp: Int = 3) async throws -> Result {
        let applications = variants.map { variant -> ProcessApplication in
            let application = ProcessApplication(executableURL: variant.executable)
            application.launchArguments = variant.arguments
            return application
        }
        var times = Array(repeating: [Double](), count: variants.count)
        var processorTimes = Array(repeating: [Double](), count: variants.count)
        for round in 0..<(warmUp + launches) {
            var roundTimes = Array(repeating: 0.0, count: variants.count)
            var roundProcessorTimes = Array(repeating: 0.0, count: variants.count)
            for step in 0..<variants.count {
                let index = (round + step) % variants.count
                let application = applications[index]
                let childrenBefore = Stopwatch.childrenTime()
                let timed = try await Stopwatch.timeAwaiting { try await application.launch() }
                roundProcessorTimes[index] = Double(Stopwatch.childrenTime() - childrenBefore)
                let expected = variants[index].expectedOutput
                guard application.exitStatus == 0, application.standardOutput.contains(expected) else {
                    throw BenchmarkFailure(
                        "`\(variants[index].executable.lastPathComponent)` did not print `\(expected)`: "
                            + application.standardOutput + application.standardError
                    )
                }
                roundTimes[index] = timed.nanoseconds
            }
            guard round >= warmUp else { continue }
            for index in variants.indices {
                times[index].append(roundTimes[index])
                processorTimes[index].append(roundProcessorTimes[index])
            }
        }
        return Result(
            launches: launches,
            medians: times.map(Stopwatch.median),
            processorMedians: processorTimes.map(Stopwatch.median)
        )
    }
}
