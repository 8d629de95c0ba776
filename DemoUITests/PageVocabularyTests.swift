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

    /// With a route scheme, a page routes, as `route(to:)` does: the first page starts the session (route 1) and
    /// the next two are routes 2 and 3 of the same process, whichever form of `givenPage` opens them.
    @Test func threePagesOnAnAppWithARouteSchemeShareOneSession() async throws {
        let app = try makeDemo()
        app.routeScheme = "demo"
        await SettingsPage(app: app).givenPage().thenIShouldSee(element: .settingsTitle)
        #expect(try app.lastElementFrame()?.route == 1)
        let identifier = try #require(app.sessionProcessIdentifier)
        await UsersPage(app: app).givenPage(sample: "empty").thenIShouldNotSee(element: .userRow(0))
        #expect(try app.lastElementFrame()?.route == 2)
        await UserDetailPage(app: app).givenPage(model: Fixture.ada).thenIShouldSee(element: .userName)
        #expect(try app.lastElementFrame()?.route == 3)
        #expect(app.sessionProcessIdentifier == identifier)
        await app.stopSession()
    }

    /// Without a route scheme, each page is a launch of its own: route 0 of a process that has ended.
    @Test func pagesOnAnAppWithoutARouteSchemeLaunch() async throws {
        let app = try makeDemo()
        await SettingsPage(app: app).givenPage().thenIShouldSee(element: .settingsTitle)
        #expect(try app.lastElementFrame()?.route == 0)
        #expect(app.sessionProcessIdentifier == nil)
        await UserDetailPage(app: app).givenPage(model: Fixture.ada).thenIShouldSee(element: .userName)
        #expect(try app.lastElementFrame()?.route == 0)
        #expect(app.sessionProcessIdentifier == nil)
    }
}
