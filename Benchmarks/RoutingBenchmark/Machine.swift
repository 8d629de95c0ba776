import Foundation

/// What the benchmark ran on, for the report's header.
enum Machine {
    /// Cores, memory, processor, OS, kernel and the load when the run started.
    static func summary() -> [String] {
        let info = ProcessInfo.processInfo
        let processor = firstValue(in: "/proc/cpuinfo", key: "model name") ?? "unknown processor"
        let system =
            firstValue(in: "/etc/os-release", key: "PRETTY_NAME", separator: "=")?
            .trimmingCharacters(in: CharacterSet(charactersIn: "\"")) ?? info.operatingSystemVersionString
        var kernel = utsname()
        uname(&kernel)
        let release = withUnsafeBytes(of: &kernel.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let load =
            (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
            .split(separator: " ").prefix(3).joined(separator: " ") ?? "unknown"
        return [
            "\(info.activeProcessorCount) cores (ProcessInfo.activeProcessorCount) of \(processor)",
            String(format: "%.1f GiB memory", Double(info.physicalMemory) / 1_073_741_824),
            "\(system), Linux \(release)",
            "load average at start: \(load)",
        ]
    }

    /// The first line of `swift --version`.
    static func toolchain() -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "unknown Swift" }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output.split(separator: "\n").first.map(String.init) ?? "unknown Swift"
    }

    private static func firstValue(in path: String, key: String, separator: Character = ":") -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: separator, maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == key {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }
}
