import Foundation
import ScreenRouterCore
import ScreenRouterProcess

/// The one session of a Linux or macOS app the MCP server keeps open: started with `--uitesting --session` on the
/// first route, routed by writing route URLs to its standard input, and started again on the next route after it
/// died or hung.
final class AppSession: ScreenSession {
    /// Why a route did not show its screen: the error's code and message, as a tool result tells them.
    struct Failure: Error {
        var code: String
        var message: String

        /// The failure as the app writes it: `ScreenRouter.error[<code>]: <message>`.
        var line: String { "\(LaunchProtocol.errorMarker)[\(code)]: \(message)" }
    }

    /// How long the app may take to answer a route before it is stopped, in seconds, unless `--call-timeout`
    /// says otherwise.
    static let routeTimeout: TimeInterval = 30

    /// The deadline of `--call-timeout <seconds>`, or ``routeTimeout`` when it was not given.
    ///
    /// - Throws: ``CommandLineTool/Failure`` when the value is not a number of seconds greater than 0.
    static func callTimeout(from options: inout Options) throws -> TimeInterval {
        guard let text = options.value("--call-timeout") else { return routeTimeout }
        guard let seconds = TimeInterval(text), seconds.isFinite, seconds > 0 else {
            throw CommandLineTool.Failure(
                message: "`--call-timeout` takes the seconds the app may take to answer a call, a number greater "
                    + "than 0, as in `--call-timeout 30`; found `\(text)`.",
                showsUsage: true
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

    private var run: ProcessRun?
    private var routes = 0
    /// The last screen a route showed (the error screen, after a route the app refused), for `describe_screen`.
    private(set) var lastShown: Shown?

    /// A screen the app showed: its elements, and the parts of the variant the host applied.
    struct Shown {
        var snapshot: ElementSnapshot
        var variant: [String: String]
    }

    init(executable: URL, appArguments: [String], scheme: String?, timeout: TimeInterval) {
        self.executable = executable
        self.appArguments = appArguments
        self.givenScheme = scheme
        self.scheme = scheme
        self.timeout = timeout
    }

    /// The scheme of the app's route URLs: the one `--scheme` gave, or the one the app's catalogue names, read once.
    ///
    /// - Throws: ``Failure`` when the catalogue does not read, or names no scheme.
    private func routeScheme() async throws(Failure) -> String {
        if let scheme { return scheme }
        guard let named = try await catalogue().scheme else {
            throw Failure(
                code: "malformedArguments",
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
    private func refusal(_ failure: Failure) -> Failure {
        if failure.message.hasSuffix(ScreenRouterError.fixtureAdvice) {
            // The model is the agent's JSON, not a test's fixture.
            var agents = failure
            agents.message =
                String(failure.message.dropLast(ScreenRouterError.fixtureAdvice.count))
                + ScreenRouterError.agentModelAdvice
            return agents
        }
        guard let givenScheme, let own = ScreenRouterError.appScheme(inWrongRouteScheme: failure.message) else {
            return failure
        }
        return Failure(
            code: failure.code,
            message: "The app's route URLs use the scheme `\(own)`, not `\(givenScheme)`, which the server's "
                + "`--scheme` gave. Start `screenrouter mcp` with `--scheme \(own)`, or without `--scheme`: the server "
                + "then reads the app's own scheme from its catalogue."
        )
    }

    /// Routes the session to the request, starting the app first when no session runs, and returns the snapshot
    /// of the screen it routed to.
    ///
    /// - Throws: ``Failure`` with the app's error when it refused the route, `appStopped` when the app ended,
    ///   or `appTimedOut` when it did not answer within ``timeout`` seconds (the next route starts it again).
    func open(_ request: LaunchRequest) async throws(Failure) -> Shown {
        let scheme = try await routeScheme()
        let (placed, files) = try Self.carried(request, scheme: scheme)
        defer { for file in files { try? FileManager.default.removeItem(at: file) } }
        let running = try await started()
        routes += 1
        let number = routes
        let marker = LaunchProtocol.routedLine(number) + "\n"
        running.send(Data((placed.routeURL(scheme: scheme) + "\n").utf8), answeredBy: marker, within: timeout)
        switch await running.nextFrame(endingWith: marker) {
        case .frame(let frame):
            let (shown, refusal) = try Self.shown(
                output: String(decoding: frame.output, as: UTF8.self),
                errorOutput: String(decoding: frame.error, as: UTF8.self),
                route: number,
                screen: request.screen.rawValue
            )
            lastShown = shown
            if let refusal { throw self.refusal(refusal) }
            return shown
        case .ended(let outcome):
            run = nil
            routes = 0
            lastShown = nil
            let standardError = String(decoding: outcome.error, as: UTF8.self)
            if let error = standardError.split(separator: "\n").compactMap(LaunchProtocol.error(fromLine:)).last {
                throw Failure(code: "\(error.code)", message: error.message)
            }
            let ending =
                ProcessEnding(
                    executableName: executable.lastPathComponent,
                    status: outcome.status,
                    wasSignalled: outcome.wasSignalled,
                    didTimeOut: outcome.didTimeOut,
                    timeout: timeout,
                    standardError: standardError,
                    awaited: "answer route \(number)"
                ).summary
            let summary = ending ?? "`\(executable.lastPathComponent)` exited with status 0."
            let advice = outcome.didTimeOut ? " If the app needs longer, raise `--call-timeout`." : ""
            let code = outcome.didTimeOut ? "appTimedOut" : ending == nil ? "screenNotOpened" : "appStopped"
            throw Failure(
                code: code,
                message: summary + " The session ended; the next call starts the app again." + advice
            )
        }
    }

    /// The screen a route's output shows (its last element frame, or none), and the app's refusal of the route when
    /// its error output has one.
    ///
    /// - Throws: ``Failure`` when an element frame does not read.
    static func shown(
        output: String,
        errorOutput: String,
        route: Int,
        screen: String
    ) throws(Failure) -> (Shown, Failure?) {
        let snapshot: ElementSnapshot?
        do {
            snapshot = try ElementSnapshot.frames(in: output).last
        } catch {
            throw Failure(code: "\(error.code)", message: error.message)
        }
        let shown = Shown(
            snapshot: snapshot ?? ElementSnapshot(route: route, screen: screen, elements: []),
            variant: variant(in: output)
        )
        let errors = errorOutput.split(separator: "\n").compactMap(LaunchProtocol.error(fromLine:))
        let refusal = errors.last { $0.code != .unansweredRequest }.map {
            Failure(code: "\($0.code)", message: $0.message)
        }
        return (shown, refusal)
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

    /// The app's catalogue, as `--uitesting --list-screens` prints it.
    func catalogue() async throws(Failure) -> ScreenCatalogue {
        let arguments = LaunchIntent.listScreens(strayScreen: nil).arguments(replacingRequestIn: appArguments)
        let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
        do {
            let data = try await AppRun.output(of: executable, arguments: arguments, command: command)
            return try ScreenCatalogue.read(data, printedBy: command)
        } catch let error as ScreenRouterError {
            throw Failure(code: "\(error.code)", message: error.message)
        } catch {
            throw Failure(code: "appStopped", message: (error as? CommandLineTool.Failure)?.message ?? "\(error)")
        }
    }

    /// A command-line app has no screen to take a picture of: its screen is its output.
    var takesScreenshots: Bool { false }

    /// Refused: see ``takesScreenshots``.
    func screenshot() async throws(Failure) -> Data {
        throw Failure(code: "unsupported", message: "A command-line app's screen is its output; it has no screenshot.")
    }

    /// Ends the session: closes the app's standard input, which ends it, and waits for it to exit.
    func stop() async {
        guard let running = run else { return }
        run = nil
        _ = await running.finish(within: timeout)
    }

    /// The running session, started now if none runs.
    private func started() async throws(Failure) -> ProcessRun {
        if let run { return run }
        let arguments = LaunchIntent.session.arguments(replacingRequestIn: appArguments)
        do {
            let started = try await ProcessRun.startSession(
                executable,
                arguments: arguments,
                environment: ProcessInfo.processInfo.environment
            )
            run = started
            routes = 0
            return started
        } catch {
            throw Failure(code: "launchFailed", message: "could not start `\(executable.path)`: \(error).")
        }
    }

    /// The request with its payloads inline in the route URL, or in files when the URL would be too long, and
    /// the files written.
    static func carried(_ request: LaunchRequest, scheme: String) throws(Failure) -> (LaunchRequest, [URL]) {
        var given = request
        var payloads: [(subject: PayloadSubject, json: Data)] = []
        for subject in [PayloadSubject.model, .network] {
            guard case .base64(let base64)? = request[payload: subject], let json = Data(base64Encoded: base64)
            else { continue }
            given[payload: subject] = nil
            payloads.append((subject, json))
        }
        var files: [URL] = []
        do throws(ScreenRouterError) {
            let (placed, _) = try PayloadCarrier.routeURL(scheme: scheme).placing(payloads, in: given) {
                (subject, json, _) throws(ScreenRouterError) -> String in
                let url = try PayloadCarrier.writeFile(json, for: request.screen, subject: subject)
                files.append(url)
                return url.path
            }
            return (placed, files)
        } catch {
            for file in files { try? FileManager.default.removeItem(at: file) }
            throw Failure(code: "\(error.code)", message: error.message)
        }
    }
}
