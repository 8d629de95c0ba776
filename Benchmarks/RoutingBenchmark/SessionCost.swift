import DemoShared
import Foundation
import ScreenRouter
import ScreenRouterTestSupport

/// Sections 7 and 8: what a session saves, and whether it lasts.
///
/// Section 7 shows the same 100 screens twice: by 100 launches of the Demo, each through `launchApp`, one after
/// the other as the tests of a suite run without sessions; and by one session, `Demo --uitesting --session`,
/// routed 100 times by `ProcessApplication.route(to: .screen(screen, model: model))`, from `startSession()` to the end of
/// `stopSession()`. Every screen's output is checked in both.
///
/// Section 8 routes one session 10,000 times and reads the Demo's peak resident memory (`VmHWM` in
/// `/proc/<pid>/status`, the kernel's high-water mark of the running process) after route 100 and after route
/// 10,000: memory that grew with every route would show as a second peak far above the first.
@MainActor
struct SessionCost {
    /// One of the screens the sections show, and the text its output must contain.
    struct Route {
        enum Target {
            case withModel(Screen<User>, User)
            case withUsers(Screen<[User]>, [User])
            case withoutModel(ScreenID)
        }

        let target: Target
        let expected: String
    }

    struct Comparison {
        let screens: Int
        let rounds: Int
        /// Median wall time of the 100 launches, and of the session.
        let launches: Double
        let session: Double
    }

    struct Endurance {
        let routes: Int
        let elapsed: Double
        /// The session's peak resident memory after the first checkpoint's routes and after all of them.
        let peakAfterFirst: Int
        let peakAfterAll: Int
        let firstCheckpoint: Int
    }

    let apps: BenchmarkApps

    /// Whether route `number` goes to a screen the Demo does not have: every hundredth, from the 37th.
    static func isUnknown(_ number: Int) -> Bool {
        number % 100 == 37
    }

    /// The routes of a run, cycling through user details (with names in several scripts), both users lists
    /// and settings; every hundredth is a screen the Demo does not have, whose frame is the error screen.
    static func routes(_ count: Int) -> [Route] {
        let names = ["Zoë Ångström-Núñez", "محمد عبد الله", "李小龍", "👩🏽‍💻 Dev 🚀", "Ada Lovelace"]
        return (1...count).map { number in
            if isUnknown(number) {
                return Route(
                    target: .withoutModel("userProfile"),
                    expected: "[ScreenRouter.error] No screen is registered"
                )
            }
            switch number % 4 {
            case 0:
                let name = "\(names[number % names.count]) \(number)"
                return Route(
                    target: .withModel(.userDetail, DemoData.sample(id: number, name: name)),
                    expected: "[\(DemoElement.userName)] \(name)\n"
                )
            case 1:
                let users = [
                    DemoData.sample(id: 1, name: "First \(number)"), DemoData.sample(id: 2, name: "李 \(number)"),
                ]
                return Route(
                    target: .withUsers(.users, users),
                    expected: "[\(DemoElement.userRow(1))] 李 \(number)\n"
                )
            case 2:
                return Route(target: .withoutModel("users"), expected: "[\(DemoElement.userRow(0))] Username One\n")
            default:
                return Route(target: .withoutModel(.settings), expected: "[\(DemoElement.settingsTitle)] Settings\n")
            }
        }
    }

    /// Section 7: the median of `rounds` runs of each way, alternating, after one warm-up of each.
    func compare(screens: Int, rounds: Int) async throws -> Comparison {
        let routes = Self.routes(screens)
        var launches: [Double] = []
        var sessions: [Double] = []
        for round in 0..<(rounds + 1) {
            let launched = try await Stopwatch.timeAwaiting { try await launchEach(routes) }
            let routed = try await Stopwatch.timeAwaiting { try await routeOneSession(routes) }
            guard round > 0 else { continue }
            launches.append(launched.nanoseconds)
            sessions.append(routed.nanoseconds)
        }
        return Comparison(
            screens: screens,
            rounds: rounds,
            launches: Stopwatch.median(launches),
            session: Stopwatch.median(sessions)
        )
    }

    /// Section 8: one session routed `count` times, its peak memory read after `checkpoint` routes and at the end.
    func endure(routes count: Int, checkpoint: Int) async throws -> Endurance {
        let routes = Self.routes(count)
        let app = try makeSession()
        let started = Stopwatch.now()
        try await app.startSession()
        guard let pid = app.sessionProcessIdentifier else { throw BenchmarkFailure("the session did not start") }
        var peakAfterFirst = 0
        for (index, route) in routes.enumerated() {
            try await show(route, number: index + 1, in: app)
            if index + 1 == checkpoint {
                peakAfterFirst = try Self.peakMemory(of: pid)
            }
            if (index + 1) % 2_000 == 0 {
                Benchmark.progress("session endurance: \(Formatting.count(index + 1)) routes")
            }
        }
        let peakAfterAll = try Self.peakMemory(of: pid)
        await app.stopSession()
        guard app.exitStatus == 0, !app.wasSignalled else {
            throw BenchmarkFailure("the endurance session ended with status \(app.exitStatus): \(app.standardError)")
        }
        return Endurance(
            routes: count,
            elapsed: Double(Stopwatch.now() - started),
            peakAfterFirst: peakAfterFirst,
            peakAfterAll: peakAfterAll,
            firstCheckpoint: checkpoint
        )
    }

    /// One launch of the Demo per screen, through `launchApp`, each checked.
    private func launchEach(_ routes: [Route]) async throws {
        for route in routes {
            let app = ProcessApplication(executableURL: apps.demo)
            switch route.target {
            case .withModel(let screen, let model): await launchApp(app, .screen(screen, model: model))
            case .withUsers(let screen, let users): await launchApp(app, .screen(screen, model: users))
            case .withoutModel(let screen): await launchApp(app, .screen(screen))
            }
            guard app.standardOutput.contains(route.expected) else {
                throw BenchmarkFailure("a launch showed no `\(route.expected)`: \(app.standardOutput)")
            }
        }
    }

    /// One session for all the screens, from its start to its end.
    private func routeOneSession(_ routes: [Route]) async throws {
        let app = try makeSession()
        try await app.startSession()
        for (index, route) in routes.enumerated() {
            try await show(route, number: index + 1, in: app)
        }
        await app.stopSession()
        guard app.exitStatus == 0, !app.wasSignalled else {
            throw BenchmarkFailure("the session ended with status \(app.exitStatus): \(app.standardError)")
        }
    }

    private func makeSession() throws -> ProcessApplication {
        let app = ProcessApplication(executableURL: apps.demo)
        app.routeScheme = "demo"
        return app
    }

    /// Routes the session and checks that the frame arrived, numbered, with the screen's text.
    private func show(_ route: Route, number: Int, in app: ProcessApplication) async throws {
        switch route.target {
        case .withModel(let screen, let model): await app.route(to: .screen(screen, model: model))
        case .withUsers(let screen, let users): await app.route(to: .screen(screen, model: users))
        case .withoutModel(let screen): await app.route(to: .screen(screen))
        }
        // The routed line is the launch protocol's, in `protocolOutput`; the screen's text is the app's own.
        let routed = LaunchProtocol.routedLine(number)
        guard app.protocolOutput.split(separator: "\n").contains(where: { $0 == routed }),
            app.standardOutput.contains(route.expected)
        else {
            throw BenchmarkFailure(
                "frame \(number) is not the expected one: \(app.standardOutput)\(app.protocolOutput)\(app.standardError)"
            )
        }
    }

    /// The peak resident memory of a running process so far, in bytes: `VmHWM` of `/proc/<pid>/status`.
    ///
    /// macOS has no /proc and no other process's resident high-water mark: there it is the process's lifetime
    /// peak physical footprint (`ri_lifetime_max_phys_footprint` of `proc_pid_rusage`), the figure macOS's own
    /// memory tools report, which grows as the resident set does.
    static func peakMemory(of pid: pid_t) throws -> Int {
        #if canImport(Glibc)
        return try ProcessStatus.bytes("VmHWM", of: "\(pid)")
        #elseif canImport(Darwin)
        var usage = rusage_info_v4()
        let result = withUnsafeMutablePointer(to: &usage) { pointer in
            pointer.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) {
                proc_pid_rusage(pid, RUSAGE_INFO_V4, $0)
            }
        }
        guard result == 0 else { throw BenchmarkFailure("proc_pid_rusage(\(pid)) failed with errno \(errno)") }
        return Int(usage.ri_lifetime_max_phys_footprint)
        #endif
    }
}
