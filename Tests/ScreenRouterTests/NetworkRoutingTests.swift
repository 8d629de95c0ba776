import Foundation
import ScreenRouter
import ScreenRouterNetwork
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A launch that carries a network fixture makes the app's `URLSession` requests answer from it.
///
/// Serialized: the app answers from one fixture at a time, as an app has one coordinator.
@MainActor
@Suite(.serialized)
struct NetworkRoutingTests {
    private static let fixture: NetworkFixture = [
        .get("https://api.example.com/people/1"): .json(Person.ada),
        .get("https://api.example.com/people/404"): .status(404),
        .get("https://api.example.com/avatars/*"): .data(Data([1, 2, 3]), contentType: "image/png"),
        .post("https://api.example.com/people"): .json(Person.ada, status: 201),
        .get("https://api.example.com/offline"): .failure(.notConnectedToInternet),
        .get("https://api.example.com/slow"): .status(204).delayed(by: 0.2),
    ]

    /// Launches a coordinator into `people` with a network fixture, as the app's `start` does.
    @discardableResult
    private func launch(
        network: NetworkFixture? = fixture,
        extra: [String] = []
    ) throws -> (TestingCoordinator<String>, RecordingHost) {
        let coordinator = TestingCoordinator<String>()
        coordinator.answerRequestsFromNetworkFixtures()
        coordinator.register(.people, default: []) { people in "people: \(people.count)" }
        let host = RecordingHost()
        var arguments = ["/app", "--uitesting", "-vc", "people"] + extra
        if let network {
            arguments += ["-network", try network.json(using: ModelCodec(), for: "people").base64EncodedString()]
        }
        #expect(coordinator.start(in: host, arguments: arguments))
        return (coordinator, host)
    }

    /// A request's body and response, through a data task (`URLSession.data(for:)` needs macOS 12, and the
    /// package supports 10.15).
    private func get(
        _ text: String,
        session: URLSession = .shared,
        method: String = "GET"
    ) async throws -> (Data, Answer) {
        var request = URLRequest(url: try #require(URL(string: text)))
        request.httpMethod = method
        return try await withCheckedThrowingContinuation { continuation in
            session.dataTask(with: request) { data, response, error in
                if let data, let response = response as? HTTPURLResponse {
                    let answer = Answer(
                        statusCode: response.statusCode,
                        contentType: response.value(forHTTPHeaderField: "Content-Type")
                    )
                    continuation.resume(returning: (data, answer))
                } else {
                    continuation.resume(throwing: error ?? URLError(.unknown))
                }
            }
            .resume()
        }
    }

    /// What a test reads of a response.
    private struct Answer: Sendable {
        let statusCode: Int
        let contentType: String?

        func value(forHTTPHeaderField field: String) -> String? {
            field == "Content-Type" ? contentType : nil
        }
    }

    @Test func sharedSessionIsAnsweredFromTheLaunchsFixture() async throws {
        let (_, host) = try launch()
        #expect(host.installed == ["people: 0"])
        let (data, response) = try await get("https://api.example.com/people/1")
        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(try JSONDecoder().decode(Person.self, from: data) == Person.ada)
        let (empty, missing) = try await get("https://api.example.com/people/404")
        #expect(missing.statusCode == 404)
        #expect(empty.isEmpty)
        let (image, avatar) = try await get("https://api.example.com/avatars/ada.png")
        #expect(avatar.value(forHTTPHeaderField: "Content-Type") == "image/png")
        #expect(image == Data([1, 2, 3]))
        let (created, post) = try await get("https://api.example.com/people", method: "POST")
        #expect(post.statusCode == 201)
        #expect(!created.isEmpty)
    }

    @Test func sessionOfTheAppsOwnConfigurationIsAnsweredAfterOneLine() async throws {
        try launch()
        let configuration = URLSessionConfiguration.ephemeral
        NetworkFixture.install(in: configuration)
        NetworkFixture.install(in: configuration)
        let classes = configuration.protocolClasses ?? []
        #expect(classes.count == (URLSessionConfiguration.ephemeral.protocolClasses ?? []).count + 1)
        let session = URLSession(configuration: configuration)
        let (data, response) = try await get("https://api.example.com/people/1", session: session)
        #expect(response.statusCode == 200)
        #expect(try JSONDecoder().decode(Person.self, from: data) == Person.ada)
    }

    @Test func failureFailsTheRequestWithItsCode() async throws {
        try launch()
        let error = try await #require(throws: URLError.self) {
            _ = try await get("https://api.example.com/offline")
        }
        #expect(error.code == .notConnectedToInternet)
    }

    @Test func delayedAnswerComesAfterItsDelay() async throws {
        try launch()
        let start = Date()
        let (_, response) = try await get("https://api.example.com/slow")
        #expect(response.statusCode == 204)
        #expect(Date().timeIntervalSince(start) >= 0.2)
    }

    @Test func unansweredRequestFailsWithoutReachingTheNetwork() async throws {
        try launch()
        let error = try await #require(throws: URLError.self) {
            _ = try await get("https://api.example.com/people/7")
        }
        #expect(error.code == .resourceUnavailable)
        #expect(
            error.localizedDescription.hasPrefix(
                "The screen `people` requested GET https://api.example.com/people/7, which its network fixture does "
                    + "not answer. It answers, nearest first: `GET https://api.example.com/people/1`"
            )
        )
    }

    @Test func aScreenWithoutAFixtureLetsRequestsThrough() throws {
        let (coordinator, host) = try launch()
        let request = URLRequest(url: try #require(URL(string: "https://api.example.com/people/1")))
        #expect(NetworkFixtureURLProtocol.canInit(with: request))
        coordinator.handle(try #require(URL(string: "demo://screenrouter/route?vc=people")), in: host)
        #expect(host.installed == ["people: 0", "people: 0"])
        #expect(!NetworkFixtureURLProtocol.canInit(with: request))
    }

    @Test func otherSchemesAreNeverTheFixtures() throws {
        try launch()
        let file = URLRequest(url: URL(fileURLWithPath: "/tmp/x.json"))
        #expect(!NetworkFixtureURLProtocol.canInit(with: file))
    }

    @Test func fixtureThatCannotBeUsedShowsTheErrorScreen() throws {
        let broken: NetworkFixture = [.get("https://api.example.com/people/*x"): .status(200)]
        let coordinator = TestingCoordinator<String>()
        coordinator.answerRequestsFromNetworkFixtures()
        coordinator.register(.people, default: []) { people in "people: \(people.count)" }
        let host = RecordingHost()
        let json = try JSONEncoder().encode(NetworkFixture.Wire(fixture: broken))
        coordinator.start(
            in: host,
            arguments: ["/app", "--uitesting", "-vc", "people", "-network", json.base64EncodedString()]
        )
        #expect(host.installed.isEmpty)
        let error = try #require(host.failures.first)
        #expect(error.code == .invalidNetworkFixture)
        #expect(error.message.contains("has the path segment `*x`"))
    }

    @Test func unreadableFixtureFileShowsTheErrorScreen() throws {
        let coordinator = TestingCoordinator<String>()
        coordinator.answerRequestsFromNetworkFixtures()
        coordinator.register(.people, default: []) { people in "people: \(people.count)" }
        let host = RecordingHost()
        coordinator.start(
            in: host,
            arguments: ["/app", "--uitesting", "-vc", "people", "-networkFile", "/nonexistent/fixture.json"]
        )
        #expect(host.failures.first?.code == .unreadablePayload)
        #expect(host.failures.first?.message.hasPrefix("The network fixture file for screen `people`") == true)
    }

    @Test func aSampleOpensWithItsRegisteredNetworkUnlessTheLaunchBringsOne() async throws {
        let coordinator = TestingCoordinator<String>()
        coordinator.answerRequestsFromNetworkFixtures()
        coordinator.register(
            .people,
            default: [],
            samples: ["ada": [.ada]],
            networks: ["ada": [.get("https://api.example.com/people/1"): .status(201)], "default": [:]]
        ) { people in "people: \(people.count)" }
        #expect(coordinator.screenCatalogue.screens.first?.networkSamples == ["default", "ada"])
        let host = RecordingHost()
        coordinator.start(in: host, arguments: ["/app", "--uitesting", "-vc", "people", "-sample", "ada"])
        #expect(host.installed == ["people: 1"])
        #expect(try await get("https://api.example.com/people/1").1.statusCode == 201)

        let own: NetworkFixture = [.get("https://api.example.com/people/1"): .status(202)]
        let base64 = try own.json(using: ModelCodec(), for: "people").base64EncodedString()
        coordinator.start(
            in: host,
            arguments: ["/app", "--uitesting", "-vc", "people", "-sample", "ada", "-network", base64]
        )
        #expect(try await get("https://api.example.com/people/1").1.statusCode == 202)
    }

    @Test func theDefaultOpensWithItsDefaultFixtureUnlessTheLaunchBringsOne() async throws {
        let coordinator = TestingCoordinator<String>()
        coordinator.answerRequestsFromNetworkFixtures()
        coordinator.register(
            .people,
            default: [.ada],
            networks: ["default": [.get("https://api.example.com/people/1"): .status(203)]]
        ) { people in "people: \(people.count)" }
        let host = RecordingHost()
        coordinator.start(in: host, arguments: ["/app", "--uitesting", "-vc", "people"])
        #expect(host.installed == ["people: 1"])
        #expect(try await get("https://api.example.com/people/1").1.statusCode == 203)

        let own: NetworkFixture = [.get("https://api.example.com/people/1"): .status(202)]
        let base64 = try own.json(using: ModelCodec(), for: "people").base64EncodedString()
        coordinator.start(in: host, arguments: ["/app", "--uitesting", "-vc", "people", "-network", base64])
        #expect(try await get("https://api.example.com/people/1").1.statusCode == 202)
    }

    @Test func aStrictRouteRefusesWhatNoFixtureOfItAnswersUnlessARouteSaysOtherwise() async throws {
        let coordinator = TestingCoordinator<String>()
        coordinator.answerRequestsFromNetworkFixtures(strict: true)
        coordinator.register(.people, default: []) { people in "people: \(people.count)" }
        let host = RecordingHost()
        coordinator.start(in: host, arguments: ["/app", "--uitesting", "-vc", "people"])
        #expect(host.installed == ["people: 0"])
        let error = try await #require(throws: URLError.self) {
            _ = try await get("https://api.example.com/people/7")
        }
        #expect(error.code == .resourceUnavailable)
        #expect(
            error.localizedDescription.hasPrefix(
                "The screen `people` requested GET https://api.example.com/people/7, which no network fixture of its "
                    + "route answers, in strict network mode. Its route has no network fixture."
            )
        )
        let request = URLRequest(url: try #require(URL(string: "https://api.example.com/people/7")))
        let route = "demo://screenrouter/route?vc=people&strictNetwork=false"
        coordinator.handle(try #require(URL(string: route)), in: host)
        #expect(!NetworkFixtureURLProtocol.canInit(with: request), "the route lets its requests through")
    }

    /// The message of a launch or route with a fixture in an app that did not opt in to answering from fixtures.
    private static let notOptedIn =
        "The launch or route of `people` carries a network fixture, but this app does not answer requests from "
        + "network fixtures: answering them is in the `ScreenRouterNetwork` library, which the app opts in to. Link "
        + "the `ScreenRouterNetwork` product to the app and add two lines where it makes its coordinator: `import "
        + "ScreenRouterNetwork` at the top of the file, and `coordinator.answerRequestsFromNetworkFixtures()` before "
        + "`coordinator.start`."

    /// A fixture in each form a launch brings one: inline, in a file, and as its sample's.
    @Test(arguments: [["-network", "e30="], ["-networkFile", "/nonexistent/fixture.json"], ["-sample", "ada"]])
    func aFixtureInAnAppThatDidNotOptInFailsNamingTheTwoLines(fixture: [String]) throws {
        let coordinator = TestingCoordinator<String>()
        coordinator.register(
            .people,
            default: [],
            samples: ["ada": [.ada]],
            networks: ["ada": [.get("https://api.example.com/people/1"): .status(201)]]
        ) { people in "people: \(people.count)" }
        let host = RecordingHost()
        coordinator.start(in: host, arguments: ["/app", "--uitesting", "-vc", "people"] + fixture)
        #expect(host.installed.isEmpty)
        #expect(host.failures.map(\.code) == [.invalidNetworkFixture])
        #expect(host.failures.first?.screen == "people")
        #expect(host.failures.first?.message == Self.notOptedIn)

        coordinator.start(in: host, arguments: ["/app", "--uitesting", "-vc", "people"] + fixture + ["--check-model"])
        #expect(host.failures.map(\.message) == [Self.notOptedIn, Self.notOptedIn], "a check fails as the launch")
    }

    @Test func aRouteWithAFixtureInAnAppThatDidNotOptInFailsAndOneWithoutRoutes() throws {
        let coordinator = TestingCoordinator<String>()
        coordinator.register(.people, default: []) { people in "people: \(people.count)" }
        let host = RecordingHost()
        #expect(coordinator.start(in: host, arguments: ["/app", "--uitesting", "-vc", "people"]))
        #expect(host.installed == ["people: 0"], "a launch without a fixture needs no opt-in")
        coordinator.handle(try #require(URL(string: "demo://screenrouter/route?vc=people&network=e30=")), in: host)
        #expect(host.installed == ["people: 0"])
        #expect(host.failures.map(\.message) == [Self.notOptedIn])
    }
}
