import Foundation

/// The network fixture: what it cannot be, and the requests it does not answer.
extension ScreenRouterError {
    package static func networkFixtureMalformed(screen: ScreenID?, problem: String, bytes: Data) -> Self {
        Self(
            code: .invalidNetworkFixture,
            screen: screen,
            message: "The network fixture\(forScreen(screen)) is not a fixture's JSON: \(problem). Found: "
                + "\(preview(bytes)). Write its JSON as the Network Fixtures article shows, `{\"version\": 1, "
                + "\"entries\": [{\"method\": \"GET\", \"url\": \"https://...\", \"status\": 200, \"text\": \"...\"}]}`, "
                + "or, from a test, pass a `NetworkFixture`, which test support writes for you."
        )
    }

    package static func unknownNetworkMethod(screen: ScreenID?, entry: String, method: String) -> Self {
        let methods = NetworkMatcher.methods.map { "`\($0)`" }.joined(separator: ", ")
        let upper = method.uppercased()
        let hint = NetworkMatcher.methods.contains(upper) && upper != method ? " Write it in capitals, `\(upper)`." : ""
        return Self(
            code: .invalidNetworkFixture,
            screen: screen,
            message: "The network fixture\(forScreen(screen)) has the entry `\(abbreviated(entry, to: 120))`, whose "
                + "method `\(abbreviated(method))` is not one a fixture answers: \(methods).\(hint)"
        )
    }

    package static func badNetworkPattern(screen: ScreenID?, entry: String, problem: String) -> Self {
        Self(
            code: .invalidNetworkFixture,
            screen: screen,
            message:
                "The network fixture\(forScreen(screen)) has the entry `\(abbreviated(entry, to: 120))`, whose URL "
                + "\(problem). An entry's URL is absolute, and `*` in it stands for one whole path segment: "
                + "`.get(\"https://api.example.com/users/*\")`."
        )
    }

    package static func networkStatusOutOfRange(screen: ScreenID?, entry: String, status: Int) -> Self {
        Self(
            code: .invalidNetworkFixture,
            screen: screen,
            message: "The network fixture\(forScreen(screen)) answers `\(abbreviated(entry, to: 120))` with the status "
                + "\(status), which is no HTTP status: a status is in 100...599. For a request that fails without an "
                + "answer, use `.failure(.notConnectedToInternet)` or another `URLError.Code`."
        )
    }

    package static func badNetworkDelay(screen: ScreenID?, entry: String, delay: Double) -> Self {
        Self(
            code: .invalidNetworkFixture,
            screen: screen,
            message: "The network fixture\(forScreen(screen)) delays `\(abbreviated(entry, to: 120))` by \(delay) "
                + "seconds; a delay is a finite number of seconds, 0 or more, such as `.delayed(by: 0.5)`."
        )
    }

    package static func networkBodyNotEncodable(screen: ScreenID?, entry: String, type: String, reason: String) -> Self
    {
        Self(
            code: .invalidNetworkFixture,
            screen: screen,
            message: "The network fixture\(forScreen(screen)) answers `\(abbreviated(entry, to: 120))` with \(type) "
                + "as JSON, which could not be encoded: \(reason) Make its `Encodable` conformance produce JSON, or "
                + "answer with bytes, `.data(_:contentType:)`."
        )
    }

    package static func networkFixtureNotEncodable(screen: ScreenID?, reason: String) -> Self {
        Self(
            code: .invalidNetworkFixture,
            screen: screen,
            message: "The network fixture\(forScreen(screen)) could not be written as JSON: \(reason)."
        )
    }

    package static func duplicateNetworkEntry(
        screen: ScreenID?,
        first: String,
        firstIndex: Int,
        second: String,
        secondIndex: Int
    ) -> Self {
        let same = first == second ? "" : " (`\(abbreviated(second, to: 120))`, the same request)"
        return Self(
            code: .invalidNetworkFixture,
            screen: screen,
            message: "The network fixture\(forScreen(screen)) answers `\(abbreviated(first, to: 120))` twice, in "
                + "entries \(firstIndex + 1) and \(secondIndex + 1)\(same); it will not guess which answer you meant. "
                + "Keep one of them."
        )
    }

    package static func networkFixturesNotAnswered(screen: ScreenID) -> Self {
        Self(
            code: .invalidNetworkFixture,
            screen: screen,
            message: "The launch or route of `\(screen)` carries a network fixture, but this app does not answer "
                + "requests from network fixtures: answering them is in the `ScreenRouterNetwork` library, which the "
                + "app opts in to. Link the `ScreenRouterNetwork` product to the app and add two lines where it makes "
                + "its coordinator: `import ScreenRouterNetwork` at the top of the file, and "
                + "`coordinator.answerRequestsFromNetworkFixtures()` before `coordinator.start`."
        )
    }

    /// Every problem of a fixture's entries: the one problem's own message, or one message that lists them all, each
    /// with its entry's number, what was found and what is allowed.
    package static func invalidNetworkFixture(screen: ScreenID?, problems: [NetworkFixtureProblem]) -> Self {
        if problems.count == 1, let problem = problems.first { return problem.message(screen: screen) }
        let listed = problems.enumerated().map { "(\($0.offset + 1)) \($0.element.line)." }.joined(separator: " ")
        return Self(
            code: .invalidNetworkFixture,
            screen: screen,
            message: "The network fixture\(forScreen(screen)) has \(problems.count) problems. \(listed) Correct each "
                + "entry; the fixture is checked whole, so none of them is left for the next run to find."
        )
    }

    package static func unansweredRequest(screen: ScreenID?, request: String, answers: [String]) -> Self {
        let shown = answers.prefix(8).map { "`\(abbreviated($0, to: 120))`" }.joined(separator: ", ")
        let more = answers.count > 8 ? " and \(answers.count - 8) more" : ""
        let list = answers.isEmpty ? "It answers nothing." : "It answers, nearest first: \(shown)\(more)."
        let subject = screen.map { "The screen `\($0)`" } ?? "The screen"
        return Self(
            code: .unansweredRequest,
            screen: screen,
            message: "\(subject) requested \(abbreviated(request, to: 200)), which its network fixture does not "
                + "answer. \(list) The request failed without reaching the network. Add an entry for it to the "
                + "fixture, or correct the URL the screen asks for."
        )
    }

    package static func blockedRequest(screen: ScreenID?, request: String, answers: [String]?) -> Self {
        let subject = screen.map { "The screen `\($0)`" } ?? "The screen"
        let fixture: String
        if let answers {
            let shown = answers.prefix(8).map { "`\(abbreviated($0, to: 120))`" }.joined(separator: ", ")
            let more = answers.count > 8 ? " and \(answers.count - 8) more" : ""
            fixture =
                answers.isEmpty
                ? "Its fixture answers nothing." : "Its fixture answers, nearest first: \(shown)\(more)."
        } else {
            fixture = "Its route has no network fixture."
        }
        return Self(
            code: .blockedRequest,
            screen: screen,
            message: "\(subject) requested \(abbreviated(request, to: 200)), which no network fixture of its route "
                + "answers, in strict network mode. \(fixture) The route failed, and the request never reached the "
                + "network. Give the route a fixture that answers it (a sample's, or the test's `network:`), or open "
                + "the screen with `strictNetwork=false` to let a route without a fixture through."
        )
    }
}

/// One problem of a network fixture's entry, for the message that reports every problem of a fixture.
package struct NetworkFixtureProblem: Equatable, Sendable {
    /// What is wrong with the entry.
    package enum Kind: Equatable, Sendable {
        /// A method a fixture does not answer.
        case method(String)
        /// A URL that is not a pattern: why, as a phrase that completes "its URL ...".
        case url(String)
        /// A status outside 100...599.
        case status(Int)
        /// A delay that is negative or not a number.
        case delay(Double)
        /// A `.json` body not yet encoded.
        case bodyNotEncoded
        /// The same request as an earlier entry's.
        case duplicate(first: String, firstIndex: Int)
    }

    /// The entry's position in the fixture, from 0.
    package let index: Int
    /// The entry as messages show it: `GET https://api.example.com/users`.
    package let entry: String
    package let kind: Kind

    /// The problem as a line of a list: `Entry 2, `GET https://...`: its status, 700, is no HTTP status; ...`.
    var line: String {
        let what: String
        switch kind {
        case .method(let method):
            let methods = NetworkMatcher.methods.map { "`\($0)`" }.joined(separator: ", ")
            let upper = method.uppercased()
            let hint =
                NetworkMatcher.methods.contains(upper) && upper != method ? "; write it in capitals, `\(upper)`" : ""
            what = "its method `\(abbreviated(method))` is not one a fixture answers (\(methods))\(hint)"
        case .url(let phrase):
            what = "its URL \(phrase)"
        case .status(let status):
            what =
                "its status, \(status), is no HTTP status; a status is in 100...599, and a request that fails without "
                + "an answer is a `.failure(...)` of a `URLError.Code`"
        case .delay(let delay):
            what =
                "its delay, \(delay) seconds, is not a finite number of seconds, 0 or more, such as `.delayed(by: 0.5)`"
        case .bodyNotEncoded:
            what = "its `.json` body was not encoded before the fixture was checked"
        case .duplicate(let first, let firstIndex):
            let same = first == entry ? "" : ", `\(abbreviated(first, to: 120))`"
            what = "it answers the same request as entry \(firstIndex + 1)\(same); keep one of them"
        }
        return "Entry \(index + 1), `\(abbreviated(entry, to: 120))`: \(what)"
    }

    /// The problem as a whole message, when it is the fixture's only one.
    func message(screen: ScreenID?) -> ScreenRouterError {
        switch kind {
        case .method(let method):
            .unknownNetworkMethod(screen: screen, entry: entry, method: method)
        case .url(let phrase):
            .badNetworkPattern(screen: screen, entry: entry, problem: phrase)
        case .status(let status):
            .networkStatusOutOfRange(screen: screen, entry: entry, status: status)
        case .delay(let delay):
            .badNetworkDelay(screen: screen, entry: entry, delay: delay)
        case .bodyNotEncoded:
            .networkBodyNotEncodable(
                screen: screen,
                entry: entry,
                type: "a value",
                reason: "it was not encoded before the fixture was checked"
            )
        case .duplicate(let first, let firstIndex):
            .duplicateNetworkEntry(
                screen: screen,
                first: first,
                firstIndex: firstIndex,
                second: entry,
                secondIndex: index
            )
        }
    }
}
