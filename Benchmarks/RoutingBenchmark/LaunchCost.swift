import Foundation
import ScreenRouterTestSupport

/// Section 3: starting the Demo into its settings screen against starting a trivial Foundation executable.
///
/// Every variant is started by ``ProcessApplication``, as a UI test starts the Demo, in rotating order, and
/// timed from `launch()` to its return: the process has rendered its screen, exited and been reaped.
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
        /// For each variant, the median over rounds of its time divided by the first variant's.
        let pairedRatios: [Double]
    }

    func measure(_ variants: [Variant], launches: Int, warmUp: Int = 3) throws -> Result {
        let applications = variants.map { variant -> ProcessApplication in
            let application = ProcessApplication(executableURL: variant.executable)
            application.launchArguments = variant.arguments
            return application
        }
        var times = Array(repeating: [Double](), count: variants.count)
        for round in 0..<(warmUp + launches) {
            var roundTimes = Array(repeating: 0.0, count: variants.count)
            for step in 0..<variants.count {
                let index = (round + step) % variants.count
                let application = applications[index]
                let timed = try Stopwatch.time { try application.launch() }
                guard application.exitStatus == 0, application.standardOutput.contains(variants[index].expectedOutput) else {
                    throw BenchmarkFailure(
                        "`\(variants[index].executable.lastPathComponent)` did not print "
                            + "`\(variants[index].expectedOutput)`: \(application.standardOutput)\(application.standardError)")
                }
                roundTimes[index] = timed.nanoseconds
            }
            guard round >= warmUp else { continue }
            for index in variants.indices { times[index].append(roundTimes[index]) }
        }
        let pairedRatios = times.map { variantTimes in
            Stopwatch.median(zip(variantTimes, times[0]).map { $0 / $1 })
        }
        return Result(launches: launches, medians: times.map(Stopwatch.median), pairedRatios: pairedRatios)
    }
}
