import ScreenRouter

@MainActor
func runApp() -> Int32 {
    let host = TerminalHost()
    #if DEBUG
    let coordinator = TestingCoordinator<TextScreen>()
    coordinator.register(.userDetail) { user in TextScreen(elements: [("userName", user.name)]) }
    coordinator.register("settings") { TextScreen(elements: [("settingsTitle", "Settings")]) }
    if coordinator.runSession(in: host, scheme: "myapp") { return 0 }
    if coordinator.start(in: host) { return host.exitStatus }
    #endif
    host.show(TextScreen(elements: [("home", "Welcome")]))
    return 0
}
