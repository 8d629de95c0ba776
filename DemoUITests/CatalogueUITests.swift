import DemoShared
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// The Demo's fixture files, `<screen>.<name>.json`.
let demoFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Demo/Fixtures")

/// The Demo's catalogue: the list of its screens, a launch with each sample, the gallery and its fixture files.
// One test at a time: each launches several processes, and run side by side they crowd the two cores CI has,
// which the process tests that measure timeouts beside them need.
@MainActor
@Suite(.serialized)
struct CatalogueUITests {
    @Test func listScreensPrintsTheFourScreensAndTheirSamples() async throws {
        let app = try makeDemo()
        app.launchArguments = ["--uitesting", "--list-screens"]
        try await app.launch()
        #expect(app.exitStatus == 0)
        #expect(app.standardError.isEmpty)
        let expected: String =
            #"{"protocol":2,"screens":[{"id":"profile","model":"Int","#
            + #""networkSamples":["loaded","notFound","offline","slow"],"#
            + #""samples":["loaded","notFound","offline","slow"]},"#
            + #"{"id":"settings","model":null,"networkSamples":[],"samples":[]},"#
            + #"{"id":"userDetail","model":"User","networkSamples":[],"samples":["ada","long name"]},"#
            + #"{"id":"users","model":"Array<User>","networkSamples":[],"samples":["default","empty","many"]}]}"#
        // Each sample's model, as its launch carries it, is there beside the names: the Demo's own samples.
        let printed = try #require(
            try JSONSerialization.jsonObject(with: Data(app.standardOutput.utf8)) as? [String: Any]
        )
        var screens = try #require(printed["screens"] as? [[String: Any]])
        let models = screens.map { $0["sampleModels"] as? [String: Any] ?? [:] }
        #expect(
            models.map { $0.keys.sorted() } == [
                ["loaded", "notFound", "offline", "slow"], [], ["ada", "long name"], ["empty", "many"],
            ]
        )
        #expect((models[2]["ada"] as? [String: Any])?["name"] as? String == "Ada Lovelace")
        #expect((models[3]["many"] as? [Any])?.count == 30)
        for index in screens.indices { screens[index]["sampleModels"] = nil }
        let withoutModels = try JSONSerialization.data(
            withJSONObject: ["protocol": printed["protocol"] ?? 0, "screens": screens],
            options: [.sortedKeys]
        )
        #expect(String(decoding: withoutModels, as: UTF8.self) == expected)
        #expect(app.standardOutput.hasSuffix("}\n") && app.standardOutput.filter { $0 == "\n" }.count == 1)
        let catalogue = try await makeDemo().listScreens()
        #expect(catalogue.protocolVersion == 2)
        #expect(catalogue.screens.map(\.id) == ["profile", "settings", "userDetail", "users"])
        #expect(
            catalogue.screenSamples.map(\.description) == [
                "profile: loaded", "profile: notFound", "profile: offline", "profile: slow", "settings",
                "userDetail: ada", "userDetail: long name", "users: default", "users: empty", "users: many",
            ]
        )
    }

    /// The every-screen test: one case per screen and sample, each a launch of its own.
    @Test(arguments: try await ProcessApplication.product(named: "Demo").listScreens().screenSamples)
    func everyScreenOpens(_ sample: ScreenSample) async throws {
        let app = await launchApp(try makeDemo(), .sample(sample))
        #expect(app.exitStatus == 0)
        #expect(!app.standardError.contains(ScreenRouterError.accessibilityIdentifier))
        #expect(app.standardOutput.drawnTitle != nil)
    }

    /// The every-screen test in one session: with a route scheme, one launch opens every screen and sample.
    @Test func everyScreenOpensInOneSession() async throws {
        let demo = try makeDemo()
        demo.routeScheme = "demo"
        var shown: [String] = []
        var processes: Set<Int32> = []
        await launchEveryScreen(demo, jobs: 1) { cell, app in
            shown.append("\(cell): \(app.standardOutput.drawnTitle ?? "")")
            app.sessionProcessIdentifier.map { _ = processes.insert($0) }
        }
        #expect(
            shown == [
                "profile.loaded.default: Profile", "profile.notFound.default: Profile",
                "profile.offline.default: Profile", "profile.slow.default: Profile",
                "settings.default.default: Settings",
                "userDetail.ada.default: User", "userDetail.long name.default: User",
                "users.default.default: Users (2)",
                "users.empty.default: Users (0)", "users.many.default: Users (30)",
            ]
        )
        #expect(processes.count == 1, "every screen was routed in the same process")
        #expect(demo.exitStatus == 0 && !demo.wasSignalled, "the session ended cleanly")
    }

    @Test func theSampleAdaShowsWhatHerFixtureFileShows() async throws {
        let sample = try makeDemo()
        sample.launchArguments = ["--uitesting", "-vc", "userDetail", "-sample", "ada"]
        try await sample.launch()
        let file = try makeDemo()
        file.launchArguments = [
            "--uitesting", "-vc", "userDetail", "-modelFile",
            demoFixtures.appendingPathComponent("userDetail.ada.json").path,
        ]
        try await file.launch()
        await UserDetailPage(app: sample).thenIShouldSee(element: .userName, text: "Ada Lovelace")
        #expect(!sample.standardOutput.isEmpty)
        #expect(sample.standardOutput == file.standardOutput)
    }

    @Test func theDefaultSampleIsTheLaunchWithoutAModel() async throws {
        let app = await launchApp(
            try makeDemo(),
            .sample(
                try #require(
                    try await makeDemo().listScreens().screenSamples.first { $0.sample == "default" }
                )
            )
        )
        await UsersPage(app: app).thenIShouldSee(element: .userRow(0), text: "Username One")
    }

    @Test func anUnknownSampleExitsNonZeroNamingTheRealOnes() async throws {
        let app = try makeDemo()
        app.launchArguments = ["--uitesting", "-vc", "userDetail", "-sample", "grace"]
        try await app.launch()
        #expect(app.exitStatus == 1)
        #expect(app.reportedRoutingFailure()?.code == .unknownScreen)
        #expect(
            app.reportedRoutingFailure()?.message
                == "Screen `userDetail` has no sample named `grace`: its samples are `ada`, `long name`. Correct the name, or register the sample beside the screen: `coordinator.register(.userDetail, samples: [\"grace\": ...]) { ... }`."
        )
    }

    @Test(arguments: ["-model", "-modelFile"])
    func aSampleWithAModelIsRefused(flag: String) async throws {
        let app = try makeDemo()
        // The fixture of the sample itself: its bytes as `-model`, its path as `-modelFile`.
        let fixture = demoFixtures.appendingPathComponent("userDetail.ada.json")
        let model = flag == "-model" ? try Data(contentsOf: fixture).base64EncodedString() : fixture.path
        app.launchArguments = ["--uitesting", "-vc", "userDetail", "-sample", "ada", flag, model]
        try await app.launch()
        #expect(app.exitStatus == 1)
        #expect(app.reportedRoutingFailure()?.code == .malformedArguments)
        #expect(
            app.reportedRoutingFailure()?.message
                == "Both `-sample` and `\(flag)` were given for screen `userDetail`; a launch carries its model one way, a sample the app registered or a model of the test's, and the router will not guess which one you meant. Pass exactly one of them."
        )
    }

    @Test func theGalleryListsEveryScreenAndSampleByIdentifier() async throws {
        let app = await launchApp(try makeDemo(), .screen(ScreenID(ScreenCatalogue.galleryIdentifier)))
        let samples = try await makeDemo().listScreens().screenSamples
        #expect(app.exitStatus == 0)
        #expect(app.standardOutput.drawnTitle == "Screens (10)")
        let identifiers = try app.lastElementFrame()?.elements.map(\.identifier)
        #expect(identifiers == [ScreenCatalogue.galleryIdentifier] + samples.map(\.accessibilityIdentifier))
        #expect(app.element("ScreenRouter.gallery.userDetail.long name")?.label == "userDetail: long name")
        #expect(app.element("ScreenRouter.gallery.settings")?.label == "settings")
    }

    /// A person in a terminal chooses a row by its number and goes back; the Demo runs in a pseudo-terminal.
    @Test func choosingAGalleryRowInATerminalOpensItsScreen() async throws {
        let demo = try makeDemo().executableURL.path
        let shell = ProcessApplication(executableURL: URL(fileURLWithPath: "/bin/sh"))
        shell.timeout = 30
        shell.launchArguments = [
            "-c",
            "printf '5\\nb\\n9\\nq\\n' | script -qec \"'\(demo)' --uitesting -vc ScreenRouter.gallery\" /dev/null",
        ]
        try await shell.launch()
        #expect(shell.exitStatus == 0, "\(shell.standardError)")
        let frames = shell.standardOutput.replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n== ")
            .dropFirst().map { "== " + $0 }
        #expect(frames.map(\.drawnTitle) == ["Screens (10)", "User", "Screens (10)", "Users (30)"])
        #expect(frames.dropFirst().first?.drawnLines.contains("[\(DemoElement.userName)] Ada Lovelace") == true)
        #expect(frames.last?.drawnLines.contains { $0.hasSuffix("[\(DemoElement.userRow(29))] User 30") } == true)
    }

    /// Every fixture file still decodes as its screen's model, checked by the Demo itself.
    @Test(arguments: try await ProcessApplication.product(named: "Demo").listScreens().fixtureFiles(in: demoFixtures))
    func fixtureStillDecodes(_ fixture: FixtureFile) async throws {
        await checkFixture(fixture, with: try makeDemo())
    }

    @Test func aDriftedFixtureFailsWithTheAppsMessage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DemoFixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"id": 1, "name": "Ada", "email": "ada@example.com"}"#.utf8)
            .write(to: folder.appendingPathComponent("userDetail.old.json"))
        try Data("[]".utf8).write(to: folder.appendingPathComponent("account.ada.json"))
        let fixtures = try await makeDemo().listScreens().fixtureFiles(in: folder)
        #expect(fixtures.map(\.screen) == [nil, "userDetail"])
        var messages: [String] = []
        for fixture in fixtures {
            let app = try makeDemo()
            messages += await capturingIssues { await checkFixture(fixture, with: app) }
                .flatMap { $0.messages }
        }
        #expect(
            messages == [
                "The fixture file `account.ada.json` is for no screen of the app: its name must be `<screen>.<name>.json`, and the app's screens are `profile`, `settings`, `userDetail`, `users`. Rename the file, or remove it if its screen is gone.",
                "The fixture file `userDetail.old.json` no longer fits screen `userDetail`: The model payload for screen `userDetail` does not decode as User: `username`: key not found. Found: `{\"id\": 1, \"name\": \"Ada\", \"email\": \"ada@example.com\"}`. Make the model the launch carries and the app's model type agree: declare the model once, in code the app and its tests both compile, and if it needs coding strategies (dates, key names), give them to the screen, `Screen(\"id\", codec: ...)`, so every side encodes and decodes it alike.",
            ]
        )
    }
}
