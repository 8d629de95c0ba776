import Foundation

extension TestingCoordinator {
    /// Runs a session, if the process was launched with `--uitesting --session`: one launch, many screens, for
    /// an app that runs in a terminal.
    ///
    /// A command-line host has no window to receive URLs, so a test drives it through standard input: the
    /// session reads route URLs, one per line, and shows each one's screen in the host. After each line it
    /// writes the line `ScreenRouter.routed <n>` to standard output, `n` counting the lines from 1, and flushes
    /// it; everything the host wrote for that line comes before it. At the end of standard input it returns.
    ///
    /// ```swift
    /// let window = TerminalWindow()
    /// #if DEBUG
    /// if coordinator.runSession(in: window, scheme: "demo") { exit(0) }
    /// if coordinator.start(in: window) { ... }
    /// #endif
    /// ```
    ///
    /// The host writes each screen to standard output when it installs it (or the error screen, when it
    /// shows a failure). A line that is not a route URL of the app's scheme, a URL that is cut off, an unknown
    /// screen or a model of the wrong shape gets the error screen, with the `ScreenRouter.error: ` line on
    /// standard error, and the session goes on. Before each line the work registered with
    /// ``resetBeforeEachRoute(_:)`` runs. `-vc` and the model arguments are not read in a session: it starts
    /// showing nothing.
    ///
    /// The coordinator keeps the scheme, and the catalogue (`--uitesting --list-screens`) names it, so that
    /// `screenrouter mcp <executable>` routes the app without being told its scheme: call it before
    /// `start(in:)`, as above.
    ///
    /// `ProcessApplication` in `ScreenRouterTestSupport` starts such a session and routes it from a test.
    ///
    /// - Parameters:
    ///   - host: Shows each screen; it writes the screen to standard output as it installs it.
    ///   - scheme: The app's URL scheme, such as `demo`; a route URL of another scheme is refused.
    ///   - arguments: The process arguments. Defaults to `CommandLine.arguments`.
    /// - Returns: `true` when the process was launched for a session and standard input has ended; `false`
    ///   when it was not (or routing is off in this build), and the app should start as usual.
    @discardableResult
    public func runSession<Host: ScreenHost>(
        in host: Host,
        scheme: String,
        arguments: [String] = CommandLine.arguments
    ) -> Bool where Host.Root == Root {
        routeScheme = scheme
        guard isRoutingEnabled, case .success(.session) = intent(of: arguments) else { return false }
        runSession(in: host, scheme: scheme, readLine: { Swift.readLine() })
        return true
    }

    /// The session's loop: reads lines until `readLine` returns `nil` and shows each line's route in the host;
    /// the routed line that ends each frame is the one the coordinator writes for every route.
    package func runSession<Host: ScreenHost>(
        in host: Host,
        scheme: String,
        readLine: () -> String?
    ) where Host.Root == Root {
        while let line = readLine() {
            show(Self.request(fromSessionLine: line, scheme: scheme), in: host)
        }
    }

    /// What one line of a session asks for: a request, or why the line cannot be routed.
    package static func request(
        fromSessionLine line: String,
        scheme: String
    ) -> Result<LaunchRequest, ScreenRouterError> {
        let text = trimmedLine(line)
        do throws(ScreenRouterError) {
            guard let request = try LaunchRequest.parse(routeURL: text) else {
                return .failure(.notARouteURL(text, scheme: scheme))
            }
            let found = String(text.prefix { $0 != ":" })
            guard found.lowercased() == scheme.lowercased() else {
                return .failure(.wrongRouteScheme(text, found: found, scheme: scheme))
            }
            return .success(request)
        } catch {
            return .failure(error)
        }
    }

    /// The line without the white space (and the carriage return of a CRLF line end) around it.
    private static func trimmedLine(_ line: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        guard let first = line.firstIndex(where: { !isSpace($0) }), let last = line.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(line[first...last])
    }
}
