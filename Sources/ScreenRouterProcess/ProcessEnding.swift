#if os(Linux) || os(macOS)
import Foundation
/// How a process that did not report a routing failure of its own ended badly, told in a few lines a person
/// can act on: the signal by name, the runtime's own reason (`Fatal error: ...`), the frame in the app
/// where it crashed, and the app's last lines before it, never kilobytes of backtrace.
package struct ProcessEnding {
    /// The executable's file name, as backtraces name its frames.
    var executableName: String
    var status: Int32
    var wasSignalled: Bool
    var didTimeOut: Bool
    var timeout: Double
    var standardError: String
    /// What the process did not do within ``timeout``, for the message: `finish`, `answer route 3`.
    var awaited: String

    /// Describes how a process ended.
    package init(
        executableName: String,
        status: Int32,
        wasSignalled: Bool,
        didTimeOut: Bool,
        timeout: Double,
        standardError: String,
        awaited: String
    ) {
        self.executableName = executableName
        self.status = status
        self.wasSignalled = wasSignalled
        self.didTimeOut = didTimeOut
        self.timeout = timeout
        self.standardError = standardError
        self.awaited = awaited
    }

    /// The most the summary keeps of the app's own lines before the end.
    package static let appLinesBudget = 1_200

    /// The summary, or `nil` when the process exited with status 0 of its own accord.
    package var summary: String? {
        guard didTimeOut || wasSignalled || status != 0 else { return nil }
        var parts = ["`\(executableName)` \(ending)."]
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let backtraceStart = lines.firstIndex { Self.isBacktraceStart($0) } ?? lines.endIndex
        let before = lines[..<backtraceStart]
        let reasons = before.filter(Self.isRuntimeReason)
        if !reasons.isEmpty {
            parts.append(reasons.map { Self.cut($0, to: 600) }.joined(separator: " "))
        }
        if let frame = crashingFrame(in: lines[backtraceStart...]) {
            parts.append("Crashed in \(frame).")
        }
        let own = before.filter { !Self.isRuntimeReason($0) && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        if !own.isEmpty {
            parts.append("Standard error before the end:\n" + Self.lastLines(of: Array(own)))
        } else if reasons.isEmpty, backtraceStart == lines.endIndex {
            parts.append("It wrote nothing to standard error.")
        }
        return parts.joined(separator: "\n")
    }

    /// The account of a launch into a screen that exited with status 0 without the routed line of route 0: the
    /// app never routed (it drew a screen of its own, or was built with a release of ScreenRouter that wrote no
    /// such line), followed by its last lines of standard output and standard error.
    ///
    /// - Parameters:
    ///   - executableName: The executable's file name.
    ///   - standardOutput: What the process wrote to standard output.
    ///   - standardError: What the process wrote to standard error.
    /// - Returns: The message.
    package static func screenNotOpened(
        executableName: String,
        standardOutput: String,
        standardError: String
    ) -> String {
        var parts = [
            "`\(executableName)` exited with status 0 without opening a screen: was `TestingCoordinator.start` "
                + "called before the app drew its first screen?"
        ]
        for (name, text) in [("standard output", standardOutput), ("standard error", standardError)] {
            let lines = text.split(separator: "\n").map(String.init)
                .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            if lines.isEmpty {
                parts.append("It wrote nothing to \(name).")
            } else {
                let shown = lines.suffix(5)
                let earlier = lines.count - shown.count
                let skipped = earlier > 0 ? " (\(earlier) earlier lines left out)" : ""
                parts.append(
                    "Last lines of \(name)\(skipped):\n" + shown.map { cut($0, to: 300) }.joined(separator: "\n")
                )
            }
        }
        return parts.joined(separator: "\n")
    }

    private var ending: String {
        if didTimeOut {
            let stop = wasSignalled ? " and was stopped by \(Self.signalName(status))" : " and was stopped"
            return "did not \(awaited) within \(timeout.formatted) seconds\(stop)"
        }
        if wasSignalled {
            let name = Self.signalName(status)
            let meaning = Self.signalMeanings[status].map { ", \($0)" } ?? ""
            return "crashed with \(name) (signal \(status)\(meaning))"
        }
        return "exited with status \(status)"
    }

    // MARK: - Reading Swift's messages and backtraces

    /// Lines the Swift runtime writes when it stops a program on purpose, such as
    /// `App/Factory.swift:12: Fatal error: no products`.
    private static func isRuntimeReason(_ line: String) -> Bool {
        runtimeReasons.contains { line.contains($0) }
    }

    private static let runtimeReasons = [
        "Fatal error:", "Precondition failed:", "Assertion failed:", "Unexpectedly found nil",
        "Fatal access conflict", "Could not cast value",
    ]

    /// The first line of the backtrace Swift prints on Linux (`*** Signal 4: Backtracing from ...`), or of a
    /// crash report's `Program crashed` line.
    private static func isBacktraceStart(_ line: String) -> Bool {
        line.hasPrefix("*** Signal ") || line.hasPrefix("*** Program crashed") || line.hasPrefix("💣 Program crashed")
    }

    /// The first frame of the crashed thread that is in the executable itself, as
    /// `factory(_:) at Factory.swift:12:5`; or, without one, the first frame that names a function.
    private func crashingFrame(in backtrace: ArraySlice<String>) -> String? {
        guard let crashed = backtrace.firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix("crashed:") }) else {
            return nil
        }
        var frames: [(function: String, image: String, location: String?)] = []
        for line in backtrace[(crashed + 1)...] {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty, !frames.isEmpty { break }
            guard let frame = Self.frame(text) else { continue }
            frames.append(frame)
        }
        guard let chosen = frames.first(where: { $0.image == executableName }) ?? frames.first else { return nil }
        let location = chosen.location.map { " at " + Self.shortPath($0) } ?? " in \(chosen.image)"
        return Self.cut(chosen.function, to: 200) + location
    }

    /// Reads `1 [ra] 0x000055 factory(_:) + 133 in App at /src/App/Factory.swift:12:5`.
    private static func frame(_ text: String) -> (function: String, image: String, location: String?)? {
        guard let address = text.range(of: " 0x"), text.first?.isNumber == true else { return nil }
        let rest = text[address.upperBound...].drop { !$0.isWhitespace }.trimmingCharacters(in: .whitespaces)
        guard let inRange = rest.range(of: " in ", options: .backwards) else { return nil }
        var function = String(rest[..<inRange.lowerBound])
        if let offset = function.range(of: " + ", options: .backwards) {
            function = String(function[..<offset.lowerBound])
        }
        function = function.trimmingCharacters(in: .whitespaces)
        if function.hasSuffix(" in") {
            function = String(function.dropLast(3))  // a closure in top-level code
        }
        let tail = rest[inRange.upperBound...]
        if let at = tail.range(of: " at ") {
            return (function, String(tail[..<at.lowerBound]), String(tail[at.upperBound...]))
        }
        return (function, String(tail), nil)
    }

    /// `/src/App/Sources/Factory.swift:12:5` as `Factory.swift:12:5`.
    private static func shortPath(_ location: String) -> String {
        String(location.split(separator: "/").last ?? Substring(location))
    }

    /// The last lines that fit ``appLinesBudget``, each cut to 300 characters.
    private static func lastLines(of lines: [String]) -> String {
        var kept: [String] = []
        var size = 0
        for line in lines.reversed() {
            let cutLine = cut(line, to: 300)
            guard size + cutLine.utf8.count < appLinesBudget else { break }
            kept.insert(cutLine, at: 0)
            size += cutLine.utf8.count + 1
        }
        let skipped = lines.count - kept.count
        return (skipped > 0 ? "(\(skipped) earlier lines left out)\n" : "") + kept.joined(separator: "\n")
    }

    private static func cut(_ text: String, to length: Int) -> String {
        text.count > length ? String(text.prefix(length - 1)) + "…" : text
    }

    // MARK: - Signals

    /// The signal's name, such as `SIGILL`, or `signal N` for one without a common name.
    package static func signalName(_ number: Int32) -> String {
        signalNames[number] ?? "signal \(number)"
    }

    /// The numbers Linux and macOS share, and those that differ, for the platform this runs on.
    private static let signalNames: [Int32: String] = {
        var names: [Int32: String] = [
            1: "SIGHUP", 2: "SIGINT", 3: "SIGQUIT", 4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 8: "SIGFPE",
            9: "SIGKILL", 11: "SIGSEGV", 13: "SIGPIPE", 14: "SIGALRM", 15: "SIGTERM",
        ]
        #if os(Linux)
        names[7] = "SIGBUS"
        names[10] = "SIGUSR1"
        names[12] = "SIGUSR2"
        names[31] = "SIGSYS"
        #else
        names[10] = "SIGBUS"
        names[12] = "SIGSYS"
        names[30] = "SIGUSR1"
        names[31] = "SIGUSR2"
        #endif
        return names
    }()

    /// What the signals a crash usually ends with mean, for the message.
    private static let signalMeanings: [Int32: String] = [
        4: "illegal instruction: a Swift runtime trap such as fatalError, a failed precondition or an overflow",
        5: "trace trap: a Swift runtime trap on some platforms, or a debugger breakpoint",
        6: "abort: abort() or an uncaught exception",
        9: "killed",
        11: "segmentation fault: a bad memory access",
        15: "terminated",
    ]
}

extension Double {
    /// The number as a person writes it: `1`, `0.5`.
    fileprivate var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
#endif
