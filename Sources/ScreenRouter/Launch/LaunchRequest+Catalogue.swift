extension LaunchRequest {
    /// The argument that makes the app list its screens instead of opening one: `--list-screens`.
    package static let listScreensFlag = "--list-screens"

    /// The argument that makes the app check the launch's model for the screen and show nothing:
    /// `--check-model`.
    package static let checkModelFlag = "--check-model"

    /// The catalogue's arguments, none of which can be another flag's value.
    static let catalogueFlags: Set<String> = [sampleFlag, listScreensFlag, checkModelFlag]

    /// Whether the arguments ask the app to list its screens: `--uitesting --list-screens`.
    static func asksForScreenList(_ arguments: [String]) -> Bool {
        isUITesting(arguments) && arguments.contains(listScreensFlag)
    }

    /// Whether the arguments ask the app only to check the launch's model: `--check-model`.
    static func asksForModelCheck(_ arguments: [String]) -> Bool {
        arguments.contains(checkModelFlag)
    }

    /// The value of `-sample`, refused when it is empty or comes with a model.
    static func checkedSample(
        _ sample: String?,
        screen: ScreenID,
        model: ModelPayload?
    ) throws(ScreenRouterError) -> String? {
        guard let sample else { return nil }
        switch model {
        case .base64?: throw ScreenRouterError.sampleWithModel(screen: screen, modelFlag: modelFlag)
        case .file?: throw ScreenRouterError.sampleWithModel(screen: screen, modelFlag: modelFileFlag)
        case nil: break
        }
        guard !sample.isEmpty else { throw ScreenRouterError.emptySampleName(screen: screen) }
        return sample
    }
}
