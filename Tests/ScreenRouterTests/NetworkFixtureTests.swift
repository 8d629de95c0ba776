import Foundation
import ScreenRouter
import Testing

/// The fixture of the issue's example, as a test writes it.
private let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF])

private let example: NetworkFixture = [
    .get("https://api.example.com/users"): .json([Person.ada]),
    .get("https://api.example.com/users/3"): .status(404),
    .post("https://api.example.com/orders"): .json(Address(street: "1 Main St", city: "Springfield"), status: 201),
    .get("https://api.example.com/avatars/*"): .data(png, contentType: "image/png"),
    .get("https://api.example.com/slow"): .json(Person.ada).delayed(by: 0.5),
    .get("https://api.example.com/feed"): .failure(.notConnectedToInternet),
]

/// The fixture checked for a screen, its bodies encoded with the default codec.
private func matcher(_ fixture: NetworkFixture, codec: ModelCodec = ModelCodec()) throws -> NetworkMatcher {
    try NetworkMatcher(fixture.resolved(using: codec, for: "people"), for: "people")
}

/// The problem a fixture's check reports.
private func problem(_ fixture: NetworkFixture) -> ScreenRouterError? {
    do {
        _ = try matcher(fixture)
        return nil
    } catch {
        return error as? ScreenRouterError
    }
}

private func url(_ text: String) throws -> URL {
    try #require(URL(string: text))
}

struct NetworkFixtureMatchingTests {
    @Test func eachEntryAnswersItsOwnRequest() throws {
        let matcher = try matcher(example)
        let users = try #require(matcher.rule(method: "GET", url: try url("https://api.example.com/users")))
        #expect(users.response.status == 200)
        #expect(users.response.contentType == "application/json")
        #expect(try JSONDecoder().decode([Person].self, from: users.response.bytes) == [Person.ada])
        #expect(matcher.rule(method: "GET", url: try url("https://api.example.com/users/3"))?.response.status == 404)
        #expect(matcher.rule(method: "POST", url: try url("https://api.example.com/orders"))?.response.status == 201)
        let feed = try #require(matcher.rule(method: "GET", url: try url("https://api.example.com/feed")))
        #expect(feed.response.failure == URLError.Code.notConnectedToInternet.rawValue)
        let slow = try #require(matcher.rule(method: "GET", url: try url("https://api.example.com/slow")))
        #expect(slow.response.delay == 0.5)
    }

    @Test func methodMustMatch() throws {
        let matcher = try matcher(example)
        #expect(matcher.rule(method: "POST", url: try url("https://api.example.com/users")) == nil)
        #expect(matcher.rule(method: "GET", url: try url("https://api.example.com/orders")) == nil)
        #expect(matcher.rule(method: nil, url: try url("https://api.example.com/users"))?.index == 0)
    }

    @Test(arguments: [
        ("https://api.example.com/avatars/7", true),
        ("https://api.example.com/avatars/ada.png", true),
        ("https://api.example.com/avatars/", true),
        ("https://api.example.com/avatars", false),
        ("https://api.example.com/avatars/7/large", false),
    ])
    func starMatchesExactlyOneSegment(request: String, answers: Bool) throws {
        let rule = try matcher(example).rule(method: "GET", url: try url(request))
        #expect((rule?.index == 3) == answers)
    }

    @Test func queryItemsCompareAsASet() throws {
        let fixture: NetworkFixture = [.get("https://api.example.com/search?q=ada&page=2"): .status(204)]
        let matcher = try matcher(fixture)
        #expect(matcher.rule(method: "GET", url: try url("https://api.example.com/search?page=2&q=ada")) != nil)
        #expect(matcher.rule(method: "GET", url: try url("https://api.example.com/search?q=ada")) == nil)
        #expect(matcher.rule(method: "GET", url: try url("https://api.example.com/search?q=ada&page=2&x=1")) == nil)
        #expect(matcher.rule(method: "GET", url: try url("https://api.example.com/search")) == nil)
    }

    @Test func entryWithoutAQueryAnswersOnlyRequestsWithoutOne() throws {
        let matcher = try matcher(example)
        #expect(matcher.rule(method: "GET", url: try url("https://api.example.com/users?page=1")) == nil)
    }

    @Test func schemeAndHostIgnoreCaseAndDefaultPortsAreFilledIn() throws {
        let matcher = try matcher(example)
        #expect(matcher.rule(method: "GET", url: try url("HTTPS://API.Example.com:443/users"))?.index == 0)
        #expect(matcher.rule(method: "GET", url: try url("http://api.example.com/users")) == nil)
        #expect(matcher.rule(method: "GET", url: try url("https://api.example.com:8443/users")) == nil)
        #expect(matcher.rule(method: "GET", url: try url("https://api.example.com/Users")) == nil)
    }

    @Test func percentEncodingIsReadBeforeComparing() throws {
        let fixture: NetworkFixture = [.get("https://api.example.com/users/Ada%20Lovelace"): .status(200)]
        let matcher = try matcher(fixture)
        #expect(matcher.rule(method: "GET", url: try url("https://api.example.com/users/Ada%20Lovelace")) != nil)
        #expect(matcher.rule(method: "GET", url: try url("https://api.example.com/users/Ada%20Byron")) == nil)
    }

    @Test func mostSpecificEntryWinsWhateverItsPlace() throws {
        let fixture: NetworkFixture = [
            .get("https://api.example.com/*/7/posts"): .status(201),
            .get("https://api.example.com/users/*/posts"): .status(202),
            .get("https://api.example.com/users/*"): .status(203),
            .get("https://api.example.com/users/me"): .status(204),
        ]
        let matcher = try matcher(fixture)
        #expect(
            matcher.rule(method: "GET", url: try url("https://api.example.com/users/7/posts"))?.response.status == 202
        )
        #expect(
            matcher.rule(method: "GET", url: try url("https://api.example.com/teams/7/posts"))?.response.status == 201
        )
        #expect(matcher.rule(method: "GET", url: try url("https://api.example.com/users/me"))?.response.status == 204)
        #expect(matcher.rule(method: "GET", url: try url("https://api.example.com/users/you"))?.response.status == 203)
    }

    @Test func unansweredRequestListsTheEntriesNearestFirst() throws {
        let error = try matcher(example).unanswered(method: "GET", url: "https://api.example.com/users/7")
        #expect(error.code == .unansweredRequest)
        #expect(error.screen == "people")
        #expect(
            error.message.hasPrefix(
                "The screen `people` requested GET https://api.example.com/users/7, which its network fixture does not "
                    + "answer. It answers, nearest first: `GET https://api.example.com/users/3`, "
                    + "`GET https://api.example.com/users`, "
            )
        )
    }

    @Test func jsonBodiesUseTheScreensCodecUnlessGivenOne() throws {
        struct Stamp: Codable, Sendable { var createdAt: Date }
        let stamp = Stamp(createdAt: Date(timeIntervalSince1970: 0))
        let iso = ModelCodec(
            makeEncoder: {
                let encoder = JSONEncoder()
                encoder.dateEncodingStrategy = .iso8601
                encoder.keyEncodingStrategy = .convertToSnakeCase
                return encoder
            },
            makeDecoder: { JSONDecoder() }
        )
        let fixture: NetworkFixture = [
            .get("https://api.example.com/a"): .json(stamp),
            .get("https://api.example.com/b"): .json(stamp, using: ModelCodec()),
        ]
        let matcher = try matcher(fixture, codec: iso)
        let screens = try #require(matcher.rule(method: "GET", url: try url("https://api.example.com/a")))
        let given = try #require(matcher.rule(method: "GET", url: try url("https://api.example.com/b")))
        #expect(String(decoding: screens.response.bytes, as: UTF8.self) == #"{"created_at":"1970-01-01T00:00:00Z"}"#)
        #expect(String(decoding: given.response.bytes, as: UTF8.self) == #"{"createdAt":-978307200}"#)
    }
}

struct NetworkFixtureProblemTests {
    @Test func duplicateKeysAreAnErrorNotATrap() throws {
        let fixture: NetworkFixture = [
            .get("https://api.example.com/users"): .status(200),
            .get("https://api.example.com/feed"): .status(200),
            .get("https://API.example.com:443/users"): .status(500),
        ]
        #expect(fixture.entries.count == 3)
        let error = try #require(problem(fixture))
        #expect(error.code == .invalidNetworkFixture)
        #expect(
            error.message
                == "The network fixture for screen `people` answers `GET https://api.example.com/users` twice, in "
                + "entries 1 and 3 (`GET https://API.example.com:443/users`, the same request); it will not guess "
                + "which answer you meant. Keep one of them."
        )
    }

    @Test func sameURLWithAnotherMethodIsNoDuplicate() {
        let fixture: NetworkFixture = [
            .get("https://api.example.com/orders"): .status(200),
            .post("https://api.example.com/orders"): .status(201),
            .put("https://api.example.com/orders"): .status(200),
            .patch("https://api.example.com/orders"): .status(200),
            .delete("https://api.example.com/orders"): .status(204),
        ]
        #expect(problem(fixture) == nil)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let entry: NetworkFixture
        let fragment: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        Case(
            name: "unknown method",
            entry: NetworkFixture(entries: [
                .init(request: .init(method: "FETCH", url: "https://a.example/x"), response: .status(200))
            ]),
            fragment: "whose method `FETCH` is not one a fixture answers: `GET`, `HEAD`, `POST`"
        ),
        Case(
            name: "method in lower case",
            entry: NetworkFixture(entries: [
                .init(request: .init(method: "get", url: "https://a.example/x"), response: .status(200))
            ]),
            fragment: "Write it in capitals, `GET`."
        ),
        Case(name: "relative URL", entry: [.get("/users"): .status(200)], fragment: "whose URL has no scheme"),
        Case(
            name: "another scheme",
            entry: [.get("ftp://a.example/x"): .status(200)],
            fragment: "has the scheme `ftp`"
        ),
        Case(name: "no host", entry: [.get("https:///x"): .status(200)], fragment: "whose URL has no host"),
        Case(
            name: "star in the host",
            entry: [.get("https://*.example/x"): .status(200)],
            fragment: "has `*` in its host"
        ),
        Case(
            name: "star in a segment",
            entry: [.get("https://a.example/user*"): .status(200)],
            fragment: "has the path segment `user*`"
        ),
        Case(
            name: "star in the query",
            entry: [.get("https://a.example/x?q=*"): .status(200)],
            fragment: "has `*` in its query"
        ),
        Case(name: "fragment", entry: [.get("https://a.example/x#top"): .status(200)], fragment: "has a fragment"),
        Case(name: "not a URL", entry: [.get("https://a.example:port/x"): .status(200)], fragment: "is not a URL"),
        Case(name: "empty URL", entry: [.get(""): .status(200)], fragment: "whose URL is empty"),
        Case(
            name: "status 99",
            entry: [.get("https://a.example/x"): .status(99)],
            fragment: "with the status 99, which is no HTTP status"
        ),
        Case(
            name: "status 600",
            entry: [.get("https://a.example/x"): .json(1, status: 600)],
            fragment: "with the status 600"
        ),
        Case(
            name: "negative delay",
            entry: [.get("https://a.example/x"): .status(200).delayed(by: -1)],
            fragment: "by -1.0 seconds"
        ),
        Case(
            name: "delay not a number",
            entry: [.get("https://a.example/x"): .status(200).delayed(by: .nan)],
            fragment: "by nan seconds"
        ),
        Case(
            name: "value that does not encode",
            entry: [.get("https://a.example/x"): .json(Double.infinity)],
            fragment: "with Double as JSON, which could not be encoded"
        ),
    ])
    func eachProblemHasItsOwnMessage(_ example: Case) throws {
        let error = try #require(problem(example.entry))
        #expect(error.code == .invalidNetworkFixture)
        #expect(error.message.contains(example.fragment), "\(error.message)")
        #expect(error.message.contains("screen `people`"))
    }

    @Test func failureNeedsNoStatus() {
        let fixture: NetworkFixture = [.get("https://a.example/x"): .failure(.timedOut)]
        #expect(problem(fixture) == nil)
    }
}

struct NetworkFixtureWireTests {
    @Test func fixtureSurvivesItsJSON() throws {
        // Encoded once: a dictionary's keys come out of `JSONEncoder` in another order each time.
        let resolved = try example.resolved(using: ModelCodec(), for: "people")
        let json = try resolved.json(using: ModelCodec(), for: "people")
        let decoded = try NetworkFixture.decode(json: json, for: "people")
        let before = try matcher(resolved)
        let after = try matcher(decoded)
        #expect(after.rules.map(\.label) == before.rules.map(\.label))
        for (old, new) in zip(before.rules, after.rules) {
            #expect(new.response.status == old.response.status || old.response.failure != nil)
            #expect(new.response.bytes == old.response.bytes)
            #expect(new.response.contentType == old.response.contentType)
            #expect(new.response.failure == old.response.failure)
            #expect(new.response.delay == old.response.delay)
        }
    }

    @Test func textBodiesAreWrittenAsTextOthersAsBase64() throws {
        let json = String(decoding: try example.json(using: ModelCodec(), for: "people"), as: UTF8.self)
        #expect(json.contains(#""text":"[{\""#))
        #expect(json.contains(#""body":"iVBORw0KGgr/""#))
        #expect(json.contains(#""failure":-1009"#))
        #expect(json.hasPrefix(#"{"entries":["#) && json.hasSuffix(#""version":1}"#))
    }

    @Test func handWrittenJSONReads() throws {
        let json = #"""
            {"entries": [
              {"method": "GET", "url": "https://api.example.com/users/1", "text": "{\"id\": 1}",
               "contentType": "application/json"},
              {"method": "GET", "url": "https://api.example.com/users/2", "status": 404},
              {"method": "GET", "url": "https://api.example.com/feed", "failure": -1009, "delay": 0.25}
            ]}
            """#
        let matcher = try NetworkMatcher(NetworkFixture.decode(json: Data(json.utf8), for: "people"), for: "people")
        let first = try #require(matcher.rule(method: "GET", url: try url("https://api.example.com/users/1")))
        #expect(first.response.status == 200)
        #expect(String(decoding: first.response.bytes, as: UTF8.self) == #"{"id": 1}"#)
        #expect(matcher.rules[2].response.delay == 0.25)
    }

    @Test(arguments: [
        (
            #"{"entries": [{"method": "GET", "url": "https://a.example/x", "stauts": 404}]}"#,
            "`stauts` is not a key of an entry"
        ),
        (#"{"entries": [], "extra": 1}"#, "`extra` is not a key of the fixture"),
        (#"{"entries": [{"method": "GET"}]}"#, "`entries[0].url`: key not found"),
        (
            #"{"entries": [{"method": "GET", "url": "https://a.example/x", "text": "a", "body": "YQ=="}]}"#,
            "an entry has `text` or `body`, not both"
        ),
        (
            #"{"entries": [{"method": "GET", "url": "https://a.example/x", "failure": -1009, "status": 200}]}"#,
            "an entry with a `failure` has no `status`"
        ),
        (
            #"{"entries": [{"method": "GET", "url": "https://a.example/x", "body": "not base64"}]}"#,
            "`body` is not standard base64"
        ),
        (#"{"version": 2, "entries": []}"#, "version 2 is not one this release reads"),
        (#"{"entries": {}}"#, "`entries`: expected an array"),
    ])
    func malformedJSONIsAnInvalidFixture(json: String, fragment: String) throws {
        let error = try #require(throws: ScreenRouterError.self) {
            try NetworkFixture.decode(json: Data(json.utf8), for: "people")
        }
        #expect(error.code == .invalidNetworkFixture)
        #expect(error.message.hasPrefix("The network fixture for screen `people` is not a fixture's JSON: "))
        #expect(error.message.contains(fragment), "\(error.message)")
    }

    /// The newcomer's fixture: a relative URL, a `*` inside a segment, a status of 700, a negative delay.
    static let fourProblems =
        "The network fixture for screen `people` has 4 problems. (1) Entry 1, `GET /users`: its URL has no scheme; a "
        + "fixture answers `http` and `https` URLs, written whole. (2) Entry 2, `GET https://api.example.com/users/a*`: "
        + "its URL has the path segment `a*`; `*` stands for a whole segment, `/*/`, never part of one. (3) Entry 3, "
        + "`GET https://api.example.com/feed`: its status, 700, is no HTTP status; a status is in 100...599, and a "
        + "request that fails without an answer is a `.failure(...)` of a `URLError.Code`. (4) Entry 4, `GET "
        + "https://api.example.com/slow`: its delay, -1.0 seconds, is not a finite number of seconds, 0 or more, such "
        + "as `.delayed(by: 0.5)`. Correct each entry; the fixture is checked whole, so none of them is left for the "
        + "next run to find."

    @Test func everyProblemOfAFixtureIsReportedInOneMessageWithItsEntry() throws {
        let fixture: NetworkFixture = [
            .get("/users"): .status(200),
            .get("https://api.example.com/users/a*"): .status(200),
            .get("https://api.example.com/feed"): .status(700),
            .get("https://api.example.com/slow"): .status(200).delayed(by: -1),
        ]
        let error = try #require(throws: ScreenRouterError.self) { try NetworkMatcher(fixture, for: "people") }
        #expect(error.code == .invalidNetworkFixture)
        #expect(error.message == Self.fourProblems)
        // The same fixture written by hand reads to the same entries and the same message.
        let json = #"""
            {"entries": [
              {"method": "GET", "url": "/users"},
              {"method": "GET", "url": "https://api.example.com/users/a*"},
              {"method": "GET", "url": "https://api.example.com/feed", "status": 700},
              {"method": "GET", "url": "https://api.example.com/slow", "delay": -1}
            ]}
            """#
        let written = try #require(throws: ScreenRouterError.self) {
            try NetworkMatcher(NetworkFixture.decode(json: Data(json.utf8), for: "people"), for: "people")
        }
        #expect(written.message == Self.fourProblems)
    }

    @Test func anEntryWithSeveralProblemsHasALineForEachAndADuplicateNamesTheFirstEntry() throws {
        let fixture: NetworkFixture = [
            .get("https://api.example.com/users"): .status(200),
            NetworkFixture.Request(method: "get", url: "ftp://api.example.com/x"): .status(99).delayed(by: .nan),
            .get("https://api.example.com/users"): .status(404),
        ]
        let error = try #require(throws: ScreenRouterError.self) { try NetworkMatcher(fixture, for: "people") }
        #expect(
            error.message
                == "The network fixture for screen `people` has 5 problems. (1) Entry 2, `get ftp://api.example.com/x`: "
                + "its method `get` is not one a fixture answers (`GET`, `HEAD`, `POST`, `PUT`, `PATCH`, `DELETE`, "
                + "`OPTIONS`); write it in capitals, `GET`. (2) Entry 2, `get ftp://api.example.com/x`: its URL has the "
                + "scheme `ftp`; a fixture answers `http` and `https` URLs, written whole. (3) Entry 2, `get "
                + "ftp://api.example.com/x`: its status, 99, is no HTTP status; a status is in 100...599, and a request "
                + "that fails without an answer is a `.failure(...)` of a `URLError.Code`. (4) Entry 2, `get "
                + "ftp://api.example.com/x`: its delay, nan seconds, is not a finite number of seconds, 0 or more, such "
                + "as `.delayed(by: 0.5)`. (5) Entry 3, `GET "
                + "https://api.example.com/users`: it answers the same request as entry 1; keep one of them. Correct "
                + "each entry; the fixture is checked whole, so none of them is left for the next run to find."
        )
    }

    @Test func everyEntryOfAHandWrittenFixtureIsReadSoEachMalformedOneIsNamed() throws {
        let json = #"""
            {"entries": [
              {"method": "GET", "url": "https://a.example/x", "stauts": 200, "delya": 1},
              3,
              {"method": "GET", "url": "https://a.example/y", "text": "a", "body": "YQ=="},
              {"url": "https://a.example/z"},
              {"method": "GET", "url": "https://a.example/fine"}
            ]}
            """#
        let error = try #require(throws: ScreenRouterError.self) {
            try NetworkFixture.decode(json: Data(json.utf8), for: "people")
        }
        #expect(error.code == .invalidNetworkFixture)
        #expect(
            error.message.hasPrefix(
                "The network fixture for screen `people` is not a fixture's JSON: 4 problems: (1) `entries[0].delya`: "
                    + "`delya`, `stauts` are not keys of an entry; its keys are `method`, `url`, `status`, "
                    + "`contentType`, `text`, `body`, `failure`, `delay`; (2) `entries[1]`: expected an object, found a "
                    + "number, `3`; (3) `entries[2].body`: an entry has `text` or `body`, not both; (4) "
                    + "`entries[3].method`: key not found. Found: "
            ),
            "\(error.message)"
        )
    }

    @Test func textThatIsNotJSONIsUnreadable() throws {
        let error = try #require(throws: ScreenRouterError.self) {
            try NetworkFixture.decode(json: Data("{entries".utf8), for: "people")
        }
        #expect(error.code == .unreadablePayload)
        #expect(error.message.hasPrefix("The network fixture for screen `people` is not JSON"))
    }
}

struct NetworkLaunchArgumentTests {
    @Test func networkTravelsBesideTheModelInlineOrInAFile() throws {
        let inline = try LaunchRequest.parse(["--uitesting", "-vc", "person", "-model", "e30=", "-network", "e30="])
        #expect(inline == LaunchRequest(screen: "person", model: .base64("e30="), network: .base64("e30=")))
        let file = try LaunchRequest.parse(["--uitesting", "-networkFile", "/tmp/n.json", "-vc", "people"])
        #expect(file == LaunchRequest(screen: "people", network: .file(path: "/tmp/n.json")))
        let sample = try LaunchRequest.parse(["--uitesting", "-vc", "people", "-sample", "many", "-network", "e30="])
        #expect(sample == LaunchRequest(screen: "people", sample: "many", network: .base64("e30=")))
    }

    @Test func requestWithANetworkFormatsToArgumentsAndRouteURLsThatParseBack() throws {
        let request = LaunchRequest(screen: "person", model: .base64("e30="), network: .file(path: "/tmp/a b.json"))
        #expect(
            request.arguments == ["--uitesting", "-vc", "person", "-model", "e30=", "-networkFile", "/tmp/a b.json"]
        )
        #expect(try LaunchRequest.parse(request.arguments) == request)
        let url = request.routeURL(scheme: "demo")
        #expect(url == "demo://screenrouter/route?vc=person&model=e30%3D&networkFile=%2Ftmp%2Fa%20b.json")
        #expect(try LaunchRequest.parse(routeURL: url) == request)
    }

    @Test func bothNetworkFormsAreRefusedInArgumentsAndRouteURLs() throws {
        let arguments = try #require(throws: ScreenRouterError.self) {
            try LaunchRequest.parse(["--uitesting", "-vc", "people", "-network", "e30=", "-networkFile", "/n.json"])
        }
        #expect(arguments.code == .malformedArguments)
        #expect(
            arguments.message.hasPrefix(
                "Both `-network` and `-networkFile` were given for screen `people`; a launch carries its network fixture one way."
            )
        )
        let url = try #require(throws: ScreenRouterError.self) {
            try LaunchRequest.parse(routeURL: "demo://screenrouter/route?vc=people&network=e30%3D&networkFile=%2Fn")
        }
        #expect(url.message.hasPrefix("Both `network` and `networkFile` were given for screen `people`; a route URL"))
    }

    @Test func networkPayloadErrorsNameTheNetworkFlags() throws {
        let base64 = try #require(throws: ScreenRouterError.self) {
            try LaunchPayload.base64("not base64!").json(for: "people", subject: .network)
        }
        #expect(base64.message.hasPrefix("The `-network` payload for screen `people` is not standard base64"))
        let file = try #require(throws: ScreenRouterError.self) {
            try LaunchPayload.file(path: "/nonexistent/n.json").json(for: "people", subject: .network)
        }
        #expect(
            file.message
                == "The network fixture file for screen `people` at `/nonexistent/n.json` could not be read: no such "
                + "file. `-networkFile` must name a file the app can read (test support writes it to a temporary "
                + "directory before launch)."
        )
    }
}
