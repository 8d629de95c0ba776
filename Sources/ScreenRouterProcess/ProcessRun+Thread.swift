#if os(Linux) || os(macOS)
import Dispatch
import Foundation
import ScreenRouterCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The run's thread: it starts the process, drains its pipes, writes its input and keeps its deadlines.
extension ProcessRun {
    /// Starts the run's thread and returns once the process runs, or throws why it could not be started.
    package func start(
        _ executable: URL,
        arguments: [String],
        environment: [String: String]
    ) async throws(ScreenRouterError) {
        let started: ScreenRouterError? = await withCheckedContinuation { continuation in
            let thread = Thread { [self] in
                let pipes: Pipes
                do throws(ScreenRouterError) {
                    pipes = try launch(executable, arguments: arguments, environment: environment)
                } catch {
                    continuation.resume(returning: error)
                    return
                }
                continuation.resume(returning: nil)
                drainAndWait(pipes)
            }
            thread.name = "ScreenRouter.ProcessRun"
            thread.start()
        }
        if let started { throw started }
    }

    /// Makes the pipes and starts the process, on the run's thread.
    package func launch(
        _ executable: URL,
        arguments: [String],
        environment: [String: String]
    ) throws(ScreenRouterError) -> Pipes {
        Self.spawnLock.lock()
        defer { Self.spawnLock.unlock() }
        let pipes = Pipes(output: Self.makePipe(), error: Self.makePipe(), input: hasInput ? Self.makePipe() : nil)
        let pid = try Spawn.start(
            executable,
            arguments: arguments,
            environment: environment,
            standardStreams: [
                pipes.input.map { .descriptor($0.fileHandleForReading.fileDescriptor) } ?? .nullDevice,
                .descriptor(pipes.output.fileHandleForWriting.fileDescriptor),
                .descriptor(pipes.error.fileHandleForWriting.fileDescriptor),
            ],
            ownGroup: true
        )
        // The child has its ends of the pipes now: with this process's copies closed, a pipe ends when the
        // child (and whatever it started) closes it.
        try? pipes.output.fileHandleForWriting.close()
        try? pipes.error.fileHandleForWriting.close()
        try? pipes.input?.fileHandleForReading.close()
        Spawn.onEnd(of: pid) { [self] termination in
            lock.lock()
            self.termination = termination
            lock.unlock()
            exited.signal()
            wakeThread()
        }
        lock.lock()
        processIdentifier = pid
        // The child leads a process group of its own; the group outlives the process while a helper it started
        // runs on.
        processGroup = pid
        let cancelled = isCancelled
        lock.unlock()
        if cancelled {
            signal(SIGKILL)
        }
        if let input = pipes.input {
            // Writing to a pipe whose reader has gone raises SIGPIPE in the writing thread; blocked here, the
            // write fails with EPIPE instead of ending the test process. The child starts with no signal
            // blocked whatever this thread blocks (`Spawn`), so it is not affected.
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
            #if canImport(Darwin)
            // A test's thread may write the input too (`send`): on Apple's systems the pipe itself raises no SIGPIPE.
            _ = fcntl(descriptor, F_SETNOSIGPIPE, 1)
            #endif
            lock.lock()
            inputDescriptor = descriptor
            lock.unlock()
        }
        return pipes
    }

    /// Reads the outputs and writes the input until the process has ended and its pipes are closed, stopping
    /// a process that does not answer its request in time.
    package func drainAndWait(_ pipes: Pipes) {
        var ending = Outcome()
        var readers = [
            PipeReader(fileDescriptor: pipes.output.fileHandleForReading.fileDescriptor),
            PipeReader(fileDescriptor: pipes.error.fileHandleForReading.fileDescriptor),
        ]
        var input = pipes.input?.fileHandleForWriting
        // The request being answered: its deadline, on the monotonic clock, and the line that answers it.
        var deadline: DispatchTime?
        var answer: Data?
        // When the request being answered was handed on, for the app's time for it.
        var handedOn: DispatchTime?
        var exitTime: DispatchTime?
        var termSentAt: DispatchTime?
        var killed = false
        var stoppedHelpers = false

        /// Starts the deadline of a request handed on since: from the moment the test's thread wrote it, or now.
        func adoptRequest() {
            lock.lock()
            if let request {
                self.request = nil
                handedOn = request.written ?? .now()
                deadline = (handedOn ?? .now()) + request.timeout
                answer = request.marker
            }
            lock.unlock()
        }
        /// Takes what the pipes hold; the request is answered when its line is there. A request the test's thread
        /// wrote itself is taken first: the output may answer it already.
        func takeOutput() {
            adoptRequest()
            if claim(&readers, answeredBy: answer, handedOn: handedOn) {
                deadline = nil
                answer = nil
            }
        }
        func noteExit() {
            exitTime = .now()
            closeInputPipe(&input)
        }

        while true {
            if exitTime == nil, exited.wait(timeout: .now()) == .success {
                noteExit()
            }
            adoptRequest()
            lock.lock()
            if let seconds = lineTimeout {
                lineTimeout = nil
                lineDeadline = .now() + seconds
            }
            let lineDue = lineDeadline
            let writing = inputDescriptor >= 0 && !pendingInput.isEmpty
            let closingInput = isInputClosing && pendingInput.isEmpty
            lock.unlock()
            if closingInput {
                closeInputPipe(&input)
            }

            var open = readers.indices.filter { !readers[$0].isAtEnd }
            if let exitTime {
                if open.isEmpty { break }
                // The process ended, but a helper it started still holds a pipe: give it a moment, then stop
                // it and take the output as it is.
                let waited = exitTime.secondsToNow
                if waited > Self.orphanGrace * 3 { break }
                if waited > Self.orphanGrace, !stoppedHelpers {
                    stopHelpers(holding: open.map { readers[$0].fileDescriptor })
                    stoppedHelpers = true
                }
            } else if let termSentAt {
                if termSentAt.secondsToNow > Self.terminationGrace, !killed {
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
            if let lineDue, DispatchTime.now() >= lineDue {
                // Late by the clock, but this thread may itself have been kept from running: what is in the
                // pipe by now came in time.
                for index in open {
                    readers[index].readAllAvailable()
                }
                takeOutput()
                endLineWait(due: lineDue)
            }
            if open.isEmpty, !writing {
                // Both pipes are closed but the process runs on: wait for its end in short steps.
                if exitTime == nil, exited.wait(timeout: .now() + 0.05) == .success {
                    noteExit()
                }
            } else {
                let takesInput = PipeReader.poll(
                    &readers,
                    indices: open,
                    writing: writing ? input?.fileDescriptor : nil,
                    wake: wake?.fileHandleForReading.fileDescriptor,
                    milliseconds: 50
                )
                if takesInput, !writePendingInput() {
                    closeInputPipe(&input)
                }
            }
            takeOutput()
        }
        lock.lock()
        ending.status = termination?.status ?? -1
        ending.wasSignalled = termination?.wasSignalled ?? false
        outcome = ending
        let ready = takeReadyWait()
        lock.unlock()
        ready.map { $0.continuation.resume(returning: $0.result) }
    }

    /// Ends the wait for a line whose deadline `due` ran out, unless the line came: the process runs on.
    func endLineWait(due: DispatchTime) {
        lock.lock()
        var late: CheckedContinuation<Wait, Never>?
        if lineDeadline == due, let (awaited, continuation) = waiter, case .line = awaited {
            late = continuation
            waiter = nil
            lineDeadline = nil
        }
        lock.unlock()
        late?.resume(returning: .timedOut)
    }

    /// Writes what the input pipe takes of the input not yet written.
    ///
    /// - Returns: `false` when the pipe is closed or failed, and takes nothing more.
    func writePendingInput() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard inputDescriptor >= 0, !pendingInput.isEmpty else { return true }
        guard let count = Self.writeAvailable(pendingInput, to: inputDescriptor) else { return false }
        pendingInput.removeFirst(count)
        return true
    }

    /// Closes the input pipe, so the process reads the end of its input; what was not written is dropped.
    ///
    /// The descriptor is withdrawn under the lock first, so no thread writes to it once it is closed.
    func closeInputPipe(_ input: inout FileHandle?) {
        guard let handle = input else { return }
        lock.lock()
        inputDescriptor = -1
        pendingInput = Data()
        lock.unlock()
        try? handle.close()
        input = nil
    }

    /// Writes what a non-blocking pipe takes at once of `data`, at most 64 KiB, from whatever thread calls it.
    ///
    /// A pipe whose reader has gone fails with `EPIPE` and raises no `SIGPIPE` that would end the test process: on
    /// Apple's systems the pipe raises none (`F_SETNOSIGPIPE`); on Linux the signal is blocked in the calling thread
    /// for the write, and the one the write raised is taken before it is unblocked.
    ///
    /// - Returns: The number of bytes written, 0 when the pipe is full, `nil` when it is closed or failed.
    package static func writeAvailable(_ data: Data, to descriptor: Int32) -> Int? {
        #if os(Linux)
        var pipeSignal = sigset_t()
        var previous = sigset_t()
        _ = sigemptyset(&pipeSignal)
        _ = sigaddset(&pipeSignal, SIGPIPE)
        _ = pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        #endif
        let count = data.withUnsafeBytes { write(descriptor, $0.baseAddress, min($0.count, 65_536)) }
        let failure = errno
        #if os(Linux)
        if count < 0, failure == EPIPE, sigismember(&previous, SIGPIPE) == 0 {
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&pipeSignal, nil, &now)
        }
        _ = pthread_sigmask(SIG_SETMASK, &previous, nil)
        #endif
        if count >= 0 { return count }
        return failure == EAGAIN || failure == EWOULDBLOCK || failure == EINTR ? 0 : nil
    }

    /// Moves what the readers read to the output no frame has taken yet, and hands the waiting task its frame
    /// when it is complete.
    ///
    /// - Parameters:
    ///   - readers: The pipes' readers, emptied of what they read.
    ///   - marker: The line that answers the current request, if any.
    ///   - handedOn: When the current request was handed on, for the app's time for it (``Frame/seconds``).
    /// - Returns: Whether that line is now in the output, before any task has taken it.
    package func claim(_ readers: inout [PipeReader], answeredBy marker: Data?, handedOn: DispatchTime? = nil) -> Bool {
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
        if answered, let handedOn { answerSeconds = handedOn.secondsToNow }
        let ready = takeReadyWait()
        lock.unlock()
        readers[0].data.removeAll(keepingCapacity: true)
        readers[1].data.removeAll(keepingCapacity: true)
        ready.map { $0.continuation.resume(returning: $0.result) }
        return answered
    }

    /// Sends a signal to the process and, when it leads a process group of its own, to that group.
    package func signal(_ number: Int32) {
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
    /// them: the test process gave the pipes to no one else, no other run's process inherits them
    /// (``makePipe()``), and none is being started while the lock is held (``spawnLock``).
    package func stopHelpers(holding descriptors: [Int32]) {
        // A process another run is starting holds this run's pipes until it executes its program; no process
        // starts while the lock is held.
        Self.spawnLock.lock()
        defer { Self.spawnLock.unlock() }
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
#endif
