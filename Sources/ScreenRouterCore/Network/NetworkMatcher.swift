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
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/invalidNetworkFixture`` naming every problem,
    ///   in the fixture's order, each with its entry: an unknown method, a URL that is not a pattern, a status outside
    ///   100...599, a delay that is negative or not a number, a body not yet encoded, a request given twice.
    package init(_ fixture: NetworkFixture, for screen: ScreenID?) throws(ScreenRouterError) {
        var rules: [Rule] = []
        var problems: [NetworkFixtureProblem] = []
        /// The requests read so far, whatever else was wrong with their entries, to find one given twice.
        var requests: [(index: Int, label: String, method: String, pattern: URLPattern)] = []
        for (index, entry) in fixture.entries.enumerated() {
            let label = entry.label
            let count = problems.count
            func problem(_ kind: NetworkFixtureProblem.Kind) {
                problems.append(NetworkFixtureProblem(index: index, entry: label, kind: kind))
            }
            let method = entry.request.method
            if !Self.methods.contains(method) { problem(.method(method)) }
            var pattern: URLPattern?
            switch URLPattern.parse(entry.request.url) {
            case .success(let parsed): pattern = parsed
            case .failure(let reason): problem(.url(reason.phrase))
            }
            let response = entry.response
            if response.failure == nil, !(100...599).contains(response.status) { problem(.status(response.status)) }
            if !response.delay.isFinite || response.delay < 0 { problem(.delay(response.delay)) }
            if case .encodable = response.body { problem(.bodyNotEncoded) }
            if let pattern {
                if let earlier = requests.first(where: { $0.method == method && $0.pattern == pattern }) {
                    problem(.duplicate(first: earlier.label, firstIndex: earlier.index))
                }
                requests.append((index, label, method, pattern))
            }
            if let pattern, problems.count == count {
                rules.append(Rule(index: index, method: method, pattern: pattern, label: label, response: response))
            }
        }
        if !problems.isEmpty { throw ScreenRouterError.invalidNetworkFixture(screen: screen, problems: problems) }
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
