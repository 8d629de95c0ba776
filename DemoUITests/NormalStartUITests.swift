import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import Testing

@MainActor
struct NormalStartUITests {
    @Test func withoutArgumentsTheAppListsItsEmbeddedUsers() throws {
        let app = try makeDemo()
        try app.launch()
        #expect(app.exitStatus == 0)
        #expect(app.screen.title == "Users (\(DemoData.users.count))")
        #expect(app.screen[DemoElement.userRow(0)] == DemoData.users[0].name)
        #expect(app.reportedRoutingFailure() == nil)
    }

    @Test func screenArgumentsWithoutUITestingModeAreIgnored() throws {
        let app = try makeDemo()
        app.launchArguments = ["-vc", "settings"]
        try app.launch()
        #expect(app.screen.title == "Users (\(DemoData.users.count))")
    }
}
