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
        #expect(app.screen.title == "Users (\(DemoData.users.count))")
        #expect(app.screen[DemoElement.userRow(0)] == DemoData.users[0].name)
        #expect(app.reportedRoutingFailure() == nil)
    }

    @Test func screenArgumentsWithoutUITestingModeAreIgnored() async throws {
        let app = try makeDemo()
        app.launchArguments = ["-vc", "settings"]
        try await app.launch()
        #expect(app.screen.title == "Users (\(DemoData.users.count))")
    }
}
