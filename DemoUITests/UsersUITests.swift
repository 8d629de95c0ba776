import DemoShared
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

@MainActor
struct UsersUITests {
    @Test func listsTheFixtureUsersInOrder() async throws {
        let users = [Fixture.user(1, "Carol"), Fixture.user(2, "alice"), Fixture.user(3, "Bob")]
        let page = await UsersPage(app: try makeDemo()).givenPage(model: users)
        #expect(page.app.showsTitle("Users (3)"))
        #expect(page.identifiers == [DemoElement.usersList] + (0..<3).map(DemoElement.userRow))
        #expect(page.labels.dropFirst() == ["Carol", "alice", "Bob"])
        await page.thenIShouldSee(element: .userRow(0), text: "Carol").thenIShouldSee(element: .userRow(2), text: "Bob")
    }

    @Test func emptyListSaysSo() async throws {
        let page = await UsersPage(app: try makeDemo()).givenPage(model: [User]())
        #expect(page.identifiers == [DemoElement.usersList, DemoElement.usersEmpty])
        await page.thenIShouldSee(element: .usersEmpty, text: "No users")
    }

    @Test func withoutAModelTheAppsOwnMockUsersAreListed() async throws {
        let app = await launchApp(try makeDemo(), .screen("users"))
        await UsersPage(app: app)
            .thenIShouldSee(element: .userRow(0), text: "Username One")
            .thenIShouldSee(element: .userRow(1), text: "Username Two")
    }

    @Test func thousandsOfUsersRouteThroughAModelFile() async throws {
        let users = Fixture.users(count: 5_000)
        let json = try JSONEncoder().encode(users)
        #expect(json.count > 131_072 * 4, "far beyond one argument's limit on Linux")
        let page = await UsersPage(app: try makeDemo()).givenPage(model: users)
        #expect(page.app.exitStatus == 0)
        #expect(page.app.showsTitle("Users (5000)"))
        await page
            .thenIShouldSee(element: .userRow(0), text: "User 0")
            .thenIShouldSee(element: .userRow(4_999), text: "User 4999")
        #expect(!page.app.launchArguments.contains(LaunchProtocol.model.flag))
        #expect(page.app.launchArguments.contains(LaunchProtocol.modelFile.flag))
    }

    @Test func oneMebibyteFixtureRoutes() async throws {
        var users = Fixture.users(count: 1)
        users[0].company.bs = String(repeating: "synergy ", count: 131_072)
        #expect(try JSONEncoder().encode(users).count > 1_048_576)
        let page = await UsersPage(app: try makeDemo()).givenPage(model: users)
        #expect(page.app.exitStatus == 0)
        await page.thenIShouldSee(element: .userRow(0), text: "User 0")
    }
}
