import Foundation
import ScreenRouterProcess

/// Section 5: the peak resident memory of one Demo process.
///
/// Linux's record of a process's peak resident set, `ru_maxrss`, survives `exec`: a child started by
/// `posix_spawn` (which shares the parent's memory until it executes) inherits the parent's peak, so a
/// benchmark holding hundreds of MiB of fixtures would read its own peak for every child. So each
/// measurement runs in a fresh, small spawner process (this executable, started with ``spawnerFlag``) that
/// `fork`s and executes the Demo, reaps it with `wait4`, and prints the Demo's own `ru_maxrss`. A forked
/// child starts from the part of the spawner's resident set it copies; running `true` the same way
/// shows that floor, under which no figure can be read.
///
/// On macOS, `posix_spawn` makes a new process from the program's image, whose peak is its own (and Swift
/// does not offer `fork` there): the spawner starts the Demo with `Process` and reads the one child's
/// `ru_maxrss` from `getrusage(RUSAGE_CHILDREN)` once it is reaped; Darwin counts it in bytes, not KiB.
struct PeakMemory {
    struct Result {
        let peakBytes: Int
        let exitStatus: Int32
        let output: String
    }

    static let spawnerFlag = "--peak-memory-spawner"

    let folder: URL

    /// Runs the executable once, in a fresh spawner process, and returns its peak resident memory.
    func measure(_ executable: URL, arguments: [String]) async throws -> Result {
        let outputFile = folder.appendingPathComponent("peak-memory-output.txt")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        guard let benchmark = Bundle.main.executableURL else { throw BenchmarkFailure("no path to this executable") }
        let outcome = try await Machine.run(
            benchmark.path,
            [Self.spawnerFlag, outputFile.path, executable.path] + arguments
        )
        let report = String(decoding: outcome.output, as: UTF8.self)
        let fields = report.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard outcome.status == 0, !outcome.wasSignalled, fields.count == 2 else {
            throw BenchmarkFailure("the peak-memory spawner failed (status \(outcome.status)): \(report)")
        }
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        return Result(peakBytes: fields[0] * 1_024, exitStatus: Int32(fields[1]), output: output)
    }

    /// The spawner's side, run before anything else in the process: forks, executes the program with standard
    /// output to a file, waits, and prints `<peak KiB> <exit status>`.
    ///
    /// - Parameter arguments: The output file, the program, and the program's arguments.
    /// - Returns: The spawner's exit status: 0 when it could report.
    static func runSpawner(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 2 else { return 64 }
        #if canImport(Glibc)
        // Everything the child needs is made before `fork`, so the child only calls `open`, `dup2` and `execv`.
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.dropFirst().map { strdup($0) } + [nil]
        guard let outputPath = strdup(arguments[0]), let devNull = strdup("/dev/null"), let program = argv[0] else {
            return 71
        }
        let pid = fork()
        if pid == 0 {
            dup2(open(devNull, O_RDONLY), 0)
            dup2(open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644), 1)
            dup2(open(devNull, O_WRONLY), 2)
            execv(program, argv)
            _exit(127)
        }
        guard pid > 0 else { return 71 }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { return 71 }
        }
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        print("\(usage.ru_maxrss) \(exitStatus)")
        return 0
        #elseif canImport(Darwin)
        guard FileManager.default.createFile(atPath: arguments[0], contents: nil),
            let output = FileHandle(forWritingAtPath: arguments[0]),
            let child = try? Spawn.start(
                URL(fileURLWithPath: arguments[1]),
                arguments: Array(arguments.dropFirst(2)),
                environment: ProcessInfo.processInfo.environment,
                standardStreams: [.nullDevice, .descriptor(output.fileDescriptor), .nullDevice],
                ownGroup: false
            )
        else { return 71 }
        let ending = Spawn.waitForEnd(of: child)
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN, &usage)
        print("\(usage.ru_maxrss / 1_024) \(ending.shellStatus)")
        return 0
        #endif
    }
}
