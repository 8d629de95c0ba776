import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// The spellings kept for one release still open the screen they name, as their replacements do.
///
/// The deprecated calls are made by ``OldSpellings``, whose members are deprecated themselves (a deprecated
/// declaration may use another without a warning), through ``Spellings``, whose requirements are not, so the
/// package still builds with warnings as errors.
@MainActor
struct DeprecatedSpellingTests {
    let old: any Spellings = OldSpellings()

    /// What a fresh probe was launched with after `body` launched it: its arguments, a model's text replaced by
    /// the size of the model the probe read (JSON's key order may differ from one encoding to the next).
    private func launched(_ body: (ProcessApplication) async -> Void) async throws -> [String] {
        let probe = try makeProbe()
        await body(probe)
        let report = try report(of: probe)
        var arguments = probe.launchArguments
        if let flag = arguments.firstIndex(of: "-model"), flag + 1 < arguments.count {
            arguments[flag + 1] = "\(report.modelBytes ?? -1) bytes"
        }
        return arguments + [report.screen ?? "no screen"]
    }

    @Test func theLaunchesWithTheScreensPartsAsArgumentsLaunchAsARequestDoes() async throws {
        let note = Note(title: "Hi", body: "there")
        let dark = ScreenVariant(appearance: .dark)
        #expect(
            try await launched { await old.launch($0, screen: .note, model: note, variant: dark) }
                == launched { await launchApp($0, .screen(.note, model: note, variant: dark)) }
        )
        #expect(
            try await launched { await old.launch($0, screen: .note, variant: dark) }
                == launched { await launchApp($0, .screen(.note, variant: dark)) }
        )
        #expect(
            try await launched { await old.launch($0, screen: "settings", variant: dark) }
                == launched { await launchApp($0, .screen("settings", variant: dark)) }
        )
    }

    @Test func theLaunchWithASampleAsAnArgumentLaunchesAsARequestDoes() async throws {
        let sample = ScreenSample(screen: "card", sample: "long", model: "Card")
        let dark = ScreenVariant(appearance: .dark)
        let oldProbe = try ProcessApplication.product(named: "CatalogueProbe")
        await old.launch(oldProbe, sample: sample, variant: dark)
        let newProbe = try ProcessApplication.product(named: "CatalogueProbe")
        await launchApp(newProbe, .sample(sample, variant: dark))
        #expect(oldProbe.launchArguments == newProbe.launchArguments)
        #expect(oldProbe.standardOutput.hasPrefix("card: Long, 900 pages"))
    }

    @Test func theRoutesWithTheScreensPartsAsArgumentsRouteAsARequestDoes() async throws {
        let probe = try makeProbe()
        probe.routeScheme = "probe"
        try await probe.startSession()
        await old.route(probe, to: Screen<[String]>("lines"), model: ["first"])
        #expect(probe.standardOutput == "[screen] 1 lines, first first\nScreenRouter.routed 1\n")
        await old.route(probe, to: Screen<[String]>("settings"))
        #expect(probe.standardOutput == "[screen] settings\nScreenRouter.routed 2\n")
        await old.route(probe, to: "settings")
        #expect(probe.standardOutput == "[screen] settings\nScreenRouter.routed 3\n")
        let sample = ScreenSample(screen: "settings", sample: "plain", model: nil)
        let oldFailure = await capturingIssues { await old.route(probe, to: sample) }.flatMap(\.messages)
        let newFailure = await capturingIssues { await probe.route(to: .sample(sample)) }.flatMap(\.messages)
        #expect(!oldFailure.isEmpty)
        #expect(
            oldFailure.map { $0.filter { !$0.isNumber } } == newFailure.map { $0.filter { !$0.isNumber } }
        )
        await probe.stopSession()
    }
}

/// The deprecated spellings, called through requirements that are not deprecated.
@MainActor
protocol Spellings {
    func launch(_ app: ProcessApplication, screen: Screen<Note>, model: Note, variant: ScreenVariant) async
    func launch(_ app: ProcessApplication, screen: Screen<Note>, variant: ScreenVariant) async
    func launch(_ app: ProcessApplication, screen: ScreenID, variant: ScreenVariant) async
    func launch(_ app: ProcessApplication, sample: ScreenSample, variant: ScreenVariant) async
    func route(_ app: ProcessApplication, to screen: Screen<[String]>, model: [String]) async
    func route(_ app: ProcessApplication, to screen: Screen<[String]>) async
    func route(_ app: ProcessApplication, to screen: ScreenID) async
    func route(_ app: ProcessApplication, to sample: ScreenSample) async
}

@MainActor
struct OldSpellings: Spellings {
    @available(*, deprecated)
    func launch(_ app: ProcessApplication, screen: Screen<Note>, model: Note, variant: ScreenVariant) async {
        await launchApp(app, screen: screen, model: model, variant: variant)
    }

    @available(*, deprecated)
    func launch(_ app: ProcessApplication, screen: Screen<Note>, variant: ScreenVariant) async {
        await launchApp(app, screen: screen, variant: variant)
    }

    @available(*, deprecated)
    func launch(_ app: ProcessApplication, screen: ScreenID, variant: ScreenVariant) async {
        await launchApp(app, screen: screen, variant: variant)
    }

    @available(*, deprecated)
    func launch(_ app: ProcessApplication, sample: ScreenSample, variant: ScreenVariant) async {
        await launchApp(app, sample: sample, variant: variant)
    }

    @available(*, deprecated)
    func route(_ app: ProcessApplication, to screen: Screen<[String]>, model: [String]) async {
        await app.route(to: screen, model: model)
    }

    @available(*, deprecated)
    func route(_ app: ProcessApplication, to screen: Screen<[String]>) async {
        await app.route(to: screen)
    }

    @available(*, deprecated)
    func route(_ app: ProcessApplication, to screen: ScreenID) async {
        await app.route(to: screen)
    }

    @available(*, deprecated)
    func route(_ app: ProcessApplication, to sample: ScreenSample) async {
        await app.route(to: sample)
    }
}
