import Foundation

/// The network fixture: what it cannot be, and the requests it does not answer.
extension ScreenRouterError {
    package static func networkFixtureMalformed(screen: ScreenID?, problem: String, bytes: Data) -> Self {
        Self(
            code: .invalidNetworkFixture,
            screen: screen,
            message: "The network fixture\(forScreen(screen)) is not a fixture's JSON: \(problem). Found: "
                + "\(preview(bytes)). Pass a `NetworkFixture` to `launchApp`, which writes it for you, or write its "
                + "JSON as the Network Fixtures article shows: `{\"version\": 1, \"entries\": [{\"method\": \"GET\", "
                + "\"url\": \"https://...\", \"status\": 200, \"text\": \"...\"}]}`."
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
