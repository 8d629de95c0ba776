import Foundation
import ScreenRouter

/// The test side: finding, launching and feeding the app.
extension ScreenRouterError {
    package static func fixtureFolderUnreadable(path: String, reason: String) -> Self {
        Self(
            code: .unreadablePayload,
            message: "The fixture folder `\(path)` could not be read: \(reason). Pass the folder of the fixture "
                + "files, each named `<screen>.<name>.json`."
        )
    }

    package static func productNotFound(_ name: String, folders: [String], executables: [String]) -> Self {
        let searched = folders.map { "`\($0)`" }.joined(separator: ", ")
        let nearest = executables.sorted { lhs, rhs in
            let (left, right) = (editDistance(lhs, name), editDistance(rhs, name))
            return left != right ? left < right : lhs < rhs
        }
        let shown = nearest.prefix(10).map { "`\($0)`" }.joined(separator: ", ")
        let found = nearest.isEmpty ? "There are no executables there" : "Executables there, nearest first: \(shown)"
        return Self(
            code: .launchFailed,
            message: "No executable product named `\(name)` in \(searched). \(found). Make the test target depend "
                + "on the `\(name)` target so that `swift test` builds it, or correct the name."
        )
    }

    package static func sessionAlreadyRunning(_ name: String) -> Self {
        Self(
            code: .launchFailed,
            message: "A session of `\(name)` is already running on this application, so no other was started. Route "
                + "the running one, or end it with `await app.stopSession()` before starting the next."
        )
    }

    /// A parameter `ScreenRequest.parameter(_:_:)` names that the launch protocol does not declare.
    package static func undeclaredParameter(_ name: String, screen: ScreenID) -> Self {
        let items = LaunchProtocol.parameters.map { "`\($0.item)`" }.joined(separator: ", ")
        return Self(
            code: .malformedArguments,
            screen: screen,
            message: "The request for screen `\(screen)` sets the parameter `\(name)`, which the launch protocol does "
                + "not declare, so the launch was not attempted. Its parameters are \(items)."
        )
    }
}
