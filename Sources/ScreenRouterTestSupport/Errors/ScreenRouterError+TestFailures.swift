import ScreenRouter

/// The failures test support records at the test's line, each with the code a test can match on.
extension ScreenRouterError {
    /// An option `TestLauncher` left out.
    package static func optionNotApplied(_ error: any Error) -> Self {
        Self(
            code: (error as? ScreenRouterError)?.code ?? .invalidOptionValue,
            message: "The launch option was not applied: \(error)"
        )
    }

    /// An app that could not be started.
    package static func notLaunched(screen: ScreenID, _ error: any Error) -> Self {
        Self(
            code: .launchFailed,
            screen: screen,
            message: "Could not launch the app for screen `\(screen)`: \(error)"
        )
    }

    /// An app that did not show the requested screen, in its own words.
    package static func notOpened(screen: ScreenID, sample: String? = nil, _ failure: ScreenRouterError) -> Self {
        notOpened(LaunchRequest(screen: screen, sample: sample), failure)
    }

    /// The app's own failure to open the screen of a request, naming its sample and its variant, if it has them.
    package static func notOpened(_ request: LaunchRequest, _ failure: ScreenRouterError) -> Self {
        let withSample = request.sample.map { " with its sample `\($0)`" } ?? ""
        let inVariant = request.variant.isEmpty ? "" : " in the variant `\(request.variant)`"
        return Self(
            code: failure.code,
            screen: request.screen,
            message: "The app could not open screen `\(request.screen)`\(withSample)\(inVariant): \(failure)"
        )
    }

    /// A screen of the catalogue that needs a model and has no sample to open it with.
    package static func noSampleToOpen(screen: ScreenID, model: String) -> Self {
        Self(
            code: .modelMismatch,
            screen: screen,
            message:
                "Screen `\(screen)` needs a model of type \(model) and has no sample, so it cannot be opened without a "
                + "fixture. Register samples beside the screen, `coordinator.register(.\(screen), samples: [\"name\": "
                + "...]) { ... }`, or a default model."
        )
    }

    /// A fixture file whose name starts with none of the catalogue's screens.
    package static func fixtureMatchesNoScreen(file: String, screens: [ScreenID]) -> Self {
        let shown = screens.prefix(20).map { "`\($0)`" }.joined(separator: ", ")
        return Self(
            code: .unknownScreen,
            message: "The fixture file `\(file)` is for no screen of the app: its name must be `<screen>.<name>.json`, "
                + "and the app's screens are \(shown.isEmpty ? "none" : shown). Rename the file, or remove it if its "
                + "screen is gone."
        )
    }

    /// A fixture file the app could not decode as its screen's model.
    package static func fixtureDoesNotDecode(file: String, screen: ScreenID, _ failure: ScreenRouterError) -> Self {
        Self(
            code: failure.code,
            screen: screen,
            message: "The fixture file `\(file)` no longer fits screen `\(screen)`: \(failure)"
        )
    }

    /// An app that ran a check-only launch without saying that it checked the model.
    package static func fixtureNotChecked(file: String, screen: ScreenID) -> Self {
        Self(
            code: .launchFailed,
            screen: screen,
            message: "The app did not check the fixture file `\(file)` for screen `\(screen)`: it exited without the "
                + "`\(LaunchProtocol.checkedPrefix)\(screen)` line that answers `--check-model`. Start its coordinator "
                + "with `start(in:)` in a debug build of a ScreenRouter release that reads `--check-model`."
        )
    }

    /// An `XCUIApplication` that is not in the foreground after launch.
    package static func notInForeground(state: Int, after event: String = "launch") -> Self {
        Self(
            code: .appStopped,
            message: "The app is not running in the foreground after \(event) (its state is \(state): 1 not running, "
                + "2 background suspended, 3 background, 4 foreground): it crashed or left the foreground while "
                + "opening the screen. Its crash report is in the test's device log."
        )
    }

    /// A route asked of an application whose route scheme is not set.
    package static func noRouteScheme(screen: ScreenID, setting: String) -> Self {
        Self(
            code: .launchFailed,
            screen: screen,
            message:
                "Could not route to screen `\(screen)`: the app's route scheme is not set. Set it to the URL scheme the app "
                + "registers before routing, for example `\(setting) = \"myapp\"`; route URLs read "
                + "`myapp://screenrouter/route?vc=\(screen)`."
        )
    }

    /// A route whose session could not be started.
    package static func sessionNotStarted(screen: ScreenID, _ error: any Error) -> Self {
        let reason = (error as? ScreenRouterError)?.message ?? "\(error)"
        return Self(
            code: .launchFailed,
            screen: screen,
            message: "Could not route to screen `\(screen)`: the app's session did not start. \(reason)"
        )
    }

    /// A second route asked of a session while one is under way.
    package static func routeInProgress(screen: ScreenID) -> Self {
        Self(
            code: .launchFailed,
            screen: screen,
            message:
                "Could not route to screen `\(screen)`: the session is still answering the route before it. Await each "
                + "`route(to:)` before the next."
        )
    }

    /// A session that ended before it showed the route's screen.
    package static func sessionEndedDuringRoute(screen: ScreenID, number: Int, _ ending: ScreenRouterError) -> Self {
        Self(
            code: ending.code,
            screen: screen,
            message:
                "The app could not open screen `\(screen)`: the session ended before it answered route \(number). \(ending)"
        )
    }

    /// A session that ended badly when it was stopped.
    package static func sessionEndedBadly(_ ending: ScreenRouterError) -> Self {
        Self(
            code: ending.code,
            message: "The session did not end cleanly when its input was closed: \(ending)"
        )
    }

    /// An `XCUIApplication` that showed neither the screen of a route nor its error screen in time.
    package static func neitherRoutedNorFailed(route number: Int, seconds: Int) -> Self {
        Self(
            code: .screenNotOpened,
            message:
                "The app showed neither the screen of route \(number) (the `ScreenRouter.routed` marker with the value "
                + "\(number)) nor its error screen within \(seconds) seconds of opening the route URL. Check that the app "
                + "registers the route scheme (`CFBundleURLSchemes`) and passes the URLs it opens to the coordinator: "
                + "`handle(_:in:)` in `scene(_:openURLContexts:)` or `application(_:open:options:)`, or "
                + "`onOpenURL(routingWith:)` in SwiftUI."
        )
    }

    /// An `XCUIApplication` that showed neither the routed screen nor the error screen in time.
    package static func neitherRoutedNorFailed(seconds: Int) -> Self {
        Self(
            code: .screenNotOpened,
            message: "The app showed neither the routed screen (the `ScreenRouter.routed` marker) nor its error screen "
                + "(`ScreenRouter.error`) within \(seconds) seconds of launch. Start the coordinator in "
                + "`scene(_:willConnectTo:options:)` or `application(_:didFinishLaunchingWithOptions:)` and install "
                + "screens through `start(in:)` with its window, or `onOpenURL(routingWith:)`, which add the marker."
        )
    }
}
