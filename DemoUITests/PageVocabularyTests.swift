import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// The page objects' vocabulary on the Demo: screens with and without a model, opened with a model, a sample or
/// the screen's default; elements proved present, proved absent and counted.
@MainActor
struct PageVocabularyTests {
    @Test func aScreenWithoutAModelHasAPageObjectThatOpensIt() async throws {
        let page = SettingsPage(app: try makeDemo())
        await page.givenPage().thenIShouldSee(element: .settingsTitle, text: "Settings")
        #expect(page.count(of: .settingsTitle) == 1)
        #expect(try page.app.lastElementFrame()?.screen == "settings")
    }

    @Test func aPageOpensItsScreenWithASample() async throws {
        let page = UserDetailPage(app: try makeDemo())
        await page.givenPage(sample: "long name").thenIShouldSee(element: .userUsername)
        #expect(page.app.element("userName")?.label.hasPrefix("Maria Magdalena") == true)
    }

    @Test func aPageOpensItsScreenWithTheAppsDefault() async throws {
        let page = UsersPage(app: try makeDemo())
        await page.givenPage()
        let rows = try #require(try page.app.lastElementFrame()).elements.filter { $0.kind == .cell }.count
        #expect(rows > 0)
        #expect(page.count(of: .userRow(0)) == 1)
        #expect(page.count(of: .userRow(rows - 1)) == 1)
        #expect(page.count(of: .userRow(rows)) == 0)
        #expect(page.count(of: .usersEmpty) == 0)
    }

    @Test func anEmptyListShowsNoRowAndItsLabel() async throws {
        let page = UsersPage(app: try makeDemo())
        await page.givenPage(sample: "empty")
            .thenIShouldNotSee(element: .userRow(0))
            .thenIShouldSee(element: .usersEmpty, text: "No users")
        #expect(page.count(of: .userRow(0)) == 0)
        #expect(page.count(of: .usersEmpty) == 1)
    }

    @Test func anElementThatIsShownFailsTheAbsenceCheckAtTheCallersLine() async throws {
        let page = await UsersPage(app: try makeDemo()).givenPage(model: [Fixture.ada])
        let line = #line + 1
        let issues = await capturingIssues { await page.thenIShouldNotSee(element: .userRow(0), delay: 0) }
        #expect(issues.count == 1)
        #expect(issues.first?.sourceLocation?.line == line)
        #expect(
            issues.flatMap(\.messages).joined()
                == "The element `userRow.0` is still on screen `users` (route 0), expected absent.\n"
                + "  [userRow.0] Ada Lovelace (cell)"
        )
    }

    @Test func aSampleTheAppDoesNotHaveFailsWithTheAppsMessage() async throws {
        let page = UserDetailPage(app: try makeDemo())
        let issues = await capturingIssues { await page.givenPage(sample: "nobody") }
        #expect(issues.count == 1)
        #expect(issues.flatMap(\.messages).joined().contains("nobody"))
    }

    @Test func aSessionOpensPagesByDefaultSampleAndModel() async throws {
        let app = try makeDemo()
        app.routeScheme = "demo"
        try await app.startSession()
        let identifier = app.sessionProcessIdentifier
        await SettingsPage(app: app).givenPage().thenIShouldSee(element: .settingsTitle)
        await UsersPage(app: app).givenPage(sample: "empty").thenIShouldNotSee(element: .userRow(0))
        await UserDetailPage(app: app).givenPage(model: Fixture.ada).thenIShouldSee(element: .userName)
        #expect(try app.lastElementFrame()?.route == 3)
        #expect(identifier != nil && app.sessionProcessIdentifier == identifier)
        await app.stopSession()
    }
}
