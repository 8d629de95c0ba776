import Foundation
import ScreenRouterCore
import ScreenRouterProcess

/// The one session of a Linux or macOS app the MCP server keeps open: started with `--uitesting --session` on the
/// first route, routed by writing route URLs to its standard input, and started again on the next route after it
/// died or hung.
final class AppSession: ScreenSession {
    /// How long the app may take to answer a route before it is stopped, in seconds, unless `--call-timeout`
    /// says otherwise.
    static let routeTimeout: TimeInterval = 30

    /// The deadline of `--call-timeout <seconds>`, or ``routeTimeout`` when it was not given.
    ///
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` with code `malformedArguments` when the value is not a
    ///   number of seconds greater than 0.
    static func callTimeout(from options: inout Options) throws(ScreenRouterError) -> TimeInterval {
        guard let text = options.value("--call-timeout") else { return routeTimeout }
        guard let seconds = TimeInterval(text), seconds.isFinite, seconds > 0 else {
            throw .malformedCommandLine(
                "`--call-timeout` takes the seconds the app may take to answer a call, a number greater than 0, as in "
                    + "`--call-timeout 30`; found `\(text)`."
            )
        }
        return seconds
    }

    let executable: URL
    let appArguments: [String]
    /// The scheme `--scheme` gave, which overrides the app's own; `nil` to read the app's from its catalogue.
    let givenScheme: String?
    /// The scheme of the route URLs, once known: the given one, or the one the app's catalogue names.
    private var scheme: String?
    /// How long the app may take to answer a route before it is stopped, in seconds.
    let timeout: TimeInterval

    private var driver: SessionDriver?
    private var routes = 0
    /// The last screen a route showed (the error screen, after a route the app refused), for `describe_screen`.
    private(set) var lastShown: Shown?

    /// A screen the app showed: its elements, and the parts of the variant the host applied.
    struct Shown {
        var snapshot: ElementSnapshot
        var variant: [String: String]
        /// Whether the app wrote an element frame for it; without one, ``snapshot`` has no elements.
        var wroteFrame = true
        /// The app's time for the route, on the session driver's clock, when it was measured.
        var seconds: Double?
    }

    init(executable: URL, appArguments: [String], scheme: String?, timeout: TimeInterval) {
        self.executable = executable
        self.appArguments = appArguments
        self.givenScheme = scheme
        self.scheme = scheme
        self.timeout = timeout
    }

    /// The executable's file name.
    var appName: String { executable.lastPathComponent }

    /// The scheme of the app's route URLs: the one `--scheme` gave, or the one the app's catalogue names, read once.
    ///
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` when the catalogue does not read, or names no scheme.
    nonisolated(nonsending) func routeScheme() async throws(ScreenRouterError) -> String {
        if let scheme { return scheme }
        guard let named = try await catalogue().scheme else {
            throw ScreenRouterError(
                code: .malformedArguments,
                message: "`\(executable.lastPathComponent)` does not say the scheme of its route URLs: its catalogue "
                    + "(`--uitesting --list-screens`) names none. Start the server with `--scheme <scheme>`, the "
                    + "scheme of its route URLs, or have the app give its scheme to `start(in:scheme:)`, so that its "
                    + "catalogue names it."
            )
        }
        scheme = named
        return named
    }

    /// The app's refusal of a route, or, when the app refused the scheme `--scheme` gave, a failure that says so
    /// and names the flag.
    private func refusal(_ failure: ScreenRouterError) -> ScreenRouterError {
        if failure.message.hasSuffix(ScreenRouterError.fixtureAdvice) {
            // The model is the agent's JSON, not a test's fixture.
            return ScreenRouterError(
                code: failure.code,
                screen: failure.screen,
                message: String(failure.message.dropLast(ScreenRouterError.fixtureAdvice.count))
                    + ScreenRouterError.agentModelAdvice
            )
        }
        guard let givenScheme, let own = ScreenRouterError.appScheme(inWrongRouteScheme: failure.message) else {
            return failure
        }
        return ScreenRouterError(
            code: failure.code,
            message: "The app's route URLs use the scheme `\(own)`, not `\(givenScheme)`, which the server's "
                + "`--scheme` gave. Start `screenrouter mcp` with `--scheme \(own)`, or without `--scheme`: the server "
                + "then reads the app's own scheme from its catalogue."
        )
    }

    /// Routes the session to the request, starting the app first when no session runs, and returns the snapshot
    /// of the screen it routed to.
    ///
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` with the app's error when it refused the route, `appStopped`
    ///   when the app ended, or `appTimedOut` when it did not answer within ``timeout`` seconds (the next route
    ///   starts it again).
    nonisolated(nonsending) func open(_ request: LaunchRequest) async throws(ScreenRouterError) -> Shown {
        let scheme = try await routeScheme()
        let plan = try Self.plan(request, scheme: scheme)
        defer { plan.removeFiles() }
        let running = try await started()
        routes += 1
        let number = routes
        switch await running.route(plan.url ?? "", number: number, within: timeout) {
        case .frame(let frame, let refusal):
            var shown = try Self.shown(
                output: String(decoding: frame.output, as: UTF8.self),
                route: number,
                screen: request.screen.rawValue
            )
            shown.seconds = frame.seconds
            lastShown = shown
            if let refusal { throw self.refusal(refusal) }
            return shown
        case .ended(let outcome, let ending):
            driver = nil
            routes = 0
            lastShown = nil
            let advice = outcome.didTimeOut ? " If the app needs longer, raise `--call-timeout`." : ""
            throw ScreenRouterError(
                code: ending.code,
                message: ending.message + " The session ended; the next call starts the app again." + advice
            )
        }
    }

    /// A request's route for the app's scheme: its payloads inline in the route URL, or in files when the URL would
    /// be too long (a simulator's app, as a Mac app, reads this machine's files).
    static func plan(_ request: LaunchRequest, scheme: String) throws(ScreenRouterError) -> LaunchPlan {
        var given = request
        var payloads: [LaunchPlan.Payload] = []
        for kind in [LaunchPayload.Kind.model, .network] {
            guard case .base64(let base64)? = request[payload: kind], let json = Data(base64Encoded: base64) else {
                continue
            }
            given[payload: kind] = nil
            payloads.append(LaunchPlan.Payload(kind, json: json))
        }
        return try LaunchPlan(given, payloads: payloads, carrier: .route(scheme: scheme, limits: .current))
    }

    /// The screen a route's output shows: its last element frame, or none, and the variant the host applied.
    ///
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` with code `malformedElementFrame` when an element frame
    ///   does not read.
    static func shown(output: String, route: Int, screen: String) throws(ScreenRouterError) -> Shown {
        let snapshot = try ElementSnapshot.frames(in: output).last
        return Shown(
            snapshot: snapshot ?? ElementSnapshot(route: route, screen: screen, elements: []),
            variant: variant(in: output),
            wroteFrame: snapshot != nil
        )
    }

    /// The variant a command-line host says it applied, on its line `[ScreenRouter.variant] appearance=dark ...`:
    /// each part's item and value.
    static func variant(in output: String) -> [String: String] {
        let marker = "[\(LaunchProtocol.variantMarker)]"
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix(marker) }) else { return [:] }
        var parts: [String: String] = [:]
        for pair in line.dropFirst(marker.count).split(separator: " ") {
            let halves = pair.split(separator: "=", maxSplits: 1)
            if halves.count == 2 { parts[String(halves[0])] = String(halves[1]) }
        }
        return parts
    }

    /// The last route's screen, with the element frames the app wrote since (a screen that shows its data after
    /// its route ended): those already written, and, while the screen's hash is still `hash`, the next one within
    /// `seconds` of the app's time.
    ///
    /// A session whose app ended meanwhile is over: the screen is the last it wrote, and the next route starts the
    /// app again.
    func describe(waiting seconds: Double, whileHash hash: String?) async -> Shown? {
        guard var shown = lastShown, let running = driver else { return lastShown }
        var remaining = seconds
        while true {
            let unchanged = hash != nil && SnapshotFile(shown.snapshot).hash == hash
            let answer = await running.run.nextLine(
                startingWith: ElementSnapshot.linePrefix,
                within: unchanged ? remaining : 0
            )
            switch answer {
            case .frame(let frame):
                if let latest = try? ElementSnapshot.frames(in: String(decoding: frame.output, as: UTF8.self)).last {
                    shown.snapshot = latest
                    shown.wroteFrame = true
                }
                lastShown = shown
                remaining = unchanged ? frame.remaining : 0
            case .timedOut:
                return shown
            case .ended(let outcome):
                if let latest = try? ElementSnapshot.frames(in: String(decoding: outcome.output, as: UTF8.self)).last {
                    shown.snapshot = latest
                }
                driver = nil
                routes = 0
                lastShown = shown
                return shown
            }
        }
    }

    /// The app's catalogue, as `--uitesting --list-screens` prints it.
    nonisolated(nonsending) func catalogue() async throws(ScreenRouterError) -> ScreenCatalogue {
        let arguments = LaunchMode.listScreens(strayScreen: nil).arguments(replacingRequestIn: appArguments)
        let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        let data = try await AppRun.output(of: executable, arguments: arguments, command: command)
        let catalogue = try ScreenCatalogue.read(data, printedBy: command)
        takeScheme(of: catalogue)
        return catalogue
    }

    /// Takes the scheme of the app's route URLs from its catalogue, read already, unless the session has one: its
    /// first route then lists the app no more (a run of several sessions lists it once for all).
    func takeScheme(of catalogue: ScreenCatalogue) {
        if scheme == nil { scheme = catalogue.scheme }
    }

    /// A command-line app has no screen to take a picture of: its screen is its output.
    var takesScreenshots: Bool { false }

    /// Refused: see ``takesScreenshots``.
    func screenshot() async throws(ScreenRouterError) -> Data {
        throw ScreenRouterError(
            code: .unsupported,
            message: "A command-line app's screen is its output; it has no screenshot."
        )
    }

    /// Ends the session: closes the app's standard input, which ends it, and waits for it to exit.
    nonisolated(nonsending) func stop() async {
        guard let running = driver else { return }
        driver = nil
        _ = await running.finish(within: timeout)
    }

    /// The running session, started now if none runs.
    nonisolated(nonsending) private func started() async throws(ScreenRouterError) -> SessionDriver {
        if let driver { return driver }
        let started = try await SessionDriver.start(
            executable,
            arguments: appArguments,
            environment: ProcessInfo.processInfo.environment
        )
        driver = started
        routes = 0
        return started
    }
}
