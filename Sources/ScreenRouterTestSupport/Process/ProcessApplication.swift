#if os(Linux) || os(macOS)
import Dispatch
import Foundation
import ScreenRouter
import ScreenRouterProcess

/// An executable launched as a separate process, the way XCUITest launches an app: Linux and macOS.
///
/// ``launch()`` runs the executable with the configured arguments and environment and waits, without
/// holding the main actor, until it exits or ``timeout`` runs out; then ``standardOutput``,
/// ``standardError`` and the exit status tell what happened. Tests that launch apps can therefore run in
/// parallel. A launch never leaves a zombie process or a stray helper behind, and never hangs the test run.
///
/// The app under test must exit after it has rendered its screen, as the Demo's terminal host does when
/// its standard output is not a terminal (or, for many screens in one launch, run a session: see
/// ``route(to:fileID:filePath:line:column:)``):
///
/// ```swift
/// @Test func settingsOpens() async throws {
///     let app = try ProcessApplication.product(named: "Demo")
///     await launchApp(app, .screen(.settings))
///     #expect(app.standardOutput.contains("[settingsTitle] Settings"))
/// }
/// ```
///
/// When the app does not route, ``reportedRoutingFailure()`` says why in a few lines: the app's own
/// `ScreenRouter.error:` message; or how it ended (the signal by name, the Swift runtime's `Fatal error:`
/// line, the frame in the app where it crashed, its last lines of standard error); or that it ran out of
/// time and was stopped; or, for a launch into a screen that exited with status 0 without the routed line its
/// coordinator writes, `ScreenRouter.routed 0`, that it opened no screen.
@MainActor
public final class ProcessApplication: LaunchableApplication {
    /// The executable to run.
    package let executableURL: URL

    /// The arguments passed to the executable, after its path.
    public var launchArguments: [String] = []

    /// Environment variables set for the executable, on top of the inherited ones.
    public var launchEnvironment: [String: String] = [:]

    /// How long a launch may run before the process is stopped, in seconds.
    ///
    /// The time is the app's: it runs from the moment the process starts (for a route of a session, from the
    /// moment the route is written to it) to the moment its answer is in the pipe, the process's end or the
    /// route's frame, as the launch's own thread sees it. However long the awaiting test task takes to run again
    /// (a busy main actor, a cooperative pool held by other tests), a process that answered in time is never
    /// stopped or reported as late.
    ///
    /// When it runs out, the process (and any process it started in its group) gets `SIGTERM`, and
    /// `SIGKILL` one second later if it is still running; so a launch takes at most `timeout` plus about
    /// one second. Defaults to 60.
    public var timeout: TimeInterval = 60

    /// The limits a launch of this application must fit, by which
    /// ``launchApp(_:_:options:fileID:filePath:line:column:)`` chooses how to carry the model.
    package var launchLimits: LaunchLimits = .current

    /// Whether a launch must also fit an iOS, tvOS or visionOS device, rather than only the platform the tests run
    /// on: `false` by default.
    ///
    /// The operating system refuses a launch whose arguments and environment are too large, as a whole and with no
    /// reason given to the test, so test support measures each launch first. A model that does not fit in one
    /// argument travels in a file (`-modelFile`) where the app can read the test's files; otherwise the test fails
    /// before launch with the size and the limit:
    ///
    /// | platform | per argument | in all | model files |
    /// |---|---|---|---|
    /// | Linux | 131,072 bytes | 2 MiB (the system's `ARG_MAX`) | yes |
    /// | macOS, Mac Catalyst, the iOS simulator | — | 1 MiB | yes |
    /// | an iOS, tvOS or visionOS device (`true`) | — | 256 KiB | no |
    ///
    /// ```swift
    /// app.usesDeviceLaunchLimits = true
    /// await launchApp(app, .screen(.receipt, model: receipt))   // fails before launch if a device would refuse it
    /// ```
    public var usesDeviceLaunchLimits: Bool {
        get { launchLimits == .device }
        set { launchLimits = newValue ? .device : .current }
    }

    /// What the app itself wrote to standard output during the last launch, or for the last route of a session.
    ///
    /// The launch protocol's lines are not in it: the routed line the coordinator writes
    /// (`ScreenRouter.routed <n>`), the element frames (`ScreenRouter.elements <JSON>`) and the answer to
    /// `--check-model`. An app that prints exactly `hello` and a line break has `"hello\n"` here after a launch into
    /// a screen. Those lines are in ``protocolOutput``.
    public private(set) var standardOutput = ""

    /// The launch protocol's lines of standard output, for debugging a launch: what ``standardOutput`` leaves out.
    ///
    /// Each line the app (or its coordinator) wrote for ScreenRouter during the last launch or route, with its line
    /// break, in order: the routed line, `ScreenRouter.routed <n>`; the element frames,
    /// `ScreenRouter.elements <JSON>`, whose last is what ``element(_:fileID:filePath:line:column:)`` reads; and
    /// `ScreenRouter.checked: <screen>`, the answer to a `--check-model` launch.
    public private(set) var protocolOutput = ""

    /// Everything the process wrote to standard output during the last launch or route, the protocol's lines among
    /// the app's own.
    package private(set) var rawStandardOutput = ""

    /// Everything the process wrote to standard error during the last launch.
    public private(set) var standardError = ""

    /// The exit status of the last launch, or the signal number when ``wasSignalled`` is `true`.
    ///
    /// Tests read how a launch ended from ``reportedRoutingFailure()``'s code, whose message names the status or
    /// the signal.
    package private(set) var exitStatus: Int32 = 0

    /// Whether the last launch ended by a signal, such as a crash or being stopped after the timeout.
    package private(set) var wasSignalled = false

    /// Whether the last launch was stopped because it ran longer than ``timeout``.
    package private(set) var didTimeOut = false

    /// The URL scheme of the app's route URLs, such as `demo`, which a session's routes are written with.
    ///
    /// Set it before ``route(to:fileID:filePath:line:column:)``; it is the scheme the app
    /// passes to
    /// `start(in:scheme:arguments:)`. Defaults to `nil`: a route without it fails the test, saying so.
    public var routeScheme: String?

    /// The session the first route started, while it runs.
    var session: Session?

    /// The app's time for the last route, from the URL handed to it to its frame's last line read (the session
    /// driver's clock), for the every-screen runner's cell times.
    package var lastRouteSeconds: TimeInterval?

    /// What the last session left when it ended, for the message of a route asked after its end.
    var sessionEnding: String?
    /// Whether the last launch was into a screen, and so answers with the routed line of route 0.
    private var launchOpensScreen = false

    /// Creates an application for an executable.
    ///
    /// - Parameter executableURL: The executable's location.
    public init(executableURL: URL) {
        self.executableURL = executableURL
    }

    deinit {
        // A session left running is stopped with the application that started it.
        session?.driver.stop()
    }

    /// Finds an executable product built by the same package as the running tests.
    ///
    /// Make the test target depend on the executable target so `swift test` builds it:
    /// `.testTarget(name: "DemoUITests", dependencies: ["ScreenRouterTestSupport", "Demo"])`.
    ///
    /// - Parameter name: The product's name, such as `Demo`.
    /// - Returns: An application for the product.
    /// - Throws: ``/ScreenRouter/ScreenRouterError`` with code ``/ScreenRouter/ScreenRouterError/Code/launchFailed``
    ///   naming the folders searched and the executables found there, nearest name first.
    public static func product(named name: String) throws -> ProcessApplication {
        let folders = productFolders()
        for folder in folders {
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return ProcessApplication(executableURL: candidate)
            }
        }
        let found = folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { entry in
                let path = folder.appendingPathComponent(entry).path
                let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                return type == .typeRegular && FileManager.default.isExecutableFile(atPath: path)
                    && !entry.contains(".")
            }
        }
        throw ScreenRouterError.productNotFound(name, folders: folders.map(\.path), executables: found)
    }

    /// The build folders the running test binary lives in.
    private static func productFolders() -> [URL] {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL {
            folders.append(executable.deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        var seen = Set<String>()
        return folders.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
    }

    /// Runs the executable to its end with the configured arguments and environment.
    ///
    /// The call returns when the process has exited (or was stopped after ``timeout``) and its output is
    /// read. While it waits, the main actor is free: parallel tests launch their apps side by side.
    /// Cancelling the calling task stops the process.
    ///
    /// - Throws: ``/ScreenRouter/ScreenRouterError`` with code ``/ScreenRouter/ScreenRouterError/Code/launchFailed``
    ///   when the executable is missing, the arguments and environment exceed the system's limit, or the
    ///   process cannot be started.
    public func launch() async throws {
        guard FileManager.default.isExecutableFile(atPath: executableURL.path) else {
            throw ScreenRouterError.executableMissing(executableURL.path)
        }
        let environment = launchedEnvironment
        let arguments = [executableURL.path] + launchArguments
        if let overflow = launchLimits.overflow(arguments: arguments, environment: environment) {
            throw ScreenRouterError.launchOverflow(
                overflow,
                limits: launchLimits.name,
                fix: "Pass fewer or shorter arguments or environment variables."
            )
        }
        try await run(launchArguments, environment: environment, opensScreen: LaunchMode.opensScreen(launchArguments))
    }

    /// The executable's path, its launch arguments and the environment it gets, under ``launchLimits``.
    package var launchCarrier: LaunchPlan.Carrier {
        .launch(launchLimits, program: executableURL.path, options: launchArguments, environment: launchedEnvironment)
    }

    /// Launches with a plan's arguments and environment, which the plan measured: the process gets exactly them.
    package func launch(_ plan: LaunchPlan) async throws {
        guard FileManager.default.isExecutableFile(atPath: executableURL.path) else {
            throw ScreenRouterError.executableMissing(executableURL.path)
        }
        try await run(plan.arguments, environment: plan.environment, opensScreen: plan.mode.opensScreen)
    }

    /// The environment a process of this application gets: the test process's, with ``launchEnvironment`` over it.
    var launchedEnvironment: [String: String] {
        ProcessInfo.processInfo.environment.merging(launchEnvironment) { _, new in new }
    }

    /// Runs the executable to its end and keeps what it left.
    private func run(_ arguments: [String], environment: [String: String], opensScreen: Bool) async throws {
        resetOutcome()
        launchOpensScreen = opensScreen
        keep(try await ProcessRun.run(executableURL, arguments: arguments, environment: environment, timeout: timeout))
    }

    /// Forgets what the last launch, route or session left.
    func resetOutcome() {
        (rawStandardOutput, standardOutput, protocolOutput, standardError) = ("", "", "", "")
        exitStatus = 0
        wasSignalled = false
        didTimeOut = false
    }

    /// Keeps what a finished process left.
    func keep(_ outcome: ProcessRun.Outcome) {
        keepOutput(String(decoding: outcome.output, as: UTF8.self))
        standardError = String(decoding: outcome.error, as: UTF8.self)
        exitStatus = outcome.status
        wasSignalled = outcome.wasSignalled
        didTimeOut = outcome.didTimeOut
    }

    /// Keeps what a session printed for one route.
    func keep(_ frame: ProcessRun.Frame) {
        keepOutput(String(decoding: frame.output, as: UTF8.self))
        standardError = String(decoding: frame.error, as: UTF8.self)
    }

    /// Keeps standard output, split into the app's own output and the protocol's lines.
    private func keepOutput(_ output: String) {
        rawStandardOutput = output
        (standardOutput, protocolOutput) = LaunchProtocol.splitOutput(output)
    }

    /// After launch, why the app did not show the requested screen, if it did not.
    ///
    /// A launch into a screen passes only when the app answered with its routed line, `ScreenRouter.routed 0`
    /// on standard output, and reported no error: the signal the coordinator writes once the host shows the
    /// screen (as an `XCUIApplication` waits for the `ScreenRouter.routed` marker). A launch for a normal start,
    /// the catalogue or a `--check-model` check writes no such line and is judged by how it ended alone.
    ///
    /// - Returns: The error of the last `ScreenRouter.error[<code>]: <message>` line of standard error, with
    ///   its code (a request the screen's network fixture did not answer is no routing failure, and is
    ///   reported on its own); or, when the process ended abnormally without one, a short account of how it ended (the
    ///   signal by name, the runtime's `Fatal error:` line, the crashing frame in the app, its last lines of
    ///   standard error), with the code ``/ScreenRouter/ScreenRouterError/Code/appTimedOut`` when it was stopped
    ///   after its ``timeout`` and ``/ScreenRouter/ScreenRouterError/Code/appStopped`` otherwise; or, when a launch
    ///   into a screen exited with status 0 without its routed line, that it opened no screen, with its last lines
    ///   of output and the code ``/ScreenRouter/ScreenRouterError/Code/screenNotOpened``; or `nil` when it exited with status 0 (after its routed line, for a launch into
    ///   a screen).
    public func reportedRoutingFailure() -> ScreenRouterError? {
        if let failure = reportedRoutingFailure(awaited: "finish") { return failure }
        let routed = LaunchProtocol.routedLine(0)
        guard launchOpensScreen,
            !protocolOutput.split(separator: "\n").contains(where: { $0 == routed })
        else { return nil }
        return ScreenRouterError.screenNotOpened(
            executable: executableURL.lastPathComponent,
            standardOutput: standardOutput,
            standardError: standardError
        )
    }

    /// The routing failure, with `awaited` naming what a process stopped after ``timeout`` did not do.
    func reportedRoutingFailure(awaited: String) -> ScreenRouterError? {
        // A request the network fixture did not answer is no routing failure: the screen was shown.
        if let error = ScreenRouterError.routingFailure(inStandardError: standardError) { return error }
        return ScreenRouterError.ended(
            executable: executableURL.lastPathComponent,
            status: exitStatus,
            wasSignalled: wasSignalled,
            didTimeOut: didTimeOut,
            timeout: timeout,
            standardError: standardError,
            awaited: awaited
        )
    }
}

/// What the screen's network fixture answered, read from the lines the app wrote to standard error for the last
/// launch or route: `ScreenRouter.error[unansweredRequest]: ...` for each request it did not answer, and
/// `ScreenRouter.answered <index>` for each entry's first answer.
extension ProcessApplication {
    package var unansweredRequests: [ScreenRouterError] {
        standardError.split(separator: "\n").compactMap(LaunchProtocol.error(fromLine:))
            .filter { $0.code == .unansweredRequest }
    }

    package var answeredEntries: Set<Int>? {
        Set(standardError.split(separator: "\n").compactMap(LaunchProtocol.answeredIndex(fromLine:)))
    }
}
#endif
