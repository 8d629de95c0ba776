/// What a launch asks the app for, read once from its arguments: the one decision every start makes.
///
/// The coordinator reads the intent and handles each case in one place: a normal start, a session, the catalogue,
/// a screen to show (the gallery among them), or a model only to check. Test support and the command line write
/// a launch's arguments from an intent (``arguments``), so what they ask for is what the app reads.
package enum LaunchIntent: Equatable, Sendable {
    /// No `--uitesting`: the app starts as it would for a person.
    case normalStart
    /// `--uitesting --session`: a command-line host reads route URLs on standard input, one screen for each;
    /// the request arguments beside it are not read.
    case session
    /// `--uitesting --list-screens`: the catalogue instead of a screen. `strayScreen` is the value of a `-vc`
    /// given beside it (empty when `-vc` has none), which the app refuses.
    case listScreens(strayScreen: String?)
    /// A screen to show, or with `--check-model` only to check the launch's model for; the gallery is the
    /// screen `ScreenRouter.gallery`.
    case open(LaunchRequest, checkOnly: Bool)

    /// Reads the intent of process arguments.
    ///
    /// - Parameter arguments: The process arguments, program name first or not.
    /// - Returns: The intent.
    /// - Throws: ``ScreenRouterError`` when UI-testing mode is on but the request is malformed, as
    ///   ``LaunchRequest/parse(_:)`` throws.
    package static func parse(_ arguments: [String]) throws(ScreenRouterError) -> LaunchIntent {
        guard LaunchRequest.isUITesting(arguments) else { return .normalStart }
        if arguments.contains(LaunchProtocol.sessionFlag) {
            return .session
        }
        if arguments.contains(LaunchProtocol.listScreensFlag) {
            let stray = arguments.firstIndex(of: LaunchProtocol.screen.flag).map { flag in
                arguments.index(after: flag) < arguments.endIndex ? arguments[flag + 1] : ""
            }
            return .listScreens(strayScreen: stray)
        }
        guard let request = try LaunchRequest.parse(arguments) else { return .normalStart }
        return .open(request, checkOnly: arguments.contains(LaunchProtocol.checkModelFlag))
    }

    /// Whether a launch with these arguments opens a screen, and so ends its answer with the routed line of
    /// route 0.
    ///
    /// A launch into a screen (the gallery among them) does, and so does one whose request is malformed, which
    /// the app answers with its error screen. A normal start, a session, the catalogue and `--check-model` do not.
    ///
    /// - Parameter arguments: The launch arguments.
    /// - Returns: Whether the app answers the launch with `ScreenRouter.routed 0`.
    package static func opensScreen(_ arguments: [String]) -> Bool {
        do throws(ScreenRouterError) {
            guard case .open(_, checkOnly: false) = try parse(arguments) else { return false }
            return true
        } catch {
            return true
        }
    }

    /// The arguments that ask for this intent, in the order the protocol writes them: nothing for a normal
    /// start, `--uitesting --session`, `--uitesting --list-screens`, or the request's arguments (with
    /// `--check-model` after them when only its model is checked).
    package var arguments: [String] {
        switch self {
        case .normalStart:
            []
        case .session:
            [LaunchProtocol.uiTestingFlag, LaunchProtocol.sessionFlag]
        case .listScreens(let strayScreen):
            [LaunchProtocol.uiTestingFlag, LaunchProtocol.listScreensFlag]
                + (strayScreen.map { [LaunchProtocol.screen.flag, $0] } ?? [])
        case .open(let request, let checkOnly):
            request.arguments + (checkOnly ? [LaunchProtocol.checkModelFlag] : [])
        }
    }

    /// An application's launch arguments with this intent's in place of any request a previous launch left: every
    /// flag of the protocol (``LaunchProtocol/requestFlags`` and `--session`) is removed, with its value, and this
    /// intent's arguments are appended.
    ///
    /// - Parameter existing: The application's launch arguments, its launch options among them.
    /// - Returns: The arguments to launch with.
    package func arguments(replacingRequestIn existing: [String]) -> [String] {
        let flags = Set(LaunchProtocol.requestFlags + [LaunchProtocol.sessionFlag])
        var kept: [String] = []
        var index = existing.startIndex
        while index < existing.endIndex {
            let argument = existing[index]
            index += 1
            guard flags.contains(argument) else {
                kept.append(argument)
                continue
            }
            // A flag with a value takes the next argument with it, unless that is another flag.
            let hasValue = LaunchProtocol.parameters.contains { $0.flag == argument }
            if hasValue, index < existing.endIndex, !LaunchProtocol.isFlag(existing[index]) {
                index += 1
            }
        }
        return kept + arguments
    }
}
