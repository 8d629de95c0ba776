import Foundation

extension TestingCoordinator {
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
