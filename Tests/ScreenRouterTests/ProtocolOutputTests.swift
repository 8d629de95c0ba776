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
        // A line feed ends a line wherever it is, after a carriage return too, as it ends a session's frame.
        ("crlf\r\nScreenRouter.routed 4\n", "crlf\r\n", "ScreenRouter.routed 4\n"),
        ("ScreenRouter.routed 5\r\n", "ScreenRouter.routed 5\r\n", ""),
        ("مرحبا\nScreenRouter.elements {}\n👩🏽‍💻", "مرحبا\n👩🏽‍💻", "ScreenRouter.elements {}\n"),
    ])
    func theAppsOutputKeepsEveryLineButTheProtocolsInOrder(output: String, app: String, lines: String) {
        let split = LaunchProtocol.splitOutput(output)
        #expect(split.app == app)
        #expect(split.protocolLines == lines)
    }
}
