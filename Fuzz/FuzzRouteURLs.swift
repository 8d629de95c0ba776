import Foundation

/// The checks of route URLs: fuzzed text read as a route URL and as a session line, and well-formed requests
/// written as route URLs and read back.
extension FuzzChecks {
    /// Parses the input as the text of a route URL, as a Foundation `URL`, and as a line of a session; routes
    /// what parses.
    @MainActor
    static func routeURL(_ text: String) {
        let parsed: Result<LaunchRequest?, ScreenRouterError>
        do {
            parsed = .success(try LaunchRequest.parse(routeURL: text))
        } catch {
            // Every failure of a route URL is one of the protocol's: a malformed request.
            precondition(!error.message.isEmpty, "a route URL error has no message")
            FuzzMessages.expectOurWords(error)
            precondition(error.code == .malformedArguments, "a route URL failed with \(error.code): \(error)")
            parsed = .failure(error)
        }
        if case .success(let request?) = parsed {
            precondition(!request.screen.rawValue.isEmpty, "a route URL with an empty screen was accepted")
            // A parsed request, written again, reads back the same, whatever the scheme.
            let scheme = String(text.prefix { $0 != ":" })
            precondition(
                (try? LaunchRequest.parse(routeURL: request.routeURL(scheme: scheme))) == request,
                "a route URL does not round-trip: \(request)"
            )
            route(request)
        }
        if case .success(nil) = parsed {
            precondition(!isRouteURL(text), "a route URL was left to the app: \(text)")
        }
        // What Foundation makes of the text (it may escape characters it does not accept) must parse without
        // anything but a protocol error.
        if let url = URL(string: text) {
            do {
                _ = try LaunchRequest.parse(routeURL: url)
            } catch {
                precondition(error.code == .malformedArguments, "a Foundation URL failed with \(error.code)")
            }
        }
        // A session line never escapes as anything but a request or a protocol error.
        switch TestingCoordinator<String>.request(fromSessionLine: text, scheme: "demo") {
        case .success(let request):
            precondition(!request.screen.rawValue.isEmpty)
        case .failure(let error):
            precondition(error.code == .malformedArguments && !error.message.isEmpty, "a session line: \(error)")
        }
    }

    /// Writes requests made of fuzzed parts as route URLs and reads them back: every form round-trips.
    static func formattedRouteURL(_ parts: [String]) {
        guard parts.count >= 2 else { return }
        let screen = ScreenID(parts[0])
        for model in [nil, LaunchPayload.base64(parts[1]), .file(path: parts[1])] {
            let request = LaunchRequest(screen: screen, model: model)
            for scheme in ["demo", "x-app+1.0"] {
                let url = request.routeURL(scheme: scheme)
                do {
                    let parsed = try LaunchRequest.parse(routeURL: url)
                    precondition(
                        parsed == request,
                        "\(request) was written as \(url) and read as \(String(describing: parsed))"
                    )
                } catch {
                    precondition(
                        screen.rawValue.isEmpty && error.code == .malformedArguments,
                        "\(request) was written as \(url) and refused: \(error)"
                    )
                }
            }
        }
    }

    /// Whether the text names the router's host, `<scheme>://screenrouter` followed by its end, `/`, `?` or `#`,
    /// so that it is a route URL, well-formed or not, and never the app's own.
    private static func isRouteURL(_ text: String) -> Bool {
        let scheme = text.prefix { $0 != ":" }
        guard scheme.endIndex < text.endIndex, LaunchRequest.isValidScheme(String(scheme)) else { return false }
        let rest = text[text.index(after: scheme.endIndex)...]
        let marker = "//screenrouter"
        guard rest.lowercased().hasPrefix(marker) else { return false }
        let after = rest.dropFirst(marker.count).first
        return after == nil || after == "/" || after == "?" || after == "#"
    }

    /// Builds the root a parsed route URL asks for, with any model or network fixture file replaced by a fixed
    /// one.
    @MainActor
    private static func route(_ request: LaunchRequest) {
        let routed = FuzzPayloadFiles.substituted(in: request)
        for coordinator in [FuzzCoordinators.standard, FuzzCoordinators.small] {
            do {
                let root = try coordinator.resolve(routed)
                precondition(!root.isEmpty && coordinator.screenIdentifiers.contains(request.screen))
            } catch {
                precondition(!error.message.isEmpty, "a routing failure has no message")
            }
        }
    }
}
