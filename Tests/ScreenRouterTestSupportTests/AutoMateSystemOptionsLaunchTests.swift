import ScreenRouterTestSupport
import Testing

/// AutoMate's system options in a real launch: the probe app reads each back through its type, as an app does.
@MainActor
struct AutoMateSystemOptionsLaunchTests {
    @Test func languagesReadBackTyped() async throws {
        let (_, output) = try await launchProbe("OptionsProbe", options: [SystemLanguages([.Polish, .EnglishIndia])])
        #expect(output.passedArguments == ["-AppleLanguages", #"("pl", "en-IN")"#])
        #expect(output.readValue("languages") as? [String] == ["pl", "en-IN"])
    }

    @Test func localeFromALanguageAndACountryReadsBack() async throws {
        let (_, output) = try await launchProbe(
            "OptionsProbe",
            options: [SystemLocale(language: .Polish, country: .Poland)]
        )
        #expect(output.passedArguments == ["-AppleLocale", #""pl_PL""#])
        #expect(output.readValue("locale") as? String == "pl_PL")
    }

    @Test func keyboardsOfBothKindsReadBackEachByItsKind() async throws {
        let (_, output) = try await launchProbe(
            "OptionsProbe",
            options: [SystemKeyboards(software: [.PolishPoland, .Bangla], hardware: [.PolishPoland])]
        )
        #expect(output.readValue("softwareKeyboards") as? [String] == ["pl_PL@sw=QWERTY", "bn@sw=Bengali"])
        #expect(output.readValue("hardwareKeyboards") as? [String] == ["pl_PL@hw=Polish Pro"])
    }

    @Test func firstOfTwoKeyboardOptionsIsTheOneTheAppReads() async throws {
        let (_, output) = try await launchProbe(
            "OptionsProbe",
            options: [HardwareKeyboards([.Bangla]), SoftwareKeyboards([.Bangla])]
        )
        #expect(output.readValue("hardwareKeyboards") as? [String] == ["bn@hw=Bangla"])
        #expect(output.readValue("softwareKeyboards") as? [String] == [])
    }

    @Test(arguments: [false, true])
    func automatesAnimationEnvironmentIsHonoured(animation: Bool) async throws {
        let (_, output) = try await launchProbe(
            "OptionsProbe",
            options: [AnimationLaunchEnvironment(animation: BooleanLaunchEnvironmentValue(booleanLiteral: animation))]
        )
        #expect(output.passedArguments.isEmpty)
        #expect(output.read["animationsOff"] as? Bool == !animation)
    }

    @Test(arguments: [(true, "mock"), (false, "live")])
    func automatesUITestEnvironmentSelectsTheServices(inUITest: Bool, services: String) async throws {
        let (_, output) = try await launchProbe(
            "OptionsProbe",
            options: [IsInUITestLaunchEnvironment(inUITest: BooleanLaunchEnvironmentValue(booleanLiteral: inUITest))]
        )
        #expect(output.read["uiTesting"] as? Bool == inUITest)
        #expect(output.json["services"] as? String == services)
    }
}
