import Foundation
import ScreenRouterCore

/// The command line: parses a command and its options, runs it, and turns every problem into a message on
/// standard error and a non-zero status, with nothing written to standard output.
///
/// Every problem is a ``/ScreenRouterCore/ScreenRouterError``, written `screenrouter: error[<code>]: <message>`:
/// one with code `malformedArguments` found while reading what was typed exits with status 64 and the command's
/// usage, any other with status 1.
struct CommandLineTool {
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
        let output: () async throws(ScreenRouterError) -> Int32
        do throws(ScreenRouterError) {
            var given = Array(arguments.dropFirst())
            var appArguments: [String] = []
            if command == "mcp", let separator = given.firstIndex(of: "--") {
                appArguments = Array(given[(separator + 1)...])
                given = Array(given[..<separator])
            }
            var options = try Options(given, command: command)
            output = try perform(command, with: &options, appArguments: appArguments)
            try options.checkAllUsed()
        } catch {
            return Self.report(error, usage: error.code == .malformedArguments ? Usage.of(command) : nil)
        }
        do throws(ScreenRouterError) {
            return try await output()
        } catch {
            return Self.report(error, usage: nil)
        }
    }

    /// Writes a problem to standard error, with the command's usage after it for what was typed wrong, and returns
    /// the status: 64 with the usage, 1 without.
    private static func report(_ error: ScreenRouterError, usage: String?) -> Int32 {
        let line = "screenrouter: error[\(error.code)]: \(error.message)" + (usage.map { "\n\n" + $0 } ?? "")
        FileHandle.standardError.write(Data((line + "\n").utf8))
        return usage == nil ? 1 : 64
    }

    /// Reads the command's options and returns what prints its output, so that nothing is printed before every
    /// option has been read and checked.
    private func perform(
        _ command: String,
        with options: inout Options,
        appArguments: [String]
    ) throws(ScreenRouterError) -> () async throws(ScreenRouterError) -> Int32 {
        switch command {
        case "arguments":
            let input = try RequestInput(from: &options)
            let shell = options.flag("--shell")
            let arguments = try input.plan(RequestInput.launch).arguments
            return {
                print(
                    shell
                        ? arguments.map(ShellQuoting.quoted).joined(separator: " ") : arguments.joined(separator: "\n")
                )
                return 0
            }
        case "url":
            let scheme = try options.required("--scheme")
            let input = try RequestInput(from: &options)
            let url = try input.plan(.route(scheme: scheme, limits: .linux)).url ?? ""
            return {
                print(url)
                return 0
            }
        case "simctl":
            let bundle = try options.required("--bundle-id")
            let viaURL = options.flag("--url")
            let scheme = viaURL ? try options.required("--scheme") : nil
            let input = try RequestInput(from: &options)
            let line: String
            if let scheme {
                let url = try input.plan(.route(scheme: scheme, limits: .linux)).url ?? ""
                line = ["xcrun", "simctl", "openurl", "booted", url].map(ShellQuoting.quoted).joined(separator: " ")
            } else {
                line =
                    (["xcrun", "simctl", "launch", "booted", bundle] + (try input.plan(RequestInput.launch).arguments))
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
            let record = options.flag("--record")
            let shard = try ShardInput.shard(from: &options)
            let jobs = try ShardInput.jobs(from: &options)
            let directory = options.value("--directory")
            let filter = SnapshotFilter(
                screen: options.value("--screen"),
                sample: options.value("--sample"),
                variant: options.value("--variant")
            )
            let json = options.flag("--json")
            return { () async throws(ScreenRouterError) -> Int32 in
                try await SnapshotRun(
                    executable: executable,
                    record: record,
                    shard: shard,
                    jobs: jobs,
                    directory: directory,
                    filter: filter,
                    json: json
                ).run()
            }
        case "report":
            let command = try ReportCommand(options: &options)
            return { () async throws(ScreenRouterError) -> Int32 in try command.run() }
        case "open":
            let executable = try options.executable()
            let json = options.flag("--json")
            let arguments = try RequestInput(from: &options).plan(RequestInput.launch).arguments
            return { () async throws(ScreenRouterError) -> Int32 in
                try await AppRun.open(executable, arguments: arguments, json: json)
            }
        case "mcp":
            let simulator = try Self.simulator(from: &options)
            let executable =
                simulator == nil ? URL(fileURLWithPath: try options.positional("path to an executable")) : nil
            // A Linux or macOS app names its scheme in its catalogue; a simulator's app is told it.
            let scheme = simulator == nil ? options.value("--scheme") : try options.required("--scheme")
            if let scheme, !LaunchRequest.isValidScheme(scheme) {
                throw ScreenRouterError.invalidRouteScheme(scheme)
            }
            let timeout = try AppSession.callTimeout(from: &options)
            let session: any ScreenSession
            if let executable, let missing = Options.missingExecutable(executable) {
                // The server still starts, so that the client's handshake succeeds and each call tells why.
                let reason = ScreenRouterError(code: .launchFailed, message: "screenrouter mcp: \(missing)")
                FileHandle.standardError.write(Data((reason.logLine + "\n").utf8))
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
                throw ScreenRouterError(
                    code: .unsupported,
                    message: "`--simulator` drives an app on an iOS simulator through `xcrun simctl`, which only "
                        + "macOS with Xcode has; here, serve a Linux app: `screenrouter mcp <executable>`."
                )
                #endif
            } else {
                throw .malformedCommandLine("`mcp` needs a path to an executable or `--simulator`.")
            }
            return { () async throws(ScreenRouterError) -> Int32 in await MCPServer(session: session).serve() }
        default:
            throw .malformedCommandLine("unknown command `\(command)`.")
        }
    }

    /// The simulator and app of `mcp --simulator <udid|booted> --bundle-id <id>`, or `nil` without `--simulator`.
    private static func simulator(from options: inout Options) throws(ScreenRouterError) -> SimulatorCommands? {
        guard let device = options.value("--simulator") else { return nil }
        guard SimulatorCommands.isDevice(device) else {
            throw .malformedCommandLine(
                "`--simulator` takes a simulator's UDID (as `xcrun simctl list devices` shows it) or `booted`; found "
                    + "`\(device)`."
            )
        }
        return SimulatorCommands(device: device, bundleID: try options.required("--bundle-id"))
    }
}
