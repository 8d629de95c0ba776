import Foundation

/// A process's memory as Linux's `/proc/<pid>/status` tells it.
enum ProcessStatus {
    /// A memory field of a process's status, in bytes: `VmRSS` (resident now) or `VmHWM` (the resident
    /// high-water mark) of `/proc/<process>/status`, which gives them in KiB.
    ///
    /// - Parameters:
    ///   - field: The field's name, such as `VmRSS`.
    ///   - process: The process's identifier, or `self` for the benchmark's own.
    /// - Returns: The field's value, in bytes.
    /// - Throws: ``BenchmarkFailure`` when the file cannot be read (no /proc) or has no such field.
    static func bytes(_ field: String, of process: String = "self") throws -> Int {
        let path = "/proc/\(process)/status"
        let status = try String(contentsOfFile: path, encoding: .utf8)
        guard
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
            let kibibytes = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({ Int($0) })
        else { throw BenchmarkFailure("no \(field) in \(path)") }
        return kibibytes * 1_024
    }
}
