import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

// The snippets of AutoMate's "Custom launch arguments" document, as written there, except that the app is a
// `ProcessApplication` (the probe executable) instead of an `XCUIApplication`, whose `launch()` is
// asynchronous and throws, and so takes `try await`. (With an `XCUIApplication` the snippets compile as written:
// the Apple type-check compiles them in Tools/AppleStubs/Checks.) The document's "Handling" lines run, as written, in the app: Tests/Probes/OptionsProbe.

/// The document's types, verbatim, in a namespace of their own (the other tests share `Server` and friends from
/// Tests/ExampleOptions).
enum AutoMateDocument {
    struct CustomOption: LaunchOption {
        var launchArguments: [String]? {
            return ["-MyArgument", "MyValue"]
        }
    }

    enum Server: String, LaunchArgumentWithSingleValue, LaunchArgumentValue {
        case testing, production

        var key: String {
            return "Server"
        }
    }

    struct SkipLogin: LaunchArgumentWithSingleValue {
        var value: LaunchArgumentValue { return skip }
        let skip: BooleanLaunchArgumentValue
        let key = "SkipLogin"
    }

    struct MagicNumbers: LaunchArgumentWithMultipleValues {
        struct Number: LaunchArgumentValue {
            var value: String {
                return "\(number)"
            }
            let number: Int
        }

        let key = "MagicNumbers"
        let values: [Number]
        // swift-format-ignore: AllPublicDeclarationsHaveDocumentation
        public init(_ values: [Number]) {
            self.values = values
        }
    }
}

@MainActor
struct AutoMateSnippetTests {
    typealias CustomOption = AutoMateDocument.CustomOption
    typealias Server = AutoMateDocument.Server
    typealias SkipLogin = AutoMateDocument.SkipLogin
    typealias MagicNumbers = AutoMateDocument.MagicNumbers

    @Test func customOptionReachesTheApp() async throws {
        let app = try ProcessApplication.product(named: "OptionsProbe")
        try await TestLauncher(options: [
            CustomOption()
        ]).configure(app).launch()

        #expect(app.launchArguments == ["-MyArgument", "MyValue"])
        let output = try output(of: app)
        #expect(output.passedArguments == ["-MyArgument", "MyValue"])
    }

    @Test func serverSkipLoginAndMagicNumbersProduceTheDocumentedArguments() async throws {
        let app = try ProcessApplication.product(named: "OptionsProbe")
        try await TestLauncher(options: [
            Server.testing,
            SkipLogin(skip: true),
            MagicNumbers([.init(number: 5), .init(number: 7)]),
        ]).configure(app).launch()

        #expect(app.launchArguments == ["-Server", #""testing""#, "-SkipLogin", #""1""#, "-MagicNumbers", "(5, 7)"])
        let output = try output(of: app)
        #expect(output.passedArguments == app.launchArguments)
    }

    @Test func appReadsTheValuesAsTheHandlingSectionShows() async throws {
        let app = try ProcessApplication.product(named: "OptionsProbe")
        try await TestLauncher(options: [
            Server.testing,
            SkipLogin(skip: true),
            MagicNumbers([.init(number: 5), .init(number: 7)]),
        ]).configure(app).launch()

        let handling = try output(of: app).handling
        #expect(handling["server"] as? String == "testing")
        #expect(handling["skipLogin"] as? Bool == true)
        #expect(handling["magicNumbers"] as? [String] == ["5", "7"])
    }

    @Test func skipLoginFalseReadsFalse() async throws {
        let (app, output) = try await launchProbe("OptionsProbe", options: [SkipLogin(skip: false)])
        #expect(app.launchArguments == ["-SkipLogin", #""0""#])
        #expect(output.handling["skipLogin"] as? Bool == false)
    }

    @Test(arguments: [(BooleanLaunchArgumentValue.true, true), (.false, false)])
    func automateCaseSpellingsReadLikeTheLiterals(value: BooleanLaunchArgumentValue, expected: Bool) async throws {
        #expect(value == BooleanLaunchArgumentValue(booleanLiteral: expected))
        let (_, output) = try await launchProbe("OptionsProbe", options: [SkipLogin(skip: value)])
        #expect(output.handling["skipLogin"] as? Bool == expected)
    }

    @Test func productionServerReadsProduction() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [Server.production])
        #expect(output.handling["server"] as? String == "production")
    }
}
