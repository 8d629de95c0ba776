import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

@MainActor
struct LaunchAppTests {
    @Test func smallModelTravelsInline() async throws {
        let probe = try makeProbe()
        await launchApp(probe, .screen(.note, model: Note(title: "Hi", body: "there")))
        let report = try report(of: probe)
        #expect(report.screen == "note")
        #expect(report.transport == "base64")
        #expect(report.arguments.contains("-model"))
    }

    @Test func oneMebibyteModelTravelsInAFileAndArrivesWhole() async throws {
        let probe = try makeProbe()
        let note = Note(title: "big", body: String(repeating: "0123456789abcdef", count: 65_536))
        let expectedBytes = try JSONEncoder().encode(note).count
        #expect(expectedBytes > 1_048_576)
        await launchApp(probe, .screen(.note, model: note))
        let report = try report(of: probe)
        #expect(report.transport == "file")
        #expect(report.modelBytes == expectedBytes)
    }

    /// The model file lives as long as the arguments that name it: a relaunch with the same arguments still
    /// reads it, and the next launch into a screen removes it.
    @Test func modelFileOutlivesARelaunchAndGoesWithTheNextRequest() async throws {
        let probe = try makeProbe()
        let note = Note(title: "big", body: String(repeating: "0123456789abcdef", count: 65_536))
        await launchApp(probe, .screen(.note, model: note))
        let path = try #require(probe.launchArguments.last)
        try await probe.launch()
        #expect(probe.reportedRoutingFailure() == nil)
        #expect(try report(of: probe).transport == "file")
        await launchApp(probe, .screen("settings"))
        #expect(!FileManager.default.fileExists(atPath: path), "the previous request's model file is removed")
    }

    @Test func typedScreenLaunchesWithoutAModel() async throws {
        let probe = try makeProbe()
        await launchApp(probe, .screen(.note))
        let report = try report(of: probe)
        #expect(Array(report.arguments.dropFirst()) == ["--uitesting", "-vc", "note"])
    }

    @Test func theScreensCodecEncodesTheModel() async throws {
        let probe = try makeProbe()
        let snake = Screen<Note>(
            "note",
            codec: ModelCodec(makeEncoder: {
                let encoder = JSONEncoder()
                encoder.keyEncodingStrategy = .convertToSnakeCase
                return encoder
            })
        )
        struct Titled: Codable { var pageTitle: String }
        let titled = Screen<Titled>("note", codec: snake.codec)
        await launchApp(probe, .screen(titled, model: Titled(pageTitle: "Hi")))
        let model = try #require(try report(of: probe).arguments.last)
        #expect(String(decoding: try #require(Data(base64Encoded: model)), as: UTF8.self) == #"{"page_title":"Hi"}"#)
    }

    @Test func modellessScreenLaunchesByIdentifier() async throws {
        let probe = try makeProbe()
        await launchApp(probe, .screen("settings"))
        let report = try report(of: probe)
        #expect(report.screen == "settings")
        #expect(report.transport == nil)
        #if DEBUG
        #expect(report.route == "routed")
        #endif
    }

    @Test func relaunchReplacesThePreviousRequest() async throws {
        let probe = try makeProbe()
        await launchApp(probe, .screen(.note, model: Note(title: "a", body: "b")))
        await launchApp(probe, .screen("settings"))
        let report = try report(of: probe)
        #expect(Array(report.arguments.dropFirst()) == ["--uitesting", "-vc", "settings"])
    }

    /// A failure test support records is no error the test caught: the issue is the message itself, and a known
    /// issue still matches it by its code.
    @Test func routingFailureIsAnIssueOfItsOwnThatMatchesByCode() async throws {
        let probe = try makeProbe()
        let recorded = await capturingIssues {
            await launchApp(probe, .screen(""))
        }
        let issue = try #require(recorded.first)
        guard case .unconditional = issue.kind else {
            Issue.record("recorded as \(issue.kind), not as an issue of its own")
            return
        }
        #expect(issue.error == nil)
        #expect(issue.screenRouterError?.code == .malformedArguments)
        #expect(issue.comments.map(\.rawValue) == [try #require(issue.screenRouterError?.message)])
        #expect(!"\(issue)".contains("Caught error"), "\(issue)")
        await withKnownIssue("The probe has no screen with an empty identifier.") {
            await launchApp(probe, .screen(""))
        } matching: { issue in
            issue.screenRouterError?.code == .malformedArguments
        }
    }

    /// An error the test throws itself is a caught error, as Swift Testing says, and matches by its code the same way.
    @Test func anErrorTheTestThrowsIsACaughtErrorThatMatchesByCode() async throws {
        try await withKnownIssue("The probe prints no catalogue.") {
            _ = try await makeProbe().listScreens()
        } matching: { issue in
            guard case .errorCaught = issue.kind else { return false }
            return issue.screenRouterError?.code == .launchFailed
        }
    }

    @Test func appsRoutingFailureFailsTheTestAtTheCallersLine() async throws {
        let probe = try makeProbe()
        let expectedLine = #line + 2
        let recorded = await capturingIssues {
            await launchApp(probe, .screen(""))
        }
        let issue = try #require(recorded.first)
        #expect(recorded.count == 1)
        #expect(issue.sourceLocation?.line == expectedLine)
        #expect(issue.sourceLocation?.fileName == "LaunchAppTests.swift")
        #expect(
            issue.messages.first
                == "The app could not open screen ``: The screen identifier after `-vc` is empty. Use a non-empty identifier such as `userDetail`."
        )
    }

    @Test func modelTooLargeForADeviceFailsBeforeLaunch() async throws {
        let probe = try makeProbe()
        probe.usesDeviceLaunchLimits = true
        let note = Note(title: "big", body: String(repeating: "x", count: 300_000))
        let messages = await capturingIssues {
            await launchApp(probe, .screen(.note, model: note))
        }.flatMap { $0.messages }
        #expect(probe.standardOutput.isEmpty, "the app was not launched")
        let message = try #require(messages.first)
        // The room is what the launch leaves as the system counts it: the path, the arguments, the whole environment.
        let room = LaunchLimits.device.room(
            arguments: [probe.executableURL.path] + LaunchRequest(screen: "note").arguments,
            environment: ProcessInfo.processInfo.environment.merging(probe.launchEnvironment) { _, new in new }
        )
        let available = (room - LaunchLimits.size(arguments: ["-model", ""], environment: [:])) / 4 * 3
        #expect(
            message.hasPrefix(
                "The model for screen `note` is 300025 bytes of JSON (400036 as base64), over what a launch on an iOS device (262144 bytes in all) can carry: about \(available) bytes of JSON."
            )
        )
        #expect(message.hasSuffix("Trim the fixture to what the screen shows, or run the test on the simulator."))
    }

    @Test func modelOverTheCodecsLimitFailsBeforeLaunch() async throws {
        // A small limit takes the same path as the default 64 MiB one, without encoding 64 MiB on the main actor
        // (which held it for about 3 s at the start of every run).
        let probe = try makeProbe()
        let small = Screen<Note>("note", codec: ModelCodec(maximumPayloadSize: 1024))
        let note = Note(title: "huge", body: String(repeating: "y", count: 1024))
        let messages = await capturingIssues {
            await launchApp(probe, .screen(small, model: note))
        }.flatMap { $0.messages }
        #expect(probe.standardOutput.isEmpty, "the app was not launched")
        #expect(
            messages.first?.hasPrefix(
                "The model payload for screen `note` is 1.0 KiB (1050 bytes), over the codec's maximum payload size of 1.0 KiB (1024 bytes)."
            ) == true,
            "\(messages)"
        )
    }

    @Test func missingExecutableFailsTheTest() async {
        let app = ProcessApplication(executableURL: URL(fileURLWithPath: "/nonexistent/App"))
        let messages = await capturingIssues {
            await launchApp(app, .screen("settings"))
        }.flatMap { $0.messages }
        #expect(
            messages.first?.hasPrefix(
                "Could not launch the app for screen `settings`: No executable at `/nonexistent/App`."
            ) == true
        )
    }

    @Test func optionsAreAppliedBeforeTheRequest() async throws {
        struct Flavour: LaunchOption {
            var launchArguments: [String]? { ["-Flavour", "mint"] }
            var launchEnvironments: [String: String]? { ["PROBE_MODE": "options"] }
        }
        let probe = try makeProbe()
        await launchApp(probe, .screen("settings"), options: [Flavour()])
        let report = try report(of: probe)
        #expect(Array(report.arguments.dropFirst()) == ["-Flavour", "mint", "--uitesting", "-vc", "settings"])
        #expect(report.environment["PROBE_MODE"] == "options")
    }

    @Test func invalidOptionIsReportedAtTheCallersLineAndLeftOut() async throws {
        struct Nul: LaunchOption {
            var launchArguments: [String]? { ["-Greeting", "a\u{0}b"] }
        }
        let probe = try makeProbe()
        let expectedLine = #line + 2
        let issues = await capturingIssues {
            await launchApp(probe, .screen("settings"), options: [Nul()])
        }
        #expect(issues.count == 1)
        #expect(issues.first?.sourceLocation?.line == expectedLine)
        #expect(issues.first?.messages.first?.hasPrefix("The launch option was not applied: ") == true)
        #expect(try !report(of: probe).arguments.contains("-Greeting"))
    }
}
