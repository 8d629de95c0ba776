import Foundation

/// The network fixture the app answers its requests from, while the screen of a launch or route brought one, and
/// whether the route is strict, so that a request no fixture answers fails it even without a fixture.
///
/// The coordinator sets it on the main actor when it routes; the `URLProtocol` reads it on whatever queue
/// `URLSession` loads on. It also remembers which entries have answered, so that each entry's first answer is
/// recorded once.
///
/// `@unchecked Sendable`: every stored property is only touched under `lock`.
package final class ActiveNetworkFixture: @unchecked Sendable {
    /// The app's one fixture: `URLProtocol` classes are registered by type, not by instance.
    package static let shared = ActiveNetworkFixture()

    /// What a request gets.
    package enum Outcome {
        /// The entry that answers it.
        case answer(NetworkMatcher.Rule)
        /// No entry answers it: the error that says so, already reported.
        case unanswered(ScreenRouterError)
        /// No fixture is active: the request was not the fixture's to answer.
        case inactive
    }

    /// What the shown route answers its requests from.
    private struct Route {
        /// The route's fixture, if it brought one.
        var matcher: NetworkMatcher?
        /// Whether a request the fixture does not answer (every request, without a fixture) fails the route.
        var isStrict: Bool
        /// The route's screen, for messages.
        var screen: ScreenID?
    }

    private let lock = NSLock()
    private var route: Route?
    private var answered: Set<Int> = []
    private var reportUnanswered: (@Sendable (ScreenRouterError) -> Void)?
    private let write: @Sendable (String) -> Void

    /// Creates the state; `write` receives the lines for standard error (tests pass their own).
    init(write: @escaping @Sendable (String) -> Void = { StandardError.write($0) }) {
        self.write = write
    }

    /// Whether a fixture is active, or the route is strict, so that requests are the fixture's to answer or refuse.
    package var isActive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return route != nil
    }

    /// Answers the requests of the route of `screen` from `matcher` from now on; with `strict`, refuses every
    /// request it does not answer (every request, when `matcher` is `nil`); without either, lets them through.
    package func activate(_ matcher: NetworkMatcher?, strict: Bool = false, screen: ScreenID? = nil) {
        lock.lock()
        defer { lock.unlock() }
        let shown = screen ?? matcher?.screen
        route = matcher != nil || strict ? Route(matcher: matcher, isStrict: strict, screen: shown) : nil
        answered = []
    }

    /// Where a request the fixture does not answer is shown besides standard error, such as a UIKit host's
    /// marker element; `nil` for standard error alone.
    package func reportUnanswered(to report: (@Sendable (ScreenRouterError) -> Void)?) {
        lock.lock()
        defer { lock.unlock() }
        reportUnanswered = report
    }

    /// What a request gets, recording the first answer of each entry (`ScreenRouter.answered <index>` on
    /// standard error) and reporting a request no entry answers (its `ScreenRouter.error[unansweredRequest]:` line,
    /// or `ScreenRouter.error[blockedRequest]:` in a strict route).
    package func outcome(method: String?, url: URL?) -> Outcome {
        lock.lock()
        guard let route else {
            lock.unlock()
            return .inactive
        }
        let matcher = route.matcher
        if let url, let rule = matcher?.rule(method: method, url: url) {
            let isFirst = answered.insert(rule.index).inserted
            lock.unlock()
            if isFirst { write(LaunchProtocol.answeredLine(rule.index)) }
            return .answer(rule)
        }
        let report = reportUnanswered
        lock.unlock()
        let address = url?.absoluteString ?? "(a request without a URL)"
        let error: ScreenRouterError
        if let matcher, !route.isStrict {
            error = matcher.unanswered(method: method, url: address)
        } else {
            let request = "\(method ?? "GET") \(address)"
            error = .blockedRequest(screen: route.screen, request: request, answers: matcher?.nearest(to: request))
        }
        write(error.logLine)
        report?(error)
        return .unanswered(error)
    }
}
