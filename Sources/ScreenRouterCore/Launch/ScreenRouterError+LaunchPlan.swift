import Foundation

/// What a launch plan refuses: a launch over its limits, a payload that travels neither inline nor in a file, a
/// route scheme that is no URL scheme.
extension ScreenRouterError {
    /// A launch over its limits, as ``LaunchLimits/measure(arguments:environment:)`` found it.
    package static func launchOverflow(
        _ overflow: LaunchLimits.Overflow,
        screen: ScreenID? = nil,
        limits: String,
        fix: String = "Pass fewer or shorter launch options or environment variables."
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
        subject: LaunchPayload.Kind = .model
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
        subject: LaunchPayload.Kind = .model
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

    package static func invalidRouteScheme(_ scheme: String) -> Self {
        Self(
            code: .malformedArguments,
            message:
                "The route scheme \(displayed(scheme)) is not a URL scheme: it must start with a letter, followed by "
                + "letters, digits, `+`, `-` or `.`. Use the scheme the app registers, such as `demo`."
        )
    }

    package static func payloadFileNotWritten(
        screen: ScreenID,
        path: String,
        reason: String,
        subject: LaunchPayload.Kind
    ) -> Self {
        Self(
            code: .unreadablePayload,
            screen: screen,
            message:
                "The \(subject.name) for screen `\(screen)` is too large for one launch argument, and writing it to "
                + "`\(path)` failed: \(reason). Check that the temporary directory is writable."
        )
    }
}
