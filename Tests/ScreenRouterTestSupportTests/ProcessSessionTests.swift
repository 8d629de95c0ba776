import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

extension Screen where Model == [String] {
    /// The probe's session screen that prints how many lines its model has, and the first.
    static let lines = Screen("lines")
}

/// Sessions of `LaunchProbe`, driven through `ProcessApplication`: one process, many routes.
@MainActor
struct ProcessSessionTests {
    func makeSession(_ environment: [String: String] = [:]) async throws -> ProcessApplication {
        let probe = try makeProbe()
        probe.routeScheme = "probe"
        probe.launchEnvironment = environment
        try await probe.startSession()
        return probe
    }

    /// The messages of the issues `body` records, and where it recorded the first.
    func issues(_ body: () async -> Void) async -> (messages: [String], line: Int?) {
        let recorded = await capturingIssues { await body() }
        return (recorded.flatMap { $0.messages }, recorded.first?.sourceLocation?.line)
    }

    /// What the Sessions article says `standardOutput` holds: nothing after the start, what the app printed for each
    /// route alone after it (its routed line in `protocolOutput`), and after the end only what the app wrote after its
    /// last frame (nothing, for the probe).
    @Test func oneProcessShowsEveryRouteAsAFrame() async throws {
        let probe = try await makeSession()
        #expect(probe.standardOutput.isEmpty && probe.standardError.isEmpty)
        let pid = try #require(probe.sessionProcessIdentifier)
        await probe.route(to: .screen("settings"))
        #expect(probe.standardOutput == "[screen] settings\n")
        #expect(probe.protocolOutput == "ScreenRouter.routed 1\n")
        await probe.route(to: .screen(.lines, model: ["first", "second"]))
        #expect(probe.standardOutput == "[screen] 2 lines, first first\n")
        #expect(probe.protocolOutput == "ScreenRouter.routed 2\n")
        await probe.route(to: .screen("settings"))
        #expect(probe.standardOutput == "[screen] settings\n")
        #expect(probe.protocolOutput == "ScreenRouter.routed 3\n")
        #expect(probe.sessionProcessIdentifier == pid, "every route went to the same process")
        await probe.stopSession()
        #expect(probe.exitStatus == 0 && !probe.wasSignalled)
        #expect(probe.standardOutput == "", "the last frame is not kept after the session")
        #expect(probe.standardError == "")
        #expect(probe.sessionProcessIdentifier == nil)
    }

    @Test func modelsOfEverySizeArrive() async throws {
        let probe = try await makeSession()
        // About 90 KiB of URL: inline, and longer than a pipe holds, so the line is written in parts.
        let inline = (0..<3_000).map { "line \($0) of ŝomething" }
        await probe.route(to: .screen(.lines, model: inline))
        #expect(probe.standardOutput.hasPrefix("[screen] 3000 lines, first line 0 of ŝomething\n"))
        // Far over the 128 KiB a route URL carries inline: the model travels in a file.
        let large = (0..<40_000).map { "line \($0)" }
        await probe.route(to: .screen(.lines, model: large))
        #expect(probe.standardOutput.hasPrefix("[screen] 40000 lines, first line 0\n"))
        await probe.stopSession()
    }

    @Test func aModelTooLargeForAURLWhereTheAppCannotReadFilesIsRefusedBeforeSending() async throws {
        let probe = try await makeSession()
        probe.usesDeviceLaunchLimits = true
        let (messages, _) = await issues {
            await probe.route(
                to: .screen(.lines, model: (0..<40_000).map { "line \($0)" })
            )
        }
        let message = try #require(messages.first)
        #expect(
            message.hasPrefix("The model for screen `lines` is 508891 bytes of JSON, a route URL of 678570 bytes, ")
        )
        #expect(
            message.hasSuffix(
                "over the 131072 bytes a route URL carries inline. On an iOS device (262144 bytes in all) the app cannot read the test's files, so the route was not sent. Trim the fixture to what the screen shows, or launch into the screen with `launchApp`."
            )
        )
        await probe.route(to: .screen("settings"))
        #expect(probe.standardOutput == "[screen] settings\n", "the refused route was not sent")
        #expect(probe.protocolOutput == "ScreenRouter.routed 1\n")
        await probe.stopSession()
    }

    @Test func aRoutingFailureFailsAtTheCallersLineAndTheSessionGoesOn() async throws {
        let probe = try await makeSession()
        let expectedLine = #line + 2
        let (messages, line) = await issues {
            await probe.route(to: .screen("setings"))
        }
        #expect(line == expectedLine)
        #expect(
            messages == [
                "The app could not open screen `setings`: No screen is registered as `setings`. Registered screens, nearest first: `settings`, `lines`, `elements`, `exit`, `gate`, `sleep`, `crash`. Register it with `coordinator.register(\"setings\") { ... }`, or ask for one of the registered screens."
            ]
        )
        #expect(probe.standardOutput.hasPrefix("[ScreenRouter.error] No screen is registered as `setings`."))
        #expect(probe.protocolOutput == "ScreenRouter.routed 1\n")
        await probe.route(to: .screen("settings"))
        #expect(probe.standardOutput == "[screen] settings\n")
        #expect(probe.protocolOutput == "ScreenRouter.routed 2\n")
        #expect(probe.reportedRoutingFailure() == nil, "the error of route 1 is not read as route 2's")
        await probe.stopSession()
    }

    @Test func aCrashIsToldInAFewLinesAndEndsTheSession() async throws {
        let probe = try await makeSession(["PROBE_FATAL": "The shop has no products for this fixture"])
        await probe.route(to: .screen("settings"))
        let (messages, _) = await issues { await probe.route(to: .screen("crash")) }
        let message = try #require(messages.first)
        #expect(
            message.hasPrefix(
                "The app could not open screen `crash`: the session ended before it answered route 2. `LaunchProbe` crashed with SIGILL (signal 4"
            )
        )
        #expect(message.contains("Fatal error: The shop has no products for this fixture"))
        #expect(message.contains("building the crash screen"))
        #expect(probe.wasSignalled)
        #expect(probe.sessionProcessIdentifier == nil)

        // The next route starts a session of its own, as a route of an `XCUIApplication` that crashed relaunches it.
        await probe.route(to: .screen("settings"))
        #expect(probe.standardOutput == "[screen] settings\n")
        #expect(probe.sessionProcessIdentifier != nil)
        await probe.stopSession()
    }

    /// A session that died before it read its input is reported as it ended.
    @Test func aSessionThatDiedBeforeReadingItsInputIsReported() async throws {
        let probe = try await makeSession(["PROBE_CRASH": "1"])
        try await Task.sleep(nanoseconds: 500_000_000)
        let (messages, _) = await issues { await probe.route(to: .screen("settings")) }
        #expect(
            messages.first?.hasPrefix(
                "The app could not open screen `settings`: the session ended before it answered route 1. `LaunchProbe` crashed with SIGABRT (signal 6"
            ) == true
        )
    }

    /// The route is written to a pipe nobody reads any more, while the process runs on: the write fails quietly
    /// (EPIPE), instead of a SIGPIPE ending the test process, and the route times out as any unanswered route.
    @Test func aRouteToAProcessThatClosedItsInputTimesOut() async throws {
        let probe = try await makeSession(["PROBE_CLOSE_STDIN": "1"])
        probe.timeout = 1
        try await Task.sleep(nanoseconds: 300_000_000)
        let (messages, _) = await issues {
            await probe.route(
                to: .screen(.lines, model: (0..<2_000).map { "line \($0)" })
            )
        }
        #expect(
            messages.first?.hasPrefix(
                "The app could not open screen `lines`: the session ended before it answered route 1. `LaunchProbe` did not answer route 1 within 1 seconds and was stopped by SIGTERM."
            ) == true
        )
    }

    @Test func aRouteThatOutlivesTheTimeoutStopsTheSession() async throws {
        let probe = try await makeSession(["PROBE_ROUTE_SLEEP": "30", "PROBE_IGNORE_TERM": "1"])
        // A first route's answer shows that the app runs its session, and so ignores SIGTERM, however busy the
        // machine: only the second route's deadline counts.
        await probe.route(to: .screen("settings"))
        probe.timeout = 1
        // The app would sleep 30 s: the signals, not a wall-clock bound, show that the timeout stopped it.
        let (messages, _) = await issues { await probe.route(to: .screen("sleep")) }
        #expect(probe.didTimeOut && probe.wasSignalled && probe.exitStatus == SIGKILL)
        #expect(
            messages.first?.hasPrefix(
                "The app could not open screen `sleep`: the session ended before it answered route 2. `LaunchProbe` did not answer route 2 within 1 seconds and was stopped by SIGKILL."
            ) == true
        )
    }

    /// A route's deadline measures the app, not the test process.
    ///
    /// The app answers at once, but every thread of
    /// the cooperative pool is held, blocking, for 3 s right after the route is sent, so the awaiting task gets to
    /// its frame seconds after the 1 s timeout. The app is not stopped, and nothing is reported, neither by the
    /// route nor later when the session ends. Before deadlines ended when the frame was in the pipe, the app was
    /// stopped by SIGTERM and `stopSession()` failed with "did not end after its input was closed".
    @Test func aStallOfTheTestProcessIsNotTheAppsTimeout() async throws {
        let probe = try await makeSession()
        probe.timeout = 1
        let stall = PoolStall(seconds: 3)
        // A failure that the route or the end of the session records fails this test.
        await stall.begin()
        await probe.route(to: .screen("settings"))
        #expect(probe.standardOutput == "[screen] settings\n")
        #expect(probe.protocolOutput == "ScreenRouter.routed 1\n")
        await probe.stopSession()
        await stall.end()
        #expect(!probe.didTimeOut && !probe.wasSignalled && probe.exitStatus == 0)
    }

    /// A route's deadline measures the app, not the test's main actor.
    ///
    /// The route hands its URL on before it first waits; only then does the main actor run the blocker, queued
    /// before the route, which holds it, blocking, for three times the 1 s timeout. The app answers 0.2 s after
    /// the route arrives, by its own clock, so the answer is in the pipe while the main actor is held, and the
    /// route's task gets back to it seconds after the timeout. The answer does not depend on the test process: an
    /// earlier version opened a gate from the blocker, and a main actor busy elsewhere kept the app waiting past
    /// its timeout (1 of 10 runs with two busy processes beside the suite). Fails when the deadline is ended by
    /// the route's task instead of the run's thread: "did not end after its input was closed within 1 seconds".
    @Test func aBlockedMainActorIsNotTheAppsTimeout() async throws {
        let probe = try await makeSession(["PROBE_ROUTE_SLEEP": "0.2"])
        probe.timeout = 1
        let hold = { Thread.sleep(forTimeInterval: 3) }
        let blocker = Task { @MainActor in hold() }
        // A failure that the route or the end of the session records fails this test.
        await probe.route(to: .screen("sleep"))
        await blocker.value
        #expect(probe.protocolOutput.hasSuffix("ScreenRouter.routed 1\n"))
        await probe.stopSession()
        #expect(!probe.didTimeOut && !probe.wasSignalled && probe.exitStatus == 0)
    }

    @Test func theTimeoutDoesNotRunBetweenRoutes() async throws {
        // The idle time between the routes is longer than the timeout, which each route still gets in full (wide
        // enough for a loaded machine).
        let probe = try await makeSession()
        probe.timeout = 2
        await probe.route(to: .screen("settings"))
        try await Task.sleep(nanoseconds: 2_500_000_000)
        await probe.route(to: .screen("settings"))
        #expect(probe.standardOutput == "[screen] settings\n")
        #expect(probe.protocolOutput == "ScreenRouter.routed 2\n")
        await probe.stopSession()
        #expect(!probe.didTimeOut)
    }

    @Test func anAppThatEndsByItselfEndsTheSession() async throws {
        let probe = try await makeSession()
        let (messages, _) = await issues { await probe.route(to: .screen("exit")) }
        #expect(
            messages == [
                "The app could not open screen `exit`: the session ended before it answered route 1. `LaunchProbe` exited with status 0."
            ]
        )
    }

    @Test func stoppingASessionThatEndsBadlyFailsAtTheCallersLine() async throws {
        let probe = try await makeSession(["PROBE_EXIT": "3"])
        await probe.route(to: .screen("settings"))
        let expectedLine = #line + 2
        let (messages, line) = await issues {
            await probe.stopSession()
        }
        #expect(line == expectedLine)
        #expect(
            messages == [
                "The session did not end cleanly when its input was closed: `LaunchProbe` exited with status 3.\nIt wrote nothing to standard error."
            ]
        )
        #expect(probe.exitStatus == 3)
    }

    @Test func aSessionThatEndsOnItsErrorScreenMayExitWithThatScreensStatus() async throws {
        let probe = try await makeSession(["PROBE_EXIT": "1"])
        let (routeMessages, _) = await issues { await probe.route(to: .screen("nowhere")) }
        #expect(routeMessages.count == 1)
        // A failure of the session's end would be recorded here, outside any expected issue.
        await probe.stopSession()
        #expect(probe.exitStatus == 1)
    }

    @Test func aStatusOfOneAfterARouteThatOpenedStillFailsTheSessionsEnd() async throws {
        let probe = try await makeSession(["PROBE_EXIT": "1"])
        let (routeMessages, _) = await issues { await probe.route(to: .screen("nowhere")) }
        #expect(routeMessages.count == 1)
        await probe.route(to: .screen("settings"))
        let (stopMessages, _) = await issues { await probe.stopSession() }
        #expect(
            stopMessages == [
                "The session did not end cleanly when its input was closed: `LaunchProbe` exited with status 1.\nIt wrote nothing to standard error."
            ]
        )
    }

    @Test func theFirstRouteStartsTheSessionAndRoutesNeedAScheme() async throws {
        let probe = try makeProbe()
        let (noScheme, _) = await issues { await probe.route(to: .screen("settings")) }
        #expect(probe.sessionProcessIdentifier == nil, "a route that cannot be sent starts no session")
        #expect(
            noScheme == [
                "Could not route to screen `settings`: the app's route scheme is not set. Set it to the URL scheme the app registers before routing, for example `app.routeScheme = \"myapp\"`; route URLs read `myapp://screenrouter/route?vc=settings`."
            ]
        )
        probe.routeScheme = "pro be"
        let (badScheme, _) = await issues { await probe.route(to: .screen("settings")) }
        #expect(badScheme.first?.hasPrefix("The route scheme \"pro be\" is not a URL scheme") == true)
        probe.routeScheme = "probe"
        await probe.route(to: .screen("settings"))
        #expect(probe.standardOutput == "[screen] settings\n", "refused routes were not sent")
        #expect(probe.protocolOutput == "ScreenRouter.routed 1\n")
        await probe.stopSession()
    }

    @Test func aSecondSessionOrAMissingExecutableIsRefused() async throws {
        let probe = try await makeSession()
        let error = await #expect(throws: ScreenRouterError.self) { try await probe.startSession() }
        #expect(error?.code == .launchFailed)
        #expect(error?.message.hasPrefix("A session of `LaunchProbe` is already running") == true)
        await probe.stopSession()

        let missing = ProcessApplication(executableURL: URL(fileURLWithPath: "/nonexistent/App"))
        let notFound = await #expect(throws: ScreenRouterError.self) { try await missing.startSession() }
        #expect(notFound?.message.hasPrefix("No executable at `/nonexistent/App`.") == true)

        missing.routeScheme = "probe"
        let expectedLine = #line + 1
        let (messages, line) = await issues { await missing.route(to: .screen("settings")) }
        #expect(line == expectedLine)
        #expect(
            messages.first?.hasPrefix(
                "Could not route to screen `settings`: the app's session did not start. No executable at `/nonexistent/App`."
            ) == true
        )
    }

    @Test func aRouteWhileAnotherIsUnderWayIsRefused() async throws {
        // The first route is answered only once the test opens the gate, so the second is asked while the first
        // is under way however long the test process takes to get there.
        let gate = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: gate) }
        let probe = try await makeSession(["PROBE_GATE": gate.path])
        let (messages, _) = await issues {
            let slow = Task { @MainActor in await probe.route(to: .screen("gate")) }
            // Bounded by count, not by the clock: a route that fails before it is under way ends the wait.
            for _ in 0..<10_000 where !probe.isRouting {
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
            await probe.route(to: .screen("settings"))
            #expect(FileManager.default.createFile(atPath: gate.path, contents: Data()))
            await slow.value
        }
        #expect(
            messages == [
                "Could not route to screen `settings`: the session is still answering the route before it. Await each `route(to:)` before the next."
            ]
        )
        await probe.route(to: .screen("settings"))
        #expect(probe.standardOutput == "[screen] settings\n")
        #expect(probe.protocolOutput == "ScreenRouter.routed 2\n")
        await probe.stopSession()
    }

    @Test func aSessionLeftRunningIsStoppedWithItsApplication() async throws {
        var probe: ProcessApplication? = try await makeSession()
        let pid = try #require(probe?.sessionProcessIdentifier)
        #expect(kill(pid, 0) == 0)
        probe = nil
        let deadline = Date().addingTimeInterval(10)
        while kill(pid, 0) == 0, Date() < deadline {
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        #expect(kill(pid, 0) != 0, "the session \(pid) still runs")
    }
}

/// Holds every thread of the cooperative pool with blocking work, as a test process that blocks its executors
/// does.
///
/// `@unchecked Sendable`: the semaphores are thread-safe.
final class PoolStall: @unchecked Sendable {
    private let seconds: TimeInterval
    private let width = ProcessInfo.processInfo.activeProcessorCount
    private let started = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)

    init(seconds: TimeInterval) {
        self.seconds = seconds
    }

    /// Starts one blocking job per thread of the pool and returns once all of them run.
    @MainActor
    func begin() async {
        for _ in 0..<width {
            Task.detached { [self] in hold() }
        }
        // Waiting here blocks the main actor for the moment the jobs take to start, which is the point.
        for _ in 0..<width {
            started.wait()
        }
    }

    /// One job: blocks its thread for ``seconds``.
    private func hold() {
        started.signal()
        Thread.sleep(forTimeInterval: seconds)
        ended.signal()
    }

    /// Waits, off the pool, until every blocking job has ended.
    func end() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread { [self] in
                for _ in 0..<width {
                    ended.wait()
                }
                continuation.resume()
            }.start()
        }
    }
}
