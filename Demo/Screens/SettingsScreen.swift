import DemoShared
import Foundation

/// The settings screen: which services the app runs with.
enum SettingsScreen {
    static func make(service: any UserService) -> TerminalScreen {
        let animationsDisabled = UserDefaults.standard.bool(forKey: "ScreenRouterAnimationsDisabled")
        return TerminalScreen(
            title: "Settings",
            elements: [
                .init(identifier: DemoElement.settingsTitle, label: "Settings"),
                .init(
                    identifier: DemoElement.settingsService,
                    label: service is MockUserService ? "Mock users" : "Embedded users"),
                .init(
                    identifier: DemoElement.settingsAnimations,
                    label: animationsDisabled ? "Animations off" : "Animations on"),
            ])
    }
}
