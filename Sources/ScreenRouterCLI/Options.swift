import Foundation
import ScreenRouterCore

/// A command's arguments: options with a value (`--scheme demo`), flags (`--shell`) and positionals, each
/// taken once by the command; whatever is left over is an error, never ignored.
struct Options {
    private static let valued: Set<String> = RequestOptions.names.union([
        "--scheme", "--bundle-id", "--shard", "--call-timeout", "--simulator", "--directory", "--current",
        "--output", "--screen", "--variant", "--jobs",
    ])
    private static let flags: Set<String> = ["--shell", "--url", "--json", "--record"]

    private var values: [String: String] = [:]
    private var setFlags: Set<String> = []
    private var positionals: [String] = []
    private var used: Set<String> = []
    let command: String

    init(_ arguments: [String], command: String) throws(ScreenRouterError) {
        self.command = command
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if Self.valued.contains(argument) {
                guard index < arguments.endIndex else {
                    throw .malformedCommandLine("`\(argument)` needs a value.")
                }
                guard values[argument] == nil else {
                    throw .malformedCommandLine("`\(argument)` was given twice.")
                }
                values[argument] = arguments[index]
                index += 1
            } else if Self.flags.contains(argument) {
                setFlags.insert(argument)
            } else if argument.hasPrefix("--") {
                throw .malformedCommandLine("unknown option `\(argument)`.")
            } else {
                positionals.append(argument)
            }
        }
    }

    /// The value of an option, if it was given.
    mutating func value(_ name: String) -> String? {
        used.insert(name)
        return values[name]
    }

    /// The value of an option the command cannot do without.
    mutating func required(_ name: String) throws(ScreenRouterError) -> String {
        guard let value = value(name), !value.isEmpty else {
            throw .malformedCommandLine("`\(command)` needs `\(name) <value>`.")
        }
        return value
    }

    /// Whether a flag was given.
    mutating func flag(_ name: String) -> Bool {
        used.insert(name)
        return setFlags.contains(name)
    }

    /// The next positional argument, described by `name` in messages.
    mutating func positional(_ name: String) throws(ScreenRouterError) -> String {
        guard !positionals.isEmpty else {
            throw .malformedCommandLine("`\(command)` needs a \(name).")
        }
        return positionals.removeFirst()
    }

    /// The executable the command runs, which must exist and be executable.
    mutating func executable() throws(ScreenRouterError) -> URL {
        let url = URL(fileURLWithPath: try positional("path to an executable"))
        if let missing = Self.missingExecutable(url) { throw ScreenRouterError(code: .launchFailed, message: missing) }
        return url
    }

    /// Why `url` cannot be run, or `nil` when it names an executable file.
    static func missingExecutable(_ url: URL) -> String? {
        guard !FileManager.default.isExecutableFile(atPath: url.path) else { return nil }
        let found = FileManager.default.fileExists(atPath: url.path) ? "a file that is not executable" : "nothing"
        return "no executable at `\(url.path)` (found \(found)). Build the app first (`swift build --product "
            + "<app>`), and pass the path `swift build --show-bin-path` prints, followed by the app's name."
    }

    /// Fails when an option or a positional was given that the command does not take.
    func checkAllUsed() throws(ScreenRouterError) {
        let unused = Set(values.keys).union(setFlags).subtracting(used).sorted()
        if let option = unused.first {
            throw .malformedCommandLine("`\(command)` does not take `\(option)`.")
        }
        if let extra = positionals.first {
            throw .malformedCommandLine("unexpected argument `\(extra)`.")
        }
    }
}
