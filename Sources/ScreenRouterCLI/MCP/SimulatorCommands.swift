import Foundation
import ScreenRouterCore

/// The `xcrun simctl` commands of `screenrouter mcp --simulator`: built the same on every platform (and tested on
/// Linux), run only on macOS, where Xcode's `xcrun` finds `simctl`.
///
/// The app is launched with its console on a pseudo-terminal (`--console-pty`), so that the server reads what the
/// app writes to standard output and standard error, line by line as it writes it, on the launch command's own
/// output: the `ScreenRouter.routed <n>`, `ScreenRouter.elements <JSON>` and `ScreenRouter.error[<code>]` lines a
/// Linux host writes to its pipes. A terminal ends lines with `\r\n`; ``consoleText(_:)`` reads them as `\n`.
package struct SimulatorCommands: Equatable, Sendable {
    /// The simulator: a device's UDID, or `booted` for the one booted simulator.
    package var device: String
    /// The app's bundle identifier.
    package var bundleID: String

    /// The simulator and the app the commands drive.
    ///
    /// - Parameters:
    ///   - device: A device's UDID, or `booted`.
    ///   - bundleID: The app's bundle identifier.
    package init(device: String, bundleID: String) {
        self.device = device
        self.bundleID = bundleID
    }

    /// The executable that runs every command: `xcrun`, which finds the selected Xcode's `simctl`.
    package static let xcrun = URL(fileURLWithPath: "/usr/bin/xcrun")

    /// Whether the text names a simulator: `booted`, or a UDID (`8-4-4-4-12` hexadecimal digits).
    ///
    /// - Parameter text: What `--simulator` was given.
    /// - Returns: Whether `simctl` can take it as a device.
    package static func isDevice(_ text: String) -> Bool {
        if text == "booted" { return true }
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }

    /// Launches the app, ending a running one first, with its console on the launch command's output, and the
    /// arguments: `--uitesting` and the app's own, as a UI test launches it.
    ///
    /// - Parameter arguments: The app's arguments, `--uitesting` first.
    /// - Returns: `xcrun`'s arguments.
    package func launch(_ arguments: [String]) -> [String] {
        ["simctl", "launch", "--console-pty", "--terminate-running-process", device, bundleID] + arguments
    }

    /// Launches the app for a session: into the gallery, a screen every app has, so that its first screen is
    /// route 0 and each route URL after it is the next route, 1, 2, ..., as in a command-line app's session.
    ///
    /// - Parameter appArguments: The app's own arguments (a request's among them are replaced).
    /// - Returns: `xcrun`'s arguments.
    package func launchSession(_ appArguments: [String]) -> [String] {
        let gallery = LaunchRequest(screen: ScreenID(LaunchProtocol.galleryIdentifier))
        return launch(LaunchMode.gallery(gallery, checkOnly: false).arguments(replacingRequestIn: appArguments))
    }

    /// Hands the running app a route URL, as `XCUIApplication.open(_:)` does.
    ///
    /// - Parameter url: The route URL.
    /// - Returns: `xcrun`'s arguments.
    package func openURL(_ url: String) -> [String] {
        ["simctl", "openurl", device, url]
    }

    /// Writes the simulator's screen to a PNG file.
    ///
    /// - Parameter path: The file to write.
    /// - Returns: `xcrun`'s arguments.
    package func screenshot(to path: String) -> [String] {
        ["simctl", "io", device, "screenshot", "--type=png", path]
    }

    /// Ends the app.
    package func terminate() -> [String] {
        ["simctl", "terminate", device, bundleID]
    }

    /// What the app wrote on its console, as text whose lines end with `\n`, as a pipe gives them: a terminal's
    /// `\r\n` read as `\n`.
    ///
    /// - Parameter output: The console's bytes.
    /// - Returns: The text, each line ending with `\n`.
    package static func consoleText(_ output: Data) -> String {
        String(decoding: output, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }
}
