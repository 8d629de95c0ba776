#if os(Linux) || os(macOS)
import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of an executable: started, its output drained, stopped when it outlives its deadline.
///
/// Each run has a thread of its own, never the caller's actor, so many runs go on side by side while the
/// tests that started them await their ends. The thread starts the process with no signal blocked: a child
/// inherits the signal mask of the thread that starts it, and the worker threads Swift concurrency runs on
/// block most signals, so a process started from one of them would never see `SIGTERM`.
///
/// A run either goes to its end at once (``run(_:arguments:environment:timeout:)``, standard input from
/// `/dev/null`, as a launch does) or is a session (``startSession(_:arguments:environment:)``): its standard
/// input is a pipe the test writes route lines to (``send(_:answeredBy:within:)``), and the test awaits each
/// frame of output (``nextFrame(endingWith:)``) until it closes the input and awaits the end
/// (``finish(within:)``). The same thread writes the input and reads both outputs, so a process that writes while
/// the test writes to it never deadlocks either of them.
///
/// Deadlines belong to the app, never to the test process: the run's thread starts each one when it hands the
/// request on (starts the process, or takes the input to write) and ends it when the answer is in the pipe (the
/// frame's last line, or the process's end), whatever the awaiting task is doing. A test whose task waits seconds
/// for a thread of the cooperative pool or for the main actor still gets its frame, and the app is not stopped.
/// Nothing here blocks the caller's thread: pipes are made and the process started on the run's thread.
///
/// `@unchecked Sendable`: the `Process`, the pipes and the readers are touched only by the run's thread;
/// what other threads share with it (the process identifier and group, the request not yet handed on, the input
/// not yet written, the output not yet taken, the waiting task, the outcome) is guarded by `lock`.
final class ProcessRun: @unchecked Sendable {
    /// What a finished run left behind.
    struct Outcome: Sendable {
        var output = Data()
        var error = Data()
        var status: Int32 = 0
        var wasSignalled = false
        var didTimeOut = false
    }

    /// What a session printed for one request: its standard output up to and including the frame's last line,
    /// and its standard error since the frame before.
    struct Frame: Sendable {
        var output: Data
        var error: Data
    }

    /// What a waiting task gets: the frame it waited for, or the run's end (with the output no frame took).
    enum Wait: Sendable {
        case frame(Frame)
        case ended(Outcome)
    }

    /// How long a process may take to end after `SIGTERM` before it is killed.
    static let terminationGrace: TimeInterval = 1

    /// How long the pipes may stay open after the process ended, held by a helper it started, before that
    /// helper is stopped and the output taken as it is.
    static let orphanGrace: TimeInterval = 0.3

    /// Held while a run creates its pipes and starts its process.
    ///
    /// So no process starts while another run's pipes are still inheritable (see ``makePipe()``). Only runs' own
    /// threads take it.
    private static let spawnLock = NSLock()

    /// What the app is asked to do next, and how long it has: the run's thread starts the deadline when it hands
    /// the request on.
    private struct Request {
        /// The seconds the app has to answer.
        var timeout: TimeInterval
        /// The line that ends the answer (a frame's last line), or `nil` when the answer is the process's end.
        var marker: Data?
    }

    /// The pipes of one run, made by its thread.
    private struct Pipes {
        let output: Pipe
        let error: Pipe
        /// The session's standard input; `nil` for a run whose input is `/dev/null`.
        let input: Pipe?
    }

    private let process = Process()
    private let hasInput: Bool
    /// Wakes the run's thread from waiting on the outputs when a session has input to write or to close: a byte
    /// written here makes the thread's `poll` return at once.
    private let wake: Pipe?
    private let exited = DispatchSemaphore(value: 0)

    private let lock = NSLock()
    private var processIdentifier: pid_t = 0
    private var processGroup: pid_t?
    private var isCancelled = false
    /// A request the run's thread has not handed on yet.
    private var request: Request?
    private var pendingInput = Data()
    private var isInputClosing = false
    private var unclaimedOutput = Data()
    private var unclaimedError = Data()
    private var waiter: (marker: Data?, continuation: CheckedContinuation<Wait, Never>)?
    private var outcome: Outcome?

    private init(hasInput: Bool) {
        self.hasInput = hasInput
        // The wake pipe is only ever written to wake a poll: a process that inherits it by chance holds nothing
        // another run waits on, so it needs no lock.
        wake = hasInput ? Pipe() : nil
        if let wake {
            for descriptor in [wake.fileHandleForReading.fileDescriptor, wake.fileHandleForWriting.fileDescriptor] {
                _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
            }
            let descriptor = wake.fileHandleForWriting.fileDescriptor
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
    }

    /// A pipe whose descriptors are not inherited by processes that other runs start.
    ///
    /// A process inherits every descriptor that is open without close-on-exec when it starts. Foundation closes
    /// the others in the child on Linux, but only those open when it looks, just before it starts the process:
    /// a pipe that a parallel test creates in that moment would stay open in the unrelated child. That child
    /// then holds the other run's pipe, which ends only when the child ends, and the other run takes it for a
    /// helper its own app left behind and stops it. Both ends close on exec; the child's end reaches the child
    /// as its standard input or output, which a duplicate (not closed on exec) carries. Must be called with
    /// ``spawnLock`` held. On Apple platforms Foundation starts a process with every other descriptor closed.
    private static func makePipe() -> Pipe {
        let pipe = Pipe()
        #if os(Linux)
        for descriptor in [pipe.fileHandleForReading.fileDescriptor, pipe.fileHandleForWriting.fileDescriptor] {
            _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
        }
        #endif
        return pipe
    }

    /// Runs the executable with standard input from `/dev/null` and both outputs on pipes, and waits,
    /// off the caller's actor, until it has ended and its output is read.
    ///
    /// A process still running `timeout` seconds after it started gets `SIGTERM`, then `SIGKILL` after
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
        let run = ProcessRun(hasInput: false)
        run.request = Request(timeout: timeout, marker: nil)
        try await run.start(executable, arguments: arguments, environment: environment)
        return await withTaskCancellationHandler {
            await run.waitForEnd()
        } onCancel: {
            run.stop()
        }
    }

    /// Starts the executable with standard input on a pipe, for a session, and returns once it runs.
    ///
    /// The run has no deadline until ``send(_:answeredBy:within:)`` or ``finish(within:)`` gives it one.
    ///
    /// - Throws: What `Process.run()` throws when the executable cannot be started.
    static func startSession(
        _ executable: URL,
        arguments: [String],
        environment: [String: String]
    ) async throws -> ProcessRun {
        let run = ProcessRun(hasInput: true)
        try await run.start(executable, arguments: arguments, environment: environment)
        return run
    }

    /// Queues bytes for the process's standard input, which the process answers with the line `marker`.
    ///
    /// A process that has not written that line within `timeout` seconds of the run's thread taking the bytes to
    /// write is stopped, as a launch that outlives its timeout is. Whether the awaiting task has claimed the frame
    /// by then does not matter.
    func send(_ bytes: Data, answeredBy marker: String, within timeout: TimeInterval) {
        lock.lock()
        pendingInput.append(bytes)
        request = Request(timeout: timeout, marker: Data(marker.utf8))
        lock.unlock()
        wakeThread()
    }

    /// Waits for the next frame: the output up to the line `marker` (which ends with a line break), at the
    /// start of the output or after a line break; or for the run's end, if it ends first.
    func nextFrame(endingWith marker: String) async -> Wait {
        await wait(for: Data(marker.utf8))
    }

    /// Closes the process's standard input once what was sent is written, and waits for the end; a process
    /// still running `timeout` seconds after the run's thread closed its input is stopped.
    func finish(within timeout: TimeInterval) async -> Outcome {
        closeInput(within: timeout)
        return await waitForEnd()
    }

    private func closeInput(within timeout: TimeInterval) {
        lock.lock()
        isInputClosing = true
        request = Request(timeout: timeout, marker: nil)
        lock.unlock()
        wakeThread()
    }

    /// Waits for the process to end, with no frame marker to stop at.
    private func waitForEnd() async -> Outcome {
        switch await wait(for: nil) {
        case .ended(let outcome): return outcome
        case .frame: preconditionFailure("a wait without a frame marker returned a frame")
        }
    }

    /// Makes the run's thread look at the input at once; a wake pipe that is already full has woken it.
    private func wakeThread() {
        guard let wake else { return }
        let byte: UInt8 = 1
        _ = withUnsafeBytes(of: byte) { write(wake.fileHandleForWriting.fileDescriptor, $0.baseAddress, 1) }
    }

    /// The process's identifier, once it has started.
    var processID: pid_t {
        lock.lock()
        defer { lock.unlock() }
        return processIdentifier
    }

    /// Stops the process and its group at once; a run cancelled before its process started stops it as soon
    /// as it starts.
    func stop() {
        lock.lock()
        isCancelled = true
        lock.unlock()
        signal(SIGKILL)
    }

    /// Waits, without blocking the caller's thread, for the frame ending with `marker`, or for the end.
    ///
    /// It waits for the end when `marker` is `nil`, or when the run ends first. One task waits at a time.
    private func wait(for marker: Data?) async -> Wait {
        await withCheckedContinuation { continuation in
            lock.lock()
            precondition(waiter == nil, "two tasks wait on one process run")
            waiter = (marker, continuation)
            let ready = takeReadyWait()
            lock.unlock()
            ready.map { $0.continuation.resume(returning: $0.result) }
        }
    }

    /// The waiting task and what it gets, when what it waits for has happened; called with `lock` held.
    private func takeReadyWait() -> (continuation: CheckedContinuation<Wait, Never>, result: Wait)? {
        guard let (marker, continuation) = waiter else { return nil }
        if let marker, let end = Self.end(of: marker, in: unclaimedOutput) {
            let frame = Frame(output: Data(unclaimedOutput.prefix(upTo: end)), error: unclaimedError)
            unclaimedOutput = Data(unclaimedOutput.suffix(from: end))
            unclaimedError = Data()
            waiter = nil
            return (continuation, .frame(frame))
        }
        guard var ended = outcome else { return nil }
        ended.output = unclaimedOutput
        ended.error = unclaimedError
        unclaimedOutput = Data()
        unclaimedError = Data()
        waiter = nil
        return (continuation, .ended(ended))
    }

    /// Where the line `marker` ends in `data`, when it is there as a whole line.
    private static func end(of marker: Data, in data: Data) -> Data.Index? {
        if data.starts(with: marker) {
            return data.startIndex + marker.count
        }
        return data.range(of: Data("\n".utf8) + marker)?.upperBound
    }

    // MARK: - The run's thread

    /// Starts the run's thread and returns once the process runs, or throws what `Process.run()` threw.
    private func start(_ executable: URL, arguments: [String], environment: [String: String]) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let thread = Thread { [self] in
                let pipes: Pipes
                do {
                    pipes = try launch(executable, arguments: arguments, environment: environment)
                } catch {
                    continuation.resume(throwing: error)
                    return
                }
                continuation.resume()
                drainAndWait(pipes)
            }
            thread.name = "ScreenRouter.ProcessRun"
            thread.start()
        }
    }

    /// Makes the pipes and starts the process, on the run's thread.
    private func launch(_ executable: URL, arguments: [String], environment: [String: String]) throws -> Pipes {
        var unblocked = sigset_t()
        var previous = sigset_t()
        withUnsafeMutablePointer(to: &unblocked) { _ = sigemptyset($0) }
        withUnsafePointer(to: unblocked) { set in
            withUnsafeMutablePointer(to: &previous) { old in
                _ = pthread_sigmask(SIG_SETMASK, set, old)
            }
        }

        Self.spawnLock.lock()
        defer { Self.spawnLock.unlock() }
        let pipes = Pipes(output: Self.makePipe(), error: Self.makePipe(), input: hasInput ? Self.makePipe() : nil)
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        if let input = pipes.input {
            process.standardInput = input
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        process.standardOutput = pipes.output
        process.standardError = pipes.error
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
        if let input = pipes.input {
            // Writing to a pipe whose reader has gone raises SIGPIPE in the writing thread; blocked here, the
            // write fails with EPIPE instead of ending the test process. The child was started with the empty
            // mask above, so it is not affected.
            var pipeSignal = sigset_t()
            var previous = sigset_t()
            withUnsafeMutablePointer(to: &pipeSignal) { set in
                _ = sigemptyset(set)
                _ = sigaddset(set, SIGPIPE)
            }
            withUnsafePointer(to: pipeSignal) { set in
                withUnsafeMutablePointer(to: &previous) { old in
                    _ = pthread_sigmask(SIG_BLOCK, set, old)
                }
            }
            let descriptor = input.fileHandleForWriting.fileDescriptor
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        return pipes
    }

    /// Reads the outputs and writes the input until the process has ended and its pipes are closed, stopping
    /// a process that does not answer its request in time.
    private func drainAndWait(_ pipes: Pipes) {
        var ending = Outcome()
        var readers = [
            PipeReader(fileDescriptor: pipes.output.fileHandleForReading.fileDescriptor),
            PipeReader(fileDescriptor: pipes.error.fileHandleForReading.fileDescriptor),
        ]
        var writer = pipes.input.map { InputWriter(handle: $0.fileHandleForWriting) }
        // The request being answered: its deadline, on the monotonic clock, and the line that answers it.
        var deadline: DispatchTime?
        var answer: Data?
        var exitTime: DispatchTime?
        var termSentAt: DispatchTime?
        var killed = false
        var stoppedHelpers = false

        /// Takes what the pipes hold; the request is answered when its line is there.
        func takeOutput() {
            if claim(&readers, answeredBy: answer) {
                deadline = nil
                answer = nil
            }
        }
        func noteExit() {
            exitTime = .now()
            writer?.close()
        }

        while true {
            if exitTime == nil, exited.wait(timeout: .now()) == .success {
                noteExit()
            }
            lock.lock()
            if let request {
                self.request = nil
                deadline = .now() + request.timeout
                answer = request.marker
            }
            if writer != nil, !pendingInput.isEmpty {
                writer?.queued.append(pendingInput)
                pendingInput = Data()
            }
            let closingInput = isInputClosing
            lock.unlock()
            if closingInput, writer?.queued.isEmpty == true {
                writer?.close()
            }

            var open = readers.indices.filter { !readers[$0].isAtEnd }
            if let exitTime {
                if open.isEmpty { break }
                // The process ended, but a helper it started still holds a pipe: give it a moment, then stop
                // it and take the output as it is.
                let waited = Self.seconds(since: exitTime)
                if waited > Self.orphanGrace * 3 { break }
                if waited > Self.orphanGrace, !stoppedHelpers {
                    stopHelpers(holding: open.map { readers[$0].fileDescriptor })
                    stoppedHelpers = true
                }
            } else if let termSentAt {
                if Self.seconds(since: termSentAt) > Self.terminationGrace, !killed {
                    signal(SIGKILL)
                    killed = true
                }
            } else if let due = deadline, DispatchTime.now() >= due {
                // Late by the clock, but this thread may itself have been kept from running: what is in the
                // pipes by now, or an end already signalled, came in time.
                for index in open {
                    readers[index].readAllAvailable()
                }
                takeOutput()
                if exited.wait(timeout: .now()) == .success {
                    noteExit()
                } else if deadline != nil {
                    ending.didTimeOut = true
                    signal(SIGTERM)
                    termSentAt = .now()
                }
                open = readers.indices.filter { !readers[$0].isAtEnd }
            }
            if open.isEmpty, writer?.isWaiting != true {
                // Both pipes are closed but the process runs on: wait for its end in short steps.
                if exitTime == nil, exited.wait(timeout: .now() + 0.05) == .success {
                    noteExit()
                }
            } else {
                PipeReader.poll(
                    &readers,
                    indices: open,
                    writer: &writer,
                    wake: wake?.fileHandleForReading.fileDescriptor,
                    milliseconds: 50
                )
            }
            takeOutput()
        }
        ending.status = process.terminationStatus
        ending.wasSignalled = process.terminationReason == .uncaughtSignal
        lock.lock()
        outcome = ending
        let ready = takeReadyWait()
        lock.unlock()
        ready.map { $0.continuation.resume(returning: $0.result) }
    }

    /// The seconds from `start` to now, on the monotonic clock.
    private static func seconds(since start: DispatchTime) -> TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000_000
    }

    /// Moves what the readers read to the output no frame has taken yet, and hands the waiting task its frame
    /// when it is complete.
    ///
    /// - Parameters:
    ///   - readers: The pipes' readers, emptied of what they read.
    ///   - marker: The line that answers the current request, if any.
    /// - Returns: Whether that line is now in the output, before any task has taken it.
    private func claim(_ readers: inout [PipeReader], answeredBy marker: Data?) -> Bool {
        guard !readers[0].data.isEmpty || !readers[1].data.isEmpty else { return false }
        if !readers[0].data.isEmpty {
            // What the process wrote to standard error before this output is in its pipe by now: take it, so a
            // frame ending here comes with all of its standard error.
            readers[1].readAllAvailable()
        }
        lock.lock()
        unclaimedOutput.append(readers[0].data)
        unclaimedError.append(readers[1].data)
        let answered = marker.map { Self.end(of: $0, in: unclaimedOutput) != nil } ?? false
        let ready = takeReadyWait()
        lock.unlock()
        readers[0].data.removeAll(keepingCapacity: true)
        readers[1].data.removeAll(keepingCapacity: true)
        ready.map { $0.continuation.resume(returning: $0.result) }
        return answered
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
    /// That is its process group and, on Linux, every process that holds one of the pipes (a helper that started a
    /// group of its own, as Foundation's `Process` does for each child). Only the process and what it started can hold
    /// them: the test process gave the pipes to no one else, and no other run's process inherits them
    /// (``makePipe()``).
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

    /// Waits up to `milliseconds` for any of the readers to have data or reach the end, for the writer's pipe
    /// to take more input, or for a byte on the wake pipe, and reads or writes what it can.
    static func poll(
        _ readers: inout [PipeReader],
        indices: [Int],
        writer: inout InputWriter?,
        wake: Int32?,
        milliseconds: Int32
    ) {
        var descriptors = indices.map { pollfd(fd: readers[$0].fileDescriptor, events: Int16(POLLIN), revents: 0) }
        if let wake {
            descriptors.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0))
        }
        let writing = writer?.isWaiting == true
        if writing, let writer {
            descriptors.append(pollfd(fd: writer.fileDescriptor, events: Int16(POLLOUT), revents: 0))
        }
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
        if let wake, descriptors[indices.count].revents != 0 {
            var bytes = [UInt8](repeating: 0, count: 64)
            _ = bytes.withUnsafeMutableBytes { read(wake, $0.baseAddress, $0.count) }
        }
        if writing, let last = descriptors.last, last.revents != 0 {
            writer?.writeAvailable()
        }
    }

    /// Reads until the pipe has nothing more to give at once, or ends, or 4 MiB were read (a process that
    /// writes without pause does not hold the reading of the other pipe up).
    mutating func readAllAvailable() {
        for _ in 0..<64 where !isAtEnd {
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = withUnsafeMutablePointer(to: &descriptor) { pointer in
                #if canImport(Glibc)
                Glibc.poll(pointer, 1, 0)
                #else
                Darwin.poll(pointer, 1, 0)
                #endif
            }
            guard ready > 0, descriptor.revents != 0 else { return }
            readAvailable()
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

/// Writes a session's input to the process's standard input as the pipe takes it, without blocking.
private struct InputWriter {
    let handle: FileHandle
    var queued = Data()
    private(set) var isClosed = false

    init(handle: FileHandle) {
        self.handle = handle
    }

    var fileDescriptor: Int32 { handle.fileDescriptor }

    /// Whether there is input to write to an open pipe.
    var isWaiting: Bool { !isClosed && !queued.isEmpty }

    /// Writes what one `write` takes; a pipe whose reader has gone takes nothing more.
    mutating func writeAvailable() {
        let count = queued.withUnsafeBytes { write(fileDescriptor, $0.baseAddress, min($0.count, 65_536)) }
        if count > 0 {
            queued.removeFirst(count)
        } else if count < 0, errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR {
            close()
        }
    }

    /// Closes the pipe, so the process reads the end of its input; what was not written is dropped.
    mutating func close() {
        guard !isClosed else { return }
        isClosed = true
        queued = Data()
        try? handle.close()
    }
}
#endif
