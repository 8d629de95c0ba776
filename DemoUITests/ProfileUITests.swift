import DemoShared
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// The profile screen loads its user over `URLSession`; each test gives it a network fixture, and the app
/// answers the screen's request from it, with no server.
@MainActor
struct ProfileUITests {
    private static let userURL = ProfileLoader.url(forUser: 1)

    @Test func loadedShowsTheUser() async throws {
        let app = await launchApp(
            try makeDemo(),
            .screen(.profile, model: 1, network: [.get(Self.userURL): .json(Fixture.ada)])
        )
        #expect(app.exitStatus == 0)
        let loaded = app.screens.last
        #expect(loaded?[DemoElement.profileState] == "Loaded")
        #expect(loaded?[DemoElement.profileName] == "Ada Lovelace")
        #expect(loaded?[DemoElement.profileEmail] == "ada@example.com")
        #expect(app.standardError.contains("ScreenRouter.answered 0"))
    }

    @Test func notFoundSaysSo() async throws {
        let app = await launchApp(
            try makeDemo(),
            .screen(.profile, model: 7, network: [.get(ProfileLoader.url(forUser: 7)): .status(404)])
        )
        #expect(app.screens.last?[DemoElement.profileState] == "No user 7")
        #expect(app.screens.last?[DemoElement.profileName] == nil)
    }

    @Test func offlineSaysSo() async throws {
        let app = await launchApp(
            try makeDemo(),
            .screen(.profile, model: 1, network: [.get(Self.userURL): .failure(.notConnectedToInternet)])
        )
        #expect(app.screens.last?[DemoElement.profileState] == "You are offline")
    }

    @Test func slowShowsItsLoadingStateThenItsContent() async throws {
        let app = await launchApp(
            try makeDemo(),
            .screen(.profile, model: 1, network: [.get(Self.userURL): .json(Fixture.ada).delayed(by: 0.3)])
        )
        let states = app.screens.map { $0[DemoElement.profileState] }
        #expect(states == ["Loading…", "Loaded"])
        #expect(app.screens.last?[DemoElement.profileName] == "Ada Lovelace")
    }

    @Test func anUnstubbedRequestFailsTheTestAtTheLaunchNamingTheRequest() async throws {
        let app = try makeDemo()
        let line = #line + 2
        let issues = await capturingIssues {
            await launchApp(app, .screen(.profile, model: 2, network: [.get(Self.userURL): .json(Fixture.ada)]))
        }
        let issue = try #require(issues.first)
        #expect(issues.count == 1)
        #expect(issue.sourceLocation?.fileName == "ProfileUITests.swift")
        #expect(issue.sourceLocation?.line == line)
        let code = issue.screenRouterError?.code
        #expect(code == .unansweredRequest)
        let expected: String =
            "The screen `profile` requested GET https://api.example.com/users/2, which its network fixture does not "
            + "answer. It answers, nearest first: `GET https://api.example.com/users/1`. The request failed without "
            + "reaching the network. Add an entry for it to the fixture, or correct the URL the screen asks for."
        #expect(issue.messages.first == expected)
        // The request never reached the network: the screen saw the failure the fixture's protocol gave it.
        #expect(
            app.screens.last?[DemoElement.profileState]
                == "Could not load: \(URLError.Code.resourceUnavailable.rawValue)"
        )
    }

    @Test(arguments: [
        ("loaded", "Loaded"), ("notFound", "No user 7"), ("offline", "You are offline"), ("slow", "Loaded"),
    ])
    func eachSampleOpensWithItsOwnNetwork(sample: String, state: String) async throws {
        let app = await launchApp(
            try makeDemo(),
            .sample(ScreenSample(screen: "profile", sample: sample, model: "Int"))
        )
        #expect(app.screens.first?[DemoElement.profileState] == "Loading…")
        #expect(app.screens.last?[DemoElement.profileState] == state)
    }

    @Test func theCatalogueSaysWhichSamplesCarryANetwork() async throws {
        let catalogue = try await makeDemo().listScreens()
        #expect(catalogue.protocolVersion == 2)
        let profile = try #require(catalogue.screens.first { $0.id == Screen.profile.id })
        #expect(profile.networkSamples == ["loaded", "notFound", "offline", "slow"])
        let userDetail = catalogue.screens.first { $0.id == Screen.userDetail.id }
        #expect(userDetail?.networkSamples == [])
    }

    @Test func aSessionRouteCarriesItsNetworkAndItsFrameItsFailures() async throws {
        let app = try makeDemo()
        app.routeScheme = "demo"
        try await app.startSession()
        await app.route(to: .screen(.profile, model: 1, network: [.get(Self.userURL): .json(Fixture.ada)]))
        #expect(app.screens.last?[DemoElement.profileName] == "Ada Lovelace")
        let issues = await capturingIssues {
            await app.route(to: .screen(.profile, model: 3, network: [.get(Self.userURL): .status(500)]))
        }
        let code = issues.first?.screenRouterError?.code
        #expect(code == .unansweredRequest)
        #expect(issues.first?.messages.first?.contains("requested GET https://api.example.com/users/3") == true)
        await app.route(
            to: .screen(.profile, model: 1, network: [.get(Self.userURL): .failure(.notConnectedToInternet)])
        )
        #expect(app.screens.last?[DemoElement.profileState] == "You are offline")
        await app.stopSession()
    }
}

extension ProcessApplication {
    /// Each element frame the app wrote at its last launch or route, in order, as its elements' labels by
    /// identifier: a screen that loads its data writes its loading state first, then what it loaded.
    var screens: [[String: String]] {
        ((try? ElementSnapshot.frames(in: protocolOutput)) ?? []).map { frame in
            Dictionary(frame.elements.map { ($0.identifier, $0.label) }, uniquingKeysWith: { first, _ in first })
        }
    }
}
