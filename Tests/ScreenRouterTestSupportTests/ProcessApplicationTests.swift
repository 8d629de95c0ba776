import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

@MainActor
struct ProcessApplicationTests {
    @Test func passesArgumentsAndEnvironmentToTheProcess() async throws {
        let probe = try makeProbe()
        probe.launchArguments = ["-Server", "testing", "two words", ""]
        probe.launchEnvironment = ["PROBE_FLAVOUR": "vanilla"]
        try await probe.launch()
        let report = try report(of: probe)
        #expect(Array(report.arguments.dropFirst()) == ["-Server", "testing", "two words", ""])
        #expect(report.environment["PROBE_FLAVOUR"] == "vanilla")
        #expect(probe.exitStatus == 0 && !probe.wasSignalled && !probe.didTimeOut)
        #expect(probe.reportedRoutingFailure() == nil)
    }

    @Test func keepsStandardErrorAndExitStatus() async throws {
        let probe = try makeProbe()
        probe.launchEnvironment = ["PROBE_STDERR": "something odd", "PROBE_EXIT": "3"]
        try await probe.launch()
        #expect(probe.standardError == "something odd\n")
        #expect(probe.exitStatus == 3)
        #expect(
            probe.reportedRoutingFailure()?.message
                == "`LaunchProbe` exited with status 3.\nStandard error before the end:\nsomething odd"
        )
    }

    @Test func readsTheRoutingErrorLine() async throws {
        let probe = try makeProbe()
        probe.launchArguments = ["--uitesting"]
        try await probe.launch()
        #expect(probe.exitStatus == 1)
        #expect(
            probe.reportedRoutingFailure()?.message.hasPrefix("`--uitesting` was given without `-vc <screen>`") == true
        )
    }

    /// A line feed ends each line of the app's output, after a carriage return too: an app whose lines end `\r\n`
    /// opens its screen, its routed line read, and its own lines are kept as it wrote them.
    @Test func anAppWhoseLinesEndInCarriageReturnsOpensItsScreen() async throws {
        let probe = try makeProbe()
        probe.launchEnvironment = ["PROBE_STDOUT": "ready\r\nsteady\r\n"]
        await launchApp(probe, .screen("settings"))
        #expect(probe.reportedRoutingFailure() == nil)
        #expect(probe.standardOutput.hasPrefix("ready\r\nsteady\r\n"))
        #expect(probe.protocolOutput.split(separator: "\n").contains("ScreenRouter.routed 0"))
    }

    @Test func drainsLargeOutputWithoutDeadlock() async throws {
        let probe = try makeProbe()
        probe.launchEnvironment = ["PROBE_STDOUT_BYTES": "3000000"]
        try await probe.launch()
        #expect(probe.standardOutput.utf8.count > 3_000_000)
        #expect(probe.exitStatus == 0)
    }

    /// The timeout holds: SIGTERM, then SIGKILL one second later for a process that ignores SIGTERM.
    ///
    /// The app would sleep 30 s; that it was stopped by the signal, and not ended by itself, is the proof (a test
    /// asserts no wall-clock bound: alone a launch ends 1.1 s or 2.1 s after it starts, but the test's own task may
    /// wait longer than that to run on a loaded machine).
    ///
    /// The app ignores SIGTERM only once it runs its own code, and says so on standard error: on a machine so busy
    /// that the app did not get that far within its timeout, SIGTERM stops it, as it stops any app. That launch
    /// proves only that, and the test launches again with twice the timeout, until the app was ignoring SIGTERM
    /// when the timeout came.
    @Test(arguments: [false, true])
    func stopsAProcessThatOutlivesItsTimeout(ignoresTerminate: Bool) async throws {
        let probe = try makeProbe()
        probe.launchEnvironment = ["PROBE_SLEEP": "30", "PROBE_IGNORE_TERM": ignoresTerminate ? "1" : "0"]
        var timeout = 1.0
        while true {
            probe.timeout = timeout
            try await probe.launch()
            let ignoring = probe.standardError.contains("LaunchProbe ignores SIGTERM")
            #expect(probe.didTimeOut)
            #expect(probe.wasSignalled)
            #expect(ignoring ? probe.exitStatus == SIGKILL : probe.exitStatus == SIGTERM)
            let expected = ignoring ? "SIGKILL" : "SIGTERM"
            #expect(
                probe.reportedRoutingFailure()?.message.hasPrefix(
                    "`LaunchProbe` did not finish within \(Int(timeout)) seconds and was stopped by \(expected)."
                ) == true
            )
            guard ignoresTerminate, !ignoring, timeout < 64 else { break }
            timeout *= 2
        }
        #expect(probe.standardError.contains("LaunchProbe ignores SIGTERM") == ignoresTerminate)
    }

    /// A helper the app leaves behind keeps the pipes open; the launch still ends soon after the app.
    ///
    /// Alone, 0.39 s later, with the app's own output, and the helper is stopped with the app's process group. Without that, the
    /// launch would wait for the helper until its timeout and report it.
    @Test func keepsTheOutputWhenAHelperOutlivesTheApp() async throws {
        let probe = try makeProbe()
        probe.timeout = 20
        probe.launchEnvironment = ["PROBE_ORPHAN": "60"]
        try await probe.launch()
        #expect(!probe.didTimeOut)
        #expect(probe.exitStatus == 0)
        let report = try report(of: probe)
        let orphan = try #require(report.orphan)
        #expect(!isRunning(pid_t(orphan)), "the helper \(orphan) still runs")
    }

    /// Launches side by side do not stop each other.
    ///
    /// A run's pipes must not leak into a process that another run starts at the same moment: that process would
    /// hold them after the run's app has ended, and the run would stop it as a helper its app left behind, long
    /// before the process's own timeout. Without close-on-exec pipes this failed in two of five runs.
    @Test func parallelLaunchesDoNotStopEachOther() async throws {
        let sleepers = try (0..<12).map { _ in
            let probe = try makeProbe()
            probe.timeout = 3
            probe.launchEnvironment = ["PROBE_SLEEP": "30"]
            return probe
        }
        let quick = try (0..<180).map { _ in try makeProbe() }
        await withTaskGroup(of: Void.self) { group in
            for (index, probe) in quick.enumerated() {
                if index % 15 == 0 {
                    let sleeper = sleepers[index / 15]
                    group.addTask { try? await sleeper.launch() }
                }
                group.addTask { try? await probe.launch() }
            }
        }
        for sleeper in sleepers {
            #expect(
                sleeper.didTimeOut,
                "stopped before its timeout: \(sleeper.reportedRoutingFailure()?.message ?? "")"
            )
        }
        #expect(quick.allSatisfy { $0.exitStatus == 0 && !$0.wasSignalled })
    }

    @Test func reportsAFatalErrorInAFactoryByNameAndSignal() async throws {
        let probe = try makeProbe()
        probe.launchEnvironment = ["PROBE_FATAL": "The shop has no products for this fixture"]
        let issues = await capturingIssues { await launchApp(probe, .screen("crash")) }
        let message = try #require(issues.first?.messages.first)
        #expect(message.utf8.count < 4_000, "\(message.utf8.count) bytes")
        #expect(message.hasPrefix("The app could not open screen `crash`: `LaunchProbe` crashed with SIGILL (signal 4"))
        #expect(message.contains("Fatal error: The shop has no products for this fixture"))
        #expect(message.contains("building the crash screen"), "the app's own line before the crash")
        #expect(message.contains("Crashed in "), "the crashing frame: \(message)")
        #expect(!message.contains("Registers:") && !message.contains("Images ("), "backtrace noise: \(message)")
    }

    @Test func reportsACrashBySignalName() async throws {
        let probe = try makeProbe()
        probe.launchEnvironment = ["PROBE_CRASH": "1"]
        try await probe.launch()
        #expect(probe.wasSignalled)
        #expect(
            probe.reportedRoutingFailure()?.message.hasPrefix("`LaunchProbe` crashed with SIGABRT (signal 6") == true
        )
    }

    @Test func missingExecutableIsAClearError() async {
        let app = ProcessApplication(executableURL: URL(fileURLWithPath: "/nonexistent/App"))
        let error = await #expect(throws: ScreenRouterError.self) { try await app.launch() }
        #expect(error?.code == .launchFailed)
        #expect(error?.message.hasPrefix("No executable at `/nonexistent/App`. Build it first") == true)
    }

    @Test func missingProductListsTheNearestExecutables() async {
        let error = #expect(throws: ScreenRouterError.self) {
            try ProcessApplication.product(named: "LaunchProbx")
        }
        #expect(error?.message.hasPrefix("No executable product named `LaunchProbx` in `") == true)
        #expect(error?.message.contains("Executables there, nearest first: `LaunchProbe`") == true)
    }

    @Test func refusesAnArgumentOverTheSystemsLimitBeforeLaunch() async throws {
        let probe = try makeProbe()
        probe.launchArguments = [String(repeating: "x", count: 200_000)]
        let error = await #expect(throws: ScreenRouterError.self) { try await probe.launch() }
        #expect(error?.message.hasPrefix("An argument of 200000 bytes is over the 131071 bytes Linux allows") == true)
    }

    /// Two launches started together run at the same time.
    ///
    /// `launch()` does not hold the main actor while it waits. Each probe waits until both probes have started, so
    /// only launches that run side by side both end by themselves; launches one after the other would leave the
    /// first waiting until its timeout. No clock decides it.
    @Test func launchesRunSideBySide() async throws {
        let meeting = FileManager.default.temporaryDirectory.appendingPathComponent("meet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: meeting, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: meeting) }
        let first = try makeProbe()
        let second = try makeProbe()
        for probe in [first, second] {
            probe.timeout = 30
            probe.launchEnvironment = ["PROBE_MEET": meeting.path]
        }
        async let one: Void = first.launch()
        async let two: Void = second.launch()
        _ = try await (one, two)
        for probe in [first, second] {
            #expect(!probe.didTimeOut && probe.exitStatus == 0, "\(probe.reportedRoutingFailure()?.message ?? "")")
        }
    }

    private func isRunning(_ pid: pid_t) -> Bool {
        // A killed helper may linger as a zombie until its new parent reaps it: that is not running.
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
            return kill(pid, 0) == 0
        }
        guard let close = stat.lastIndex(of: ")") else { return true }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
        return state != "Z" && state != "X"
    }
}
