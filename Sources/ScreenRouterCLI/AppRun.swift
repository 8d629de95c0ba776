import Foundation

/// Runs a Linux or macOS app for the `open` and `list` commands.
enum AppRun {
    /// Launches the app with the arguments, its output going straight to this terminal, and returns its status.
    static func open(_ executable: URL, arguments: [String]) throws -> Int32 {
        let process = try start(executable, arguments: arguments) { _ in }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// Runs the app to its end and returns what it wrote to standard output, failing with its standard error
    /// when it exits with another status than 0.
    ///
    /// - Parameters:
    ///   - executable: The app to run.
    ///   - arguments: Its arguments.
    ///   - command: How the launch is named in that failure, such as `Demo --uitesting --list-screens`.
    /// - Returns: Everything the app wrote to standard output.
    /// - Throws: ``CommandLineTool/Failure`` when the app cannot start or ends with another status than 0.
    static func output(of executable: URL, arguments: [String], command: String) throws -> Data {
        let output = Pipe()
        let error = Pipe()
        let process = try start(executable, arguments: arguments) { process in
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = output
            process.standardError = error
        }
        // Read both pipes before waiting, so a large output cannot fill a pipe and stall the app.
        let errorData = Handoff()
        Thread { errorData.put(error.fileHandleForReading.readDataToEndOfFile()) }.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let text = String(decoding: errorData.take(), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            throw CommandLineTool.Failure(
                message: "`\(command)` ended with status \(process.terminationStatus)"
                    + (text.isEmpty ? "." : ": \(text)")
            )
        }
        return data
    }

    /// Starts the executable with the arguments, after `configure` has set up its input and output.
    private static func start(
        _ executable: URL,
        arguments: [String],
        configure: (Process) -> Void
    ) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        configure(process)
        do {
            try process.run()
        } catch {
            throw CommandLineTool.Failure(message: "could not start `\(executable.path)`: \(error).")
        }
        return process
    }
}

/// Data one thread puts once and another takes, waiting for it.
///
/// `@unchecked Sendable`: `data` is written once, before `ready` is signalled, and read only after waiting for it.
private final class Handoff: @unchecked Sendable {
    private var data = Data()
    private let ready = DispatchSemaphore(value: 0)

    func put(_ value: Data) {
        data = value
        ready.signal()
    }

    func take() -> Data {
        ready.wait()
        return data
    }
}
