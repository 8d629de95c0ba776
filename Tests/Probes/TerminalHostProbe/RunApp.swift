import ScreenRouter

@MainActor
func runApp() -> Int32 {
    let host = TerminalHost()
    #if DEBUG
    let coordinator = TestingCoordinator<TextScreen>()
    coordinator.register(.userDetail) { user in
        TextScreen(elements: [.init(identifier: "userName", label: user.name)])
    }
    coordinator.register("settings") {
        TextScreen(elements: [
            .init(identifier: "settingsTitle", label: "Settings"),
            .init(identifier: "animations", label: "Animations", value: "on", kind: "button"),
        ])
    }
    if coordinator.start(in: host, scheme: "myapp") { return host.exitStatus }
    #endif
    host.show(TextScreen(elements: [.init(identifier: "home", label: "Welcome")]))
    return 0
}
