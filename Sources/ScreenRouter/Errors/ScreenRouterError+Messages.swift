import Foundation

/// The router's own failures, one factory per case, so every message is worded in one place.
extension ScreenRouterError {
    static func missingScreenArgument() -> Self {
        Self(
            code: .malformedArguments,
            message: "`--uitesting` was given without `-vc <screen>`, so there is no screen to launch into. "
                + "Pass the screen's identifier, for example `-vc userDetail`, or launch through "
                + "`launchApp(screen:model:)`, which passes it for you."
        )
    }

    static func missingArgumentValue(_ flag: String, found: String?) -> Self {
        let foundText = found.map { "it was followed by `\($0)`, another flag" } ?? "it was the last argument"
        return Self(
            code: .malformedArguments,
            message: "`\(flag)` needs a value, but \(foundText). Put the value right after `\(flag)`."
        )
    }

    static func repeatedArgument(_ flag: String, values: [String]) -> Self {
        let shown = values.map { "`\(abbreviated($0))`" }.joined(separator: ", ")
        return Self(
            code: .malformedArguments,
            message: "`\(flag)` was given \(values.count) times (\(shown)); the router will not guess which "
                + "one you meant. Pass it once. Check for a launch argument left in the scheme or in `setUp()`."
        )
    }

    static func conflictingModelArguments(screen: ScreenID?, inRouteURL: Bool = false) -> Self {
        let (inline, file, carrier) =
            inRouteURL ? ("model", "modelFile", "route URL") : ("-model", "-modelFile", "launch")
        return Self(
            code: .malformedArguments,
            screen: screen,
            message:
                "Both `\(inline)` and `\(file)` were given\(forScreen(screen)); a \(carrier) carries its model one "
                + "way. Pass exactly one of them (test support chooses for you by size)."
        )
    }

    static func malformedRouteURL(_ url: String, problem: String) -> Self {
        Self(
            code: .malformedArguments,
            message: "The route URL `\(abbreviated(url, to: 100))` \(problem). A route URL reads "
                + "`<scheme>://screenrouter/route?vc=<screen>`, optionally followed by `&model=<base64>`, "
                + "`&modelFile=<path>` or `&sample=<name>`, each value percent-encoded; test support's "
                + "`route(to:model:)` writes it for you."
        )
    }

    static func notARouteURL(_ line: String, scheme: String) -> Self {
        let found = line.isEmpty ? "an empty line" : "`\(abbreviated(line, to: 100))`"
        return Self(
            code: .malformedArguments,
            message: "The session read \(found), which is not a route URL of this app. Each line of a session is one "
                + "URL, `\(scheme)://screenrouter/route?vc=<screen>`, optionally followed by `&model=<base64>`, "
                + "`&modelFile=<path>` or `&sample=<name>`, each value percent-encoded, on a line of its own."
        )
    }

    static func wrongRouteScheme(_ url: String, found: String, scheme: String) -> Self {
        Self(
            code: .malformedArguments,
            message:
                "The route URL `\(abbreviated(url, to: 100))` has the scheme `\(found)`, but this app's route URLs "
                + "use `\(scheme)`. Route with the app's own scheme: `\(scheme)://screenrouter/route?vc=<screen>`."
        )
    }

    static func emptyIdentifier(context: String, code: Code) -> Self {
        Self(
            code: code,
            message: "The screen identifier \(context) is empty. Use a non-empty identifier such as `userDetail`."
        )
    }

    static func unknownScreen(_ screen: ScreenID, registered: [ScreenID]) -> Self {
        let list: String
        if registered.isEmpty {
            list = "No screens are registered"
        } else {
            // Near misses are about as long as the identifiers they miss, so a longer identifier is compared by
            // its prefix: an identifier of any length costs no more than the registered ones, each measured once.
            let longest = registered.map(\.rawValue.count).max() ?? 0
            let typed = String(screen.rawValue.prefix(longest + 1))
            let measured: [(name: String, distance: Int)] = registered.map {
                ($0.rawValue, editDistance($0.rawValue, typed))
            }
            let ordered = measured.sorted { lhs, rhs in
                lhs.distance != rhs.distance ? lhs.distance < rhs.distance : lhs.name < rhs.name
            }.map(\.name)
            let shown = ordered.prefix(20).map { "`\($0)`" }.joined(separator: ", ")
            let more = ordered.count > 20 ? " and \(ordered.count - 20) more" : ""
            list = "Registered screens, nearest first: \(shown)\(more)"
        }
        return Self(
            code: .unknownScreen,
            screen: screen,
            message: "No screen is registered as `\(screen)`. \(list). Register it with "
                + "`coordinator.register(\"\(screen)\") { ... }` or correct the identifier the test passes."
        )
    }

    static func missingModel(screen: ScreenID, expected: String) -> Self {
        Self(
            code: .modelMismatch,
            screen: screen,
            message: "Screen `\(screen)` needs a model of type \(expected), but the launch carried none. Pass one: "
                + "`launchApp(app, screen: .\(screen), model: ...)`, or `-model <base64 of its JSON>` by hand. If the "
                + "screen can open without one, register it with a default: `register(_:default:build:)`."
        )
    }

    static func unexpectedModel(screen: ScreenID, payloadBytes: Int) -> Self {
        Self(
            code: .modelMismatch,
            screen: screen,
            message: "Screen `\(screen)` takes no model, but the launch carried one (\(payloadBytes) bytes). Launch "
                + "it by identifier alone, or register it with a model type if it should take one."
        )
    }

    static func payloadNotBase64(screen: ScreenID?, problem: String) -> Self {
        Self(
            code: .unreadablePayload,
            screen: screen,
            message: "The `-model` payload\(forScreen(screen)) is not standard base64: \(problem). Encode it with "
                + "`try model.base64Encoded()` or `JSONEncoder().encode(model).base64EncodedString()`."
        )
    }

    static func payloadNotJSON(screen: ScreenID?, expected: String, detail: String, bytes: Data) -> Self {
        Self(
            code: .unreadablePayload,
            screen: screen,
            message: "The model payload\(forScreen(screen)) is not JSON (\(detail)); \(expected) was expected. "
                + "Found: \(preview(bytes)). Encode the model with `JSONEncoder` before base64."
        )
    }

    static func modelShapeMismatch(screen: ScreenID?, expected: String, problem: String, bytes: Data) -> Self {
        Self(
            code: .modelMismatch,
            screen: screen,
            message: "The model payload\(forScreen(screen)) does not decode as \(expected): \(problem). "
                + "Found: \(preview(bytes)). Make the test's fixture and the app's model type agree: declare the "
                + "model once, in code both targets compile, and if it needs coding strategies (dates, key names), "
                + "give them to the screen, `Screen(\"id\", codec: ...)`, so the app and the tests use the same codec."
        )
    }

    static func payloadTooLarge(screen: ScreenID?, bytes: Int, limit: Int, limitName: String, fix: String) -> Self {
        Self(
            code: .payloadTooLarge,
            screen: screen,
            message: "The model payload\(forScreen(screen)) is \(formattedSize(bytes)), over the \(limitName) of "
                + "\(formattedSize(limit)). \(fix)"
        )
    }

    static func payloadTooDeep(screen: ScreenID?, limit: Int, offset: Int, bytes: Data) -> Self {
        Self(
            code: .unreadablePayload,
            screen: screen,
            message: "The model payload\(forScreen(screen)) nests arrays and objects more than \(limit) levels deep "
                + "(level \(limit + 1) opens at byte \(offset)); JSON decoders refuse deeper nesting. Found: "
                + "\(preview(bytes)). Give the fixture fewer levels: it needs only what the screen shows."
        )
    }

    static func payloadFileUnreadable(screen: ScreenID?, path: String, reason: String) -> Self {
        Self(
            code: .unreadablePayload,
            screen: screen,
            message: "The model file\(forScreen(screen)) at `\(path)` could not be read: \(reason). `-modelFile` must "
                + "name a file the app can read (test support writes it to a temporary directory before launch)."
        )
    }

    static func modelNotEncodable(screen: ScreenID?, type: String, reason: String) -> Self {
        Self(
            code: .modelNotEncodable,
            screen: screen,
            message: "The model\(forScreen(screen)) of type \(type) could not be encoded to JSON: \(reason). Make its "
                + "`Encodable` conformance produce JSON (no NaN or infinite numbers unless the encoder allows them)."
        )
    }

    static func duplicateRegistration(_ screen: ScreenID) -> Self {
        Self(
            code: .invalidRegistration,
            screen: screen,
            message: "Screen `\(screen)` is registered twice; the first registration is kept. Each identifier "
                + "names one screen: remove the second `register` call or give it another identifier."
        )
    }

    static func screenFactoryFailed(screen: ScreenID, error: any Error) -> Self {
        Self(
            code: .screenFactoryFailed,
            screen: screen,
            message: "The factory of screen `\(screen)` failed: \(error). The screen's own code threw; fix the "
                + "factory or the fixture it was given."
        )
    }

    // MARK: The catalogue: samples, the screen list, the gallery

    static func sampleWithModel(screen: ScreenID, modelFlag: String, sampleFlag: String = "-sample") -> Self {
        Self(
            code: .malformedArguments,
            screen: screen,
            message:
                "Both `\(sampleFlag)` and `\(modelFlag)` were given for screen `\(screen)`; a launch carries its model "
                + "one way, a sample the app registered or a model of the test's, and the router will not guess "
                + "which one you meant. Pass exactly one of them."
        )
    }

    static func emptySampleName(screen: ScreenID) -> Self {
        Self(
            code: .malformedArguments,
            screen: screen,
            message: "The sample name after `-sample` is empty. Pass the name of a sample the app registered for "
                + "screen `\(screen)`, such as `-sample ada`; `--uitesting --list-screens` lists them."
        )
    }

    static func screensListedWithScreen(_ screen: String) -> Self {
        Self(
            code: .malformedArguments,
            message: "`--list-screens` was given together with `-vc \(screen)`; a launch either lists the app's "
                + "screens or opens one of them. Pass one of the two."
        )
    }

    static func unknownSample(_ name: String, screen: ScreenID, listing: ScreenListing) -> Self {
        let names = listing.samples.map(\.name)
        let problem: String
        switch listing.kind {
        case .withoutModel:
            problem = "it takes no model, so it has no samples. Launch it by identifier alone, without `-sample`."
        case .factory:
            problem = "it is registered with a factory, which takes no samples. Launch it with a model instead."
        case .typed(let model) where names.isEmpty:
            problem =
                "it has no samples. Register them beside the screen, "
                + "`coordinator.register(.\(screen), samples: [\"\(name)\": ...]) { ... }`, or pass a model of "
                + "type \(model) instead."
        case .typed:
            let shown = names.prefix(20).map { "`\($0)`" }.joined(separator: ", ")
            let more = names.count > 20 ? " and \(names.count - 20) more" : ""
            problem =
                "its samples are \(shown)\(more). Correct the name, or register the sample beside the "
                + "screen: `coordinator.register(.\(screen), samples: [\"\(name)\": ...]) { ... }`."
        }
        return Self(
            code: .unknownScreen,
            screen: screen,
            message: "Screen `\(screen)` has no sample named `\(name)`: \(problem)"
        )
    }

    static func invalidSampleName(_ name: String, screen: ScreenID) -> Self {
        Self(
            code: .invalidRegistration,
            screen: screen,
            message: "Screen `\(screen)` has a sample named \(displayed(name)), which a launch cannot ask for: a "
                + "sample's name is not empty and does not start with `-`. Rename the sample."
        )
    }

    static func duplicateSample(_ name: String, screen: ScreenID) -> Self {
        Self(
            code: .invalidRegistration,
            screen: screen,
            message: "Screen `\(screen)` has two samples named `\(name)`; the first is kept. Give each sample a name "
                + "of its own (a screen registered with a default model already has the sample `default`)."
        )
    }

    static func reservedIdentifier(_ screen: ScreenID) -> Self {
        Self(
            code: .invalidRegistration,
            screen: screen,
            message: "The identifier `\(screen)` is reserved: identifiers that start with `ScreenRouter.` name the "
                + "router's own screens, such as the gallery. Register the screen under another identifier."
        )
    }

    static func galleryNotShown(host: String) -> Self {
        Self(
            code: .unknownScreen,
            screen: ScreenID(ScreenCatalogue.galleryIdentifier),
            message: "Screen `\(ScreenCatalogue.galleryIdentifier)` cannot be shown: the host \(host) does not show "
                + "a gallery. Implement `showGallery(_:)` in it, as `UIWindow` does."
        )
    }

    package static func catalogueNotPrinted(command: String, problem: String, output: Data) -> Self {
        Self(
            code: .launchFailed,
            message: "`\(command)` did not print a screen catalogue: \(problem). It printed: \(preview(output)). "
                + "The app lists its screens when its coordinator's `start(in:)` runs in a debug build (or after "
                + "`allowRoutingInReleaseBuilds()`), before anything else writes to standard output."
        )
    }

    package static func catalogueVersionUnsupported(_ version: Int) -> Self {
        Self(
            code: .launchFailed,
            message: "The app lists its screens in catalogue protocol \(version); this test support reads version "
                + "\(ScreenCatalogue.protocolVersion). Use the same release of ScreenRouter in the app and its tests."
        )
    }

    package static func fixtureFolderUnreadable(path: String, reason: String) -> Self {
        Self(
            code: .unreadablePayload,
            message: "The fixture folder `\(path)` could not be read: \(reason). Pass the folder of the fixture "
                + "files, each named `<screen>.<name>.json`."
        )
    }

    static func optionSetsNothing(option: String) -> Self {
        Self(
            code: .invalidOptionValue,
            message: "The launch option \(option) sets no launch argument and no environment variable: both its "
                + "`launchArguments` and its `launchEnvironments` are `nil`. The environment requirement is "
                + "AutoMate's, spelt `launchEnvironments` (plural); a property named `launchEnvironment` is not "
                + "read. Rename it, or implement `launchArguments`; an option that deliberately sets nothing this "
                + "time returns `[]` from `launchArguments` or `[:]` from `launchEnvironments`."
        )
    }

    static func emptyOptionKey(option: String) -> Self {
        Self(
            code: .invalidOptionValue,
            message: "The launch option \(option) has an empty key, so it would be passed as a bare `-` that the app "
                + "cannot read back. Give it a non-empty key, such as `let key = \"SkipLogin\"`."
        )
    }

    static func optionValueWithNUL(option: String, key: String, value: String) -> Self {
        Self(
            code: .invalidOptionValue,
            message: "The launch option \(option) sets `-\(escaped(key))` to \(displayed(value)), which contains a NUL "
                + "character. Process arguments are C strings, so the app would read the value cut at the first NUL. "
                + "Remove the NUL, or pass binary data as text (base64, for example)."
        )
    }

    static func argumentWithNUL(option: String, argument: String) -> Self {
        Self(
            code: .invalidOptionValue,
            message: "The launch option \(option) passes the argument \(displayed(argument)), which contains a NUL "
                + "character. Process arguments are C strings, so the app would read it cut at the first NUL. "
                + "Remove the NUL, or pass binary data as text (base64, for example)."
        )
    }

    static func invalidEnvironmentVariable(option: String, name: String, value: String, problem: String) -> Self {
        Self(
            code: .invalidOptionValue,
            message: "The launch option \(option) sets the environment variable \(displayed(name)) to "
                + "\(displayed(value)), but \(problem). Use a non-empty name without `=` or NUL, and a value "
                + "without NUL."
        )
    }

    static func invalidLaunchedValue(key: String, found: Any, expected: String, validValues: [String]?) -> Self {
        let accepted =
            validValues.map { values in
                values.isEmpty
                    ? " It has no values at all."
                    : " Valid values: " + values.map { "`\($0)`" }.joined(separator: ", ") + "."
            } ?? ""
        return Self(
            code: .invalidOptionValue,
            message: "The app was launched with `-\(escaped(key))` set to \(describeFound(found)), which is not "
                + "\(expected).\(accepted) Pass the option from the test through its type (for example "
                + "`TestLauncher(options: [...])`) rather than as hand-written arguments, or correct the value in the "
                + "scheme's launch arguments."
        )
    }

    // MARK: Test side: launching the app

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

    package static func argumentTooLong(bytes: Int, limit: Int, limits: String) -> Self {
        Self(
            code: .launchFailed,
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
                + "\(limit) bytes \(limits) allows, so it was not attempted. \(fix)"
        )
    }

    package static func modelTooLargeForLaunch(
        screen: ScreenID,
        jsonBytes: Int,
        base64Bytes: Int,
        limits: String,
        available: Int
    ) -> Self {
        Self(
            code: .payloadTooLarge,
            screen: screen,
            message: "The model for screen `\(screen)` is \(jsonBytes) bytes of JSON (\(base64Bytes) as base64), over "
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
        limits: String
    ) -> Self {
        Self(
            code: .payloadTooLarge,
            screen: screen,
            message:
                "The model for screen `\(screen)` is \(jsonBytes) bytes of JSON, a route URL of \(urlBytes) bytes, "
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

    package static func modelFileNotWritten(screen: ScreenID, path: String, reason: String) -> Self {
        Self(
            code: .unreadablePayload,
            screen: screen,
            message: "The model for screen `\(screen)` is too large for one launch argument, and writing it to "
                + "`\(path)` failed: \(reason). Check that the temporary directory is writable."
        )
    }

    private static func forScreen(_ screen: ScreenID?) -> String {
        screen.map { " for screen `\($0)`" } ?? ""
    }
}

/// The wording of failures test support records in the test, around the app's or the library's own message.
package enum TestFailureText {
    /// An option `TestLauncher` left out.
    package static func optionNotApplied(_ error: any Error) -> String {
        "The launch option was not applied: \(error)"
    }

    /// An app that could not be started.
    package static func notLaunched(screen: ScreenID, _ error: any Error) -> String {
        "Could not launch the app for screen `\(screen)`: \(error)"
    }

    /// An app that did not show the requested screen, in its own words.
    package static func notOpened(screen: ScreenID, sample: String? = nil, _ failure: String) -> String {
        let withSample = sample.map { " with its sample `\($0)`" } ?? ""
        return "The app could not open screen `\(screen)`\(withSample): \(failure)"
    }

    /// A screen of the catalogue that needs a model and has no sample to open it with.
    package static func noSampleToOpen(screen: ScreenID, model: String) -> String {
        "Screen `\(screen)` needs a model of type \(model) and has no sample, so it cannot be opened without a "
            + "fixture. Register samples beside the screen, `coordinator.register(.\(screen), samples: [\"name\": "
            + "...]) { ... }`, or a default model."
    }

    /// An issue an accessibility audit found on a screen of the every-screen test.
    package static func accessibilityIssue(sample: String, issue: String) -> String {
        "The accessibility audit of screen `\(sample)` found an issue: \(issue)"
    }

    /// A fixture file whose name starts with none of the catalogue's screens.
    package static func fixtureMatchesNoScreen(file: String, screens: [ScreenID]) -> String {
        let shown = screens.prefix(20).map { "`\($0)`" }.joined(separator: ", ")
        return "The fixture file `\(file)` is for no screen of the app: its name must be `<screen>.<name>.json`, "
            + "and the app's screens are \(shown.isEmpty ? "none" : shown). Rename the file, or remove it if its "
            + "screen is gone."
    }

    /// A fixture file the app could not decode as its screen's model.
    package static func fixtureDoesNotDecode(file: String, screen: ScreenID, _ failure: String) -> String {
        "The fixture file `\(file)` no longer fits screen `\(screen)`: \(failure)"
    }

    /// An app that ran a check-only launch without saying that it checked the model.
    package static func fixtureNotChecked(file: String, screen: ScreenID) -> String {
        "The app did not check the fixture file `\(file)` for screen `\(screen)`: it exited without the "
            + "`\(ScreenCatalogue.checkedPrefix)\(screen)` line that answers `--check-model`. Start its coordinator "
            + "with `start(in:)` in a debug build of a ScreenRouter release that reads `--check-model`."
    }

    /// An `XCUIApplication` that is not in the foreground after launch.
    package static func notInForeground(state: Int, after event: String = "launch") -> String {
        "The app is not running in the foreground after \(event) (its state is \(state): 1 not running, "
            + "2 background suspended, 3 background, 4 foreground): it crashed or left the foreground while "
            + "opening the screen. Its crash report is in the test's device log."
    }

    /// A route asked of an application whose route scheme is not set.
    package static func noRouteScheme(screen: ScreenID, setting: String) -> String {
        "Could not route to screen `\(screen)`: the app's route scheme is not set. Set it to the URL scheme the app "
            + "registers before routing, for example `\(setting) = \"myapp\"`; route URLs read "
            + "`myapp://screenrouter/route?vc=\(screen)`."
    }

    /// A route asked of a `ProcessApplication` that runs no session.
    package static func noSession(screen: ScreenID, ended: String?) -> String {
        let state = ended.map { "its session has ended: \($0)" } ?? "it runs no session"
        return "Could not route to screen `\(screen)`: \(state). Start one with `try await app.startSession()` "
            + "before routing."
    }

    /// A second route asked of a session while one is under way.
    package static func routeInProgress(screen: ScreenID) -> String {
        "Could not route to screen `\(screen)`: the session is still answering the route before it. Await each "
            + "`route(to:)` before the next."
    }

    /// A session that ended before it showed the route's screen.
    package static func sessionEndedDuringRoute(screen: ScreenID, number: Int, _ ending: String) -> String {
        "The app could not open screen `\(screen)`: the session ended before it answered route \(number). \(ending)"
    }

    /// A session that ended badly when it was stopped.
    package static func sessionEndedBadly(_ ending: String) -> String {
        "The session did not end cleanly when its input was closed: \(ending)"
    }

    /// An `XCUIApplication` that showed neither the screen of a route nor its error screen in time.
    package static func neitherRoutedNorFailed(route number: Int, seconds: Int) -> String {
        "The app showed neither the screen of route \(number) (the `ScreenRouter.routed` marker with the value "
            + "\(number)) nor its error screen within \(seconds) seconds of opening the route URL. Check that the app "
            + "registers the route scheme (`CFBundleURLSchemes`) and passes the URLs it opens to the coordinator: "
            + "`handle(_:in:)` in `scene(_:openURLContexts:)` or `application(_:open:options:)`, or "
            + "`onOpenURL(routingWith:)` in SwiftUI."
    }

    /// An `XCUIApplication` that showed neither the routed screen nor the error screen in time.
    package static func neitherRoutedNorFailed(seconds: Int) -> String {
        "The app showed neither the routed screen (the `ScreenRouter.routed` marker) nor its error screen "
            + "(`ScreenRouter.error`) within \(seconds) seconds of launch. Start the coordinator in "
            + "`scene(_:willConnectTo:options:)` or `application(_:didFinishLaunchingWithOptions:)` and install "
            + "screens through a `UIWindow` host, which adds the marker."
    }
}
