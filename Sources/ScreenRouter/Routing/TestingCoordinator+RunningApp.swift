import Foundation

/// Routing a running app: route URLs, and the sessions of a command-line app that reads them from standard input.
extension TestingCoordinator {
    /// Installs the screen a route URL asks for in a host, replacing the screen the host shows: the route of a
    /// running app that a window's `handle(_:in:)` and SwiftUI's `onOpenURL(routingWith:perform:)` take.
    ///
    /// - Returns: `true` when the URL was a route URL and the host now shows its screen or the error screen;
    ///   `false` when it is not a route URL, or routing is off in this build.
    @discardableResult
    package func handle<Host: ScreenHost>(_ url: URL, in host: Host) -> Bool where Host.Root == Root {
        guard isRoutingEnabled else { return false }
        let parsed: Result<LaunchRequest, ScreenRouterError>
        do throws(ScreenRouterError) {
            guard let request = try LaunchRequest.parse(routeURL: url) else { return false }
            parsed = .success(request)
        } catch {
            parsed = .failure(error)
        }
        show(parsed, in: host)
        return true
    }

    /// Shows one route of a running app in a host: the next route number, the reset work, the route's variant,
    /// then the screen or the error screen (whose message also goes to standard error), then the route's number.
    package func show<Host: ScreenHost>(_ parsed: Result<LaunchRequest, ScreenRouterError>, in host: Host)
    where Host.Root == Root {
        routeCount += 1
        for reset in resetHandlers {
            reset()
        }
        answer(in: host) { () throws(ScreenRouterError) in
            switch parsed {
            case .success(let request):
                try open(request, in: host)
            case .failure(let error):
                // A route that cannot be read resets what the previous route's variant set.
                host.apply(ScreenVariant())
                throw error
            }
        }
    }

    /// Runs a session: reads route URLs from `readLine` until it returns `nil`, and shows each one's screen in the
    /// host (``start(in:scheme:arguments:)`` runs it for a launch with `--uitesting --session`).
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
