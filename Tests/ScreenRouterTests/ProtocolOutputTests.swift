import ScreenRouter
import Testing

/// Standard output split into the app's own output and the launch protocol's lines, as test support keeps them.
struct ProtocolOutputTests {
    @Test(arguments: [
        ("hello\nScreenRouter.routed 0\n", "hello\n", "ScreenRouter.routed 0\n"),
        (
            "== A ==\nScreenRouter.elements {}\n[a] b\nScreenRouter.routed 12\nafter",
            "== A ==\n[a] b\nafter", "ScreenRouter.elements {}\nScreenRouter.routed 12\n"
        ),
        ("ScreenRouter.checked: card\n", "", "ScreenRouter.checked: card\n"),
        (
            "ScreenRouter.routed soon\n[x] ScreenRouter.routed 1\n",
            "ScreenRouter.routed soon\n[x] ScreenRouter.routed 1\n", ""
        ),
        ("ScreenRouter.routed 3", "", "ScreenRouter.routed 3"),
        ("", "", ""),
        ("\n\nhello\n", "\n\nhello\n", ""),
    ])
    func theAppsOutputKeepsEveryLineButTheProtocolsInOrder(output: String, app: String, lines: String) {
        let split = LaunchProtocol.splitOutput(output)
        #expect(split.app == app)
        #expect(split.protocolLines == lines)
    }
}
