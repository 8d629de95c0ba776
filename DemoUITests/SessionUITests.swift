import DemoShared
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// The Demo started once, as `Demo --uitesting --session`, and shared by every test of ``SessionUITests``.
@MainActor
enum SharedDemoSession {
    private static var running: ProcessApplication?

    /// The identifier of the one process every test of the suite routes.
    private(set) static var processIdentifier: pid_t?

    /// The running session, started by the first test that asks for it.
    ///
    /// It ends with the test process: its standard input closes, and the Demo's session ends with status 0.
    static func app() async throws -> ProcessApplication {
        if let running { return running }
        let app = try makeDemo()
        app.routeScheme = "demo"
        try await app.startSession()
        running = app
        processIdentifier = app.sessionProcessIdentifier
        return app
    }
}

/// One launch, many screens: every test routes the same running Demo to its screen.
@MainActor
@Suite(.serialized)
struct SessionUITests {
    let app: ProcessApplication

    init() async throws {
        app = try await SharedDemoSession.app()
    }

    @Test func showsEveryFieldOfTheUser() async throws {
        let page = await UserDetailPage(app: app).givenPage(model: Fixture.ada)
        #expect(app.showsTitle("User"))
        await page
            .thenIShouldSee(element: .userName, text: "Ada Lovelace")
            .thenIShouldSee(element: .addressCity, text: "London SW1Y 4JH")
            .thenIShouldSee(element: .companyBs, text: "compute Bernoulli numbers")
        #expect(app.sessionProcessIdentifier == SharedDemoSession.processIdentifier)
    }

    @Test(arguments: [
        "Zoë Ångström-Núñez",
        "محمد عبد الله",
        "שָׁלוֹם עֲלֵיכֶם",
        "李小龍",
        "👩🏽‍💻 Dev 🚀",
        "Line\nbreak \\ back\"slash",
        "(looks, like) {a = plist;}",
        "a+b/c=d&e=f?g#h%20",
    ])
    func unicodeAndAwkwardNamesArriveIntact(name: String) async throws {
        await UserDetailPage(app: app).givenPage(model: Fixture.user(3, name)).thenIShouldSee(
            element: .userName,
            text: name
        )
        #expect(app.sessionProcessIdentifier == SharedDemoSession.processIdentifier)
    }

    @Test func listsTheFixtureUsersThenTheAppsOwn() async throws {
        let page = await UsersPage(app: app).givenPage(model: [Fixture.user(1, "Carol"), Fixture.user(2, "alice")])
        #expect(app.showsTitle("Users (2)"))
        #expect(page.labels.dropFirst() == ["Carol", "alice"])
        await app.route(to: .screen(.users))
        await page.thenIShouldSee(element: .userRow(0), text: "Username One")
    }

    @Test func thousandsOfUsersRouteThroughAModelFile() async throws {
        let users = Fixture.users(count: 5_000)
        let page = await UsersPage(app: app).givenPage(model: users)
        #expect(app.showsTitle("Users (5000)"))
        await page.thenIShouldSee(element: .userRow(4_999), text: "User 4999")
    }

    @Test func settingsOpensWithTheMockService() async throws {
        await app.route(to: .screen(.settings))
        #expect(app.element(SettingsAIP.elementIdentifier(for: .settingsService))?.label == "Mock users")
    }

    @Test func aRoutingErrorFailsAtTheCallersLineAndTheSessionGoesOn() async throws {
        let expectedLine = #line + 2
        let issues = await capturingIssues {
            await app.route(to: .screen("userDetial"))
        }
        #expect(issues.count == 1)
        #expect(issues.first?.sourceLocation?.line == expectedLine)
        #expect(issues.first?.sourceLocation?.fileName == "SessionUITests.swift")
        #expect(
            issues.first?.messages.first
                == "The app could not open screen `userDetial`: No screen is registered as `userDetial`. Registered screens, nearest first: `userDetail`, `users`, `settings`, `profile`. Register it with `coordinator.register(\"userDetial\") { ... }`, or ask for one of the registered screens."
        )
        #expect(app.showsTitle("Routing failed"))

        let wrongShape = Screen<[String]>("userDetail")
        let shapeIssues = await capturingIssues { await app.route(to: .screen(wrongShape, model: ["Ada"])) }
        #expect(
            shapeIssues.first?.messages.first?.hasPrefix(
                "The app could not open screen `userDetail`: The model payload for screen `userDetail` does not decode as User"
            ) == true
        )

        await app.route(to: .screen(.settings))
        #expect(app.showsTitle("Settings"))
        #expect(app.sessionProcessIdentifier == SharedDemoSession.processIdentifier)
    }
}
