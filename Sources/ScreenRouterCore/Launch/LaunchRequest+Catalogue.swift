extension LaunchRequest {
    /// Whether the arguments ask the app to list its screens: `--uitesting --list-screens`.
    package static func asksForScreenList(_ arguments: [String]) -> Bool {
        isUITesting(arguments) && arguments.contains(LaunchProtocol.listScreensFlag)
    }

    /// Whether the arguments ask the app only to check the launch's model: `--check-model`.
    package static func asksForModelCheck(_ arguments: [String]) -> Bool {
        arguments.contains(LaunchProtocol.checkModelFlag)
    }
}
