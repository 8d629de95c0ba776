import ExampleOptions
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

/// A flag without a value, as the mock-network pattern passes `-UITests`.
struct UITestsFlag: LaunchArgument {
    let key = "UITests"
}

/// Arguments written by hand, as a scheme or an older test would pass them.
struct HandWritten: LaunchOption {
    let launchArguments: [String]?

    init(_ arguments: String...) {
        self.launchArguments = arguments
    }
}

@MainActor
struct LaunchOptionTests {
    @Test func flagReachesTheAppsArguments() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [UITestsFlag()])
        #expect(output.passedArguments == ["-UITests"])
        #expect(OptionReader(parsing: output.arguments).contains(UITestsFlag()))
    }

    @Test(arguments: [Server.testing, Server.production])
    func enumerationReadsBackAsItsCase(server: Server) async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [server])
        #expect(output.readValue("server") as? String == server.rawValue)
    }

    @Test func absentEnumerationReadsBackAsAbsent() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [])
        #expect(output.readIsAbsent("server"))
    }

    @Test func unknownEnumerationValueIsAnErrorInTheAppListingTheValidValues() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [HandWritten("-Server", "staging")])
        #expect(output.handling["server"] as? String == "staging")
        let message = try #require(output.readError("server"))
        #expect(message.contains(#"`-Server` set to "staging""#))
        #expect(message.contains("Valid values: `testing`, `production`."))
    }

    @Test(arguments: [true, false])
    func booleanReadsBackTheSameWayInBothReads(skip: Bool) async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [SkipLogin(isEnabled: skip)])
        #expect(output.handling["skipLogin"] as? Bool == skip)
        #expect(output.readValue("skipLogin") as? Bool == skip)
    }

    @Test func absentBooleanIsAbsent() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [])
        #expect(output.readIsAbsent("skipLogin"))
        #expect(output.handling["skipLogin"] as? Bool == false)
    }

    @Test func nonBooleanValueIsAnErrorInTheApp() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [HandWritten("-SkipLogin", "maybe")])
        let message = try #require(output.readError("skipLogin"))
        #expect(message.contains("`YES`, `NO`"))
    }

    @Test func multipleValuesReadBackAsTheOption() async throws {
        let (_, output) = try await launchProbe(
            "OptionsProbe",
            options: [MagicNumbers([.init(number: 5), .init(number: 7), .init(number: -1)])]
        )
        #expect(output.passedArguments == ["-MagicNumbers", "(5, 7, -1)"])
        #expect(output.readValue("magicNumbers") as? [Int] == [5, 7, -1])
    }

    @Test func languagesReachTheApp() async throws {
        let (_, output) = try await launchProbe(
            "OptionsProbe",
            options: [SystemLanguages([.French, .EnglishUnitedKingdom, .ChineseSimplified])]
        )
        #expect(output.passedArguments == ["-AppleLanguages", #"("fr", "en-GB", "zh-Hans")"#])
        #expect(output.readValue("languages") as? [String] == ["fr", "en-GB", "zh-Hans"])
    }

    @Test func localeReachesTheApp() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [SystemLocale(localeIdentifier: "en_GB")])
        #expect(output.passedArguments == ["-AppleLocale", #""en_GB""#])
        #expect(output.readValue("locale") as? String == "en_GB")
    }

    @Test func uiTestingModeSelectsMockServices() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [IsInUITestLaunchEnvironment(inUITest: true)])
        #expect(output.passedArguments.isEmpty)
        #expect(output.read["uiTesting"] as? Bool == true)
        #expect(output.json["services"] as? String == "mock")
    }

    @Test func withoutUITestingModeTheAppUsesLiveServices() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [UITestsFlag()])
        #expect(output.read["uiTesting"] as? Bool == false)
        #expect(output.json["services"] as? String == "live")
    }

    @Test func firstOptionWinsAndTheAppSeesItsValue() async throws {
        let (_, output) = try await launchProbe(
            "OptionsProbe",
            options: [Server.production, SystemLanguages([.German]), Server.testing]
        )
        #expect(output.passedArguments == ["-Server", #""production""#, "-AppleLanguages", #"("de")"#])
        #expect(output.readValue("server") as? String == "production")
    }

    @Test func everyOptionKindTogether() async throws {
        let (_, output) = try await launchProbe(
            "OptionsProbe",
            options: [
                IsInUITestLaunchEnvironment(inUITest: true), Server.testing, SkipLogin(),
                MagicNumbers([.init(number: 1)]),
                SystemLanguages([.English, .French]), SystemLocale(localeIdentifier: "fr_FR"),
            ]
        )
        #expect(
            output.passedArguments == [
                "-Server", #""testing""#, "-SkipLogin", #""1""#, "-MagicNumbers", "(1)",
                "-AppleLanguages", #"("en", "fr")"#, "-AppleLocale", #""fr_FR""#,
            ]
        )
        #expect(output.readValue("server") as? String == "testing")
        #expect(output.readValue("skipLogin") as? Bool == true)
        #expect(output.readValue("magicNumbers") as? [Int] == [1])
        #expect(output.readValue("languages") as? [String] == ["en", "fr"])
        #expect(output.readValue("locale") as? String == "fr_FR")
        #expect(output.json["services"] as? String == "mock")
    }
}
