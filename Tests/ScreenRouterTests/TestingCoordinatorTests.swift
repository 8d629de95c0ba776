import Foundation
import ScreenRouter
import Testing

@MainActor
struct TestingCoordinatorTests {
    func makeCoordinator() -> TestingCoordinator<String> {
        let coordinator = TestingCoordinator<String>()
        coordinator.register(.person) { person in "detail:\(person.name)" }
        coordinator.register(.people, default: [Person.ada]) { people in "list:\(people.map(\.name))" }
        coordinator.register("settings") { "settings" }
        return coordinator
    }

    func arguments(_ screen: String, model: (some Encodable)? = Optional<Int>.none) throws -> [String] {
        ["/app", "-NSDocumentRevisionsDebugMode", "YES"]
            + LaunchRequest(screen: ScreenID(screen), model: try model.map { .base64(try $0.base64Encoded()) })
            .arguments
    }

    @Test(arguments: [
        (["-vc", "settings"], ["ScreenRouter.routed 0\n"]),
        (["-vc", "nowhere"], ["ScreenRouter.routed 0\n"]),
        (["-vc"], ["ScreenRouter.routed 0\n"]),
        (["-vc", "ScreenRouter.gallery"], ["ScreenRouter.routed 0\n"]),
        (["--list-screens"], []),
        (["-vc", "settings", "--check-model"], []),
    ])
    func onlyALaunchIntoAScreenWritesTheRoutedLineOfRouteZero(arguments: [String], lines: [String]) {
        #expect(makeCoordinator().launch(arguments).routedLines == lines)
    }

    @Test func aSessionLaunchOfAStartWithoutASchemeSaysToGiveTheScheme() {
        let (host, routedLines) = makeCoordinator().launch(["--session"])
        #expect(host.failures.map(\.code) == [.malformedArguments])
        #expect(host.failures.first?.message.contains("coordinator.start(in: host, scheme: \"<scheme>\")") == true)
        #expect(routedLines == ["ScreenRouter.routed 0\n"])
    }

    @Test func aNormalStartWritesNoRoutedLine() {
        let coordinator = makeCoordinator()
        var lines: [String] = []
        coordinator.writeRoutedLine = { lines.append($0) }
        #expect(!coordinator.start(in: RecordingHost(), arguments: ["/app", "-vc", "settings"]))
        #expect(lines.isEmpty)
    }

    @Test func registeredScreensAreListedSorted() {
        #expect(makeCoordinator().screenCatalogue.screens.map(\.id) == ["people", "person", "settings"])
    }

    @Test func typedScreenIsBuiltFromItsModel() throws {
        let host = RecordingHost()
        #expect(makeCoordinator().start(in: host, arguments: try arguments("person", model: Person.ada)))
        #expect(host.installed == ["detail:Ada Lovelace"])
        #expect(host.failures.isEmpty)
    }

    @Test func optionalModelFallsBackToTheDefault() throws {
        let coordinator = makeCoordinator()
        #expect(try coordinator.resolve(LaunchRequest(screen: "people")) == "list:[\"Ada Lovelace\"]")
        let bob = Person(id: 2, name: "Bob", email: "", address: .init(street: "", city: ""), tags: [])
        let request = LaunchRequest(screen: "people", model: .base64(try [bob].base64Encoded()))
        #expect(try coordinator.resolve(request) == "list:[\"Bob\"]")
    }

    @Test func screenWithoutModelIsBuiltByIdentifier() throws {
        #expect(try makeCoordinator().resolve(LaunchRequest(screen: "settings")) == "settings")
    }

    @Test func normalLaunchIsLeftAlone() {
        let host = RecordingHost()
        #expect(!makeCoordinator().start(in: host, arguments: ["/app", "-vc", "person"]))
        #expect(host.installed.isEmpty && host.failures.isEmpty)
    }

    @Test func unknownScreenListsRegisteredIdentifiersNearestFirst() {
        let error = #expect(throws: ScreenRouterError.self) {
            try makeCoordinator().resolve(LaunchRequest(screen: "persn"))
        }
        #expect(error?.code == .unknownScreen)
        #expect(
            error?.message
                == "No screen is registered as `persn`. Registered screens, nearest first: `person`, `people`, `settings`. Register it with `coordinator.register(\"persn\") { ... }`, or ask for one of the registered screens."
        )
    }

    @Test func missingModelNamesScreenAndType() {
        let error = #expect(throws: ScreenRouterError.self) {
            try makeCoordinator().resolve(LaunchRequest(screen: "person"))
        }
        #expect(error?.code == .modelMismatch)
        #expect(
            error?.message
                == "Screen `person` needs a model of type Person, but the launch carried none. Pass one: `launchApp(app, .screen(.person, model: ...))`, or `-model <base64 of its JSON>` by hand. If the screen can open without one, register it with a default: `register(_:default:samples:build:)`."
        )
    }

    @Test func modelForScreenWithoutOneIsRefused() {
        let error = #expect(throws: ScreenRouterError.self) {
            try makeCoordinator().resolve(LaunchRequest(screen: "settings", model: .base64("e30=")))
        }
        #expect(error?.code == .modelMismatch)
        #expect(
            error?.message.hasPrefix("Screen `settings` takes no model, but the launch carried one (2 bytes of JSON).")
                == true
        )
    }

    /// The size said is the model's: its bytes of JSON, whatever the length of its base64 or of a file's path.
    @Test(arguments: [
        (#"{"theme":"dark"}"#, "16 bytes of JSON"), ("1", "1 byte of JSON"), (#"{"a":1}"#, "7 bytes of JSON"),
        (#"{"key":"valu"}"#, "14 bytes of JSON"),
    ])
    func modelForScreenWithoutOneCountsItsJSON(json: String, said: String) {
        let base64 = Data(json.utf8).base64EncodedString()
        let error = #expect(throws: ScreenRouterError.self) {
            try makeCoordinator().resolve(LaunchRequest(screen: "settings", model: .base64(base64)))
        }
        #expect(error?.message.contains("takes no model, but the launch carried one (\(said)).") == true)
    }

    @Test func modelFileForScreenWithoutOneIsNamedWithItsSize() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "screenrouter-\(UUID().uuidString).json"
        )
        try Data(#"{"a":1}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let error = #expect(throws: ScreenRouterError.self) {
            try makeCoordinator().resolve(LaunchRequest(screen: "settings", model: .file(path: file.path)))
        }
        #expect(
            error?.message.contains("takes no model, but the launch carried one (a file of 7 bytes, `\(file.path)`).")
                == true,
            "\(error?.message ?? "")"
        )
    }

    @Test func wrongShapeFailureReachesTheHost() throws {
        let host = RecordingHost()
        #expect(makeCoordinator().start(in: host, arguments: try arguments("person", model: [Person.ada])))
        #expect(host.installed.isEmpty)
        #expect(host.failures.map(\.code) == [.modelMismatch])
        #expect(
            host.failures.first?.message.contains(
                "does not decode as Person: the top level: expected Person (an object), found an array"
            ) == true
        )
    }

    @Test func duplicateRegistrationIsReportedAtRegistrationAndFailsEveryLaunch() throws {
        let coordinator = makeCoordinator()
        coordinator.register("settings") { "second" }
        #expect(coordinator.registrationErrors.map(\.code) == [.invalidRegistration])
        #expect(
            coordinator.registrationErrors.first?.message
                == "Screen `settings` is registered twice; the first registration is kept. Each identifier names one screen: remove the second `register` call or give it another identifier."
        )
        let error = #expect(throws: ScreenRouterError.self) { try coordinator.resolve(LaunchRequest(screen: "person")) }
        #expect(error?.code == .invalidRegistration)
    }

    @Test func emptyIdentifierIsRefusedAtRegistration() {
        let coordinator = TestingCoordinator<String>()
        coordinator.register("") { "nothing" }
        #expect(coordinator.screenCatalogue.screens.isEmpty)
        #expect(coordinator.registrationErrors.first?.code == .invalidRegistration)
        #expect(coordinator.registrationErrors.first?.message.contains("passed to `register` is empty") == true)
    }

    struct Broken: Error, CustomStringConvertible {
        var description: String { "storyboard has no scene `Detail`" }
    }

    @Test func factoryErrorsAreWrappedWithTheScreen() {
        let coordinator = TestingCoordinator<String>()
        coordinator.register("detail") { () throws -> String in throw Broken() }
        let error = #expect(throws: ScreenRouterError.self) { try coordinator.resolve(LaunchRequest(screen: "detail")) }
        #expect(error?.code == .screenFactoryFailed)
        #expect(
            error?.message.hasPrefix("The factory of screen `detail` failed: storyboard has no scene `Detail`.") == true
        )
    }

    struct EchoFactory: ScreenFactory {
        func makeRoot(for request: LaunchRequest) throws -> String {
            "echo:\(request.screen):\(try request.decodeModel(Int.self))"
        }
    }

    @Test func strategyFactoriesRegisterLikeClosures() throws {
        let coordinator = TestingCoordinator<String>()
        coordinator.register("echo", factory: EchoFactory())
        #expect(
            try coordinator.resolve(LaunchRequest(screen: "echo", model: .base64(try 42.base64Encoded())))
                == "echo:echo:42"
        )
    }

    @Test func malformedArgumentsReachTheHost() {
        let host = RecordingHost()
        #expect(makeCoordinator().start(in: host, arguments: ["/app", "--uitesting"]))
        #expect(host.failures.map(\.code) == [.malformedArguments])
    }

    @Test func routingIsOnInDebugBuilds() {
        #if DEBUG
        #expect(makeCoordinator().isRoutingEnabled)
        #else
        #expect(!makeCoordinator().isRoutingEnabled)
        #endif
        let coordinator = makeCoordinator()
        coordinator.allowRoutingInReleaseBuilds()
        #expect(coordinator.isRoutingEnabled)
    }

    @Test func embeddedRootsAreWrappedAndTheErrorScreenIsNot() throws {
        let coordinator = TestingCoordinator<String>()
        coordinator.register("settings") { "settings" }
        coordinator.embedRoots { root in "navigation(\(root))" }
        let host = RecordingHost()
        #expect(coordinator.start(in: host, arguments: ["/app", "--uitesting", "-vc", "settings"]))
        #expect(host.installed == ["navigation(settings)"])
        #expect(coordinator.start(in: host, arguments: ["/app", "--uitesting", "-vc", "nope"]))
        #expect(host.installed == ["navigation(settings)"])
        #expect(host.failures.map(\.code) == [.unknownScreen])
    }
}
