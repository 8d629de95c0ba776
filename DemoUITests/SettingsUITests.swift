import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import Testing

@MainActor
struct SettingsUITests {
    @Test func opensWithTheMockServiceInUITestingMode() async throws {
        let app = await launchApp(try makeDemo(), .screen(.settings))
        #expect(app.exitStatus == 0)
        #expect(app.screen.title == "Settings")
        #expect(app.screen[DemoElement.settingsTitle] == "Settings")
        #expect(app.screen[DemoElement.settingsService] == "Mock users")
        #expect(app.screen[DemoElement.settingsAnimations] == "Animations on")
    }

    @Test func animationsOffOptionReachesTheApp() async throws {
        let app = await launchApp(try makeDemo(), .screen(.settings), options: [Animations.off])
        #expect(app.screen[DemoElement.settingsAnimations] == "Animations off")
    }
}
