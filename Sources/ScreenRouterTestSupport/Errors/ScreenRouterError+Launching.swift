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

    package static func executableMissing(_ path: String) -> Self {
        Self(
            code: .launchFailed,
            message: "No executable at `\(path)`. Build it first (`swift build`), or locate a product of this "
                + "package with `ProcessApplication.product(named:)`."
        )
    }

    package static func executableNotStarted(_ path: String, reason: String) -> Self {
        Self(code: .launchFailed, message: "Could not start `\(path)`: \(reason).")
    }

    package static func sessionAlreadyRunning(_ name: String) -> Self {
        Self(
            code: .launchFailed,
            message: "A session of `\(name)` is already running on this application, so no other was started. Route "
                + "the running one, or end it with `await app.stopSession()` before starting the next."
        )
    }

    /// A launch over its limits, as ``LaunchLimits/overflow(arguments:environment:)`` found it.
    package static func launchOverflow(
        _ overflow: LaunchLimits.Overflow,
        screen: ScreenID? = nil,
        limits: String,
        fix: String
    ) -> Self {
        switch overflow {
        case .argument(let bytes, let limit):
            argumentTooLong(screen: screen, bytes: bytes, limit: limit, limits: limits)
        case .total(let bytes, let limit):
            launchTooLarge(screen: screen, bytes: bytes, limit: limit, limits: limits, fix: fix)
        }
    }

    package static func argumentTooLong(screen: ScreenID? = nil, bytes: Int, limit: Int, limits: String) -> Self {
        Self(
            code: .launchFailed,
            screen: screen,
            message: "An argument of \(bytes) bytes is over the \(limit) bytes \(limits) allows for one argument, so "
                + "the launch was not attempted. Carry large data in a file (`launchApp` does so for models)."
        )
    }

    package static func launchTooLarge(
        screen: ScreenID? = nil,
        bytes: Int,
        limit: Int,
        limits: String,
        fix: String
    ) -> Self {
        Self(
            code: .launchFailed,
            screen: screen,
            message: "The launch\(forScreen(screen)) needs \(bytes) bytes of arguments and environment, over the "
                + "\(limit) bytes \(limits) allows beside the \(LaunchLimits.headroom) it keeps for what the system "
                + "adds, so it was not attempted. \(fix)"
        )
    }

    package static func modelTooLargeForLaunch(
        screen: ScreenID,
        jsonBytes: Int,
        base64Bytes: Int,
        limits: String,
        available: Int,
        subject: PayloadSubject = .model
    ) -> Self {
        Self(
            code: .payloadTooLarge,
            screen: screen,
            message:
                "The \(subject.name) for screen `\(screen)` is \(jsonBytes) bytes of JSON (\(base64Bytes) as base64), over "
                + "what a launch on \(limits) can carry: about \(available) bytes of JSON. The app cannot read the "
                + "test's files there, so the launch was not attempted. Trim the fixture to what the screen shows, "
                + "or run the test on the simulator."
        )
    }

    package static func modelTooLargeForRoute(
        screen: ScreenID,
        jsonBytes: Int,
        urlBytes: Int,
        limit: Int,
        limits: String,
        subject: PayloadSubject = .model
    ) -> Self {
        Self(
            code: .payloadTooLarge,
            screen: screen,
            message:
                "The \(subject.name) for screen `\(screen)` is \(jsonBytes) bytes of JSON, a route URL of \(urlBytes) bytes, "
                + "over the \(limit) bytes a route URL carries inline. On \(limits) the app cannot read the test's "
                + "files, so the route was not sent. Trim the fixture to what the screen shows, or launch into the "
                + "screen with `launchApp`."
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

    package static func invalidRouteScheme(_ scheme: String) -> Self {
        Self(
            code: .malformedArguments,
            message:
                "The route scheme \(displayed(scheme)) is not a URL scheme: it must start with a letter, followed by "
                + "letters, digits, `+`, `-` or `.`. Use the scheme the app registers, such as `demo`."
        )
    }
}
