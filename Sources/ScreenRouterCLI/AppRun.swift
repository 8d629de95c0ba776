import Foundation
import ScreenRouterCore
import ScreenRouterProcess

/// Runs a Linux or macOS app for the `open` and `list` commands.
enum AppRun {
    /// Launches the app with the arguments, attached to this terminal as if its name had been typed, and returns
    /// its status.
    static func open(_ executable: URL, arguments: [String]) async throws(ScreenRouterError) -> Int32 {
        try await ProcessRun.runAttached(
            executable,
            arguments: arguments,
            environment: ProcessInfo.processInfo.environment
        )
    }

    /// How long a listing app may take to print its catalogue before it is stopped.
    static let listingTimeout: TimeInterval = 60

    /// Runs the app to its end and returns its standard output, through the same process runner as test support:
    /// both pipes drained as they fill, a deadline on the monotonic clock, and a crash told in a few lines.
    ///
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` when the app cannot be started or does not exit with
    ///   status 0.
    static func output(of executable: URL, arguments: [String], command: String) async throws(ScreenRouterError) -> Data
    {
        let outcome = try await ProcessRun.run(
            executable,
            arguments: arguments,
            environment: ProcessInfo.processInfo.environment,
            timeout: listingTimeout
        )
        let ended = ScreenRouterError.ended(
            executable: executable.lastPathComponent,
            status: outcome.status,
            wasSignalled: outcome.wasSignalled,
            didTimeOut: outcome.didTimeOut,
            timeout: listingTimeout,
            standardError: String(decoding: outcome.error, as: UTF8.self)
        )
        if let ended {
            throw ScreenRouterError(
                code: ended.code,
                message: "`\(command)` did not print the catalogue: \(ended.message)"
            )
        }
        return outcome.output
    }
}
