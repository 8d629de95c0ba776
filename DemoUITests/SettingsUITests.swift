import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import Testing

@MainActor
struct SettingsUITests {
    @Test func opensWithTheMockServiceInUITestingMode() async throws {
        let app = await launchApp(try makeDemo(), .screen(.settings))
        #expect(app.exitStatus == 0)
        #expect(app.showsTitle("Settings"))
        #expect(app.element(SettingsAIP.elementIdentifier(for: .settingsTitle))?.label == "Settings")
        #expect(app.element(SettingsAIP.elementIdentifier(for: .settingsService))?.label == "Mock users")
        #expect(app.element(SettingsAIP.elementIdentifier(for: .settingsAnimations))?.label == "Animations on")
    }

    @Test func animationsOffOptionReachesTheApp() async throws {
        let app = await launchApp(
            try makeDemo(),
            .screen(.settings),
            options: [AnimationLaunchEnvironment(animation: false)]
        )
        #expect(app.element(SettingsAIP.elementIdentifier(for: .settingsAnimations))?.label == "Animations off")
    }
}
