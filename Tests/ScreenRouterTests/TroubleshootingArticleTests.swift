import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

/// The Troubleshooting article shows, for every error code, the message the code prints.
///
/// Each example block of
/// the article must be, word for word, a message one of these launches produces; and every code must have one.
@MainActor
struct TroubleshootingArticleTests {
    struct Address: Codable { var city: String }
    struct User: Codable {
        var id: Int
        var name: String
        var address: Address
    }
    struct StoryboardError: Error, CustomStringConvertible {
        var description: String { "storyboard has no scene `Detail`" }
    }
    struct Greeting: LaunchArgumentWithSingleValue {
        let key = "Greeting"
        let text: String
        var value: LaunchArgumentValue { text }
    }
    enum Server: String, CaseIterable, LaunchArgumentWithSingleValue, LaunchArgumentValue {
        case testing, production
        var key: String { "Server" }
    }
    struct Photo: Encodable {
        struct NotLoaded: Error, CustomStringConvertible {
            var description: String { "the image data is not loaded" }
        }
        func encode(to encoder: any Encoder) throws { throw NotLoaded() }
    }
    struct SetsNothing: LaunchOption {
        var launchEnvironment: [String: String]? { ["MOCK_NETWORK": "1"] }
    }

    /// Routes the arguments through an app's coordinator and returns the failure.
    private func routed(_ arguments: [String], codec: ModelCodec = ModelCodec()) -> ScreenRouterError? {
        let coordinator = TestingCoordinator<String>()
        coordinator.register(
            Screen<User>("userDetail", codec: codec),
            samples: [
                "ada": User(id: 1, name: "Ada", address: Address(city: "London")),
                "long name": User(id: 2, name: String(repeating: "Ada ", count: 40), address: Address(city: "London")),
            ]
        ) { user in user.name }
        coordinator.register(Screen<[User]>("users")) { users in "\(users.count)" }
        coordinator.register("settings") { "settings" }
        coordinator.register("detail") { () throws -> String in throw StoryboardError() }
        return coordinator.launch(arguments).host.failures.first
    }

    private func base64(_ json: String) -> String { Data(json.utf8).base64EncodedString() }

    /// Getting Started's order without the coding key its snake_case codec needs.
    struct Order: Codable {
        var number: Int
        var trackingURL: URL?
    }

    /// The sample of an order whose tracking URL its codec drops.
    private func shippedOrder() -> ScreenRouterError? {
        let shop = ModelCodec(
            makeEncoder: {
                let encoder = JSONEncoder()
                encoder.keyEncodingStrategy = .convertToSnakeCase
                return encoder
            },
            makeDecoder: {
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                return decoder
            }
        )
        let coordinator = TestingCoordinator<String>()
        let order = Order(number: 7, trackingURL: URL(string: "https://example.com/track/7"))
        coordinator.register(Screen<Order>("orderDetail", codec: shop), samples: ["shipped": order]) { _ in "order" }
        return coordinator.launch(["--uitesting", "-vc", "orderDetail", "-sample", "shipped"]).host.failures.first
    }

    private let users = "https://api.example.com/users"

    /// One example of every code, made by the code itself.
    private func examples() throws -> [ScreenRouterError] {
        let duplicate = TestingCoordinator<String>()
        duplicate.register("users") { "a" }
        duplicate.register("users") { "b" }
        return [
            routed([])!,
            routed(["-vc", "userDetail", "-vc", "users"])!,
            try #require(
                throwing {
                    _ = try LaunchRequest.parse(routeURL: "shop://screenrouter/route?vc=userDetail&modle=e30%3D")
                }
            ),
            duplicate.registrationErrors[0],
            routed(["-vc", "userDetial"])!,
            routed(["-vc", "detail"])!,
            routed(["-vc", "userDetail"])!,
            routed(["-vc", "settings", "-model", base64(#"{"id":1}"#)])!,
            routed(["-vc", "userDetail", "-sample", "ada", "-model", base64(#"{"id":1}"#)])!,
            routed(["-vc", "userDetail", "-ScreenRouterAppearance", "sepia"])!,
            try #require(throwing { _ = try duplicate.screenCatalogue.shard(5, of: 4) }),
            try #require(throwing { _ = try ScreenCatalogue.environmentShard(["SCREENROUTER_SHARD": "3"]) }),
            try #require(
                throwing {
                    _ = try ScreenCatalogue.environmentShard([
                        "SCREENROUTER_SHARD": "2", "SCREENROUTER_SHARD_COUNT": "4", "CI_NODE_INDEX": "1",
                        "CI_NODE_TOTAL": "2",
                    ])
                }
            ),
            routed(["-vc", "userDetail", "-sample", "grace"])!,
            routed(["-vc", "userDetail", "-model", base64(#"{"id":1,"name":"Ada","address":{"city":7}}"#)])!,
            shippedOrder()!,
            routed(["-vc", "userDetail", "-model", "eyJpZCI6MX0 "])!,
            routed(["-vc", "userDetail", "-model", base64("id=1")])!,
            routed(["-vc", "userDetail", "-modelFile", "/tmp/missing.json"])!,
            routed(
                ["-vc", "userDetail", "-model", base64(#"{"id":1,"name":"Ada","address":{"city":"London"}}"#)],
                codec: ModelCodec(maximumPayloadSize: 32)
            )!,
            try #require(throwing { _ = try Photo().encoded() }),
            try #require(throwing { _ = try Greeting(text: "a\0b").validatedLaunchArguments() }),
            try #require(throwing { _ = try SetsNothing().validatedLaunchArguments() }),
            try #require(
                throwing { _ = try OptionReader(parsing: ["/app", "-Server", "staging"]).value(of: Server.self) }
            ),
            try #require(
                UserDefaultsArgumentSyntax.unreadableList(in: ["/app", "-Features", "(dark mode, newCheckout)"])
            ),
            ScreenRouterError.executableMissing("/build/debug/MyApp"),
            ScreenRouterError.notInForeground(state: 1),
            try #require(
                ScreenRouterError.ended(
                    executable: "MyApp",
                    status: 4,
                    wasSignalled: true,
                    didTimeOut: false,
                    timeout: 10,
                    standardError: ""
                )
            ),
            try #require(
                ScreenRouterError.ended(
                    executable: "MyApp",
                    status: 15,
                    wasSignalled: true,
                    didTimeOut: true,
                    timeout: 10,
                    standardError: ""
                )
            ),
            ScreenRouterError.screenNotOpened(executable: "Home", standardOutput: "== Home ==\n", standardError: ""),
            try #require(throwing { _ = try NetworkMatcher([.get(users): .status(600)], for: "users") }),
            try #require(
                throwing {
                    _ = try NetworkMatcher(
                        [
                            .get(users): .status(200), .get(users + "/3"): .status(404),
                            .get(users + "/3"): .status(410),
                        ],
                        for: "users"
                    )
                }
            ),
            try #require(
                throwing {
                    _ = try NetworkMatcher(
                        [
                            .get("/users"): .status(200),
                            .get(users.replacingOccurrences(of: "users", with: "feed")): .status(200).delayed(by: -1),
                        ],
                        for: "users"
                    )
                }
            ),
            try NetworkMatcher([.get(users): .status(200), .get(users + "/3"): .status(404)], for: "users")
                .unanswered(method: "GET", url: users + "/7"),
            ScreenRouterError.blockedRequest(
                screen: "shoppingList",
                request: "GET https://api.pantry.example/lists/4",
                answers: nil
            ),
            routed(["-vc", "users", "-model", base64("[]"), "-network", base64("{}")])!,
        ]
    }

    private func throwing(_ body: () throws -> Void) -> ScreenRouterError? {
        do {
            try body()
            return nil
        } catch {
            return error as? ScreenRouterError
        }
    }

    /// The article's example blocks: its ```` ```text ```` blocks, their lines joined as one paragraph, but for the
    /// MCP server's error results, which the article shows as the server answers, `ScreenRouter.error[<code>]: ...`.
    private func articleExamples() throws -> [(section: String, text: String)] {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ScreenRouter/ScreenRouter.docc/Articles/Troubleshooting.md")
        let lines = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
        var examples: [(String, String)] = []
        var section = ""
        var fence: String?  // the opening line of the fenced block being read, if any
        var block: [String] = []
        for line in lines {
            if fence == nil, line.hasPrefix("### ") { section = String(line.dropFirst(4)) }
            if let opening = fence {
                if line == "```" {
                    if opening == "```text", block.first?.hasPrefix("ScreenRouter.error[") == false {
                        examples.append((section, block.joined(separator: " ")))
                    }
                    fence = nil
                } else {
                    block.append(line.trimmingCharacters(in: .whitespaces))
                }
            } else if line.hasPrefix("```") {
                fence = line
                block = []
            }
        }
        return examples
    }

    @Test func everyExampleIsAMessageTheCodePrints() throws {
        let messages = try examples()
        // The article breaks a message's lines as it breaks long lines: both read as spaces.
        let printed = Set(messages.map { $0.message.replacingOccurrences(of: "\n", with: " ") })
        let documented = try articleExamples()
        #expect(!documented.isEmpty)
        for example in documented {
            #expect(
                printed.contains(example.text) == true,
                "not a message the code prints, under \(example.section): \(example.text)"
            )
            let code = messages.first { $0.message.replacingOccurrences(of: "\n", with: " ") == example.text }?
                .code.description
            #expect(
                code == nil || code == example.section,
                "\(example.text) is a \(code ?? "") message, under \(example.section)"
            )
        }
    }

    /// The article's code sections: each `### <code>` heading and the paragraph under it.
    private func articleSections() throws -> [(code: String, lead: String)] {
        let article = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ScreenRouter/ScreenRouter.docc/Articles/Troubleshooting.md")
        let lines = try String(contentsOf: article, encoding: .utf8).components(separatedBy: "\n")
        return lines.indices.filter { lines[$0].hasPrefix("### ") }.map { index in
            let lead = lines[(index + 2)...].prefix { !$0.isEmpty }.joined(separator: " ")
            return (String(lines[index].dropFirst(4)), lead)
        }
    }

    /// The catalogue of codes is the article's list of sections: every code declared has one, in the catalogue's
    /// order, led by the code's meaning, and the article has no section for a code that is not declared.
    @Test func everyCodeOfTheCatalogueHasASectionLedByItsMeaning() throws {
        let sections = try articleSections()
        #expect(sections.map(\.code) == ScreenRouterError.Code.all.map(\.description))
        for code in ScreenRouterError.Code.all {
            let lead = sections.first { $0.code == code.description }?.lead
            #expect(!code.meaning.isEmpty, "\(code) has no meaning")
            #expect(lead == code.meaning, "the section of \(code) does not start with its meaning")
        }
    }

    /// A code read back from an app's error line is the catalogue's, meaning and all; one this release does not
    /// declare keeps its name.
    @Test func aCodeReadBackIsTheCataloguesOwn() {
        for code in ScreenRouterError.Code.all {
            let read = ScreenRouterError.Code(named: code.description)
            #expect(read == code)
            #expect(read.meaning == code.meaning)
        }
        #expect(ScreenRouterError.Code(named: "fromANewerRelease").description == "fromANewerRelease")
    }

    /// Every code the examples above make has an example in the article.
    @Test func everyCodeWithAnExampleHereHasOneInTheArticle() throws {
        let sections = Set(try articleExamples().map(\.section))
        let codes = Set(try examples().map(\.code.description))
        #expect(
            codes.subtracting(sections).isEmpty,
            "codes without an example in the article: \(codes.subtracting(sections).sorted())"
        )
    }
}
