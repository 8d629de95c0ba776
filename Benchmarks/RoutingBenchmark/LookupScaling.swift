import Foundation
import ScreenRouter

/// Section 2: how resolving a screen scales with the number of registered screens.
///
/// Each coordinator registers `users` and fillers up to its count, all without a model; every resolve asks
/// for `users`. Batches of resolves are timed (processor time of the thread) round-robin across the
/// coordinators, so a noisy moment hits all of them, and the median batch gives the time per resolve.
@MainActor
struct LookupScaling {
    struct Result {
        let screens: Int
        let perResolve: Double
    }

    func measure(screenCounts: [Int], rounds: Int, batch: Int) throws -> [Result] {
        let request = LaunchRequest(screen: "users")
        let coordinators = screenCounts.map { count -> TestingCoordinator<Int> in
            let coordinator = TestingCoordinator<Int>()
            coordinator.register("users") { 1 }
            for index in 1..<max(count, 1) {
                coordinator.register(ScreenID("filler\(index)")) { 0 }
            }
            return coordinator
        }
        for (coordinator, count) in zip(coordinators, screenCounts) {
            guard coordinator.screenIdentifiers.count == count, try coordinator.resolve(request) == 1 else {
                throw BenchmarkFailure("a coordinator of \(count) screens did not resolve `users`")
            }
        }
        var times = Array(repeating: [Double](), count: coordinators.count)
        for round in 0..<rounds {
            for step in 0..<coordinators.count {
                let index = (round + step) % coordinators.count
                let coordinator = coordinators[index]
                let timed = try Stopwatch.measure { () throws -> Int in
                    var total = 0
                    for _ in 0..<batch {
                        total &+= try coordinator.resolve(request)
                    }
                    return total
                }
                Sink.total &+= timed.result
                times[index].append(timed.processor / Double(batch))
            }
        }
        return zip(screenCounts, times).map { Result(screens: $0, perResolve: Stopwatch.median($1)) }
    }
}
