import DemoShared
import Foundation
import ScreenRouter
import ScreenRouterTestSupport

/// Section 4: the largest users list that routes end to end, through `launchApp` and ``ProcessApplication``
/// into the Demo, and what happens just above the codec's maximum payload size.
@MainActor
struct LargestFixture {
    struct Result {
        let jsonBytes: Int
        let users: Int
        let transport: String
        /// `launchApp` from encoding to the Demo's exit.
        let launchTime: Double
        /// `nil` when the Demo rendered every row, otherwise what went wrong.
        let failure: String?
    }

    /// What each side does with a fixture one byte over ``ModelCodec/defaultMaximumPayloadSize``.
    struct OverLimit {
        let jsonBytes: Int
        /// What the test side's codec says before launch.
        let testSide: String
        /// What the Demo says when handed such a file anyway.
        let appSide: String
        let appExitStatus: Int32
    }

    let apps: BenchmarkApps
    let folder: URL

    func measure(jsonSizes: [Int]) async throws -> [Result] {
        var results: [Result] = []
        for size in jsonSizes {
            let users = try UsersFixture.users(jsonBytes: size)
            let demo = ProcessApplication(executableURL: apps.demo)
            let timed = await Stopwatch.timeAwaiting { await launchApp(demo, .screen(.users, model: users)) }
            let transport = demo.launchArguments.contains(LaunchProtocol.modelFile.flag) ? "-modelFile" : "-model"
            let last = "[\(DemoElement.userRow(users.count - 1))] User \(users.count - 1)\n"
            let failure: String?
            if let reported = demo.reportedRoutingFailure() {
                failure = reported.message
            } else if !demo.standardOutput.hasPrefix("== Users (\(users.count)) ==")
                || !demo.standardOutput.hasSuffix(last)
            {
                failure = "the Demo did not render \(users.count) rows (exit status \(demo.exitStatus))"
            } else {
                failure = nil
            }
            results.append(
                Result(
                    jsonBytes: size,
                    users: users.count,
                    transport: transport,
                    launchTime: timed.nanoseconds,
                    failure: failure
                )
            )
        }
        return results
    }

    func measureOverLimit() async throws -> OverLimit {
        let size = ModelCodec.defaultMaximumPayloadSize + 1
        let users = try UsersFixture.users(jsonBytes: size)
        let testSide: String
        do {
            _ = try ModelCodec().encode(users, for: Screen<[User]>.users.id)
            testSide = "encoded without complaint"
        } catch {
            testSide = "\(error.code.description): \(error.message)"
        }
        let json = try JSONEncoder().encode(users)
        guard json.count == size else { throw BenchmarkFailure("the over-limit fixture is \(json.count) bytes") }
        let file = folder.appendingPathComponent("over-limit.json")
        try json.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let demo = ProcessApplication(executableURL: apps.demo)
        demo.launchArguments = ["--uitesting", "-vc", "users", "-modelFile", file.path]
        try await demo.launch()
        return OverLimit(
            jsonBytes: size,
            testSide: testSide,
            appSide: demo.reportedRoutingFailure()?.message ?? "routed",
            appExitStatus: demo.exitStatus
        )
    }
}
