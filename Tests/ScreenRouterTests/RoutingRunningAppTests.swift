import Foundation
import ScreenRouter
import Testing

/// A host that records what it was given, and the route numbers, as a `UIWindow` shows them.
@MainActor
final class NumberingHost: ScreenHost, RouteNumberShowing {
    var shown: [String] = []
    var numbers: [Int] = []
    var output: String = ""
    func install(_ root: String, as screen: ScreenID, route: Int) {
        shown.append(root)
        output += root + "\n"
    }
    func showRoutingFailure(_ error: ScreenRouterError) {
        shown.append("error: \(error.code)")
        output += "[ScreenRouter.error] \(error.message)\n"
    }
    func showRouteNumber(_ number: Int) { numbers.append(number) }
}

@MainActor
struct RoutingRunningAppTests {
    func makeCoordinator() -> TestingCoordinator<String> {
        let coordinator = TestingCoordinator<String>()
        var built = 0
        coordinator.register(.person) { person in
            built += 1
            return "detail:\(person.name)#\(built)"
        }
        coordinator.register("settings") { "settings" }
        return coordinator
    }

    func url(_ request: LaunchRequest) throws -> URL {
        try #require(URL(string: request.routeURL(scheme: "demo")))
    }

    @Test func eachRouteURLInstallsAFreshRootInTheSameHost() throws {
        let coordinator = makeCoordinator()
        let host = NumberingHost()
        #expect(coordinator.start(in: host, arguments: ["/app", "--uitesting", "-vc", "settings"]))
        let ada = LaunchRequest(screen: "person", model: .base64(try Person.ada.base64Encoded()))
        #expect(coordinator.handle(try url(ada), in: host))
        #expect(coordinator.handle(try url(LaunchRequest(screen: "settings")), in: host))
        #expect(coordinator.handle(try url(ada), in: host))
        #expect(host.shown == ["settings", "detail:Ada Lovelace#1", "settings", "detail:Ada Lovelace#2"])
        #expect(host.numbers == [0, 1, 2, 3])
    }

    @Test func otherURLsAreLeftToTheAppAndNotCounted() throws {
        let coordinator = makeCoordinator()
        let host = NumberingHost()
        #expect(!coordinator.handle(try #require(URL(string: "demo://orders/42")), in: host))
        #expect(!coordinator.handle(try #require(URL(string: "https://example.com/route?vc=settings")), in: host))
        #expect(host.shown.isEmpty && host.numbers.isEmpty)
        #expect(coordinator.handle(try url(LaunchRequest(screen: "settings")), in: host))
        #expect(host.numbers == [1])
    }

    @Test func aFailedRouteShowsTheErrorScreenAndTheNextRouteWorks() throws {
        let coordinator = makeCoordinator()
        let host = NumberingHost()
        #expect(coordinator.handle(try url(LaunchRequest(screen: "persn")), in: host))
        #expect(
            coordinator.handle(try #require(URL(string: "demo://screenrouter/route?vc=person&vc=settings")), in: host)
        )
        #expect(coordinator.handle(try url(LaunchRequest(screen: "person")), in: host))
        #expect(coordinator.handle(try url(LaunchRequest(screen: "settings")), in: host))
        #expect(
            host.shown == ["error: unknownScreen", "error: malformedArguments", "error: modelMismatch", "settings"]
        )
        #expect(host.numbers == [1, 2, 3, 4])
    }

    @Test func resetWorkRunsBeforeEachRouteInOrderButNotAtLaunch() throws {
        let coordinator = makeCoordinator()
        var log: [String] = []
        coordinator.resetBeforeEachRoute { log.append("sign out") }
        coordinator.resetBeforeEachRoute { log.append("clear cache") }
        coordinator.register("probe") { () -> String in
            log.append("build")
            return "probe"
        }
        let host = NumberingHost()
        #expect(coordinator.start(in: host, arguments: ["--uitesting", "-vc", "probe"]))
        #expect(log == ["build"])
        #expect(coordinator.handle(try url(LaunchRequest(screen: "probe")), in: host))
        #expect(coordinator.handle(try url(LaunchRequest(screen: "nowhere")), in: host))
        #expect(log == ["build", "sign out", "clear cache", "build", "sign out", "clear cache"])
    }

    @Test func aSessionAnswersEveryLineWithAFrameAndGoesOn() {
        let coordinator = makeCoordinator()
        let host = NumberingHost()
        var lines = [
            "demo://screenrouter/route?vc=settings",
            "not a URL",
            "demo://screenrouter/route?vc=settings\r",
            "   ",
            "web://screenrouter/route?vc=settings",
            "demo://screenrouter/route?vc=sett",
            "demo://screenrouter/route?vc=settings",
        ][...]
        var frames: [String] = []
        coordinator.writeRoutedLine = { marker in
            frames.append(host.output + marker)
            host.output = ""
        }
        coordinator.runSession(in: host, scheme: "demo", readLine: { lines.popFirst() })
        #expect(frames.count == 7)
        #expect(frames.enumerated().allSatisfy { $1.hasSuffix("\nScreenRouter.routed \($0 + 1)\n") })
        #expect(
            host.shown == [
                "settings", "error: malformedArguments", "settings", "error: malformedArguments",
                "error: malformedArguments", "error: unknownScreen", "settings",
            ]
        )
        #expect(
            frames[1].hasPrefix(
                "[ScreenRouter.error] The session read `not a URL`, which is not a route URL of this app. Each line of a session is one URL, `demo://screenrouter/route?vc=<screen>`"
            )
        )
        #expect(frames[3].hasPrefix("[ScreenRouter.error] The session read an empty line, which is not a route URL"))
        #expect(
            frames[4].hasPrefix(
                "[ScreenRouter.error] The route URL `web://screenrouter/route?vc=settings` has the scheme `web`, but this app's route URLs use `demo`."
            )
        )
        #expect(host.numbers == Array(1...7))
    }

    @Test func theSchemeIsComparedWithoutRegardToCase() throws {
        let request = TestingCoordinator<String>.request(
            fromSessionLine: "DEMO://screenrouter/route?vc=settings",
            scheme: "demo"
        )
        #expect(try request.get() == LaunchRequest(screen: "settings"))
    }

    @Test(arguments: [["/app", "--session"], ["/app"]])
    func aSessionNeedsBothFlags(arguments: [String]) {
        let host = NumberingHost()
        #expect(!makeCoordinator().start(in: host, scheme: "demo", arguments: arguments))
        #expect(host.shown.isEmpty)
    }

    @Test func aStartGivenASchemeStillOpensALaunchsScreenAsRouteZero() {
        let host = NumberingHost()
        #expect(
            makeCoordinator().start(in: host, scheme: "demo", arguments: ["/app", "--uitesting", "-vc", "settings"])
        )
        #expect(host.shown == ["settings"])
        #expect(host.numbers == [0])
    }
}
