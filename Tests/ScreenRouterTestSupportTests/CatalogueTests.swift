import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// Test support's side of the catalogue, against `CatalogueProbe`: reading an app's screens, opening every
/// screen with every sample, and checking fixture files through the app.
// One test at a time: each launches several processes, and run side by side they crowd the two cores CI has,
// which the process tests that measure timeouts beside them need.
@MainActor
@Suite(.serialized)
struct CatalogueTests {
    private func makeCatalogueProbe() throws -> ProcessApplication {
        let probe = try ProcessApplication.product(named: "CatalogueProbe")
        probe.timeout = 30
        return probe
    }

    private func messages(_ body: () async -> Void) async -> [String] {
        await capturingIssues(body).flatMap { $0.messages }
    }

    private func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test func listScreensReadsTheCatalogueAndLeavesTheArgumentsAsTheyWere() async throws {
        let probe = try makeCatalogueProbe()
        probe.launchArguments = ["-Server", "testing", "--uitesting", "-vc", "about"]
        let catalogue = try await probe.listScreens()
        #expect(probe.launchArguments == ["-Server", "testing", "--uitesting", "-vc", "about"])
        #expect(catalogue.screens.map(\.id) == ["about", "card", "cardWithoutSamples", "receipt", "recipe"])
        #expect(catalogue.screens.map(\.model) == [nil, "Card", "Card", "Receipt", "Recipe"])
        #expect(catalogue.screens.map(\.samples) == [[], ["short", "long"], [], ["paid"], ["linked"]])
        #expect(
            catalogue.screenSamples.map(\.accessibilityIdentifier) == [
                "ScreenRouter.gallery.about", "ScreenRouter.gallery.card.short", "ScreenRouter.gallery.card.long",
                "ScreenRouter.gallery.cardWithoutSamples", "ScreenRouter.gallery.receipt.paid",
                "ScreenRouter.gallery.recipe.linked",
            ]
        )
        #expect(catalogue.screenSamples.map(\.needsFixture) == [false, false, false, true, false, false])
    }

    @Test func anAppThatPrintsNoCatalogueFailsToListWithWhatItPrinted() async throws {
        let error = await #expect(throws: ScreenRouterError.self) { try await makeProbe().listScreens() }
        #expect(error?.code == .launchFailed)
        #expect(
            error?.message.hasPrefix(
                "`LaunchProbe --uitesting --list-screens` did not print a screen catalogue: it failed: `--uitesting` was given without `-vc <screen>`"
            ) == true,
            "\(error?.message ?? "")"
        )
    }

    @Test func aRegistrationProblemFailsTheListWithTheAppsMessage() async throws {
        let probe = try makeCatalogueProbe()
        probe.launchEnvironment["PROBE_DUPLICATE"] = "1"
        let error = await #expect(throws: ScreenRouterError.self) { try await probe.listScreens() }
        #expect(
            error?.message
                == "`CatalogueProbe --uitesting --list-screens` did not print a screen catalogue: it failed: Screen `about` is registered twice; the first registration is kept. Each identifier names one screen: remove the second `register` call or give it another identifier. It printed: ``. The app lists its screens when its coordinator's `start(in:)` runs in a debug build (or after `allowRoutingInReleaseBuilds()`), before anything else writes to standard output."
        )
    }

    @Test func everyScreenIsLaunchedAndEachBrokenOneFailsWithItsOwnMessage() async throws {
        let probe = try makeCatalogueProbe()
        var shown: [String] = []
        let failures = await messages {
            await launchEveryScreen(probe) { cell, app in
                shown.append("\(cell) -> \(app.standardOutput.trimmingCharacters(in: .newlines))")
            }
        }
        // A launch per cell, in as many lanes as processors: `inspect` hears each lane's cells in its order, the
        // failures below come in the cells' order whichever lane launched them.
        #expect(
            shown.sorted() == [
                "about.default.default -> about", "card.long.default -> card: Long, 900 pages",
                "card.short.default -> card: Short, 1 pages",
            ]
        )
        #expect(
            failures == [
                "`cardWithoutSamples.default.default`: Screen `cardWithoutSamples` needs a model of type Card and has no sample, so it cannot be opened without a fixture. Register samples beside the screen, `coordinator.register(.cardWithoutSamples, samples: [\"name\": ...]) { ... }`, or a default model.",
                "`receipt.paid.default`: The app could not open screen `receipt` with its sample `paid`: The model payload for screen `receipt` does not decode as Receipt: `total`: key not found. Found: `{\"amount\":12}`. Make the model the launch carries and the app's model type agree: declare the model once, in code the app and its tests both compile, and if it needs coding strategies (dates, key names), give them to the screen, `Screen(\"id\", codec: ...)`, so every side encodes and decodes it alike.",
                "`recipe.linked.default`: The app could not open screen `recipe` with its sample `linked`: \(Self.linkedLosesItsSource)",
            ]
        )
        #expect(!probe.launchArguments.contains("-model") && !probe.launchArguments.contains("-modelFile"))
    }

    /// The app's message for the sample `linked`, whose source URL the Getting Started article's codec drops.
    static let linkedLosesItsSource =
        #"The sample `linked` for screen `recipe` does not survive its codec: encoded, decoded as Recipe and encoded again, its JSON differs in 1 place: `source_url` (a string, `"https://example.com/bread"`) is dropped: the encoder's key strategy writes the property `sourceURL` as `source_url`, and the decoder's reads `source_url` back as `sourceUrl`, not `sourceURL`, so `sourceURL` decodes as absent; give the property the key the decoder reads, `case sourceURL = "sourceUrl"` in the model's `CodingKeys`. Found: `{"source_url":"https:\/\/example.com\/bread","title":"Bread"}`. The screen would open without what the trip loses."#

    @Test func aSampleThatLosesAFieldInItsRoundTripFailsItsLaunchNamingTheKey() async throws {
        let probe = try makeCatalogueProbe()
        let sample = try #require(try await probe.listScreens().screenSamples.first { $0.sample == "linked" })
        let issues = await capturingIssues { await launchApp(probe, .sample(sample)) }
        #expect(probe.launchArguments == ["--uitesting", "-vc", "recipe", "-sample", "linked"])
        #expect(probe.standardOutput == "")
        #expect(
            issues.map(\.messages) == [
                ["The app could not open screen `recipe` with its sample `linked`: \(Self.linkedLosesItsSource)"]
            ]
        )
        #expect(probe.reportedRoutingFailure()?.code == .modelMismatch)
    }

    /// The probe's recipe, as a test target that shares the app's model declares it.
    struct Recipe: Codable {
        var title: String
        var sourceURL: URL?
    }

    @Test func aTestsModelThatLosesAFieldFailsAtItsLineWithoutALaunch() async throws {
        let probe = try makeCatalogueProbe()
        let shop = ModelCodec(
            makeEncoder: {
                let encoder = JSONEncoder()
                encoder.keyEncodingStrategy = .convertToSnakeCase
                return encoder
            },
            makeDecoder: {
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                return decoder
            }
        )
        let recipe = Screen<Recipe>("recipe", codec: shop)
        let issues = await capturingIssues {
            await launchApp(
                probe,
                .screen(recipe, model: Recipe(title: "Rye", sourceURL: URL(string: "https://example.com/rye")))
            )
        }
        #expect(probe.launchArguments == [])
        #expect(
            issues.map(\.messages) == [
                [
                    #"The model for screen `recipe` does not survive its codec: encoded, decoded as Recipe and encoded again, its JSON differs in 1 place: `source_url` (a string, `"https://example.com/rye"`) is dropped: the encoder's key strategy writes the property `sourceURL` as `source_url`, and the decoder's reads `source_url` back as `sourceUrl`, not `sourceURL`, so `sourceURL` decodes as absent; give the property the key the decoder reads, `case sourceURL = "sourceUrl"` in the model's `CodingKeys`. Found: `{"source_url":"https:\/\/example.com\/rye","title":"Rye"}`. The screen would open without what the trip loses."#
                ]
            ]
        )
        // Without a source, nothing is lost: the same screen opens.
        await launchApp(probe, .screen(recipe, model: Recipe(title: "Rye", sourceURL: nil)))
        #expect(probe.standardOutput == "recipe: Rye, from nowhere\n")
    }

    @Test func aSampleLaunchCarriesTheSamplesNameAndNoModel() async throws {
        let probe = try makeCatalogueProbe()
        let sample = try #require(try await probe.listScreens().screenSamples.first { $0.sample == "long" })
        await launchApp(probe, .screen("about"))
        await launchApp(probe, .sample(sample))
        #expect(probe.launchArguments == ["--uitesting", "-vc", "card", "-sample", "long"])
        #expect(probe.standardOutput == "card: Long, 900 pages\n")
        #expect(probe.protocolOutput == "ScreenRouter.routed 0\n")
    }

    @Test func fixtureFilesAreMatchedToTheLongestScreenTheirNameStartsWith() async throws {
        let folder = try folder([
            "card.a.json": "{}", "cardWithoutSamples.b.json": "{}", "zzz.json": "{}", ".hidden.json": "{}",
            "notes.txt": "",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = try await makeCatalogueProbe().listScreens().fixtureFiles(in: folder)
        #expect(fixtures.map(\.description) == ["card.a.json", "cardWithoutSamples.b.json", "zzz.json"])
        #expect(fixtures.map(\.screen) == ["card", "cardWithoutSamples", nil])
    }

    @Test func aFolderWithoutFixturesIsAnErrorNotAPass() async throws {
        let catalogue = try await makeCatalogueProbe().listScreens()
        let empty = try folder(["notes.txt": ""])
        defer { try? FileManager.default.removeItem(at: empty) }
        let error = #expect(throws: ScreenRouterError.self) { try catalogue.fixtureFiles(in: empty) }
        #expect(error?.message.contains("could not be read: it holds no `.json` file") == true)
        let missing = #expect(throws: ScreenRouterError.self) {
            try catalogue.fixtureFiles(in: URL(fileURLWithPath: "/nonexistent/Fixtures"))
        }
        #expect(
            missing?.message
                == "The fixture folder `/nonexistent/Fixtures` could not be read: no such folder. Pass the folder of the fixture files, each named `<screen>.<name>.json`."
        )
    }

    @Test func aFixtureIsCheckedByTheAppAndEachDriftFailsWithTheAppsMessage() async throws {
        let folder = try folder([
            "card.ok.json": #"{"title": "Ok", "pages": 3}"#,
            "receipt.old.json": #"{"amount": 3}"#,
            "about.any.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = try await makeCatalogueProbe().listScreens().fixtureFiles(in: folder)
        var failures: [String: [String]] = [:]
        for fixture in fixtures where fixture.description != "card.ok.json" {
            let probe = try makeCatalogueProbe()
            failures[fixture.description] = await messages { await checkFixture(fixture, with: probe) }
        }
        let ok = try makeCatalogueProbe()
        await checkFixture(try #require(fixtures.first { $0.description == "card.ok.json" }), with: ok)
        #expect(ok.standardOutput == "" && ok.protocolOutput == "ScreenRouter.checked: card\n")
        let path = folder.appendingPathComponent("card.ok.json").standardizedFileURL.path
        #expect(ok.launchArguments == ["--uitesting", "-vc", "card", "-modelFile", path, "--check-model"])
        #expect(
            failures["receipt.old.json"] == [
                "The fixture file `receipt.old.json` no longer fits screen `receipt`: The model payload for screen `receipt` does not decode as Receipt: `total`: key not found. Found: `{\"amount\": 3}`. Make the model the launch carries and the app's model type agree: declare the model once, in code the app and its tests both compile, and if it needs coding strategies (dates, key names), give them to the screen, `Screen(\"id\", codec: ...)`, so every side encodes and decodes it alike."
            ]
        )
        #expect(
            failures["about.any.json"] == [
                "The fixture file `about.any.json` no longer fits screen `about`: Screen `about` takes no model, but the launch carried one (a file of 2 bytes, `\(folder.appendingPathComponent("about.any.json").standardizedFileURL.path)`). Launch it by identifier alone, or register it with a model type if it should take one."
            ]
        )
    }

    @Test func anAppThatIgnoresTheCheckDoesNotPassIt() async throws {
        let folder = try folder(["card.ok.json": #"{"title": "Ok", "pages": 3}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try #require(try await makeCatalogueProbe().listScreens().fixtureFiles(in: folder).first)
        let launchProbe = try makeProbe()
        let failures = await messages { await checkFixture(fixture, with: launchProbe) }
        #expect(
            failures == [
                "The app did not check the fixture file `card.ok.json` for screen `card`: it exited without the `ScreenRouter.checked: card` line that answers `--check-model`. Start its coordinator with `start(in:)` in a debug build of a ScreenRouter release that reads `--check-model`."
            ]
        )
    }
}
