#if os(Linux) || os(macOS)
import Dispatch
import Foundation
import ScreenRouter

/// An executable launched as a separate process, the way XCUITest launches an app: Linux and macOS.
///
/// `launch()` runs the executable with the configured arguments and environment, waits for it to finish
/// (or stops it after ``timeout``), and keeps its standard output, standard error and exit status. It
/// never leaves a zombie process and never hangs the test runner.
///
/// ```swift
/// @Test @MainActor func settingsOpens() throws {
///     let app = try ProcessApplication.product(named: "Demo")
///     launchApp(app, screen: .settings)
///     #expect(app.exitStatus == 0)
///     #expect(app.standardOutput.contains("Settings"))
/// }
/// ```
@MainActor
public final class ProcessApplication: LaunchableApplication {
    /// Why a process could not be launched.
    public struct LaunchError: Error, Equatable, Sendable, CustomStringConvertible {
        /// What went wrong and what to do.
        public let message: String

        /// The message.
        public var description: String { message }
    }

    /// The executable to run.
    public let executableURL: URL

    /// The arguments passed to the executable, after its path.
    public var launchArguments: [String] = []

    /// Environment variables set for the executable, on top of the inherited ones.
    public var launchEnvironment: [String: String] = [:]

    /// Whether the executable also receives the test process's environment.
    ///
    /// Defaults to `true`.
    public var inheritsEnvironment = true

    /// How long a launch may run before the process is stopped, in seconds.
    ///
    /// Defaults to 60.
    public var timeout: TimeInterval = 60

    /// Everything the process wrote to standard output during the last launch.
    public private(set) var standardOutput = ""

    /// Everything the process wrote to standard error during the last launch.
    public private(set) var standardError = ""

    /// The exit status of the last launch, or the signal number when ``wasSignalled`` is `true`.
    public private(set) var exitStatus: Int32 = 0

    /// Whether the last launch ended by a signal, such as a crash or being stopped after the timeout.
    public private(set) var wasSignalled = false

    /// Whether the last launch was stopped because it ran longer than ``timeout``.
    public private(set) var didTimeOut = false

    /// Creates an application for an executable.
    ///
    /// - Parameter executableURL: The executable's location.
    public init(executableURL: URL) {
        self.executableURL = executableURL
    }

    /// Finds an executable product built by the same package as the running tests.
    ///
    /// Make the test target depend on the executable target so `swift test` builds it:
    /// `.testTarget(name: "DemoUITests", dependencies: ["ScreenRouterTestSupport", "Demo"])`.
    ///
    /// - Parameter name: The product's name, such as `Demo`.
    /// - Returns: An application for the product.
    /// - Throws: ``LaunchError`` naming the folders searched when there is no such executable.
    public static func product(named name: String) throws -> ProcessApplication {
        let folders = productFolders()
        for folder in folders {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return ProcessApplication(executableURL: candidate)
            }
        }
        throw LaunchError(
            message:
                "No executable product named `\(name)` in \(folders.map { "`\($0.path)`" }.joined(separator: ", ")). "
                + "Make the test target depend on the `\(name)` target so that `swift test` builds it.")
    }

    /// The build folders the running test binary lives in.
    private static func productFolders() -> [URL] {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL {
            folders.append(executable.deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        var seen = Set<String>()
        return folders.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
    }

    /// Runs the executable to completion with the configured arguments and environment.
    ///
    /// - Throws: ``LaunchError`` when the executable is missing, the arguments and environment exceed
    ///   the system's limit, or the process cannot be started.
    public func launch() throws {
        standardOutput = ""
        standardError = ""
        exitStatus = 0
        wasSignalled = false
        didTimeOut = false
        guard FileManager.default.isExecutableFile(atPath: executableURL.path) else {
            throw LaunchError(
                message: "No executable at `\(executableURL.path)`. Build it first (`swift build`), or locate a "
                    + "product of this package with `ProcessApplication.product(named:)`.")
        }
        var environment = inheritsEnvironment ? ProcessInfo.processInfo.environment : [:]
        environment.merge(launchEnvironment) { _, new in new }
        try checkSize(environment: environment)

        let process = Process()
        process.executableURL = executableURL
        process.arguments = launchArguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            throw LaunchError(message: "Could not start `\(executableURL.path)`: \(error)")
        }
        let run = RunningProcess(process: process, output: output, error: error)
        let result = run.wait(timeout: timeout)
        standardOutput = String(decoding: result.output, as: UTF8.self)
        standardError = String(decoding: result.error, as: UTF8.self)
        exitStatus = result.status
        wasSignalled = result.wasSignalled
        didTimeOut = result.didTimeOut
    }

    private func checkSize(environment: [String: String]) throws {
        let limits = LaunchLimits.current
        if let perArgument = limits.maximumArgumentSize,
            let longest = launchArguments.max(by: { $0.utf8.count < $1.utf8.count }),
            longest.utf8.count + 1 > perArgument
        {
            throw LaunchError(
                message: "An argument of \(longest.utf8.count) bytes is over the \(perArgument) bytes \(limits.name) "
                    + "allows for one argument, so the launch was not attempted. Carry large data in a file "
                    + "(`launchApp(_:screen:model:)` does so for models).")
        }
        let size = LaunchLimits.size(arguments: [executableURL.path] + launchArguments, environment: environment)
        guard size > limits.maximumTotalSize else { return }
        throw LaunchError(
            message: "The arguments and environment take \(size) bytes, over the \(limits.maximumTotalSize) bytes "
                + "\(limits.name) allows, so the launch was not attempted. Pass less, or set "
                + "`inheritsEnvironment = false`.")
    }

    /// After launch, the routing failure the process reported, if any.
    ///
    /// - Returns: The message after the last `ScreenRouter.error: ` line of standard error; or, when the
    ///   process ended abnormally without one, what happened and the end of its standard error; or `nil`.
    public func reportedRoutingFailure() -> String? {
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
        if let line = lines.last(where: { $0.hasPrefix(ScreenRouterError.logPrefix) }) {
            return String(line.dropFirst(ScreenRouterError.logPrefix.count))
        }
        guard didTimeOut || wasSignalled || exitStatus != 0 else { return nil }
        let ending =
            didTimeOut
            ? "did not finish within \(timeout) seconds and was stopped"
            : wasSignalled ? "was ended by signal \(exitStatus)" : "exited with status \(exitStatus)"
        let tail = standardError.suffix(2_000).trimmingCharacters(in: .whitespacesAndNewlines)
        return "`\(executableURL.lastPathComponent)` \(ending)" + (tail.isEmpty ? "." : ". Standard error: \(tail)")
    }
}

/// A started process and the readers draining its pipes.
///
/// `Process` and `FileHandle` are not `Sendable`. This box is `@unchecked Sendable` because each pipe handle
/// is used by exactly one reader thread, the process by the waiting thread and, only after that thread's wait
/// has timed out, by the caller to stop it; and the data the readers collect is guarded by `lock`, since a
/// reader can still be running when the caller stops waiting for it (a child of the process holding a pipe).
private final class RunningProcess: @unchecked Sendable {
    struct Result {
        var output = Data()
        var error = Data()
        var status: Int32 = 0
        var wasSignalled = false
        var didTimeOut = false
    }

    let process: Process
    let output: Pipe
    let error: Pipe
    private let lock = NSLock()
    private var outputData = Data()
    private var errorData = Data()

    init(process: Process, output: Pipe, error: Pipe) {
        self.process = process
        self.output = output
        self.error = error
    }

    func wait(timeout: TimeInterval) -> Result {
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) {
            let data = self.output.fileHandleForReading.readDataToEndOfFile()
            self.lock.lock()
            self.outputData = data
            self.lock.unlock()
        }
        DispatchQueue.global().async(group: readers) {
            let data = self.error.fileHandleForReading.readDataToEndOfFile()
            self.lock.lock()
            self.errorData = data
            self.lock.unlock()
        }
        let exited = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            self.process.waitUntilExit()
            exited.signal()
        }
        var result = Result()
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            result.didTimeOut = true
            process.terminate()
            if exited.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                exited.wait()
            }
        }
        // The pipes close when the process exits, unless a child it started keeps them open.
        _ = readers.wait(timeout: .now() + 5)
        lock.lock()
        result.output = outputData
        result.error = errorData
        lock.unlock()
        result.status = process.terminationStatus
        result.wasSignalled = process.terminationReason == .uncaughtSignal
        return result
    }
}
#endif
