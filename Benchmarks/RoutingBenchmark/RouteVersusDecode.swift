import DemoShared
import Foundation
import ScreenRouter

/// Section 1: the full in-process route of a users fixture against a plain `JSONDecoder` decode of the same
/// JSON, interleaved.
///
/// The route is `LaunchMode.parse` then `TestingCoordinator.resolve(_:)`, as `start(in:)` reads and builds a
/// launch, with the arguments test support passes: it parses them, reads the payload (base64 or file), decodes the JSON, looks up the screen and builds the root, here
/// the number of users. The raw decode is `JSONDecoder().decode([User].self, from: json)` of bytes already
/// in memory.
@MainActor
struct RouteVersusDecode {
    struct Result {
        let jsonBytes: Int
        let users: Int
        let transport: String
        let iterations: Int
        /// Median processor time of the route.
        let route: Double
        /// Median processor time of the raw decode.
        let raw: Double
        /// The ratio of the median elapsed times.
        let elapsedRatio: Double

        /// The ratio of the median processor times.
        var ratio: Double { route / raw }
    }

    let folder: URL

    /// Measures one fixture: `warmUp` unrecorded pairs, then `iterations` pairs in alternating order.
    func measure(_ fixture: UsersFixture, iterations: Int, warmUp: Int = 3) async throws -> Result {
        let arguments =
            ["RoutingBenchmark"]
            + (try await RecordingApplication.arguments(for: fixture.users, keepingFilesIn: folder))
        let coordinator = TestingCoordinator<Int>()
        coordinator.allowRoutingInReleaseBuilds()
        coordinator.register(.users) { users in users.count }

        func route() throws -> Int {
            guard case .open(let request, _) = try LaunchMode.parse(arguments) else {
                throw BenchmarkFailure("the arguments did not ask for a screen")
            }
            do {
                return try coordinator.resolve(request)
            } catch {
                throw BenchmarkFailure("routing the fixture failed: \(error)")
            }
        }
        func raw() throws -> Int {
            try JSONDecoder().decode([User].self, from: fixture.json).count
        }
        guard try route() == fixture.count, try raw() == fixture.count else {
            throw BenchmarkFailure("route and raw decode disagree on the number of users")
        }

        var routeTimes: [(processor: Double, elapsed: Double)] = []
        var rawTimes: [(processor: Double, elapsed: Double)] = []
        for iteration in 0..<(warmUp + iterations) {
            let routeFirst = iteration % 2 == 0
            let first = try Stopwatch.measure(routeFirst ? route : raw)
            let second = try Stopwatch.measure(routeFirst ? raw : route)
            Sink.total &+= first.result &+ second.result
            guard iteration >= warmUp else { continue }
            routeTimes.append(routeFirst ? (first.processor, first.elapsed) : (second.processor, second.elapsed))
            rawTimes.append(routeFirst ? (second.processor, second.elapsed) : (first.processor, first.elapsed))
        }
        return Result(
            jsonBytes: fixture.json.count,
            users: fixture.count,
            transport: arguments.contains(LaunchProtocol.modelFile.flag) ? "-modelFile" : "-model",
            iterations: iterations,
            route: Stopwatch.median(routeTimes.map(\.processor)),
            raw: Stopwatch.median(rawTimes.map(\.processor)),
            elapsedRatio: Stopwatch.median(routeTimes.map(\.elapsed)) / Stopwatch.median(rawTimes.map(\.elapsed))
        )
    }
}
