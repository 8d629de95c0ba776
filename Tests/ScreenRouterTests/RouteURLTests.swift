import Foundation
import ScreenRouter
import Testing

struct RouteURLTests {
    @Test func requestFormatsToTheRouteURLWithEveryReservedByteEscaped() {
        #expect(LaunchRequest(screen: "settings").routeURL(scheme: "demo") == "demo://screenrouter/route?vc=settings")
        #expect(
            LaunchRequest(screen: "person", model: .base64("ab+/cd==")).routeURL(scheme: "demo")
                == "demo://screenrouter/route?vc=person&model=ab%2B%2Fcd%3D%3D"
        )
        #expect(
            LaunchRequest(screen: "Zoë list", model: .file(path: "/tmp/a b&c.json")).routeURL(scheme: "my-app.test")
                == "my-app.test://screenrouter/route?vc=Zo%C3%AB%20list&modelFile=%2Ftmp%2Fa%20b%26c.json"
        )
    }

    @Test(arguments: [
        LaunchRequest(screen: "settings"),
        LaunchRequest(screen: "person", model: .base64("eyJpZCI6MX0=")),
        LaunchRequest(screen: "people", model: .file(path: "/tmp/ScreenRouter-people 1.json")),
        LaunchRequest(screen: "李小龍", model: .base64("+/+/")),
        LaunchRequest(screen: "👩🏽‍💻 & = ? # % +", model: .file(path: "C:\\fixtures\\ünï.json")),
        LaunchRequest(screen: "-vc", model: .base64("--uitesting")),
    ])
    func formattedRequestParsesBack(request: LaunchRequest) throws {
        for scheme in ["demo", "App", "x-test+1.0"] {
            #expect(try LaunchRequest.parse(routeURL: request.routeURL(scheme: scheme)) == request)
            let url = try #require(URL(string: request.routeURL(scheme: scheme)))
            #expect(try LaunchRequest.parse(routeURL: url) == request)
        }
    }

    @Test func randomRequestsRoundTrip() throws {
        var generator = SeededGenerator(state: 14)
        let alphabet = Array("az09-._~ %+/=&?#:@!$'()*,;[]\"\\\n\tÄé漢🙂")
        for _ in 0..<500 {
            let screen = String(
                (0..<Int.random(in: 1...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            )
            let value = String(
                (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            )
            let model: LaunchPayload? = [nil, .base64(value), .file(path: value)].randomElement(using: &generator)!
            let request = LaunchRequest(screen: ScreenID(screen), model: model)
            #expect(try LaunchRequest.parse(routeURL: request.routeURL(scheme: "demo")) == request)
        }
    }

    @Test(arguments: [
        "https://example.com/route?vc=settings",
        "demo://example/route?vc=settings",
        "demo://screenrouter.example.com/route?vc=settings",
        "demo://screenrouter:8080/route?vc=settings",
        "demo:screenrouter/route?vc=settings",
        "screenrouter/route?vc=settings",
        "1demo://screenrouter/route?vc=settings",
        "not a URL",
        "",
    ])
    func otherURLsAreLeftToTheApp(text: String) throws {
        #expect(try LaunchRequest.parse(routeURL: text) == nil)
    }

    @Test func theHostIsReadWithoutRegardToCaseAndAPlusIsAPlus() throws {
        let request = try LaunchRequest.parse(routeURL: "demo://ScreenRouter/route?vc=a+b&model=e30%3D")
        #expect(request == LaunchRequest(screen: "a+b", model: .base64("e30=")))
        #expect(
            try LaunchRequest.parse(routeURL: "demo://screenrouter/route?vc=x&&model=e30=&")
                == LaunchRequest(screen: "x", model: .base64("e30="))
        )
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        let url: String
        let problem: String
        var testDescription: String { url }
    }

    static let form =
        " A route URL reads `<scheme>://screenrouter/route?vc=<screen>`, optionally followed by `&model=<base64>`, `&modelFile=<path>` or `&sample=<name>`, each value percent-encoded; test support's `route(to:)` writes it for you."

    @Test(arguments: [
        Malformed(url: "demo://screenrouter/rout?vc=settings", problem: "has the path `/rout`, not `/route`"),
        Malformed(url: "demo://screenrouter?vc=settings", problem: "has no path; add `/route`"),
        Malformed(
            url: "demo://screenrouter/route?vc=settings#top",
            problem: "has a fragment (`#top`); route URLs carry none"
        ),
        Malformed(url: "demo://screenrouter/route", problem: "names no screen; add `vc=<screen>`"),
        Malformed(url: "demo://screenrouter/route?model=e30%3D", problem: "names no screen; add `vc=<screen>`"),
        Malformed(url: "demo://screenrouter/route?vc", problem: "has `vc` without a value; write `name=value`"),
        Malformed(
            url: "demo://screenrouter/route?vc=settings&screen=users",
            problem:
                "has the item `screen`, which the router does not know; its items are `vc`, `model`, `modelFile`, "
                + "`sample`, `network`, `networkFile`, `strictNetwork`, `appearance`, `contentSize` and "
                + "`layoutDirection`"
        ),
        Malformed(
            url: "demo://screenrouter/route?vc=settings&vc=users",
            problem: "gives `vc` 2 times; give each item once"
        ),
        Malformed(
            url: "demo://screenrouter/route?vc=person&model=e30%3",
            problem: "has a value that is not percent-encoded correctly: `%3` at offset 3 is not a `%XX` escape"
        ),
        Malformed(
            url: "demo://screenrouter/route?vc=%zz",
            problem: "has a value that is not percent-encoded correctly: `%zz` at offset 0 is not a `%XX` escape"
        ),
        Malformed(
            url: "demo://screenrouter/route?vc=%FF%FE",
            problem: "has a value that is not percent-encoded correctly: its escapes do not decode to UTF-8 text"
        ),
    ])
    func malformedRouteURLsSayWhatIsWrong(malformed: Malformed) {
        let error = #expect(throws: ScreenRouterError.self) { try LaunchRequest.parse(routeURL: malformed.url) }
        #expect(error?.code == .malformedArguments)
        #expect(error?.message == "The route URL `\(malformed.url)` \(malformed.problem)." + Self.form)
    }

    @Test func bothModelFormsAreRefusedAsInTheArguments() {
        let error = #expect(throws: ScreenRouterError.self) {
            try LaunchRequest.parse(routeURL: "demo://screenrouter/route?vc=person&model=e30%3D&modelFile=%2Ff")
        }
        #expect(error?.code == .malformedArguments)
        #expect(
            error?.message
                == "Both `model` and `modelFile` were given for screen `person`; a route URL carries its model one way. Pass exactly one of them (test support chooses for you by size)."
        )
    }

    @Test func aSampleTravelsAsItsOwnItem() throws {
        let request = LaunchRequest(screen: "userDetail", sample: "long name")
        #expect(request.routeURL(scheme: "demo") == "demo://screenrouter/route?vc=userDetail&sample=long%20name")
        #expect(try LaunchRequest.parse(routeURL: request.routeURL(scheme: "demo")) == request)
    }

    @Test func aSampleWithAModelIsRefusedAsInTheArguments() {
        let error = #expect(throws: ScreenRouterError.self) {
            try LaunchRequest.parse(routeURL: "demo://screenrouter/route?vc=users&sample=empty&model=e30%3D")
        }
        #expect(error?.code == .malformedArguments)
        #expect(error?.message.hasPrefix("Both `sample` and `model` were given for screen `users`") == true)
    }

    @Test func anEmptyScreenIsRefused() {
        let error = #expect(throws: ScreenRouterError.self) {
            try LaunchRequest.parse(routeURL: "demo://screenrouter/route?vc=")
        }
        #expect(error?.code == .malformedArguments)
        #expect(
            error?.message
                == "The screen identifier after `vc=` in the route URL is empty. Use a non-empty identifier such as `userDetail`."
        )
    }

    @Test func aLongURLIsCutInTheMessage() {
        let url = "demo://screenrouter/route?vc=person&model=" + String(repeating: "A", count: 10_000) + "&x=1"
        let error = #expect(throws: ScreenRouterError.self) { try LaunchRequest.parse(routeURL: url) }
        #expect(error?.message.hasPrefix("The route URL `demo://screenrouter/route?vc=person&model=AAAA") == true)
        #expect((error?.message.count ?? .max) < 600)
    }

    @Test(arguments: [
        ("demo", true), ("x-test+1.0", true), ("A", true), ("", false), ("1demo", false), ("de mo", false),
        ("dëmo", false),
    ])
    func schemesAreCheckedAsRFC3986Writes(scheme: String, isValid: Bool) {
        #expect(LaunchRequest.isValidScheme(scheme) == isValid)
    }
}
