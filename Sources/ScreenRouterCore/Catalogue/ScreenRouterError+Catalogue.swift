import Foundation

/// The catalogue's JSON, as test support and the command line read it from the app.
extension ScreenRouterError {
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
                + "\(LaunchProtocol.catalogueVersion). Use the same release of ScreenRouter in the app and its tests."
        )
    }
}
