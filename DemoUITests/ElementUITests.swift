import DemoShared
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// The Demo reports each screen it renders as an element frame, and test support queries it across the process.
@MainActor
struct ElementUITests {
    @Test func anElementIsReadFromTheLaunchsFrame() async throws {
        let app = await launchApp(try makeDemo(), .screen(.userDetail, model: Fixture.ada))
        #expect(app.element(DemoElement.userName)?.label == "Ada Lovelace")
        #expect(app.element(DemoElement.userEmail)?.label == "ada@example.com")
    }

    @Test func aScreenThatLoadsIsCheckedInItsLoadedStateWithoutASleep() async throws {
        let app = await launchApp(
            try makeDemo(),
            .screen(
                .profile,
                model: 1,
                network: [.get(ProfileLoader.url(forUser: 1)): .json(Fixture.ada).delayed(by: 0.3)]
            )
        )
        #expect(app.element(DemoElement.profileState)?.label == "Loaded")
        #expect(app.element(DemoElement.profileName)?.label == "Ada Lovelace")
    }

    @Test func aMissingElementFailsAtTheCallersLineListingTheScreenNearestFirst() async throws {
        let app = await launchApp(try makeDemo(), .screen(.userDetail, model: Fixture.ada))
        let line = #line + 1
        let issues = capturingIssues { app.element("userNmae") }
        #expect(issues.first?.sourceLocation?.line == line)
        let message = issues.flatMap(\.messages).joined()
        #expect(message.contains("No element `userNmae` on screen `userDetail` (route 0)"), "\(message)")
        let first = message.split(separator: "\n").dropFirst().first
        #expect(first == "  [userName] Ada Lovelace (text)", "\(message)")
        #expect(message.contains("[companyBs] compute Bernoulli numbers"))
    }

    @Test func eachRouteOfASessionHasItsOwnFrame() async throws {
        let app = try makeDemo()
        app.routeScheme = "demo"
        try await app.startSession()
        await app.route(to: .screen(.userDetail, model: Fixture.ada))
        #expect(app.element(DemoElement.userName)?.label == "Ada Lovelace")
        await app.route(to: .screen(.settings))
        #expect(app.element(DemoElement.settingsTitle)?.label == "Settings")
        let issues = capturingIssues { app.element(DemoElement.userName) }
        #expect(issues.flatMap(\.messages).joined().contains("on screen `settings` (route 2)"))
        await app.stopSession()
    }
}
