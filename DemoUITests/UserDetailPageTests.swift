import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// The user-detail screen as a page object, opened by a launch or by a session's route.
@MainActor
final class UserDetailPage: ProcessPageObject {
    typealias Element = UserDetailAIP.Element
    typealias Provider = UserDetailAIP
    static let screen = Screen<User>.userDetail
    let app: ProcessApplication

    init(app: ProcessApplication) {
        self.app = app
    }
}

/// The Demo's user-detail screen, tested as a page object in MSUITest's Given/When/Then style.
@MainActor
struct UserDetailPageTests {
    @Test func aLaunchShowsTheUser() async throws {
        await UserDetailPage(app: try makeDemo())
            .givenPage(model: Fixture.ada)
            .thenIShouldSee(element: .userName, text: "Ada Lovelace")
            .thenIShouldSee(element: .userEmail, text: "ada@example.com")
            .thenIShouldSee(element: .companyName)
    }

    @Test func aSessionRoutesToThePage() async throws {
        let app = try makeDemo()
        app.routeScheme = "demo"
        try await app.startSession()
        let page = UserDetailPage(app: app)
        await page.givenPage(model: Fixture.ada).thenIShouldSee(element: .userName, text: "Ada Lovelace")
        await page.givenPage(model: Fixture.user(2, "Grace Hopper")).thenIShouldSee(
            element: .userName,
            text: "Grace Hopper"
        )
        #expect(app.sessionProcessIdentifier != nil)
        await app.stopSession()
    }

    @Test func aWrongTextFailsAtTheCallersLineWithWhatTheElementShows() async throws {
        let page = await UserDetailPage(app: try makeDemo()).givenPage(model: Fixture.ada)
        let line = #line + 1
        let issues = await capturingIssues { await page.thenIShouldSee(element: .userName, text: "Grace Hopper") }
        #expect(issues.first?.sourceLocation?.line == line)
        let message = issues.flatMap(\.messages).joined()
        #expect(
            message.hasPrefix(
                "The element `userName` on screen `userDetail` (route 0) shows `Ada Lovelace`, not `Grace Hopper`. "
                    + "The screen shows, nearest first:\n  [userName] Ada Lovelace (text)\n"
            ),
            "\(message)"
        )
    }

    @Test func theDemosProvidersKeepItsIdentifiersAndReadThemBack() {
        #expect(UserDetailAIP.elementIdentifier(for: .userName) == "userName")
        #expect(UsersAIP.elementIdentifier(for: .userRow(3)) == "userRow.3")
        #expect(UsersAIP.element(forIdentifier: "userRow.3") == .userRow(3))
        #expect(UsersAIP.element(forIdentifier: "users.userRow.3") == nil)
        #expect(UserDetailAIP.element(forIdentifier: DemoElement.companyBs) == .companyBs)
    }
}
