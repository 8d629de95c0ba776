import Foundation

/// The checks of network fixtures: fuzzed JSON read as a fixture, as the app reads `-network`; and fuzzed
/// methods, URL patterns and request URLs read into a fixture and matched.
extension FuzzChecks {
    /// The codes a fixture's JSON may fail with: it cannot be read, it is no fixture, or it is too large.
    static let networkCodes: [ScreenRouterError.Code] = [.unreadablePayload, .invalidNetworkFixture, .payloadTooLarge]

    /// Reads the input as a fixture's JSON and, when it is one, checks it, matches its own URLs against it, and
    /// writes it again: every failure is a `ScreenRouterError` of a network code, and what is written reads back.
    static func networkJSON(_ json: Data) {
        let fixture: NetworkFixture
        do {
            fixture = try NetworkFixture.decode(json: json, for: "fuzz")
        } catch {
            precondition(networkCodes.contains(error.code) && !error.message.isEmpty, "a fixture's JSON: \(error)")
            precondition(error.screen == "fuzz", "a fixture's error lost its screen")
            FuzzMessages.expectOurWords(error)
            return
        }
        guard let matcher = checked(fixture) else { return }
        for rule in matcher.rules {
            // The entry's own URL, with each `*` made a segment, is answered by the entry or a more specific one.
            let concrete = rule.pattern.segments.map { segment -> String in
                if case .name(let name) = segment { return name }
                return "x"
            }
            let path = concrete.map { percentEncoded($0) }.joined(separator: "/")
            let text = "\(rule.pattern.scheme)://\(rule.pattern.host):\(rule.pattern.port)/\(path)"
            guard !concrete.isEmpty, let url = URL(string: text), case .success(let parts) = URLParts.parse(url),
                parts.segments == concrete, parts.host == rule.pattern.host, parts.port == rule.pattern.port,
                parts.scheme == rule.pattern.scheme
            else { continue }
            guard rule.pattern.query.isEmpty else { continue }
            let answer = matcher.rule(method: rule.method, url: url)
            precondition(answer != nil, "an entry does not answer its own URL: \(rule.label)")
            precondition(answer?.method == rule.method, "an entry of another method answered \(rule.label)")
            precondition(answer.map { $0.pattern.matches(parts) } == true, "the answer does not match \(rule.label)")
        }
        // Written again and read back: the same entries, in the same order, with the same answers.
        do {
            let again = try NetworkFixture.decode(json: try fixture.json(using: ModelCodec(), for: "fuzz"), for: "fuzz")
            let reread = try NetworkMatcher(again, for: "fuzz")
            precondition(reread.rules.map(\.label) == matcher.rules.map(\.label), "a fixture does not round-trip")
            for (old, new) in zip(matcher.rules, reread.rules) {
                precondition(old.response.bytes == new.response.bytes, "a body does not round-trip: \(old.label)")
                precondition(old.response.failure == new.response.failure, "a failure does not round-trip")
                precondition(old.response.failure != nil || old.response.status == new.response.status)
                precondition(old.response.delay == new.response.delay, "a delay does not round-trip")
            }
        } catch {
            preconditionFailure("a checked fixture could not be written and read back: \(error)")
        }
    }

    /// Builds a fixture of the parts, `[method, pattern, request URL, status]`, and matches the request against it.
    static func networkParts(_ parts: [String]) {
        guard parts.count >= 3 else { return }
        let status = parts.count > 3 ? Int(parts[3].prefix(6)) ?? 200 : 200
        let fixture = NetworkFixture(
            entries: [
                .init(request: .init(method: parts[0], url: parts[1]), response: .status(status)),
                .init(request: .get(parts[2]), response: .failure(.timedOut)),
            ]
        )
        guard let matcher = checked(fixture), let url = URL(string: parts[2]) else { return }
        let answer = matcher.rule(method: parts[0], url: url)
        if let answer, case .success(let parts) = URLParts.parse(url) {
            precondition(answer.pattern.matches(parts), "an entry answered a URL it does not match")
        }
        let unanswered = matcher.unanswered(method: parts[0], url: parts[2])
        precondition(unanswered.code == .unansweredRequest && !unanswered.message.isEmpty)
        precondition(unanswered.message.contains("It answers, nearest first: "), "the answers are not listed")
    }

    /// The fixture's matcher, or `nil` when the check refused it with its own message.
    private static func checked(_ fixture: NetworkFixture) -> NetworkMatcher? {
        do {
            return try NetworkMatcher(fixture.resolved(using: ModelCodec(), for: "fuzz"), for: "fuzz")
        } catch {
            precondition(error.code == .invalidNetworkFixture && !error.message.isEmpty, "a fixture's check: \(error)")
            precondition(error.message.contains("screen `fuzz`"), "a fixture's error lost its screen")
            return nil
        }
    }
}
