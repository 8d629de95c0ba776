#if os(Linux) || os(macOS)
import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of an executable: started, its output drained, stopped when it outlives its timeout.
///
/// Each run has a thread of its own, never the caller's actor, so many runs go on side by side while the
/// tests that started them await their ends. The thread starts the process with no signal blocked: a child
/// inherits the signal mask of the thread that starts it, and the worker threads Swift concurrency runs on
/// block most signals, so a process started from one of them would never see `SIGTERM`.
///
/// `@unchecked Sendable`: the `Process` and the pipes are touched only by the run's thread; what
/// ``stop()`` needs from another thread (the process identifier and group, whether the run was cancelled)
/// is guarded by `lock`.
final class ProcessRun: @unchecked Sendable {
    /// What a finished run left behind.
    struct Outcome: Sendable {
        var output = Data()
        var error = Data()
        var status: Int32 = 0
        var wasSignalled = false
        var didTimeOut = false
    }

    /// How long a process may take to end after `SIGTERM` before it is killed.
    static let terminationGrace: TimeInterval = 1

    /// How long the pipes may stay open after the process ended, held by a helper it started, before that
    /// helper is stopped and the output taken as it is.
    static let orphanGrace: TimeInterval = 0.3

    private let process = Process()
    private let output = Pipe()
    private let error = Pipe()
    private let exited = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var processIdentifier: pid_t = 0
    private var processGroup: pid_t?
    private var isCancelled = false

    private init() {}

    /// Runs the executable with standard input from `/dev/null` and both outputs on pipes, and waits,
    /// off the caller's actor, until it has ended and its output is read.
    ///
    /// A process still running after `timeout` seconds gets `SIGTERM`, then `SIGKILL` after
    /// ``terminationGrace``, each also sent to its process group where it leads one. Output is read as it
    /// comes: what was written before the end is kept even when a helper the process started keeps the pipes
    /// open; that helper is stopped. Cancelling the awaiting task stops the process.
    ///
    /// - Throws: What `Process.run()` throws when the executable cannot be started.
    static func run(
        _ executable: URL,
        arguments: [String],
        environment: [String: String],
        timeout: TimeInterval
    ) async throws -> Outcome {
        let run = ProcessRun()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let thread = Thread {
                    do {
                        try run.start(executable, arguments: arguments, environment: environment)
                    } catch {
                        continuation.resume(throwing: error)
                        return
                    }
                    continuation.resume(returning: run.drainAndWait(timeout: timeout))
                }
                thread.name = "ScreenRouter.ProcessRun"
                thread.start()
            }
        } onCancel: {
            run.stop()
        }
    }

    /// Stops the process and its group at once; a run cancelled before its process started stops it as soon
    /// as it starts.
    func stop() {
        lock.lock()
        isCancelled = true
        lock.unlock()
        signal(SIGKILL)
    }

    // MARK: - The run's thread

    private func start(_ executable: URL, arguments: [String], environment: [String: String]) throws {
        var unblocked = sigset_t()
        var previous = sigset_t()
        withUnsafeMutablePointer(to: &unblocked) { _ = sigemptyset($0) }
        withUnsafePointer(to: unblocked) { set in
            withUnsafeMutablePointer(to: &previous) { old in
                _ = pthread_sigmask(SIG_SETMASK, set, old)
            }
        }

        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        process.terminationHandler = { [exited] _ in exited.signal() }
        try process.run()
        let pid = process.processIdentifier
        lock.lock()
        processIdentifier = pid
        // Foundation starts each child in a process group of its own on Linux; the group outlives the
        // process while a helper it started runs on.
        if pid > 0, getpgid(pid) == pid {
            processGroup = pid
        }
        let cancelled = isCancelled
        lock.unlock()
        if cancelled {
            signal(SIGKILL)
        }
    }

    private func drainAndWait(timeout: TimeInterval) -> Outcome {
        let deadline = Date().addingTimeInterval(timeout)
        var outcome = Outcome()
        var readers = [
            PipeReader(fileDescriptor: output.fileHandleForReading.fileDescriptor),
            PipeReader(fileDescriptor: error.fileHandleForReading.fileDescriptor),
        ]
        var exitTime: Date?
        var termSentAt: Date?
        var killed = false
        var stoppedHelpers = false

        while true {
            if exitTime == nil, exited.wait(timeout: .now()) == .success {
                exitTime = Date()
            }
            let open = readers.indices.filter { !readers[$0].isAtEnd }
            if let exitTime {
                if open.isEmpty { break }
                // The process ended, but a helper it started still holds a pipe: give it a moment, then stop
                // it and take the output as it is.
                let waited = Date().timeIntervalSince(exitTime)
                if waited > Self.orphanGrace * 3 { break }
                if waited > Self.orphanGrace, !stoppedHelpers {
                    stopHelpers(holding: open.map { readers[$0].fileDescriptor })
                    stoppedHelpers = true
                }
            } else if let termSentAt {
                if Date().timeIntervalSince(termSentAt) > Self.terminationGrace, !killed {
                    signal(SIGKILL)
                    killed = true
                }
            } else if Date() >= deadline {
                outcome.didTimeOut = true
                signal(SIGTERM)
                termSentAt = Date()
            }
            if open.isEmpty {
                // Both pipes are closed but the process runs on: wait for its end in short steps.
                if exited.wait(timeout: .now() + 0.05) == .success { exitTime = Date() }
            } else {
                PipeReader.poll(&readers, indices: open, milliseconds: 50)
            }
        }
        outcome.output = readers[0].data
        outcome.error = readers[1].data
        outcome.status = process.terminationStatus
        outcome.wasSignalled = process.terminationReason == .uncaughtSignal
        return outcome
    }

    /// Sends a signal to the process and, when it leads a process group of its own, to that group.
    private func signal(_ number: Int32) {
        lock.lock()
        let (pid, group) = (processIdentifier, processGroup)
        lock.unlock()
        if let group {
            _ = kill(-group, number)
        }
        if pid > 0 {
            _ = kill(pid, number)
        }
    }

    /// Stops what keeps the pipes open after the process ended.
    ///
    /// That is its process group and, on Linux, every process that holds one of the pipes (a helper that started a group of its own, as Foundation's
    /// `Process` does for each child). Only the process and what it started can hold them: the test process
    /// gave the pipes to no one else.
    private func stopHelpers(holding descriptors: [Int32]) {
        signal(SIGKILL)
        #if os(Linux)
        var pipes = Set<String>()
        for descriptor in descriptors {
            var status = stat()
            if fstat(descriptor, &status) == 0 {
                pipes.insert("pipe:[\(status.st_ino)]")
            }
        }
        let me = getpid()
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in processes {
            guard let pid = pid_t(entry), pid != me else { continue }
            let folder = "/proc/\(entry)/fd"
            let links = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            let holds = links.contains { link in
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(link)")).map(pipes.contains)
                    ?? false
            }
            if holds {
                _ = kill(pid, SIGKILL)
            }
        }
        #endif
    }
}

/// Reads one pipe as data arrives, without blocking.
private struct PipeReader {
    let fileDescriptor: Int32
    var data = Data()
    var isAtEnd = false

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Waits up to `milliseconds` for any of the readers to have data or reach the end, and reads it.
    static func poll(_ readers: inout [PipeReader], indices: [Int], milliseconds: Int32) {
        var descriptors = indices.map { pollfd(fd: readers[$0].fileDescriptor, events: Int16(POLLIN), revents: 0) }
        let ready = descriptors.withUnsafeMutableBufferPointer { buffer in
            #if canImport(Glibc)
            Glibc.poll(buffer.baseAddress, nfds_t(buffer.count), milliseconds)
            #else
            Darwin.poll(buffer.baseAddress, nfds_t(buffer.count), milliseconds)
            #endif
        }
        guard ready > 0 else { return }
        for (position, index) in indices.enumerated() where descriptors[position].revents != 0 {
            readers[index].readAvailable()
        }
    }

    /// Reads what one `read` returns; an empty read or an error is the end of the pipe.
    private mutating func readAvailable() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            data.append(contentsOf: buffer[0..<count])
        } else if count == 0 || errno != EINTR {
            isAtEnd = true
        }
    }
}
#endif
