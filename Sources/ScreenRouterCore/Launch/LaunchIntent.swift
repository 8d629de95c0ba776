/// What a launch asks the app for, read once from its arguments: the one decision every start makes.
///
/// The coordinator reads the intent and handles each case in one place: a normal start, the catalogue, a
/// screen to show (the gallery among them), or a model only to check.
package enum LaunchIntent: Equatable, Sendable {
    /// No `--uitesting`: the app starts as it would for a person.
    case normalStart
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
        if arguments.contains(LaunchProtocol.listScreensFlag) {
            let stray = arguments.firstIndex(of: LaunchProtocol.screen.flag).map { flag in
                arguments.index(after: flag) < arguments.endIndex ? arguments[flag + 1] : ""
            }
            return .listScreens(strayScreen: stray)
        }
        guard let request = try LaunchRequest.parse(arguments) else { return .normalStart }
        return .open(request, checkOnly: arguments.contains(LaunchProtocol.checkModelFlag))
    }
}
