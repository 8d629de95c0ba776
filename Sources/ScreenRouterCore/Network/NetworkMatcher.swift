import Foundation

/// A checked network fixture, ready to answer requests: each entry's pattern read once, every problem of the
/// fixture found before the first request.
///
/// The app makes one when a launch or route brings a fixture, and its `URLProtocol` asks it for each request;
/// test support makes one before launch, so a fixture with a problem fails the test without launching.
package struct NetworkMatcher: Sendable {
    /// One answering entry.
    package struct Rule: Sendable {
        /// The entry's position in the fixture, from 0.
        package let index: Int
        /// The HTTP method.
        package let method: String
        /// The URL pattern.
        package let pattern: URLPattern
        /// The entry as messages show it: `GET https://api.example.com/users`.
        package let label: String
        /// The answer, its body encoded.
        package let response: NetworkFixture.Response
    }

    /// The methods a fixture answers.
    package static let methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

    /// The entries, in the fixture's order.
    package let rules: [Rule]

    /// The screen the fixture is for, named in messages.
    package let screen: ScreenID?

    /// Checks a fixture whose bodies are encoded (see ``NetworkFixture/resolved(using:for:)``).
    ///
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/invalidNetworkFixture`` for the first
    ///   problem, in the fixture's order: an unknown method, a URL that is not a pattern, a status outside
    ///   100...599, a delay that is negative or not a number, a body not yet encoded; then a request given twice.
    package init(_ fixture: NetworkFixture, for screen: ScreenID?) throws(ScreenRouterError) {
        var rules: [Rule] = []
        for (index, entry) in fixture.entries.enumerated() {
            let label = entry.label
            guard Self.methods.contains(entry.request.method) else {
                throw ScreenRouterError.unknownNetworkMethod(screen: screen, entry: label, method: entry.request.method)
            }
            let pattern: URLPattern
            switch URLPattern.parse(entry.request.url) {
            case .success(let parsed): pattern = parsed
            case .failure(let problem):
                throw ScreenRouterError.badNetworkPattern(screen: screen, entry: label, problem: problem.phrase)
            }
            let response = entry.response
            if response.failure == nil, !(100...599).contains(response.status) {
                throw ScreenRouterError.networkStatusOutOfRange(screen: screen, entry: label, status: response.status)
            }
            guard response.delay.isFinite, response.delay >= 0 else {
                throw ScreenRouterError.badNetworkDelay(screen: screen, entry: label, delay: response.delay)
            }
            if case .encodable = response.body {
                throw ScreenRouterError.networkBodyNotEncodable(
                    screen: screen,
                    entry: label,
                    type: "a value",
                    reason: "it was not encoded before the fixture was checked"
                )
            }
            if let earlier = rules.first(where: { $0.method == entry.request.method && $0.pattern == pattern }) {
                throw ScreenRouterError.duplicateNetworkEntry(
                    screen: screen,
                    first: earlier.label,
                    firstIndex: earlier.index,
                    second: label,
                    secondIndex: index
                )
            }
            rules.append(
                Rule(index: index, method: entry.request.method, pattern: pattern, label: label, response: response)
            )
        }
        self.rules = rules
        self.screen = screen
    }

    /// The entry that answers a request: of those whose method and URL match, the most specific.
    ///
    /// - Parameters:
    ///   - method: The request's method; `nil` reads as `GET`.
    ///   - url: The request's URL.
    /// - Returns: The rule, or `nil` when no entry answers the request.
    package func rule(method: String?, url: URL) -> Rule? {
        guard case .success(let parts) = URLParts.parse(url) else { return nil }
        let method = method ?? "GET"
        var best: Rule?
        for rule in rules where rule.method == method && rule.pattern.matches(parts) {
            if let current = best, !rule.pattern.isMoreSpecific(than: current.pattern) { continue }
            best = rule
        }
        return best
    }

    /// What the fixture answers, nearest to a request first: by the edit distance of `METHOD URL`, ties in the
    /// fixture's order.
    package func nearest(to request: String) -> [String] {
        rules.map { ($0.label, editDistance($0.label, request)) }
            .enumerated()
            .sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
            .map(\.element.0)
    }

    /// The error for a request the fixture does not answer, naming the request and listing what it answers.
    package func unanswered(method: String?, url: String) -> ScreenRouterError {
        let request = "\(method ?? "GET") \(url)"
        return ScreenRouterError.unansweredRequest(screen: screen, request: request, answers: nearest(to: request))
    }
}
