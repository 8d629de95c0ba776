import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import Testing

@MainActor
struct NormalStartUITests {
    @Test func withoutArgumentsTheAppListsItsEmbeddedUsers() async throws {
        let app = try makeDemo()
        try await app.launch()
        #expect(app.exitStatus == 0)
        #expect(app.showsTitle("Users (\(DemoData.users.count))"))
        await UsersPage(app: app).thenIShouldSee(element: .userRow(0), text: DemoData.users[0].name)
        #expect(app.reportedRoutingFailure() == nil)
    }

    @Test func screenArgumentsWithoutUITestingModeAreIgnored() async throws {
        let app = try makeDemo()
        app.launchArguments = ["-vc", "settings"]
        try await app.launch()
        #expect(app.showsTitle("Users (\(DemoData.users.count))"))
    }
}
