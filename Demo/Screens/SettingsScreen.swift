import DemoShared
import ScreenRouter

/// The settings screen: which services the app runs with.
enum SettingsScreen {
    static func make(service: any UserService) -> TerminalScreen {
        return TerminalScreen(
            screen: ScreenID.settings.rawValue,
            title: "Settings",
            elements: [
                .init(identifier: DemoElement.settingsTitle, label: "Settings"),
                .init(
                    identifier: DemoElement.settingsService,
                    label: service is MockUserService ? "Mock users" : "Embedded users"
                ),
                .init(
                    identifier: DemoElement.settingsAnimations,
                    label: AnimationsRequest.isOff ? "Animations off" : "Animations on"
                ),
            ]
        )
    }
}
