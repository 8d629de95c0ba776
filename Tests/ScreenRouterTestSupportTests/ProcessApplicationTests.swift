import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

@MainActor
struct ProcessApplicationTests {
    @Test func passesArgumentsAndEnvironmentToTheProcess() throws {
        let probe = try makeProbe()
        probe.launchArguments = ["-Server", "testing", "two words", ""]
        probe.launchEnvironment = ["PROBE_FLAVOUR": "vanilla"]
        try probe.launch()
        let report = try report(of: probe)
        #expect(Array(report.arguments.dropFirst()) == ["-Server", "testing", "two words", ""])
        #expect(report.environment["PROBE_FLAVOUR"] == "vanilla")
        #expect(probe.exitStatus == 0 && !probe.wasSignalled && !probe.didTimeOut)
        #expect(probe.reportedRoutingFailure() == nil)
    }

    @Test func keepsStandardErrorAndExitStatus() throws {
        let probe = try makeProbe()
        probe.launchEnvironment = ["PROBE_STDERR": "something odd", "PROBE_EXIT": "3"]
        try probe.launch()
        #expect(probe.standardError == "something odd\n")
        #expect(probe.exitStatus == 3)
        #expect(probe.reportedRoutingFailure() == "`LaunchProbe` exited with status 3. Standard error: something odd")
    }

    @Test func readsTheRoutingErrorLine() throws {
        let probe = try makeProbe()
        probe.launchArguments = ["--uitesting"]
        try probe.launch()
        #expect(probe.exitStatus == 1)
        #expect(probe.reportedRoutingFailure()?.hasPrefix("`--uitesting` was given without `-vc <screen>`") == true)
    }

    @Test func drainsLargeOutputWithoutDeadlock() throws {
        let probe = try makeProbe()
        probe.launchEnvironment = ["PROBE_STDOUT_BYTES": "3000000"]
        try probe.launch()
        #expect(probe.standardOutput.utf8.count > 3_000_000)
        #expect(probe.exitStatus == 0)
    }

    @Test(arguments: [false, true])
    func stopsAProcessThatOutlivesItsTimeout(ignoresTerminate: Bool) throws {
        let probe = try makeProbe()
        probe.timeout = 0.5
        probe.launchEnvironment = ["PROBE_SLEEP": "30", "PROBE_IGNORE_TERM": ignoresTerminate ? "1" : "0"]
        try probe.launch()
        #expect(probe.didTimeOut)
        #expect(probe.wasSignalled)
        // SIGTERM first; SIGKILL when the process ignores it (or inherited it blocked from the test runner).
        #expect(ignoresTerminate ? probe.exitStatus == SIGKILL : [SIGTERM, SIGKILL].contains(probe.exitStatus))
        #expect(probe.reportedRoutingFailure()?.contains("did not finish within 0.5 seconds and was stopped") == true)
    }

    @Test func reportsACrash() throws {
        let probe = try makeProbe()
        probe.launchEnvironment = ["PROBE_CRASH": "1"]
        try probe.launch()
        #expect(probe.wasSignalled)
        #expect(probe.reportedRoutingFailure()?.hasPrefix("`LaunchProbe` was ended by signal \(SIGABRT)") == true)
    }

    @Test func missingExecutableIsAClearError() {
        let app = ProcessApplication(executableURL: URL(fileURLWithPath: "/nonexistent/App"))
        let error = #expect(throws: ProcessApplication.LaunchError.self) { try app.launch() }
        #expect(error?.message.hasPrefix("No executable at `/nonexistent/App`. Build it first") == true)
    }

    @Test func missingProductNamesTheFoldersSearched() {
        let error = #expect(throws: ProcessApplication.LaunchError.self) {
            try ProcessApplication.product(named: "NoSuchApp")
        }
        #expect(error?.message.hasPrefix("No executable product named `NoSuchApp` in `") == true)
        #expect(
            error?.message.hasSuffix(
                "Make the test target depend on the `NoSuchApp` target so that `swift test` builds it.") == true)
    }

    @Test func refusesAnArgumentOverTheSystemsLimitBeforeLaunch() throws {
        let probe = try makeProbe()
        probe.launchArguments = [String(repeating: "x", count: 200_000)]
        let error = #expect(throws: ProcessApplication.LaunchError.self) { try probe.launch() }
        #expect(error?.message.hasPrefix("An argument of 200000 bytes is over the 131072 bytes Linux allows") == true)
    }
}
