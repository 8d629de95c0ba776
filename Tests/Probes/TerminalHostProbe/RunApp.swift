import ScreenRouter

@MainActor
func runApp() -> Int32 {
    let host = TerminalHost()
    #if DEBUG
    let coordinator = TestingCoordinator<TextScreen>()
    coordinator.register(.userDetail) { user in TextScreen(elements: [("userName", user.name)]) }
    coordinator.register("settings") { TextScreen(elements: [("settingsTitle", "Settings")]) }
    if coordinator.start(in: host, scheme: "myapp") { return host.exitStatus }
    #endif
    host.show(TextScreen(elements: [("home", "Welcome")]))
    return 0
}
