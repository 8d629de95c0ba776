import Foundation
import ScreenRouterCore
import ScreenRouterProcess

/// Runs a Linux or macOS app for the `open` and `list` commands.
enum AppRun {
    /// Launches the app with the arguments, its standard input this terminal's, and returns its status.
    ///
    /// A person sees the screen: what the app prints, as it prints it, without the launch protocol's lines (its
    /// element frame, its routed line, a fixture's answered lines on standard error), which are for test support
    /// and scripts. With `json`, standard output is the screen as JSON instead, the answer `open_screen` gives
    /// (`{"elements", "hash", "route", "screen", "unit"?, "variant"}`), and what the app printed is left out; its
    /// standard error (its routing failures among it) still goes to standard error.
    ///
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` with code `launchFailed` when the app cannot be started,
    ///   and, with `json`, `malformedElementFrame` when its frame does not read, or `snapshotDiffers` when it wrote
    ///   none.
    static func open(_ executable: URL, arguments: [String], json: Bool) async throws(ScreenRouterError) -> Int32 {
        let output = OutputFilter(forwardsTo: json ? nil : STDOUT_FILENO, keepsProtocolLines: true)
        let error = OutputFilter(forwardsTo: STDERR_FILENO, keepsProtocolLines: false)
        let (pid, outputPipe, errorPipe) = try start(executable, arguments: arguments)
        // The reads take the descriptors: a FileHandle is not Sendable on Apple platforms. The handles close here.
        let (outputDescriptor, errorDescriptor) = (outputPipe.fileDescriptor, errorPipe.fileDescriptor)
        async let outputRead: Void = output.drain(outputDescriptor)
        async let errorRead: Void = error.drain(errorDescriptor)
        _ = await (outputRead, errorRead)
        try? outputPipe.close()
        try? errorPipe.close()
        let status = await withCheckedContinuation { continuation in
            Spawn.onEnd(of: pid) { continuation.resume(returning: $0.shellStatus) }
        }
        guard json else { return status }
        let printed = output.appOutput
        guard let frame = try ElementSnapshot.frames(in: output.protocolLines).last else {
            guard status == 0 else { return status }
            throw .noElementFrame(executable.lastPathComponent)
        }
        let variant = AppSession.variant(in: printed)
        print(MCPAnswer.snapshot(frame, variant: variant).text)
        return status
    }

    /// Starts the app with standard output and standard error on pipes of their own; the read ends, for the caller.
    private static func start(
        _ executable: URL,
        arguments: [String]
    ) throws(ScreenRouterError) -> (pid_t, FileHandle, FileHandle) {
        ProcessRun.spawnLock.lock()
        defer { ProcessRun.spawnLock.unlock() }
        let output = ProcessRun.makePipe()
        let error = ProcessRun.makePipe()
        let pid = try Spawn.start(
            executable,
            arguments: arguments,
            environment: ProcessInfo.processInfo.environment,
            standardStreams: [
                .inherited, .descriptor(output.fileHandleForWriting.fileDescriptor),
                .descriptor(error.fileHandleForWriting.fileDescriptor),
            ],
            ownGroup: false
        )
        try? output.fileHandleForWriting.close()
        try? error.fileHandleForWriting.close()
        return (pid, output.fileHandleForReading, error.fileHandleForReading)
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

/// One output of an app that `open` shows: each line the app writes, forwarded as it comes but for the launch
/// protocol's lines, which are kept (on standard output: its element frames and routed lines) or dropped (on
/// standard error: a fixture's answered lines).
///
/// `@unchecked Sendable`: its buffers are touched by the one task that drains the pipe, and read after it is done.
private final class OutputFilter: @unchecked Sendable {
    /// Where the app's own lines go, or `nil` to keep them only.
    let destination: Int32?
    let keepsProtocolLines: Bool
    /// What the app printed of its own.
    private(set) var appOutput = ""
    /// The launch protocol's lines it printed, each with its line break.
    private(set) var protocolLines = ""

    init(forwardsTo destination: Int32?, keepsProtocolLines: Bool) {
        self.destination = destination
        self.keepsProtocolLines = keepsProtocolLines
    }

    /// Reads a pipe's read end to its end, on a thread of its own, sorting and forwarding each line; the caller
    /// closes it.
    func drain(_ descriptor: Int32) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let thread = Thread { [self] in
                var pending = Data()
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while true {
                    let count = read(descriptor, &buffer, buffer.count)
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { break }
                    pending.append(contentsOf: buffer[0..<count])
                    while let newline = pending.firstIndex(of: 0x0A) {
                        take(Data(pending[pending.startIndex...newline]))
                        pending = Data(pending[(newline + 1)...])
                    }
                }
                if !pending.isEmpty { take(pending) }
                continuation.resume()
            }
            thread.start()
        }
    }

    /// Sorts one line, with its line break.
    private func take(_ line: Data) {
        let text = String(decoding: line, as: UTF8.self)
        let bare = line.last == 0x0A ? line.dropLast() : line[...]
        let isProtocol =
            bare.withUnsafeBytes { LaunchProtocol.isProtocolLine($0.bindMemory(to: UInt8.self)) }
            || LaunchProtocol.answeredIndex(fromLine: Substring(text.trimmingCharacters(in: .newlines))) != nil
        if isProtocol {
            if keepsProtocolLines { protocolLines += text }
            return
        }
        appOutput += text
        guard let destination else { return }
        line.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(destination, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
