/// What a launch asks the app for, read once from its arguments: the one decision every start makes.
///
/// The coordinator reads the mode and handles each case in one place: a normal start, a session, the catalogue,
/// a screen to show (the gallery among them), or a model only to check. Test support and the command line write
/// a launch's arguments from a mode (``arguments``), so what they ask for is what the app reads.
package enum LaunchMode: Equatable, Sendable {
    /// No `--uitesting`: the app starts as it would for a person.
    case normalStart
    /// `--uitesting --session`: a command-line host reads route URLs on standard input, one screen for each;
    /// the request arguments beside it are not read.
    case session
    /// `--uitesting --list-screens`: the catalogue instead of a screen. `strayScreen` is the value of a `-vc`
    /// given beside it (empty when `-vc` has none), which the app refuses.
    case listScreens(strayScreen: String?)
    /// A screen to show, or with `--check-model` only to check the launch's model for.
    case open(LaunchRequest, checkOnly: Bool)
    /// The gallery, `-vc ScreenRouter.gallery`: every screen and sample of the catalogue, in the request's variant;
    /// with `--check-model`, only the sample the request names is checked.
    case gallery(LaunchRequest, checkOnly: Bool)

    /// Reads the mode of process arguments.
    ///
    /// - Parameter arguments: The process arguments, program name first or not.
    /// - Returns: The mode.
    /// - Throws: ``ScreenRouterError`` when UI-testing mode is on but the request is malformed, as
    ///   ``LaunchRequest/parse(_:)`` throws.
    package static func parse(_ arguments: [String]) throws(ScreenRouterError) -> LaunchMode {
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
        return reading(request, checkOnly: arguments.contains(LaunchProtocol.checkModelFlag))
    }

    /// The mode of a request: the gallery when it names the gallery's screen, that screen otherwise.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - checkOnly: Whether only its model is checked (`--check-model`).
    /// - Returns: ``gallery(_:checkOnly:)`` or ``open(_:checkOnly:)``.
    package static func reading(_ request: LaunchRequest, checkOnly: Bool) -> LaunchMode {
        request.screen.rawValue == LaunchProtocol.galleryIdentifier
            ? .gallery(request, checkOnly: checkOnly) : .open(request, checkOnly: checkOnly)
    }

    /// Whether this mode opens a screen (the gallery among them), and so ends its answer with the routed line of
    /// route 0: a normal start, a session, the catalogue and a `--check-model` check do not.
    package var opensScreen: Bool {
        checksOnly == false
    }

    /// For a request (a screen or the gallery), whether only its model is checked; `nil` for a mode without one.
    package var checksOnly: Bool? {
        switch self {
        case .open(_, let checkOnly), .gallery(_, let checkOnly): checkOnly
        case .normalStart, .session, .listScreens: nil
        }
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
            return try parse(arguments).opensScreen
        } catch {
            return true
        }
    }

    /// The arguments that ask for this mode, in the order the protocol writes them: nothing for a normal
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
        case .open(let request, let checkOnly), .gallery(let request, let checkOnly):
            request.arguments + (checkOnly ? [LaunchProtocol.checkModelFlag] : [])
        }
    }

    /// An application's launch arguments with this mode's in place of any request a previous launch left: every
    /// flag of the protocol (``LaunchProtocol/requestFlags`` and `--session`) is removed, with its value, and this
    /// mode's arguments are appended.
    ///
    /// - Parameter existing: The application's launch arguments, its launch options among them.
    /// - Returns: The arguments to launch with.
    package func arguments(replacingRequestIn existing: [String]) -> [String] {
        let flags = Set(LaunchProtocol.requestFlags + [LaunchProtocol.sessionFlag])
        let valued = Set(LaunchProtocol.parameters.map(\.flag))
        return LaunchArguments.removing(flags, from: existing, takesValue: valued.contains) + arguments
    }
}
