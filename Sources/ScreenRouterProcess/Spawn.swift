#if os(Linux) || os(macOS)
import Foundation
import ScreenRouterCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts executables with `posix_spawn`, never with Foundation's `Process`.
///
/// On Linux, `Process.run()` of swift-corelibs-foundation up to Swift 6.3 can crash the calling process: looking for
/// the descriptors to close in the child, it copies 256 bytes of each `/proc/self/fd` entry however short the entry
/// is, and faults when one ends a page (fixed upstream by swift-corelibs-foundation pull request 5472). A test suite
/// that launches apps died now and then with no test to blame. Here the C library starts the child, with:
///
/// - the given descriptors as its standard input, output and error, and every other descriptor of this process
///   closed (`posix_spawn_file_actions_addclosefrom_np` on glibc 2.34 and later, the descriptors this process has
///   open before; `POSIX_SPAWN_CLOEXEC_DEFAULT` on macOS);
/// - no signal blocked and every signal's default action, whatever the starting thread blocks or ignores;
/// - optionally a process group of its own, so that stopping the group stops what the process started;
/// - exactly the given arguments and environment, in this process's working directory.
package enum Spawn {
    /// What the child gets as one of its standard streams.
    package enum Stream {
        /// The stream as this process has it.
        case inherited
        /// `/dev/null`, opened for reading and writing.
        case nullDevice
        /// A descriptor of this process, such as one end of a pipe.
        case descriptor(Int32)
    }

    /// How a process ended: its exit status, or the signal that ended it.
    package struct Termination: Sendable, Equatable {
        /// The exit status, or the signal's number when ``wasSignalled``.
        package var status: Int32
        package var wasSignalled: Bool

        /// The status as a shell reports it: `128 + n` for signal `n`.
        package var shellStatus: Int32 { wasSignalled ? 128 + status : status }
    }

    /// Starts `executable` and returns its process identifier.
    ///
    /// - Parameters:
    ///   - executable: The file to run; `arguments` follow its path as `argv[0]`.
    ///   - arguments: The arguments after `argv[0]`.
    ///   - environment: The whole environment of the child.
    ///   - standardStreams: What the child gets as its standard input, output and error.
    ///   - ownGroup: Whether the child leads a process group of its own.
    /// - Returns: The child's process identifier; the caller reaps it (``waitForEnd(of:)``, ``onEnd(of:_:)``).
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/launchFailed`` when the C library cannot start
    ///   it (no such file, not executable, ...), naming the executable and the C library's reason.
    package static func start(
        _ executable: URL,
        arguments: [String],
        environment: [String: String],
        standardStreams: [Stream] = [.inherited, .inherited, .inherited],
        ownGroup: Bool
    ) throws(ScreenRouterError) -> pid_t {
        let path = executable.path
        func check(_ result: Int32) throws(ScreenRouterError) {
            guard result != 0 else { return }
            throw ScreenRouterError.executableNotStarted(
                path,
                reason: "\(String(cString: strerror(result))) (errno \(result))"
            )
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        try check(posix_spawn_file_actions_init(&actions))
        defer { posix_spawn_file_actions_destroy(&actions) }
        try check(posix_spawnattr_init(&attributes))
        defer { posix_spawnattr_destroy(&attributes) }

        for (target, stream) in zip(Int32(0)...2, standardStreams) {
            switch stream {
            case .inherited: break
            case .nullDevice:
                try check(posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_RDWR, 0))
            case .descriptor(let source):
                try check(posix_spawn_file_actions_adddup2(&actions, source, target))
            }
        }
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        if let failure = closeOtherDescriptors(&actions) { try check(failure) }
        #endif
        if ownGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            try check(posix_spawnattr_setpgroup(&attributes, 0))
        }
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        try check(posix_spawnattr_setsigmask(&attributes, &noSignals))
        try check(posix_spawnattr_setsigdefault(&attributes, &allSignals))
        try check(posix_spawnattr_setflags(&attributes, Int16(flags)))

        let argv = ([path] + arguments).map { strdup($0) }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") }
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        try check(posix_spawn(&pid, path, &actions, &attributes, argv + [nil], envp + [nil]))
        return pid
    }

    /// Waits, blocking the calling thread, until the process `pid` (a child of this one) has ended, and reaps it.
    package static func waitForEnd(of pid: pid_t) -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else {
                // Someone else reaped it (a SIGCHLD handler that waits for any child): its status is lost.
                return Termination(status: -1, wasSignalled: false)
            }
        }
        // <sys/wait.h>'s WIFEXITED, WEXITSTATUS and WTERMSIG, the same on Linux and macOS.
        let signal = status & 0x7f
        return signal == 0
            ? Termination(status: (status >> 8) & 0xff, wasSignalled: false)
            : Termination(status: signal, wasSignalled: true)
    }

    /// Starts a thread that waits for the end of `pid` and hands it on; a thread of its own, never the caller's,
    /// as waiting blocks.
    package static func onEnd(of pid: pid_t, _ handler: @escaping @Sendable (Termination) -> Void) {
        let thread = Thread { handler(waitForEnd(of: pid)) }
        thread.name = "ScreenRouter.wait \(pid)"
        thread.stackSize = 64 * 1024
        thread.start()
    }

    #if os(Linux)
    /// `int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *, int)`, glibc 2.34 and later.
    ///
    /// Looked up at run time: Swift does not import it (glibc declares it only for `_GNU_SOURCE`), and a program
    /// linked against it would not start on an older glibc.
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    private static let closeFrom: CloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// Closes every descriptor from 3 up in the child: at once with glibc's `closefrom` action, or, on a glibc
    /// without it, each descriptor this process has open now (as `/proc/self/fd` lists them).
    ///
    /// - Returns: The C library's error, or `nil`.
    private static func closeOtherDescriptors(_ actions: inout posix_spawn_file_actions_t) -> Int32? {
        if let closeFrom {
            let result = closeFrom(&actions, 3)
            return result == 0 ? nil : result
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in entries.compactMap(Int32.init).sorted() where descriptor > 2 {
            let result = posix_spawn_file_actions_addclose(&actions, descriptor)
            if result != 0 { return result }
        }
        return nil
    }
    #endif
}
#endif
