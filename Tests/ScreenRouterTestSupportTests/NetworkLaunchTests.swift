import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// A launch's network fixture travels as its model does: checked first, inline when it fits, in a file otherwise.
@MainActor
struct NetworkLaunchTests {
    private static let small: NetworkFixture = [
        .get("https://api.example.com/notes/1"): .json(Note(title: "Hi", body: "there")),
        .get("https://api.example.com/notes/2"): .status(404),
    ]

    /// A fixture of `bytes` bytes of body, written the same way each time.
    private static func large(bytes: Int) -> NetworkFixture {
        [
            .get("https://api.example.com/notes/big"): .data(
                Data(repeating: 0x61, count: bytes),
                contentType: "text/plain"
            )
        ]
    }

    @Test func smallFixtureTravelsInlineBesideTheModel() async throws {
        let probe = try makeProbe()
        await launchApp(probe, .screen(.note, model: Note(title: "a", body: "b"), network: Self.small))
        let report = try report(of: probe)
        #expect(report.transport == "base64")
        #expect(report.networkTransport == "base64")
        #expect(report.arguments.contains("-network"))
        #expect((report.networkBytes ?? 0) > 100)
    }

    @Test func screenWithoutAModelTakesAFixtureToo() async throws {
        let probe = try makeProbe()
        await launchApp(probe, .screen("settings", network: Self.small))
        #expect(try report(of: probe).networkTransport == "base64")
        await launchApp(probe, .screen(.note, network: Self.small))
        #expect(try report(of: probe).networkTransport == "base64")
    }

    @Test func largeFixtureTravelsInAFileAndArrivesWhole() async throws {
        let probe = try makeProbe()
        let fixture = Self.large(bytes: 300_000)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let expected = try encoder.encode(NetworkFixture.Wire(fixture: fixture))
        await launchApp(probe, .screen(.note, model: Note(title: "a", body: "b"), network: fixture))
        let report = try report(of: probe)
        #expect(report.transport == "base64")
        #expect(report.networkTransport == "file")
        #expect(report.networkBytes == expected.count)
        let path = try #require(probe.launchArguments.last)
        #expect(FileManager.default.fileExists(atPath: path))
        await launchApp(probe, .screen("settings"))
        #expect(!FileManager.default.fileExists(atPath: path), "the previous launch's fixture file is removed")
    }

    @Test func fixtureThatCannotBeUsedFailsBeforeLaunch() async throws {
        let probe = try makeProbe()
        let fixture: NetworkFixture = [
            .get("https://api.example.com/notes"): .status(200),
            .get("https://api.example.com/notes"): .status(500),
        ]
        let issues = await capturingIssues {
            await launchApp(probe, .screen(.note, model: Note(title: "a", body: "b"), network: fixture))
        }
        #expect(probe.standardOutput.isEmpty, "the app was not launched")
        let issue = try #require(issues.first)
        #expect(issue.sourceLocation?.fileName == "NetworkLaunchTests.swift")
        #expect(issue.screenRouterError?.code == .invalidNetworkFixture)
        #expect(
            issue.messages.first
                == "The network fixture for screen `note` answers `GET https://api.example.com/notes` twice, in entries "
                + "1 and 2; it will not guess which answer you meant. Keep one of them."
        )
    }

    /// A relative URL, a `*` inside a segment, a status of 700 and a negative delay: each with its entry.
    private static let fourProblems =
        "The network fixture for screen `settings` has 4 problems. (1) Entry 1, `GET /users`: its URL has no scheme; a "
        + "fixture answers `http` and `https` URLs, written whole. (2) Entry 2, `GET https://api.example.com/users/a*`: "
        + "its URL has the path segment `a*`; `*` stands for a whole segment, `/*/`, never part of one. (3) Entry 3, "
        + "`GET https://api.example.com/feed`: its status, 700, is no HTTP status; a status is in 100...599, and a "
        + "request that fails without an answer is a `.failure(...)` of a `URLError.Code`. (4) Entry 4, `GET "
        + "https://api.example.com/slow`: its delay, -1.0 seconds, is not a finite number of seconds, 0 or more, such "
        + "as `.delayed(by: 0.5)`. Correct each entry; the fixture is checked whole, so none of them is left for the "
        + "next run to find."

    @Test func everyProblemOfAFixtureFailsTheTestInOneMessageBeforeLaunch() async throws {
        let probe = try makeProbe()
        let fixture: NetworkFixture = [
            .get("/users"): .status(200),
            .get("https://api.example.com/users/a*"): .status(200),
            .get("https://api.example.com/feed"): .status(700),
            .get("https://api.example.com/slow"): .status(200).delayed(by: -1),
        ]
        let issues = await capturingIssues { await launchApp(probe, .screen("settings", network: fixture)) }
        #expect(probe.standardOutput.isEmpty, "the app was not launched")
        #expect(issues.count == 1)
        #expect(issues.first?.messages == [Self.fourProblems])
    }

    @Test func everyProblemOfAHandWrittenFixtureIsTheAppsOneMessage() async throws {
        let probe = try makeProbe()
        let json = #"""
            {"entries": [{"method": "GET", "url": "/users"}, {"method": "GET", "url": "https://api.example.com/users/a*"},
            {"method": "GET", "url": "https://api.example.com/feed", "status": 700},
            {"method": "GET", "url": "https://api.example.com/slow", "delay": -1}]}
            """#
        probe.launchArguments = ["--uitesting", "-vc", "settings", "-network", Data(json.utf8).base64EncodedString()]
        try await probe.launch()
        let failure = try #require(probe.reportedRoutingFailure())
        #expect(failure.code == .invalidNetworkFixture)
        #expect(failure.message == Self.fourProblems)
    }

    @Test func fixtureTooLargeForADeviceFailsBeforeLaunch() async throws {
        let probe = try makeProbe()
        probe.usesDeviceLaunchLimits = true
        let messages = await capturingIssues {
            await launchApp(probe, .screen("settings", network: Self.large(bytes: 300_000)))
        }.flatMap { $0.messages }
        #expect(probe.standardOutput.isEmpty, "the app was not launched")
        #expect(messages.first?.hasPrefix("The network fixture for screen `settings` is ") == true, "\(messages)")
    }

    /// An app that links `ScreenRouter` alone, without the network library, fails a launch that brings a fixture
    /// with the two lines that opt in, and its model check fails the same way.
    @Test func fixtureForAnAppThatDidNotOptInFailsNamingTheTwoLines() async throws {
        let probe = try ProcessApplication.product(named: "CatalogueProbe")
        probe.timeout = 30
        let issues = await capturingIssues {
            await launchApp(probe, .screen("about", network: Self.small))
        }
        let issue = try #require(issues.first)
        #expect(issue.sourceLocation?.fileName == "NetworkLaunchTests.swift")
        #expect(
            issue.messages == [
                "The app could not open screen `about`: The launch or route of `about` carries a network fixture, but "
                    + "this app does not answer requests from network fixtures: answering them is in the "
                    + "`ScreenRouterNetwork` library, which the app opts in to. Link the `ScreenRouterNetwork` product "
                    + "to the app and add two lines where it makes its coordinator: `import ScreenRouterNetwork` at "
                    + "the top of the file, and `coordinator.answerRequestsFromNetworkFixtures()` before "
                    + "`coordinator.start`."
            ]
        )
        await launchApp(probe, .screen("about"))
        #expect(probe.standardOutput.contains("about"), "a launch without a fixture needs no opt-in")
    }
}
