import Foundation

/// The launch's arguments and route URLs: what the parsers refuse.
extension ScreenRouterError {
    package static func missingScreenArgument() -> Self {
        Self(
            code: .malformedArguments,
            message: "`--uitesting` was given without `-vc <screen>`, so there is no screen to launch into. "
                + "Pass the screen's identifier, for example `-vc userDetail`, or launch through "
                + "`launchApp(screen:model:)`, which passes it for you."
        )
    }

    package static func missingArgumentValue(_ flag: String, found: String?) -> Self {
        let foundText = found.map { "it was followed by `\($0)`, another flag" } ?? "it was the last argument"
        return Self(
            code: .malformedArguments,
            message: "`\(flag)` needs a value, but \(foundText). Put the value right after `\(flag)`."
        )
    }

    package static func repeatedArgument(_ flag: String, values: [String]) -> Self {
        let shown = values.map { "`\(abbreviated($0))`" }.joined(separator: ", ")
        return Self(
            code: .malformedArguments,
            message: "`\(flag)` was given \(values.count) times (\(shown)); the router will not guess which "
                + "one you meant. Pass it once. Check for a launch argument left in the scheme or in `setUp()`."
        )
    }

    package static func conflictingPayloadArguments(
        screen: ScreenID?,
        carrier: LaunchProtocol.Carrier,
        subject: LaunchPayload.Kind = .model
    ) -> Self {
        let inline = subject.inline.name(in: carrier)
        let file = subject.file.name(in: carrier)
        let what = subject == .model ? "model" : "network fixture"
        return Self(
            code: .malformedArguments,
            screen: screen,
            message:
                "Both `\(inline)` and `\(file)` were given\(forScreen(screen)); a \(carrier == .routeURL ? "route URL" : "launch") carries its \(what) one "
                + "way. Pass exactly one of them (test support chooses for you by size)."
        )
    }

    package static func malformedRouteURL(_ url: String, problem: String) -> Self {
        Self(
            code: .malformedArguments,
            message: "The route URL `\(abbreviated(url, to: 100))` \(problem). A route URL reads "
                + "`<scheme>://screenrouter/route?vc=<screen>`, optionally followed by `&model=<base64>`, "
                + "`&modelFile=<path>` or `&sample=<name>`, each value percent-encoded; test support's "
                + "`route(to:)` writes it for you."
        )
    }

    package static func notARouteURL(_ line: String, scheme: String) -> Self {
        let found = line.isEmpty ? "an empty line" : "`\(abbreviated(line, to: 100))`"
        return Self(
            code: .malformedArguments,
            message: "The session read \(found), which is not a route URL of this app. Each line of a session is one "
                + "URL, `\(scheme)://screenrouter/route?vc=<screen>`, optionally followed by `&model=<base64>`, "
                + "`&modelFile=<path>` or `&sample=<name>`, each value percent-encoded, on a line of its own."
        )
    }

    package static func wrongRouteScheme(_ url: String, found: String, scheme: String) -> Self {
        Self(
            code: .malformedArguments,
            message:
                "The route URL `\(abbreviated(url, to: 100))` has the scheme `\(found)`, but this app's route URLs "
                + "use `\(scheme)`. Route with the app's own scheme: `\(scheme)://screenrouter/route?vc=<screen>`."
        )
    }

    /// The app's own scheme, as a ``wrongRouteScheme(_:found:scheme:)`` message names it; `nil` for any other
    /// message.
    package static func appScheme(inWrongRouteScheme message: String) -> String? {
        let marker = "but this app's route URLs use `"
        guard message.hasPrefix("The route URL `"), let range = message.range(of: marker) else { return nil }
        let rest = message[range.upperBound...]
        return rest.firstIndex(of: "`").map { String(rest[..<$0]) }
    }

    package static func emptyIdentifier(context: String, code: Code) -> Self {
        Self(
            code: code,
            message: "The screen identifier \(context) is empty. Use a non-empty identifier such as `userDetail`."
        )
    }

    package static func sampleWithModel(
        screen: ScreenID,
        given model: LaunchProtocol.Parameter,
        carrier: LaunchProtocol.Carrier
    ) -> Self {
        let sampleFlag = LaunchProtocol.sample.name(in: carrier)
        let modelFlag = model.name(in: carrier)
        return Self(
            code: .malformedArguments,
            screen: screen,
            message:
                "Both `\(sampleFlag)` and `\(modelFlag)` were given for screen `\(screen)`; a launch carries its model "
                + "one way, a sample the app registered or a model of the test's, and the router will not guess "
                + "which one you meant. Pass exactly one of them."
        )
    }

    /// A sample name a launch asks for that no sample can have: empty, or starting with `-`.
    package static func unusableSampleName(_ name: String, screen: ScreenID) -> Self {
        let problem =
            name.isEmpty ? "is empty" : "is `\(abbreviated(name))`, which starts with `-`, as no sample's name does"
        return Self(
            code: .malformedArguments,
            screen: screen,
            message: "The sample name after `-sample` \(problem). Pass the name of a sample the app registered for "
                + "screen `\(screen)`, such as `-sample ada`; `--uitesting --list-screens` lists them."
        )
    }

    package static func screensListedWithScreen(_ screen: String) -> Self {
        Self(
            code: .malformedArguments,
            message: "`--list-screens` was given together with `-vc \(screen)`; a launch either lists the app's "
                + "screens or opens one of them. Pass one of the two."
        )
    }
}
