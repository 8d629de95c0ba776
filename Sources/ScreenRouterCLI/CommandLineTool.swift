import Foundation
import ScreenRouterCore

/// The command line: parses a command and its options, runs it, and turns every problem into a message on
/// standard error and a non-zero status, with nothing written to standard output.
struct CommandLineTool {
    /// A problem with what was typed (status 64, with the command's usage) or with what it names (status 1).
    struct Failure: Error {
        var message: String
        var showsUsage = false
    }

    let arguments: [String]

    func run() async -> Int32 {
        let command = arguments.first ?? "--help"
        if ["-h", "--help", "help"].contains(command) {
            print(Usage.overview)
            return 0
        }
        if arguments.dropFirst().contains(where: { $0 == "-h" || $0 == "--help" }) {
            print(Usage.of(command))
            return 0
        }
        do {
            var given = Array(arguments.dropFirst())
            var appArguments: [String] = []
            if command == "mcp", let separator = given.firstIndex(of: "--") {
                appArguments = Array(given[(separator + 1)...])
                given = Array(given[..<separator])
            }
            var options = try Options(given, command: command)
            let output = try perform(command, with: &options, appArguments: appArguments)
            try options.checkAllUsed()
            return try await output()
        } catch let failure as Failure {
            let usage = failure.showsUsage ? "\n\n" + Usage.of(command) : ""
            FileHandle.standardError.write(Data("screenrouter: \(failure.message)\(usage)\n".utf8))
            return failure.showsUsage ? 64 : 1
        } catch {
            FileHandle.standardError.write(Data("screenrouter: \(error)\n".utf8))
            return 1
        }
    }

    /// Reads the command's options and returns what prints its output, so that nothing is printed before every
    /// option has been read and checked.
    private func perform(
        _ command: String,
        with options: inout Options,
        appArguments: [String]
    ) throws -> () async throws -> Int32 {
        switch command {
        case "arguments":
            let request = try PayloadInput.request(from: &options)
            let shell = options.flag("--shell")
            return {
                let arguments = request.arguments
                print(
                    shell
                        ? arguments.map(ShellQuoting.quoted).joined(separator: " ") : arguments.joined(separator: "\n")
                )
                return 0
            }
        case "url":
            let scheme = try options.required("--scheme")
            let request = try PayloadInput.request(from: &options)
            let url = try RouteURL.make(scheme: scheme, request: request)
            return {
                print(url)
                return 0
            }
        case "simctl":
            let bundle = try options.required("--bundle-id")
            let viaURL = options.flag("--url")
            let scheme = viaURL ? try options.required("--scheme") : nil
            let request = try PayloadInput.request(from: &options)
            let line: String
            if let scheme {
                let url = try RouteURL.make(scheme: scheme, request: request)
                line = ["xcrun", "simctl", "openurl", "booted", url].map(ShellQuoting.quoted).joined(separator: " ")
            } else {
                line = (["xcrun", "simctl", "launch", "booted", bundle] + request.arguments)
                    .map(ShellQuoting.quoted).joined(separator: " ")
            }
            return {
                print(line)
                return 0
            }
        case "list":
            let executable = try options.executable()
            let json = options.flag("--json")
            let shard = try ShardInput.shard(from: &options)
            return { try await ScreenList.print(executable: executable, json: json, shard: shard) }
        case "snapshots":
            let executable = try options.executable()
            let run = try SnapshotRun(
                executable: executable,
                record: options.flag("--record"),
                shard: try ShardInput.shard(from: &options),
                directory: options.value("--directory")
            )
            return { try await run.run() }
        case "report":
            let command = try ReportCommand(options: &options)
            return { try command.run() }
        case "open":
            let executable = try options.executable()
            let request = try PayloadInput.request(from: &options)
            return { try await AppRun.open(executable, arguments: request.arguments) }
        case "mcp":
            let simulator = try Self.simulator(from: &options)
            let executable =
                simulator == nil ? URL(fileURLWithPath: try options.positional("path to an executable")) : nil
            // A Linux or macOS app names its scheme in its catalogue; a simulator's app is told it.
            let scheme = simulator == nil ? options.value("--scheme") : try options.required("--scheme")
            if let scheme {
                _ = try RouteURL.make(scheme: scheme, request: LaunchRequest(screen: ScreenID("screen")))
            }
            let timeout = try AppSession.callTimeout(from: &options)
            let session: any ScreenSession
            if let executable, let missing = Options.missingExecutable(executable) {
                // The server still starts, so that the client's handshake succeeds and each call tells why.
                let reason = AppSession.Failure(code: "launchFailed", message: "screenrouter mcp: \(missing)")
                FileHandle.standardError.write(Data((reason.line + "\n").utf8))
                session = UnavailableSession(reason: reason)
            } else if let executable {
                session = AppSession(
                    executable: executable,
                    appArguments: appArguments,
                    scheme: scheme,
                    timeout: timeout
                )
            } else if let simulator, let scheme {
                #if os(macOS)
                session = SimulatorSession(
                    commands: simulator,
                    appArguments: appArguments,
                    scheme: scheme,
                    timeout: timeout
                )
                #else
                throw Failure(
                    message: "`--simulator` drives an app on an iOS simulator through `xcrun simctl`, which only "
                        + "macOS with Xcode has; here, serve a Linux app: `screenrouter mcp <executable>`."
                )
                #endif
            } else {
                throw Failure(message: "`mcp` needs a path to an executable or `--simulator`.", showsUsage: true)
            }
            return { await MCPServer(session: session).serve() }
        default:
            throw Failure(message: "unknown command `\(command)`.", showsUsage: true)
        }
    }

    /// The simulator and app of `mcp --simulator <udid|booted> --bundle-id <id>`, or `nil` without `--simulator`.
    private static func simulator(from options: inout Options) throws -> SimulatorCommands? {
        guard let device = options.value("--simulator") else { return nil }
        guard SimulatorCommands.isDevice(device) else {
            throw Failure(
                message: "`--simulator` takes a simulator's UDID (as `xcrun simctl list devices` shows it) or "
                    + "`booted`; found `\(device)`.",
                showsUsage: true
            )
        }
        return SimulatorCommands(device: device, bundleID: try options.required("--bundle-id"))
    }
}
