import Foundation
import ScreenRouter
import ScreenRouterNetwork
import Testing

/// A host that records everything the coordinator shows, the catalogue and the gallery included.
@MainActor
final class CatalogueHost: ScreenHost, WindowShowing {
    var installed: [String] = []
    var failures: [ScreenRouterError] = []
    var catalogues: [ScreenCatalogue] = []
    var galleries: [ScreenGallery<String>] = []
    func install(_ root: String, as screen: ScreenID, route: Int) { installed.append(root) }
    func showRoutingFailure(_ error: ScreenRouterError) { failures.append(error) }
    func showGallery(_ gallery: ScreenGallery<String>) { galleries.append(gallery) }
    func showCatalogue(_ catalogue: ScreenCatalogue) { catalogues.append(catalogue) }
    func showUnansweredRequest(_ error: ScreenRouterError) {}
}

struct CheckoutFactory: ScreenFactory {
    func makeRoot(for request: LaunchRequest) throws -> String { "factory" }
}

/// The coordinator's catalogue: samples beside registrations, the list, the gallery and check-only launches.
@MainActor
struct CatalogueTests {
    static let bob = Person(
        id: 2,
        name: "Bob",
        email: "bob@example.com",
        address: .init(street: "", city: ""),
        tags: []
    )

    func makeCoordinator() -> TestingCoordinator<String> {
        let coordinator = TestingCoordinator<String>()
        coordinator.answerRequestsFromNetworkFixtures()
        coordinator.register(.person, samples: ["ada": .ada, "bob": Self.bob]) { person in "detail:\(person.name)" }
        coordinator.register(.people, default: [.ada], samples: ["empty": []]) { people in "list:\(people.count)" }
        coordinator.register(Screen<Event>("event")) { event in "event:\(event.eventName)" }
        coordinator.register("settings") { "settings" }
        coordinator.register("checkout", factory: CheckoutFactory())
        return coordinator
    }

    private func start(_ arguments: [String], in coordinator: TestingCoordinator<String>? = nil) -> CatalogueHost {
        let host = CatalogueHost()
        #expect((coordinator ?? makeCoordinator()).start(in: host, arguments: ["/app", "--uitesting"] + arguments))
        return host
    }

    @Test func theCatalogueListsEveryScreenSortedWithItsModelAndSamples() {
        let catalogue = makeCoordinator().screenCatalogue
        #expect(catalogue.protocolVersion == 2)
        #expect(catalogue.screens.map(\.id) == ["checkout", "event", "people", "person", "settings"])
        #expect(catalogue.screens.map(\.model) == [nil, "Event", "Array<Person>", "Person", nil])
        #expect(catalogue.screens.map(\.samples) == [[], [], ["default", "empty"], ["ada", "bob"], []])
        #expect(
            catalogue.screenSamples.map(\.description) == [
                "checkout", "event", "people: default", "people: empty", "person: ada", "person: bob", "settings",
            ]
        )
        #expect(catalogue.screenSamples.filter(\.needsFixture).map(\.screen) == ["event"])
    }

    @Test func listScreensShowsTheCatalogueAsOneLineOfJSON() throws {
        let host = start(["--list-screens"])
        #expect(host.catalogues == [makeCoordinator().screenCatalogue])
        #expect(host.installed.isEmpty && host.failures.isEmpty)
        let json = String(decoding: makeCoordinator().screenCatalogue.json, as: UTF8.self)
        #expect(
            json
                == #"{"protocol":2,"screens":[{"id":"checkout","model":null,"networkSamples":[],"samples":[]},"#
                + #"{"id":"event","model":"Event","networkSamples":[],"samples":[]},"#
                + #"{"id":"people","model":"Array<Person>","networkSamples":[],"sampleModels":{"empty":[]},"#
                + #""samples":["default","empty"]},"#
                + #"{"id":"person","model":"Person","networkSamples":[],"sampleModels":{"ada":{"address":"#
                + #"{"city":"London","street":"12 St James's Square"},"email":"ada@example.com","id":1,"#
                + #""name":"Ada Lovelace","tags":["math","engines"]},"bob":{"address":{"city":"","street":""},"#
                + #""email":"bob@example.com","id":2,"name":"Bob","tags":[]}},"samples":["ada","bob"]},"#
                + #"{"id":"settings","model":null,"networkSamples":[],"samples":[]}]}"#
        )
        let read = try JSONDecoder().decode(ScreenCatalogue.Wire.self, from: Data(json.utf8)).catalogue
        #expect(read == makeCoordinator().screenCatalogue)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(String(decoding: try encoder.encode(ScreenCatalogue.Wire(read)), as: UTF8.self) == json)
    }

    /// Each sample's model travels in the catalogue as the JSON its launch carries, and decodes as the screen's
    /// model type: a model to start one's own from.
    @Test func eachSamplesModelIsInTheCatalogueAsTheJSONItsLaunchCarries() throws {
        let catalogue = makeCoordinator().screenCatalogue
        let person = try #require(catalogue.screens.first { $0.id == "person" })
        let ada = try #require(person.sampleModels["ada"])
        #expect(ada == JSONValue.read(try JSONEncoder().encode(Person.ada)))
        guard case .object(let members) = ada else {
            Issue.record("ada's model is \(ada)")
            return
        }
        #expect(members["name"] == .string("Ada Lovelace"))
        // The default sample is the launch without a model: it has none.
        let people = try #require(catalogue.screens.first { $0.id == "people" })
        #expect(people.sampleModels == ["empty": .array([])])
        #expect(catalogue.screens.first { $0.id == "settings" }?.sampleModels.isEmpty == true)
    }

    /// A catalogue that an earlier release wrote, without `sampleModels`, reads as one without sample models; and
    /// an earlier release's reader, which knows only version 2's first keys and ignores the others, reads a
    /// catalogue with them as it read one without.
    @Test func sampleModelsNeedNoNewVersionEitherWay() throws {
        let old =
            #"{"protocol":2,"screens":[{"id":"person","model":"Person","networkSamples":[],"#
            + #""samples":["ada","bob"]}]}"#
        let read = try ScreenCatalogue.read(Data(old.utf8), printedBy: "app --uitesting --list-screens")
        #expect(read.screens.map(\.samples) == [["ada", "bob"]])
        #expect(read.screens.allSatisfy { $0.sampleModels.isEmpty })

        let new = makeCoordinator().screenCatalogue.json
        #expect(try JSONDecoder().decode(EarlierCatalogue.self, from: new).protocol == 2)
        let earlier = try JSONDecoder().decode(EarlierCatalogue.self, from: new)
        #expect(earlier.screens.map(\.id) == ["checkout", "event", "people", "person", "settings"])
        #expect(earlier.screens.first { $0.id == "person" }?.samples == ["ada", "bob"])
        // This release reads its own catalogue back whole.
        #expect(try ScreenCatalogue.read(new, printedBy: "app") == makeCoordinator().screenCatalogue)
    }

    /// The catalogue as the release before sample models read it: the keys it knew, every other key ignored.
    private struct EarlierCatalogue: Decodable {
        struct Entry: Decodable {
            var id: String
            var model: String?
            var samples: [String]
            var networkSamples: [String]?
        }
        var `protocol`: Int
        var screens: [Entry]
    }

    @Test func aLaterCatalogueVersionIsRefusedAndOtherOutputIsDescribed() {
        let later = #expect(throws: ScreenRouterError.self) {
            try ScreenCatalogue.read(Data(#"{"protocol":3,"screens":[]}"#.utf8), printedBy: "App")
        }
        #expect(
            later?.message
                == "The app lists its screens in catalogue protocol 3; this test support reads version 2. Use the same release of ScreenRouter in the app and its tests."
        )
        let earlier = try? ScreenCatalogue.read(
            Data(#"{"protocol":1,"screens":[{"id":"a","model":null,"samples":["x"]}]}"#.utf8),
            printedBy: "App"
        )
        #expect(earlier?.protocolVersion == 1, "version 1, without networkSamples, still reads")
        #expect(earlier?.screens.first?.networkSamples == [])
        let other = #expect(throws: ScreenRouterError.self) {
            try ScreenCatalogue.read(Data(#"{"protocol":1,"screens":[{"id":"a"}]}"#.utf8), printedBy: "App")
        }
        #expect(other?.message.hasPrefix("`App` did not print a screen catalogue: its JSON is not a catalogue") == true)
        #expect(other?.message.contains("`screens.0.samples` is missing") == true, "\(other?.message ?? "")")
        let text = #expect(throws: ScreenRouterError.self) {
            try ScreenCatalogue.read(Data("== Users ==\n".utf8), printedBy: "App")
        }
        #expect(text?.message.hasPrefix("`App` did not print a screen catalogue: its output is not JSON") == true)
    }

    @Test func aSampleIsEncodedAndDecodedWithTheScreensCodecAndBuildsTheScreen() throws {
        let coordinator = makeCoordinator()
        #expect(try coordinator.resolve(LaunchRequest(screen: "person", sample: "bob")) == "detail:Bob")
        #expect(try coordinator.resolve(LaunchRequest(screen: "people", sample: "default")) == "list:1")
        #expect(try coordinator.resolve(LaunchRequest(screen: "people", sample: "empty")) == "list:0")
        let host = start(["-vc", "person", "-sample", "ada"])
        #expect(host.installed == ["detail:Ada Lovelace"])
    }

    @Test func aSampleThatDoesNotSurviveTheCodecFailsWithTheDecodersMessage() {
        // Dates written as seconds and read as ISO 8601: the codec's two halves disagree.
        let codec = ModelCodec(makeDecoder: {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return decoder
        })
        let coordinator = TestingCoordinator<String>()
        let launch = Event(eventName: "Launch", startsAt: Date(timeIntervalSince1970: 0))
        coordinator.register(Screen<Event>("event", codec: codec), samples: ["launch": launch]) { $0.eventName }
        let error = #expect(throws: ScreenRouterError.self) {
            try coordinator.resolve(LaunchRequest(screen: "event", sample: "launch"))
        }
        #expect(error?.code == .modelMismatch)
        #expect(
            error?.message.hasPrefix("The model payload for screen `event` does not decode as Event: `startsAt`:")
                == true,
            "\(error?.message ?? "")"
        )
    }

    @Test(arguments: [
        (
            "person", "carol",
            "Screen `person` has no sample named `carol`: its samples are `ada`, `bob`. Correct the name, or register the sample beside the screen: `coordinator.register(.person, samples: [\"carol\": ...]) { ... }`."
        ),
        (
            "event", "launch",
            "Screen `event` has no sample named `launch`: it has no samples. Register them beside the screen, `coordinator.register(.event, samples: [\"launch\": ...]) { ... }`, or pass a model of type Event instead."
        ),
        (
            "settings", "dark",
            "Screen `settings` has no sample named `dark`: it takes no model, so it has no samples. Launch it by identifier alone, without `-sample`."
        ),
        (
            "checkout", "full",
            "Screen `checkout` has no sample named `full`: it is registered with a factory, which takes no samples. Launch it with a model instead."
        ),
    ])
    func anUnknownSampleNamesTheScreenAndItsSamples(screen: String, sample: String, message: String) {
        let host = start(["-vc", screen, "-sample", sample])
        #expect(host.installed.isEmpty)
        #expect(host.failures.map(\.code) == [.unknownScreen])
        #expect(host.failures.map(\.message) == [message])
        #expect(host.failures.first?.screen == ScreenID(screen))
    }

    @Test(arguments: [
        (["-sample", "ada", "-model", "e30="], "Both `-sample` and `-model` were given for screen `person`"),
        (["-sample", "ada", "-modelFile", "/tmp/a.json"], "Both `-sample` and `-modelFile` were given"),
        (["-sample", ""], "The sample name after `-sample` is empty."),
        (
            ["-sample", "-ada"],
            "`-sample` needs a value, but it was followed by `-ada`, another flag."
        ),
        (["-sample"], "`-sample` needs a value, but it was the last argument."),
        (
            ["-sample", "--list-screens"],
            "`-sample` needs a value, but it was followed by `--list-screens`, another flag."
        ),
        (["-sample", "ada", "-sample", "bob"], "`-sample` was given 2 times (`ada`, `bob`)"),
    ])
    func aMalformedSampleIsRefused(arguments: [String], fragment: String) {
        let error = #expect(throws: ScreenRouterError.self) {
            try LaunchRequest.parse(["/app", "--uitesting", "-vc", "person"] + arguments)
        }
        #expect(error?.code == .malformedArguments)
        #expect(error?.message.contains(fragment) == true, "\(error?.message ?? "")")
    }

    @Test func aSampleRequestFormatsAndParsesBack() throws {
        let request = LaunchRequest(screen: "person", sample: "long name")
        #expect(request.arguments == ["--uitesting", "-vc", "person", "-sample", "long name"])
        #expect(try LaunchRequest.parse(["/app"] + request.arguments) == request)
    }

    @Test func badSampleNamesAndReservedIdentifiersAreRegistrationProblems() {
        let coordinator = TestingCoordinator<String>()
        coordinator.register(.person, samples: ["": .ada, "-x": .ada, "ada": .ada, "ada": Self.bob]) { $0.name }
        coordinator.register(.people, default: [], samples: ["default": [.ada]]) { "\($0.count)" }
        coordinator.register("ScreenRouter.gallery") { "mine" }
        #expect(
            coordinator.registrationErrors.map(\.message) == [
                "Screen `person` has a sample named \"\", which a launch cannot ask for: a sample's name is not empty and does not start with `-`. Rename the sample.",
                "Screen `person` has a sample named \"-x\", which a launch cannot ask for: a sample's name is not empty and does not start with `-`. Rename the sample.",
                "Screen `person` has two samples named `ada`; the first is kept. Give each sample a name of its own (a screen registered with a default model already has the sample `default`).",
                "Screen `people` has two samples named `default`; the first is kept. Give each sample a name of its own (a screen registered with a default model already has the sample `default`).",
                "The identifier `ScreenRouter.gallery` is reserved: identifiers that start with `ScreenRouter.` name the router's own screens, such as the gallery. Register the screen under another identifier.",
            ]
        )
        #expect(coordinator.registrationErrors.allSatisfy { $0.code == .invalidRegistration })
        #expect(coordinator.screenCatalogue.screens.map(\.samples) == [["default"], ["ada"]])
        #expect(start(["--list-screens"], in: coordinator).failures == [coordinator.registrationErrors[0]])
        #expect(
            start(["-vc", "ScreenRouter.gallery"], in: coordinator).failures == [coordinator.registrationErrors[0]]
        )
    }

    @Test func listingTogetherWithAScreenIsRefused() {
        let host = start(["--list-screens", "-vc", "person"])
        #expect(host.catalogues.isEmpty)
        #expect(
            host.failures.map(\.message) == [
                "`--list-screens` was given together with `-vc person`; a launch either lists the app's screens or opens one of them. Pass one of the two."
            ]
        )
    }

    @Test func theGalleryOpensEachRowThroughTheCoordinator() throws {
        let host = start(["-vc", "ScreenRouter.gallery"])
        let gallery = try #require(host.galleries.first)
        #expect(host.installed.isEmpty && host.failures.isEmpty)
        #expect(gallery.samples == makeCoordinator().screenCatalogue.screenSamples)
        var opened: [String] = []
        for sample in gallery.samples {
            do {
                opened.append(try gallery.open(sample))
            } catch {
                opened.append("\(error.code)")
            }
        }
        #expect(
            opened == ["factory", "modelMismatch", "list:1", "list:0", "detail:Ada Lovelace", "detail:Bob", "settings"]
        )
    }

    @Test(arguments: [
        (
            ["-model", "e30="],
            "Screen `ScreenRouter.gallery` takes no model, but the launch carried one (2 bytes of JSON)."
        ),
        (["-sample", "all"], "Screen `ScreenRouter.gallery` has no sample named `all`: it takes no model"),
    ])
    func theGalleryTakesNoModel(arguments: [String], fragment: String) {
        let host = start(["-vc", "ScreenRouter.gallery"] + arguments)
        #expect(host.galleries.isEmpty)
        #expect(host.failures.first?.message.hasPrefix(fragment) == true, "\(host.failures)")
    }

    @Test func aHostWithoutAGallerySaysSo() {
        let host = RecordingHost()
        #expect(makeCoordinator().start(in: host, arguments: ["/app", "--uitesting", "-vc", "ScreenRouter.gallery"]))
        #expect(
            host.failures.map(\.message) == [
                "Screen `ScreenRouter.gallery` cannot be shown: the host `RecordingHost` does not show a gallery. Implement `showGallery(_:)` in it, as a UIKit app's window does."
            ]
        )
    }

    @Test func aModelCheckDecodesWithoutBuildingOrInstalling() throws {
        var built = 0
        let coordinator = TestingCoordinator<String>()
        coordinator.register(.person) { person in
            built += 1
            return person.name
        }
        let good = start(["-vc", "person", "-model", try Person.ada.base64Encoded(), "--check-model"], in: coordinator)
        #expect(good.installed.isEmpty && good.failures.isEmpty)
        let bad = start(
            ["-vc", "person", "-model", try [Person.ada].base64Encoded(), "--check-model"],
            in: coordinator
        )
        #expect(bad.failures.map(\.code) == [.modelMismatch])
        #expect(built == 0)
        let sample = start(["-vc", "person", "-sample", "ada", "--check-model"])
        #expect(sample.failures.isEmpty && sample.installed.isEmpty)
        let factory = start(["-vc", "checkout", "--check-model"])
        #expect(factory.failures.isEmpty && factory.installed.isEmpty)
        let unknown = start(["-vc", "persn", "--check-model"])
        #expect(unknown.failures.map(\.code) == [.unknownScreen])
    }

    /// A network fixture, base64 for `-network`, whose one entry has a method no request has.
    nonisolated static let unknownMethodFixture = Data(#"{"entries":[{"method":"FOO","url":"/"}]}"#.utf8)
        .base64EncodedString()

    /// A check reads the launch's network fixture as the launch does, before the model, so a launch that the
    /// fixture would fail does not pass its check.
    @Test(
        arguments: [
            (["-vc", "person", "-model", try Person.ada.base64Encoded(), "-network", ""], .unreadablePayload),
            (["-vc", "person", "-sample", "ada", "-network", ""], .unreadablePayload),
            (["-vc", "person", "-model", try [Person.ada].base64Encoded(), "-network", ""], .unreadablePayload),
            (["-vc", "person", "-sample", "ada", "-network", Self.unknownMethodFixture], .invalidNetworkFixture),
        ] as [([String], ScreenRouterError.Code)]
    )
    func aModelCheckReadsTheNetworkFixtureAsTheLaunchDoes(arguments: [String], code: ScreenRouterError.Code) {
        let host = start(arguments + ["--check-model"])
        #expect(host.failures.map(\.code) == [code], "\(host.failures)")
        #expect(host.installed.isEmpty)
    }

    @Test func aMalformedCatalogueLaunchFailsAsRoutingWould() {
        let host = start(["-vc", "person", "-sample", "ada", "-sample", "bob", "--check-model"])
        #expect(host.failures.map(\.code) == [.malformedArguments])
        #expect(host.failures.count == 1)
    }

    @Test func aNetworkForASampleTheScreenDoesNotHaveIsARegistrationProblem() {
        let coordinator = TestingCoordinator<String>()
        coordinator.register(
            .person,
            samples: ["ada": .ada],
            networks: ["ada": [:], "grace": [:], "ada": [:]]
        ) { person in person.name }
        #expect(coordinator.registrationErrors.map(\.code) == [.invalidRegistration, .invalidRegistration])
        #expect(
            coordinator.registrationErrors.first?.message
                == "Screen `person` gives a network fixture to the sample `grace`, which it does not have; its samples "
                + "are `ada`. Name a sample of `samples:` (or `default`, for a screen with a default model) in "
                + "`networks:`."
        )
        #expect(
            coordinator.registrationErrors.last?.message
                == "Screen `person` gives the sample `ada` two network fixtures; the first is kept. Give each sample "
                + "one fixture in `networks:`."
        )
        #expect(coordinator.screenCatalogue.screens.first?.networkSamples == ["ada"])
    }
}
