// A stand-in app for tests of test support: it reports what it received, and misbehaves on request.
//
// Standard output: one JSON object,
//   {"arguments": [...], "defaults": {"<key>": <value in UserDefaults>}, "environment": {"<name>": "…"},
//    "handling": {"madeWithLove": …, "corporationKey": …, "projectKey": …}}
// with a "defaults" entry for every `-key` argument, the whole of `ProcessInfo.processInfo.environment`,
// and the reads of the "Handling" section of AutoMate's "Launch environments" document, as written there
// (null for a variable that is not set). Behaviours, by environment variable:
//   PROBE_SLEEP=<seconds>       sleep before reporting (ignores SIGTERM when PROBE_IGNORE_TERM=1, and then says
//                               so on standard error: "LaunchProbe ignores SIGTERM")
//   PROBE_MEET=<folder>         wait until PROBE_MEET_COUNT (2) probes have left a file there, then report
//   PROBE_EXIT=<status>         exit with this status after reporting
//   PROBE_STDERR=<text>         write this line to standard error
//   PROBE_STDOUT_BYTES=<count>  write this many extra bytes to standard output first
//   PROBE_CRASH=1               end by a signal (SIGABRT)
//   PROBE_CLOSE_STDIN=1         close standard input, then sleep 30 seconds
//   PROBE_DESCRIPTORS=1         on Linux, report what each open descriptor refers to, as "descriptors"
//                               (`/proc/self/fd`'s links, such as "/dev/null" or "pipe:[123]")
//   PROBE_ORPHAN=<seconds>      start a helper that sleeps this long holding standard output and error,
//                               report its process identifier as "orphan", and exit without waiting for it
// The factory of a screen opened with `--uitesting -vc <screen>` writes each parameter it reads by name to standard
// error, `LaunchProbe factory read <item>=<value>`.
// The `crash` screen's factory calls `fatalError` with the text of PROBE_FATAL (a screen whose code traps).
// With `--uitesting -vc <screen>` it opens the screen, whatever its model, through a coordinator's `start(in:)`, which
// writes `ScreenRouter.routed 0` first. With `--uitesting` it also reads the launch request: "screen", "transport" ("base64" or "file"),
// "modelBytes" and, for models under 64 KiB, "model"; for a network fixture "networkTransport" and
// "networkBytes"; a malformed request is reported the way an app
// reports a routing failure (a `ScreenRouter.error:` line on standard error, exit status 1).
// "route" says what a `TestingCoordinator` with a `settings` screen made of the arguments, with no
// `#if DEBUG` of the probe's own: "routed", "notRequested" (always, in a release build, unless
// PROBE_ALLOW_RELEASE_ROUTING=1 opts in) or "failed"; "routeURL" says what the same coordinator's
// `handle(_:in:)` made of the URL in PROBE_ROUTE_URL: "handled" or "notHandled".
//
// With `--uitesting --session` it runs a session of the scheme `probe` instead of reporting (after the
// sleep and the crash above, which come before it reads any input), each screen
// printed as `[screen] <root>`: `settings`; `lines` (a [String] model, printed as its count and first
// line); `sleep` (sleeps PROBE_ROUTE_SLEEP seconds first); `crash` (traps, as above); `exit` (exits with
// PROBE_EXIT, or 0); `elements` (a [String] model of identifiers, printed as an element frame,
// `ScreenRouter.elements <JSON>`, each identifier labelled `Label of <identifier>`; `malformed` among them
// prints a frame whose JSON does not read; identifiers starting with `later.` are left out of that frame and
// shown in a second, loaded frame that a thread of its own writes PROBE_LATER_FRAME seconds after the routed line, or
// never when it is not set, and those starting with `gone.` are shown in the first frame only; `label.lines`,
// `label.brackets`, `label.rtl` and `label.huge` are labelled with two lines, brackets, right-to-left text and
// 1 MiB of text; `kind.<kind>` and `cells.negative` among them write the frame with `writeElements(_:of:route:)`, each
// element of that kind (or `text`), one a row, `cells.negative` at column -3). It exits with PROBE_EXIT, or 0, when its
// input ends.
import Foundation
import ScreenRouter
import ScreenRouterNetwork

let environment = ProcessInfo.processInfo.environment

/// Prints each screen of a session as `[screen] <root>`, and the error screen as `[ScreenRouter.error] <message>`.
@MainActor
final class PrintingHost: ScreenHost, RouteNumberShowing {
    /// Whether the host prints nothing, as when the report must stay one JSON object.
    let quiet: Bool

    init(quiet: Bool = false) {
        self.quiet = quiet
    }

    /// The number of the route the next screen answers: only a session prints, and its routes count from 1.
    private var route = 1

    func install(_ root: String, as screen: ScreenID, route: Int) {
        guard !quiet else { return }
        guard root.hasPrefix("elements ") else { return print("[screen] \(root)") }
        let identifiers = root.split(separator: " ").dropFirst().map(String.init)
        guard !identifiers.contains("malformed") else { return print(ElementSnapshot.linePrefix + "{\"route\": ") }
        if identifiers.contains(where: { $0.hasPrefix("kind.") || $0 == "cells.negative" }) {
            return writeElements(
                identifiers.enumerated().map { row, identifier in
                    let kind = identifier.hasPrefix("kind.") ? String(identifier.dropFirst(5)) : "text"
                    let column = identifier == "cells.negative" ? -3 : 0
                    return (identifier, Self.label(of: identifier), nil, kind, (column: column, row: row, width: 20))
                },
                of: screen,
                route: route
            )
        }
        let elements = identifiers.map { ElementSnapshot.Element(identifier: $0, label: Self.label(of: $0)) }
        let loading = elements.filter { !$0.identifier.hasPrefix("later.") }
        print(ElementSnapshot(route: route, screen: "elements", elements: loading).line)
        let shown = elements.filter { !$0.identifier.hasPrefix("gone.") }
        guard loading != shown, let delay = environment["PROBE_LATER_FRAME"].flatMap(Double.init) else { return }
        laterFrame = (ElementSnapshot(route: route, screen: "elements", elements: shown).line + "\n", delay)
    }

    /// The loaded frame the last screen shows later, if any: written `delay` seconds after its route's routed line.
    private var laterFrame: (line: String, delay: Double)?

    /// Starts the thread that writes the loaded frame; called once the routed line is written, so the frame never
    /// reaches the pipe before its route's answer, however late the main thread runs.
    func writeLaterFrame() {
        guard let (line, delay) = laterFrame else { return }
        laterFrame = nil
        Thread {
            Thread.sleep(forTimeInterval: delay)
            FileHandle.standardOutput.write(Data(line.utf8))
        }
        .start()
    }

    func showRouteNumber(_ number: Int) {
        route = number + 1
    }

    /// The label of an element: awkward for the `label.` identifiers, `Label of <identifier>` for the others.
    static func label(of identifier: String) -> String {
        switch identifier {
        case "label.lines": "line one\nline two"
        case "label.brackets": "[userName] Ada ] [ ScreenRouter.routed 1"
        case "label.rtl": "مرحبا بالعالم"
        case "label.huge": String(repeating: "x", count: 1 << 20)
        default: "Label of \(identifier)"
        }
    }

    func showRoutingFailure(_ error: ScreenRouterError) {
        if !quiet { print("[\(ScreenRouterError.accessibilityIdentifier)] \(error.message)") }
    }
}

/// Builds any screen from any request, its model unread: the probe reports the model itself.
///
/// It writes each parameter it reads by name, its screen and payloads aside, to standard error: `LaunchProbe factory read <item>=<value>`.
struct AnyModelFactory: ScreenFactory {
    func makeRoot(for request: LaunchRequest) -> String {
        for parameter in LaunchProtocol.parameters where ![.screen, .payload].contains(parameter.stage) {
            guard let value = request.parameter(parameter.item) else { continue }
            FileHandle.standardError.write(Data("LaunchProbe factory read \(parameter.item)=\(value)\n".utf8))
        }
        return request.screen.rawValue
    }
}

@MainActor
func makeCoordinator() -> TestingCoordinator<String> {
    let coordinator = TestingCoordinator<String>()
    coordinator.answerRequestsFromNetworkFixtures()
    coordinator.register("settings") { "settings" }
    coordinator.register("crash") { () -> String in
        FileHandle.standardError.write(Data("building the crash screen\n".utf8))
        fatalError(environment["PROBE_FATAL"] ?? "the crash screen always traps")
    }
    coordinator.register(Screen<[String]>("lines")) { lines in "\(lines.count) lines, first \(lines.first ?? "none")" }
    coordinator.register(Screen<[String]>("elements")) { identifiers in
        (["elements"] + identifiers).joined(separator: " ")
    }
    coordinator.register("sleep") { () -> String in
        Thread.sleep(forTimeInterval: environment["PROBE_ROUTE_SLEEP"].flatMap(Double.init) ?? 0)
        return "slept"
    }
    // Answers only once the file PROBE_GATE names exists: the test decides when, whatever the clock says.
    coordinator.register("gate") { () -> String in
        let gate = environment["PROBE_GATE"] ?? ""
        while !FileManager.default.fileExists(atPath: gate) {
            Thread.sleep(forTimeInterval: 0.01)
        }
        return "opened"
    }
    coordinator.register("exit") { () -> String in
        exit(environment["PROBE_EXIT"].flatMap(Int32.init) ?? 0)
    }
    if environment["PROBE_ALLOW_RELEASE_ROUTING"] == "1" {
        coordinator.allowRoutingInReleaseBuilds()
    }
    return coordinator
}

if let count = environment["PROBE_STDOUT_BYTES"].flatMap(Int.init) {
    FileHandle.standardOutput.write(Data(repeating: UInt8(ascii: "."), count: count) + Data("\n".utf8))
}
if let text = environment["PROBE_STDOUT"] {
    FileHandle.standardOutput.write(Data(text.utf8))
}
if let text = environment["PROBE_STDERR"] {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
if environment["PROBE_IGNORE_TERM"] == "1" {
    signal(SIGTERM, SIG_IGN)
    FileHandle.standardError.write(Data("LaunchProbe ignores SIGTERM\n".utf8))
}
// Waits until PROBE_MEET_COUNT probes (2 by default) have each left a file in the folder PROBE_MEET: only
// processes that run at the same time can all get past this.
if let folder = environment["PROBE_MEET"] {
    let count = environment["PROBE_MEET_COUNT"].flatMap(Int.init) ?? 2
    _ = FileManager.default.createFile(atPath: "\(folder)/\(getpid())", contents: Data())
    while ((try? FileManager.default.contentsOfDirectory(atPath: folder))?.count ?? 0) < count {
        Thread.sleep(forTimeInterval: 0.01)
    }
}
if let seconds = environment["PROBE_SLEEP"].flatMap(Double.init) {
    Thread.sleep(forTimeInterval: seconds)
}
if environment["PROBE_CRASH"] == "1" {
    abort()
}
if environment["PROBE_CLOSE_STDIN"] == "1" {
    // A process that stops reading its input but runs on: whoever writes to it gets EPIPE.
    close(STDIN_FILENO)
    Thread.sleep(forTimeInterval: 30)
}
if case .session? = try? LaunchMode.parse(CommandLine.arguments) {
    MainActor.assumeIsolated {
        let host = PrintingHost()
        let coordinator = makeCoordinator()
        let writeRoutedLine = coordinator.writeRoutedLine
        coordinator.writeRoutedLine = { line in
            writeRoutedLine(line)
            host.writeLaterFrame()
        }
        coordinator.start(in: host, scheme: "probe")
        exit(environment["PROBE_EXIT"].flatMap(Int32.init) ?? 0)
    }
}

func jsonValue(_ value: Any) -> Any {
    switch value {
    case let string as String: return string
    case let number as NSNumber: return number
    case let array as [Any]: return array.map(jsonValue)
    case let dictionary as [String: Any]: return dictionary.mapValues(jsonValue)
    case let data as Data: return ["data": data.base64EncodedString()]
    default: return "\(value)"
    }
}

var defaults: [String: Any] = [:]
for argument in CommandLine.arguments.dropFirst() where argument.hasPrefix("-") && !argument.hasPrefix("--") {
    let key = String(argument.dropFirst())
    if let value = UserDefaults.standard.object(forKey: key) {
        defaults[key] = jsonValue(value)
    }
}
let madeWithLove = ProcessInfo.processInfo.environment["MADE_WITH_LOVE_BY"]
let corporationKey = ProcessInfo.processInfo.environment["CORPORATION_KEY"]
let projectKey = ProcessInfo.processInfo.environment["PROJECT_KEY"]

var report: [String: Any] = [
    "arguments": CommandLine.arguments,
    "defaults": defaults,
    "environment": environment,
    "handling": [
        "madeWithLove": madeWithLove as Any? ?? NSNull(),
        "corporationKey": corporationKey as Any? ?? NSNull(),
        "projectKey": projectKey as Any? ?? NSNull(),
    ],
]
report["route"] = MainActor.assumeIsolated { () -> String in
    let coordinator = makeCoordinator()
    guard coordinator.isRoutingEnabled else { return "notRequested" }
    do throws(ScreenRouterError) {
        guard case .open(let request, checkOnly: false) = try LaunchMode.parse(CommandLine.arguments) else {
            return "notRequested"
        }
        _ = try coordinator.resolve(request)
        return "routed"
    } catch {
        return "failed"
    }
}
// The probe opens any screen it is launched into (but checks no model), whatever its model, through a coordinator's own start, as an
// app does: the coordinator writes the routed line, `ScreenRouter.routed 0`, before the report.
if case .open(let request, checkOnly: false)? = try? LaunchMode.parse(CommandLine.arguments) {
    MainActor.assumeIsolated {
        let coordinator = TestingCoordinator<String>()
        coordinator.answerRequestsFromNetworkFixtures()
        coordinator.register(request.screen, factory: AnyModelFactory())
        if environment["PROBE_ALLOW_RELEASE_ROUTING"] == "1" {
            coordinator.allowRoutingInReleaseBuilds()
        }
        coordinator.start(in: PrintingHost(quiet: true))
    }
}
if let text = environment["PROBE_ROUTE_URL"], let url = URL(string: text) {
    report["routeURL"] = MainActor.assumeIsolated { () -> String in
        makeCoordinator().handle(url, in: PrintingHost(quiet: true)) ? "handled" : "notHandled"
    }
}
do {
    if let request = try LaunchRequest.parse() {
        report["screen"] = request.screen.rawValue
        if let payload = request.model {
            let json = try payload.json(for: request.screen)
            report["modelBytes"] = json.count
            if case .file = payload { report["transport"] = "file" } else { report["transport"] = "base64" }
            if json.count < 65_536 {
                report["model"] = try JSONSerialization.jsonObject(with: json, options: [.fragmentsAllowed])
            }
        }
        if let network = request.network {
            report["networkBytes"] = try network.json(for: request.screen, subject: .network).count
            if case .file = network {
                report["networkTransport"] = "file"
            } else {
                report["networkTransport"] = "base64"
            }
        }
    }
} catch let error as ScreenRouterError {
    FileHandle.standardError.write(Data((error.logLine + "\n").utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(
        Data("\(ScreenRouterError(code: .screenFactoryFailed, message: "\(error)").logLine)\n".utf8)
    )
    exit(1)
}
#if os(Linux)
if environment["PROBE_DESCRIPTORS"] == "1" {
    let folder = "/proc/self/fd"
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    report["descriptors"] = entries.compactMap {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\($0)")
    }
}
#endif
if let seconds = environment["PROBE_ORPHAN"] {
    let helper = Process()
    helper.executableURL = URL(fileURLWithPath: "/bin/sleep")
    helper.arguments = [seconds]
    do {
        try helper.run()
        report["orphan"] = Int(helper.processIdentifier)
    } catch {
        FileHandle.standardError.write(Data("LaunchProbe could not start its helper: \(error)\n".utf8))
        exit(71)
    }
}
do {
    let data = try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys])
    FileHandle.standardOutput.write(data + Data("\n".utf8))
} catch {
    FileHandle.standardError.write(Data("LaunchProbe could not report: \(error)\n".utf8))
    exit(70)
}
if let status = environment["PROBE_EXIT"].flatMap(Int32.init) {
    exit(status)
}
