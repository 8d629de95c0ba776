#if os(Linux)
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// Strict network mode, across real processes: a request that no network fixture of its route answers fails the route
/// naming the request, and never reaches the network; a listener on 127.0.0.1, where the app was pointed, counts the
/// connections that reached it.
@Suite("Strict network mode")
@MainActor
struct StrictNetworkTests {
    static func recipes(_ listener: LocalListener, routes: Bool, strict: Bool = false) throws -> ProcessApplication {
        let app = try OnePathMatrixTests.recipes(listener, routes: routes)
        if strict { app.launchEnvironment["RECIPES_STRICT"] = "1" }
        return app
    }

    /// The failure of a blocked request: its code, and the request named.
    func expectBlocked(
        _ issues: [Issue],
        _ request: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(issues.count == 1, "\(issues)", sourceLocation: sourceLocation)
        let error = issues.first?.screenRouterError
        #expect(error?.code == .blockedRequest, sourceLocation: sourceLocation)
        #expect(
            error?.message.contains("requested \(request), which no network fixture") == true,
            sourceLocation: sourceLocation
        )
        #expect(issues.first?.sourceLocation?.fileName == "StrictNetworkTests.swift", sourceLocation: sourceLocation)
    }

    @Test func aLaunchThatAsksForStrictModeFailsOnARequestWithoutAnswer() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: false)
        let list = RequestForm.list(at: listener.url)
        let issues = await capturingIssues {
            await launchApp(app, .screen(.shoppingList, model: list).parameter("strictNetwork", "true"))
        }
        expectBlocked(issues, "GET \(listener.url)/lists/4")
        #expect(issues.first?.messages.first?.contains("Its route has no network fixture.") == true)
        #expect(listener.connections == 0)
    }

    @Test func aStrictAppFailsEachRouteWhoseRequestNoFixtureAnswers() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: true, strict: true)
        let list = RequestForm.list(at: listener.url)
        // A route without a fixture: its request fails it.
        let withoutFixture = await capturingIssues { await app.route(to: .screen(.shoppingList, model: list)) }
        expectBlocked(withoutFixture, "GET \(listener.url)/lists/4")
        // Then a fixture answers, and the default brings its own.
        await app.route(to: .screen(.shoppingList, model: list, network: RequestForm.milk(at: listener.url)))
        #expect(app.shown == RequestForm.fixtureAfterNone.expected)
        await app.route(to: .screen(.shoppingList))
        #expect(app.shown == RequestForm.defaultWithFixture.expected)
        // A fixture that does not answer the request: the route fails, naming what the fixture answers.
        let other = ListReference(id: 9, api: listener.url)
        let unanswered = await capturingIssues {
            await app.route(to: .screen(.shoppingList, model: other, network: RequestForm.milk(at: listener.url)))
        }
        expectBlocked(unanswered, "GET \(listener.url)/lists/9")
        #expect(unanswered.first?.messages.first?.contains("nearest first: `GET \(listener.url)/lists/4`") == true)
        // A route that says otherwise lets its request through.
        await app.route(to: .screen(.shoppingList, model: list).parameter("strictNetwork", "false"))
        #expect(app.shown == RequestForm.fromTheNetwork)
        await app.stopSession()
        #expect(listener.connections == 1, "only the route that let its request through reached the network")
    }

    @Test func anAgentsSessionIsStrictUnlessItSaysOtherwise() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: false).executableURL
        let client = try await MCPClient.start(
            path: app.path,
            scheme: nil,
            environment: OnePathMatrixTests.environment(listener)
        )
        let list = #"{"screen":"shoppingList","model":{"api":"\#(listener.url)","id":4}}"#
        let blocked = try await client.call("open_screen", list)
        #expect(blocked["isError"] as? Bool == true)
        #expect(
            resultText(blocked).hasPrefix(
                "ScreenRouter.error[blockedRequest]: The screen `shoppingList` requested GET \(listener.url)/lists/4,"
            )
        )
        #expect(listener.connections == 0)
        let answered = try await client.call("open_screen", #"{"screen":"shoppingList"}"#)
        #expect(labels(answered)["shoppingList.items"] == "eggs, flour")
        let letThrough = try await client.call(
            "open_screen",
            String(list.dropLast()) + "," + RequestForm.letThrough + "}"
        )
        #expect(labels(letThrough)["shoppingList.items"] == "from the network")
        #expect(await client.close().status == 0)
        #expect(listener.connections == 1)
    }

    @Test func theCommandLineTakesStrictModeAsAnOption() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: false).executableURL
        let tool = try await CommandLineFrontEnd.tool(
            [
                "open", app.path, "shoppingList", "--model-json", #"{"api":"\#(listener.url)","id":4}"#,
                "--strict-network", "true",
            ],
            environment: OnePathMatrixTests.environment(listener)
        )
        #expect(
            tool.standardError.contains(
                "ScreenRouter.error[blockedRequest]: The screen `shoppingList` requested GET \(listener.url)/lists/4,"
            )
        )
        #expect(listener.connections == 0)
    }

    /// In non-strict mode too, a route with a fixture after a route without one answers from the fixture: the
    /// listener counts the first route's request alone.
    @Test func aFixtureAnswersAfterARouteWithoutOne() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: true)
        let list = RequestForm.list(at: listener.url)
        await app.route(to: .screen(.shoppingList, model: list))
        #expect(app.shown == RequestForm.fromTheNetwork)
        #expect(listener.connections == 1)
        await app.route(to: .screen(.shoppingList, model: list, network: RequestForm.milk(at: listener.url)))
        #expect(app.shown == RequestForm.fixtureAfterNone.expected)
        await app.route(to: .screen(.shoppingList))
        #expect(app.shown == RequestForm.defaultWithFixture.expected)
        await app.stopSession()
        #expect(listener.connections == 1)
    }

    /// An app that used `URLSession.shared` before it made its coordinator still has its fixtures answer.
    @Test func aFixtureAnswersInAnAppThatRequestedBeforeItsCoordinator() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: true)
        app.launchEnvironment["RECIPES_EARLY_REQUEST"] = "1"
        await app.route(to: .screen(.shoppingList))
        #expect(app.shown == RequestForm.defaultWithFixture.expected)
        await app.stopSession()
        #expect(listener.connections == 1, "the early request alone")
    }
}
#endif
