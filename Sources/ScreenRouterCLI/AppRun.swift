import Foundation
import ScreenRouterProcess

/// Runs a Linux or macOS app for the `open` and `list` commands.
enum AppRun {
    /// Launches the app with the arguments, attached to this terminal as if its name had been typed, and returns
    /// its status.
    static func open(_ executable: URL, arguments: [String]) async throws -> Int32 {
        do {
            return try await ProcessRun.runAttached(
                executable,
                arguments: arguments,
                environment: ProcessInfo.processInfo.environment
            )
        } catch {
            throw CommandLineTool.Failure(message: "could not start `\(executable.path)`: \(error).")
        }
    }

    /// How long a listing app may take to print its catalogue before it is stopped.
    static let listingTimeout: TimeInterval = 60

    /// Runs the app to its end and returns its standard output, through the same process runner as test support:
    /// both pipes drained as they fill, a deadline on the monotonic clock, and a crash told in a few lines.
    ///
    /// - Throws: ``CommandLineTool/Failure`` when the app cannot be started or does not exit with status 0.
    static func output(of executable: URL, arguments: [String], command: String) async throws -> Data {
        let outcome: ProcessRun.Outcome
        do {
            outcome = try await ProcessRun.run(
                executable,
                arguments: arguments,
                environment: ProcessInfo.processInfo.environment,
                timeout: listingTimeout
            )
        } catch {
            throw CommandLineTool.Failure(message: "could not start `\(executable.path)`: \(error).")
        }
        let ending = ProcessEnding(
            executableName: executable.lastPathComponent,
            status: outcome.status,
            wasSignalled: outcome.wasSignalled,
            didTimeOut: outcome.didTimeOut,
            timeout: listingTimeout,
            standardError: String(decoding: outcome.error, as: UTF8.self),
            awaited: "finish"
        )
        if let summary = ending.summary {
            throw CommandLineTool.Failure(message: "`\(command)` did not print the catalogue: \(summary)")
        }
        return outcome.output
    }
}
