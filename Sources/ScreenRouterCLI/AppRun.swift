import Foundation

/// Runs a Linux or macOS app for the `open` and `list` commands.
enum AppRun {
    /// Launches the app with the arguments, its output going straight to this terminal, and returns its status.
    static func open(_ executable: URL, arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            throw CommandLineTool.Failure(message: "could not start `\(executable.path)`: \(error).")
        }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// Runs the app to its end and returns what it wrote to standard output, failing with its standard error
    /// when it exits with another status than 0.
    static func output(of executable: URL, arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            throw CommandLineTool.Failure(message: "could not start `\(executable.path)`: \(error).")
        }
        // Read both pipes before waiting, so a large output cannot fill a pipe and stall the app.
        let errorData = LockedData()
        let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { Thread.sleep(forTimeInterval: 0.01) }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let text = String(decoding: errorData.value, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw CommandLineTool.Failure(
                message: "`\(executable.lastPathComponent) \(arguments.joined(separator: " "))` ended with status "
                    + "\(process.terminationStatus)" + (text.isEmpty ? "." : ": \(text)")
            )
        }
        return data
    }
}

/// Data written by one thread and read by another.
///
/// `@unchecked Sendable`: every access holds `lock`.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    func set(_ value: Data) {
        lock.lock()
        defer { lock.unlock() }
        data = value
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return data != nil
    }

    var value: Data {
        lock.lock()
        defer { lock.unlock() }
        return data ?? Data()
    }
}
