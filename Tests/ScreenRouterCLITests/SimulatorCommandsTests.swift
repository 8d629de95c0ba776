import Foundation
import ScreenRouterCLI
import Testing

/// The `xcrun simctl` commands `screenrouter mcp --simulator` runs on a Mac, exactly as it runs them.
///
/// Built here on Linux, where no simulator runs; on macOS the server runs them with `/usr/bin/xcrun`.
@Suite("screenrouter mcp --simulator: the simctl commands")
struct SimulatorCommandsTests {
    let commands = SimulatorCommands(device: "booted", bundleID: "com.example.Demo")

    @Test func launchEndsARunningAppAndReadsItsConsoleOnAPseudoTerminal() {
        #expect(
            commands.launch(["--uitesting", "-verbose"]) == [
                "simctl", "launch", "--console-pty", "--terminate-running-process", "booted", "com.example.Demo",
                "--uitesting", "-verbose",
            ]
        )
    }

    /// A session starts in the gallery (route 0), with the app's own arguments and without a request they held.
    @Test func aSessionLaunchesIntoTheGalleryWithTheAppsArguments() {
        #expect(
            commands.launchSession(["-verbose", "1", "-vc", "settings"]) == [
                "simctl", "launch", "--console-pty", "--terminate-running-process", "booted", "com.example.Demo",
                "-verbose", "1", "--uitesting", "-vc", "ScreenRouter.gallery",
            ]
        )
    }

    @Test func routeURLsGoThroughOpenURLAndTheScreenshotIsAPNG() {
        let device = SimulatorCommands(device: "5F0C7D6E-0B1A-4C2D-9E3F-123456789ABC", bundleID: "com.example.Demo")
        #expect(
            device.openURL("demo://screenrouter/route?vc=settings") == [
                "simctl", "openurl", "5F0C7D6E-0B1A-4C2D-9E3F-123456789ABC", "demo://screenrouter/route?vc=settings",
            ]
        )
        #expect(
            device.screenshot(to: "/tmp/shot.png") == [
                "simctl", "io", "5F0C7D6E-0B1A-4C2D-9E3F-123456789ABC", "screenshot", "--type=png", "/tmp/shot.png",
            ]
        )
        #expect(
            device.terminate() == ["simctl", "terminate", "5F0C7D6E-0B1A-4C2D-9E3F-123456789ABC", "com.example.Demo"]
        )
        #expect(SimulatorCommands.xcrun.path == "/usr/bin/xcrun")
    }

    @Test(arguments: [
        ("booted", true), ("5F0C7D6E-0B1A-4C2D-9E3F-123456789ABC", true),
        ("5f0c7d6e-0b1a-4c2d-9e3f-123456789abc", true),
        ("iPhone 16", false), ("", false), ("5F0C7D6E-0B1A-4C2D-9E3F", false),
        ("5F0C7D6E-0B1A-4C2D-9E3F-12345678ZZZZ", false),
    ])
    func aSimulatorIsBootedOrAUDID(text: String, isDevice: Bool) {
        #expect(SimulatorCommands.isDevice(text) == isDevice)
    }

    @Test func theConsolesTerminalLineEndsReadAsAPipes() {
        let console = Data("[screen] settings\r\nScreenRouter.routed 1\r\n".utf8)
        #expect(SimulatorCommands.consoleText(console) == "[screen] settings\nScreenRouter.routed 1\n")
    }
}
