#if os(Linux) || os(macOS)
import Dispatch
import Foundation
import ScreenRouterCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of an executable: started, its output drained, stopped when it outlives its deadline.
///
/// Each run has a thread of its own, never the caller's actor, so many runs go on side by side while the
/// tests that started them await their ends. The process starts with no signal blocked and every signal's default
/// action (``Spawn``), whatever the thread that starts it blocks: the worker threads Swift concurrency runs on block
/// most signals, and a process that inherited their mask would never see `SIGTERM`.
///
/// A run either goes to its end at once (``run(_:arguments:environment:timeout:)``, standard input from
/// `/dev/null`, as a launch does) or is a session (``startSession(_:arguments:environment:)``): its standard
/// input is a pipe the test writes route lines to (``send(_:answeredBy:within:)``), and the test awaits each
/// frame of output (``nextFrame(endingWith:)``) until it closes the input and awaits the end
/// (``finish(within:)``). A route line goes into an idle pipe from the test's thread at once, which spares a wake of
/// the run's thread; what the pipe does not take, the run's thread writes as the pipe takes it. No write blocks, so
/// a process that writes while the test writes to it never deadlocks either of them.
///
/// Deadlines belong to the app, never to the test process: each one starts when the request is handed on (the
/// process started, or the input written by the test's thread or taken by the run's thread to write) and ends when
/// the answer is in the pipe (the frame's last line, or the process's end), whatever the awaiting task is doing. A
/// test whose task waits seconds for a thread of the cooperative pool or for the main actor still gets its frame,
/// and the app is not stopped.
/// Nothing here blocks the caller's thread: pipes are made and the process started on the run's thread.
///
/// Processes start through ``Spawn``, never through Foundation's `Process` (see there why).
///
/// `@unchecked Sendable`: the pipes and the readers are touched only by the run's thread, but for the input pipe's
/// descriptor, which any thread writes to with `lock` held; what other threads share with it (the process
/// identifier and group, its termination, the request not yet handed on, the input's descriptor and the input not
/// yet written, the output not yet taken, the waiting task, the outcome) is guarded by `lock`.
package final class ProcessRun: @unchecked Sendable {
    /// What a finished run left behind.
    package struct Outcome: Sendable {
        package var output = Data()
        package var error = Data()
        package var status: Int32 = 0
        package var wasSignalled = false
        package var didTimeOut = false
    }

    /// What a session printed for one request: its standard output up to and including the frame's last line,
    /// and its standard error since the frame before.
    package struct Frame: Sendable {
        package var output: Data
        package var error: Data
        /// For a wait for a line (``nextLine(startingWith:within:)``): the seconds its deadline had left, on the
        /// run's thread's clock, when the line came.
        package var remaining: TimeInterval = 0
        /// For a request's frame: the app's time for it, from the moment the request was handed on (written into
        /// the pipe) to the moment the run's thread read the frame's last line from the output, on the run's
        /// thread's clock; however long the awaiting task took to take the frame is not in it.
        package var seconds: TimeInterval?
    }

    /// What a waiting task gets: the frame it waited for, the run's end (with the output no frame took), or, for
    /// a wait for a line, that its deadline ran out first (the process runs on).
    package enum Wait: Sendable {
        case frame(Frame)
        case ended(Outcome)
        case timedOut
    }

    /// What a route's wait for its frame gets: the frame, or the run's end.
    ///
    /// The end carries the output no frame took. The wait's deadline is the request's, which stops the app, so
    /// it never times out on its own.
    package enum FrameAnswer: Sendable {
        case frame(Frame)
        case ended(Outcome)
    }

    /// What a waiting task waits for.
    package enum Awaited {
        /// The output up to the line that ends a frame.
        case frame(Data)
        /// The output up to the end of the next line that starts with these bytes.
        case line(Data)
        /// The process's end.
        case end
    }

    /// How long a process may take to end after `SIGTERM` before it is killed.
    package static let terminationGrace: TimeInterval = 1

    /// How long the pipes may stay open after the process ended, held by a helper it started, before that
    /// helper is stopped and the output taken as it is.
    package static let orphanGrace: TimeInterval = 0.3

    /// Held while a run creates its pipes and starts its process, and while a run looks for the processes that
    /// hold its pipes.
    ///
    /// So no run starts a process while another run's pipes are still inheritable (see ``makePipe()``); and no run
    /// looks for its pipes' holders while a process is being started: until it executes its program, that
    /// process holds a copy of every descriptor of this one, other runs' pipes among them, close-on-exec or not,
    /// and would be taken for a helper and stopped. Only runs' own threads take it.
    package static let spawnLock = NSLock()

    /// What the app is asked to do next, and how long it has: the run's thread starts the deadline when it hands
    /// the request on.
    package struct Request {
        /// The seconds the app has to answer.
        var timeout: TimeInterval
        /// The line that ends the answer (a frame's last line), or `nil` when the answer is the process's end.
        var marker: Data?
        /// When a test's thread wrote the request into the pipe itself, if it did: the deadline starts there.
        var written: DispatchTime?
    }

    /// The pipes of one run, made by its thread.
    package struct Pipes {
        let output: Pipe
        let error: Pipe
        /// The session's standard input; `nil` for a run whose input is `/dev/null`.
        let input: Pipe?
    }

    let hasInput: Bool
    /// Wakes the run's thread from waiting on the outputs when a session has input to write or to close: a byte
    /// written here makes the thread's `poll` return at once.
    let wake: Pipe?
    let exited = DispatchSemaphore(value: 0)

    let lock = NSLock()
    var processIdentifier: pid_t = 0
    var processGroup: pid_t?
    /// How the process ended, once the thread that waits for it has reaped it.
    var termination: Spawn.Termination?
    var isCancelled = false
    /// A request the run's thread has not handed on yet.
    var request: Request?
    /// The input not yet written: a test's thread writes into an idle pipe itself, the run's thread writes what
    /// the pipe did not take.
    var pendingInput = Data()
    /// The write end of the session's input pipe while it is open, -1 otherwise; a thread writes to it only with
    /// `lock` held, and it is withdrawn under the lock before it is closed.
    var inputDescriptor: Int32 = -1
    var isInputClosing = false
    var unclaimedOutput = Data()
    var unclaimedError = Data()
    var waiter: (awaited: Awaited, continuation: CheckedContinuation<Wait, Never>)?
    /// The seconds a wait for a line has, before the run's thread starts its deadline.
    var lineTimeout: TimeInterval?
    /// When the current wait for a line runs out, on the monotonic clock, once the run's thread started it.
    var lineDeadline: DispatchTime?
    var outcome: Outcome?
    /// The app's time for the request answered last, until a frame takes it (``Frame/seconds``).
    var answerSeconds: TimeInterval?

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

    /// A pipe whose descriptors are not inherited by processes that other code of the test process starts.
    ///
    /// A process inherits every descriptor that is open without close-on-exec when it starts. The runs' own
    /// children close every descriptor but their standard streams (``Spawn``), but a process that other code
    /// starts (a test's own `Process`, a helper of the test process) might not: it would hold this run's pipe,
    /// which then ends only when that process ends, and this run would take it for a helper its own app left
    /// behind and stop it. Both ends close on exec; the child's end reaches the child as its standard input or
    /// output, which a duplicate (not closed on exec) carries. Must be called with ``spawnLock`` held, so no run
    /// starts a process while the descriptors are still inheritable.
    package static func makePipe() -> Pipe {
        let pipe = Pipe()
        for descriptor in [pipe.fileHandleForReading.fileDescriptor, pipe.fileHandleForWriting.fileDescriptor] {
            _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
        }
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
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` with code `launchFailed` when the executable cannot be started.
    package static func run(
        _ executable: URL,
        arguments: [String],
        environment: [String: String],
        timeout: TimeInterval
    ) async throws(ScreenRouterError) -> Outcome {
        let run = ProcessRun(hasInput: false)
        run.request = Request(timeout: timeout, marker: nil)
        try await run.start(executable, arguments: arguments, environment: environment)
        return await withTaskCancellationHandler {
            await run.waitForEnd()
        } onCancel: {
            run.stop()
        }
    }

    /// Runs the executable attached to this process's standard input, output and error, with no deadline, as a
    /// person who typed its name would run it, and waits, off the caller's actor, for its end.
    ///
    /// - Returns: Its exit status, or `128 + n` when signal `n` ended it, as a shell reports it.
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` with code `launchFailed` when the executable cannot be started.
    package static func runAttached(
        _ executable: URL,
        arguments: [String],
        environment: [String: String]
    ) async throws(ScreenRouterError) -> Int32 {
        let pid = try Spawn.start(executable, arguments: arguments, environment: environment, ownGroup: false)
        return await withCheckedContinuation { continuation in
            Spawn.onEnd(of: pid) { continuation.resume(returning: $0.shellStatus) }
        }
    }

    /// Starts the executable with standard input on a pipe, for a session, and returns once it runs.
    ///
    /// The run has no deadline until ``send(_:answeredBy:within:)`` or ``finish(within:)`` gives it one.
    ///
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` with code `launchFailed` when the executable cannot be started.
    package static func startSession(
        _ executable: URL,
        arguments: [String],
        environment: [String: String]
    ) async throws(ScreenRouterError) -> ProcessRun {
        let run = ProcessRun(hasInput: true)
        try await run.start(executable, arguments: arguments, environment: environment)
        return run
    }

    /// Writes bytes to the process's standard input, which the process answers with the line `marker`.
    ///
    /// When the pipe is idle and takes them whole, the bytes are written at once from the calling thread, without
    /// blocking it, and the deadline starts then; otherwise the run's thread writes them as the pipe takes them,
    /// and the deadline starts when it takes them. A process that has not written the line within `timeout` seconds
    /// of that start is stopped, as a launch that outlives its timeout is. Whether the awaiting task has claimed
    /// the frame by then does not matter.
    package func send(_ bytes: Data, answeredBy marker: String, within timeout: TimeInterval) {
        var request = Request(timeout: timeout, marker: Data(marker.utf8))
        var rest = bytes
        lock.lock()
        if pendingInput.isEmpty, inputDescriptor >= 0, let count = Self.writeAvailable(bytes, to: inputDescriptor) {
            rest = bytes.dropFirst(count)
            if rest.isEmpty { request.written = .now() }
        }
        pendingInput.append(rest)
        self.request = request
        let queued = !pendingInput.isEmpty
        lock.unlock()
        // A line written whole needs the run's thread only for its answer, which wakes it.
        if queued { wakeThread() }
    }

    /// Waits for the next frame: the output up to the line `marker` (which ends with a line break), at the
    /// start of the output or after a line break; or for the run's end, if it ends first.
    package func nextFrame(endingWith marker: String) async -> FrameAnswer {
        switch await wait(for: Data(marker.utf8)) {
        case .frame(let frame): return .frame(frame)
        case .ended(let outcome): return .ended(outcome)
        case .timedOut: preconditionFailure("a wait for a frame timed out without ending the run")
        }
    }

    /// Waits for the next line of output that starts with `prefix`, and takes the output up to its end.
    ///
    /// Unlike a request's deadline, this one stops nothing: when the app has not written such a line within
    /// `timeout` seconds of the run's thread taking the wait, the wait returns ``Wait/timedOut`` and the process
    /// runs on, its output kept for the next frame. The time is the app's, as for ``send(_:answeredBy:within:)``.
    package func nextLine(startingWith prefix: String, within timeout: TimeInterval) async -> Wait {
        await withCheckedContinuation { continuation in
            lock.lock()
            precondition(waiter == nil, "two tasks wait on one process run")
            waiter = (.line(Data(prefix.utf8)), continuation)
            lineTimeout = timeout
            let ready = takeReadyWait()
            lock.unlock()
            ready.map { $0.continuation.resume(returning: $0.result) }
            wakeThread()
        }
    }

    /// Closes the process's standard input once what was sent is written, and waits for the end; a process
    /// still running `timeout` seconds after the run's thread closed its input is stopped.
    package func finish(within timeout: TimeInterval) async -> Outcome {
        closeInput(within: timeout)
        return await waitForEnd()
    }

    package func closeInput(within timeout: TimeInterval) {
        lock.lock()
        isInputClosing = true
        request = Request(timeout: timeout, marker: nil)
        lock.unlock()
        wakeThread()
    }

    /// Waits for the process to end, with no frame marker to stop at.
    package func waitForEnd() async -> Outcome {
        switch await wait(for: nil) {
        case .ended(let outcome): return outcome
        case .frame, .timedOut: preconditionFailure("a wait for the end returned before the end")
        }
    }

    /// Makes the run's thread look at the input at once; a wake pipe that is already full has woken it.
    package func wakeThread() {
        guard let wake else { return }
        let byte: UInt8 = 1
        _ = withUnsafeBytes(of: byte) { write(wake.fileHandleForWriting.fileDescriptor, $0.baseAddress, 1) }
    }

    /// The process's identifier, once it has started.
    package var processID: pid_t {
        lock.lock()
        defer { lock.unlock() }
        return processIdentifier
    }

    /// Stops the process and its group at once; a run cancelled before its process started stops it as soon
    /// as it starts.
    package func stop() {
        lock.lock()
        isCancelled = true
        lock.unlock()
        signal(SIGKILL)
    }

    /// Waits, without blocking the caller's thread, for the frame ending with `marker`, or for the end.
    ///
    /// It waits for the end when `marker` is `nil`, or when the run ends first. One task waits at a time.
    package func wait(for marker: Data?) async -> Wait {
        await withCheckedContinuation { continuation in
            lock.lock()
            precondition(waiter == nil, "two tasks wait on one process run")
            waiter = (marker.map(Awaited.frame) ?? .end, continuation)
            let ready = takeReadyWait()
            lock.unlock()
            ready.map { $0.continuation.resume(returning: $0.result) }
        }
    }

    /// The waiting task and what it gets, when what it waits for has happened; called with `lock` held.
    package func takeReadyWait() -> (continuation: CheckedContinuation<Wait, Never>, result: Wait)? {
        guard let (awaited, continuation) = waiter else { return nil }
        let end: Data.Index?
        switch awaited {
        case .frame(let marker): end = Self.end(of: marker, in: unclaimedOutput)
        case .line(let prefix): end = Self.end(ofLineStartingWith: prefix, in: unclaimedOutput)
        case .end: end = nil
        }
        if let end {
            var frame = Frame(output: Data(unclaimedOutput.prefix(upTo: end)), error: unclaimedError)
            if case .frame = awaited {
                frame.seconds = answerSeconds
                answerSeconds = nil
            }
            if case .line = awaited {
                let now = DispatchTime.now()
                frame.remaining =
                    lineTimeout ?? lineDeadline.map { due in
                        due > now ? TimeInterval(due.uptimeNanoseconds - now.uptimeNanoseconds) / 1_000_000_000 : 0
                    } ?? 0
            }
            unclaimedOutput = Data(unclaimedOutput.suffix(from: end))
            unclaimedError = Data()
            waiter = nil
            (lineTimeout, lineDeadline) = (nil, nil)
            return (continuation, .frame(frame))
        }
        guard var ended = outcome else { return nil }
        (lineTimeout, lineDeadline) = (nil, nil)
        ended.output = unclaimedOutput
        ended.error = unclaimedError
        unclaimedOutput = Data()
        unclaimedError = Data()
        waiter = nil
        return (continuation, .ended(ended))
    }

    /// Where the line `marker` ends in `data`, when it is there as a whole line.
    package static func end(of marker: Data, in data: Data) -> Data.Index? {
        if data.starts(with: marker) {
            return data.startIndex + marker.count
        }
        return data.range(of: Data("\n".utf8) + marker)?.upperBound
    }

    /// Where the first whole line of `data` that starts with `prefix` ends, after its line break.
    package static func end(ofLineStartingWith prefix: Data, in data: Data) -> Data.Index? {
        let start: Data.Index
        if data.starts(with: prefix) {
            start = data.startIndex
        } else if let found = data.range(of: Data("\n".utf8) + prefix) {
            start = found.lowerBound + 1
        } else {
            return nil
        }
        return data[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }
    }
}
#endif
