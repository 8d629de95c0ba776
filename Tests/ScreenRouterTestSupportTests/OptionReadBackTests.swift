import ExampleOptions
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

/// Every option kind read back in the app through its type, across a real launch: a valid value, an absent
/// option and an invalid value are three different answers.
@MainActor
struct OptionReadBackTests {
    @Test(arguments: [true, false])
    func aBooleanReadsBackByKey(skip: Bool) async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [SkipLogin(isEnabled: skip)])
        #expect(output.readValue("skipLogin") as? Bool == skip)
    }

    @Test func anAbsentBooleanReadsAsAbsentNotAsFalse() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [])
        #expect(output.readIsAbsent("skipLogin"))
    }

    @Test func aBooleanThatIsNoBooleanThrowsNamingYesAndNo() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [HandWritten("-SkipLogin", "maybe")])
        #expect(output.handling["skipLogin"] as? Bool == false, "UserDefaults reads it as false, silently")
        let message = try #require(output.readError("skipLogin"))
        #expect(
            message
                == #"The app was launched with `-SkipLogin` set to "maybe", which is not a Boolean. Valid values: `YES`, `NO`, `true`, `false`, `1`, `0`. Pass the option from the test through its type (for example `TestLauncher(options: [...])`) rather than as hand-written arguments, or correct the value in the scheme's launch arguments."#
        )
        #expect((output.read["skipLogin"] as? [String: Any])?["code"] as? String == "invalidOptionValue")
    }

    @Test func anEnumerationReadsBackByKey() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [Server.testing])
        #expect(output.readValue("server") as? String == "testing")
        let (_, absent) = try await launchProbe("OptionsProbe", options: [])
        #expect(absent.readIsAbsent("server"))
        let (_, invalid) = try await launchProbe("OptionsProbe", options: [HandWritten("-Server", "staging")])
        #expect(invalid.readError("server")?.contains("Valid values: `testing`, `production`.") == true)
    }

    @Test(arguments: [[Feature.darkMode, .newCheckout], [.newCheckout], []])
    func aListOfCasesReadsBackAsItsCases(features: [Feature]) async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [Features(features)])
        #expect(output.readValue("features") as? [String] == features.map(\.rawValue))
    }

    @Test func anAbsentListReadsAsAbsent() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [])
        #expect(output.readIsAbsent("features"))
        #expect(output.readIsAbsent("texts"))
    }

    @Test func aListWithAValueThatIsNoCaseThrowsNamingItAndTheValidValues() async throws {
        let (_, output) = try await launchProbe(
            "OptionsProbe",
            options: [HandWritten("-Features", "(darkMode, bogus)")]
        )
        #expect(
            output.readError("features")
                == #"The app was launched with `-Features` set to the list ("darkMode", "bogus"), which is not a list of `Feature` values: "bogus" is none of them. Valid values: `darkMode`, `newCheckout`. Pass the option from the test through its type (for example `TestLauncher(options: [...])`) rather than as hand-written arguments, or correct the value in the scheme's launch arguments."#
        )
    }

    @Test func aListOptionGivenOneBareValueIsNotAList() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [HandWritten("-Features", "darkMode")])
        #expect(output.readError("features")?.contains("which is not a list of text values") == true)
    }

    @Test func aListOfTextsReadsBackAsItsTexts() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [Texts(["a", "b c", "(d)"])])
        #expect(output.readValue("texts") as? [String] == ["a", "b c", "(d)"])
    }
}
