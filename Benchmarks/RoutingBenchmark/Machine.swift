import Foundation
import ScreenRouterProcess

/// What the benchmark ran on, for the report's header.
enum Machine {
    /// Cores, memory, processor, OS, kernel and the load when the run started.
    static func summary() -> [String] {
        let info = ProcessInfo.processInfo
        #if canImport(Glibc)
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
        let kernelName = "Linux \(release)"
        #elseif canImport(Darwin)
        // macOS has no /proc: the processor's name and the kernel's are sysctl values, the load `getloadavg`'s.
        let processor = sysctlText("machdep.cpu.brand_string") ?? "unknown processor"
        let system = "macOS " + info.operatingSystemVersionString
        var loads = [Double](repeating: 0, count: 3)
        let load =
            getloadavg(&loads, 3) == 3 ? loads.map { String(format: "%.2f", $0) }.joined(separator: " ") : "unknown"
        let kernelName = "\(sysctlText("kern.ostype") ?? "Darwin") \(sysctlText("kern.osrelease") ?? "")"
        #endif
        return [
            "\(info.activeProcessorCount) cores (ProcessInfo.activeProcessorCount) of \(processor)",
            String(format: "%.1f GiB memory", Double(info.physicalMemory) / 1_073_741_824),
            "\(system), \(kernelName)",
            "load average at start: \(load)",
        ]
    }

    #if canImport(Darwin)
    /// A text value of `sysctlbyname`, such as `machdep.cpu.brand_string`.
    private static func sysctlText(_ name: String) -> String? {
        var size = 0
        guard sysctlbyname(name, nil, &size, nil, 0) == 0, size > 0 else { return nil }
        var bytes = [CChar](repeating: 0, count: size)
        guard sysctlbyname(name, &bytes, &size, nil, 0) == 0 else { return nil }
        return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    #endif

    /// The first line of `swift --version`.
    static func toolchain() async -> String {
        guard let outcome = try? await Machine.run("/usr/bin/env", ["swift", "--version"]) else {
            return "unknown Swift"
        }
        return String(decoding: outcome.output, as: UTF8.self).split(separator: "\n").first.map(String.init)
            ?? "unknown Swift"
    }

    /// Runs a tool to its end through the package's process runner, as everything the benchmark starts.
    static func run(_ path: String, _ arguments: [String]) async throws -> ProcessRun.Outcome {
        try await ProcessRun.run(
            URL(fileURLWithPath: path),
            arguments: arguments,
            environment: ProcessInfo.processInfo.environment,
            timeout: 3_600
        )
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
