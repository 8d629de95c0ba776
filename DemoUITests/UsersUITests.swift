import DemoShared
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

@MainActor
struct UsersUITests {
    @Test func listsTheFixtureUsersInOrder() async throws {
        let users = [Fixture.user(1, "Carol"), Fixture.user(2, "alice"), Fixture.user(3, "Bob")]
        let app = await launchApp(try makeDemo(), .screen(.users, model: users))
        #expect(app.screen.title == "Users (3)")
        #expect(app.screen.identifiers == [DemoElement.usersList] + (0..<3).map(DemoElement.userRow))
        #expect(app.screen.elements.dropFirst().map(\.label) == ["Carol", "alice", "Bob"])
    }

    @Test func emptyListSaysSo() async throws {
        let app = await launchApp(try makeDemo(), .screen(.users, model: [User]()))
        #expect(app.screen.identifiers == [DemoElement.usersList, DemoElement.usersEmpty])
        #expect(app.screen[DemoElement.usersEmpty] == "No users")
    }

    @Test func withoutAModelTheAppsOwnMockUsersAreListed() async throws {
        let app = await launchApp(try makeDemo(), .screen("users"))
        #expect(app.screen[DemoElement.userRow(0)] == "Username One")
        #expect(app.screen[DemoElement.userRow(1)] == "Username Two")
    }

    @Test func thousandsOfUsersRouteThroughAModelFile() async throws {
        let users = Fixture.users(count: 5_000)
        let json = try JSONEncoder().encode(users)
        #expect(json.count > 131_072 * 4, "far beyond one argument's limit on Linux")
        let app = await launchApp(try makeDemo(), .screen(.users, model: users))
        #expect(app.exitStatus == 0)
        #expect(app.screen.title == "Users (5000)")
        #expect(app.screen[DemoElement.userRow(0)] == "User 0")
        #expect(app.screen[DemoElement.userRow(4_999)] == "User 4999")
        #expect(!app.launchArguments.contains(LaunchProtocol.model.flag))
        #expect(app.launchArguments.contains(LaunchProtocol.modelFile.flag))
    }

    @Test func oneMebibyteFixtureRoutes() async throws {
        var users = Fixture.users(count: 1)
        users[0].company.bs = String(repeating: "synergy ", count: 131_072)
        #expect(try JSONEncoder().encode(users).count > 1_048_576)
        let app = await launchApp(try makeDemo(), .screen(.users, model: users))
        #expect(app.exitStatus == 0)
        #expect(app.screen[DemoElement.userRow(0)] == "User 0")
    }
}
