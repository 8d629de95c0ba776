import Foundation

/// The network fixture the app answers its requests from, while the screen of a launch or route brought one.
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

    private let lock = NSLock()
    private var matcher: NetworkMatcher?
    private var answered: Set<Int> = []
    private var reportUnanswered: (@Sendable (ScreenRouterError) -> Void)?
    private let write: @Sendable (String) -> Void

    /// Creates the state; `write` receives the lines for standard error (tests pass their own).
    init(write: @escaping @Sendable (String) -> Void = { StandardError.write($0) }) {
        self.write = write
    }

    /// Whether a fixture is active, so that requests are the fixture's to answer.
    package var isActive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return matcher != nil
    }

    /// Answers requests from `matcher` from now on, or lets them through when it is `nil`.
    package func activate(_ matcher: NetworkMatcher?) {
        lock.lock()
        defer { lock.unlock() }
        self.matcher = matcher
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
    /// standard error) and reporting a request no entry answers (its `ScreenRouter.error[unansweredRequest]:` line).
    package func outcome(method: String?, url: URL?) -> Outcome {
        lock.lock()
        guard let matcher else {
            lock.unlock()
            return .inactive
        }
        if let url, let rule = matcher.rule(method: method, url: url) {
            let isFirst = answered.insert(rule.index).inserted
            lock.unlock()
            if isFirst { write(LaunchProtocol.answeredLine(rule.index)) }
            return .answer(rule)
        }
        let report = reportUnanswered
        lock.unlock()
        let error = matcher.unanswered(method: method, url: url?.absoluteString ?? "(a request without a URL)")
        write(error.logLine)
        report?(error)
        return .unanswered(error)
    }
}
