import ExampleOptions
import ScreenRouter
import Testing

/// A multiple-values environment option carrying any texts.
private struct Switchboard: LaunchEnvironmentWithMultipleValues {
    let valuesCollection: [String]
}

struct OptionValidationTests {
    private struct RawOption: LaunchOption {
        var launchArguments: [String]?
        var launchEnvironments: [String: String]?
    }

    @Test func validOptionReturnsItsArguments() throws {
        #expect(try Server.testing.validatedLaunchArguments() == ["-Server", #""testing""#])
        #expect(try Greeting(text: "(a, b)").validatedLaunchArguments() == ["-Greeting", #""(a, b)""#])
    }

    @Test func emptyKeyIsRejected() {
        let error = #expect(throws: ScreenRouterError.self) {
            try Greeting(key: "", text: "x").validatedLaunchArguments()
        }
        #expect(error?.code == .invalidOptionValue)
        #expect(error?.message.contains("`Greeting` has an empty key") == true)
    }

    @Test func nulInASingleValueIsRejectedNamingKeyAndValue() {
        let error = #expect(throws: ScreenRouterError.self) {
            try Greeting(text: "a\0b").validatedLaunchArguments()
        }
        #expect(error?.code == .invalidOptionValue)
        #expect(error?.message.contains(#"sets `-Greeting` to "a\0b""#) == true)
        #expect(error?.message.contains("Remove the NUL") == true)
    }

    @Test func nulInOneOfManyValuesIsRejected() {
        let error = #expect(throws: ScreenRouterError.self) {
            try Texts(["fine", "bad\0"]).validatedLaunchArguments()
        }
        #expect(error?.message.contains(#"`-Texts` to "bad\0""#) == true)
    }

    @Test func nulInAKeyIsRejected() {
        #expect(throws: ScreenRouterError.self) {
            try Greeting(key: "Gree\0ting", text: "x").validatedLaunchArguments()
        }
    }

    @Test func nulInAHandWrittenArgumentIsRejected() {
        let error = #expect(throws: ScreenRouterError.self) {
            try RawOption(launchArguments: ["-MyArgument", "My\0Value"]).validatedLaunchArguments()
        }
        #expect(error?.message.contains(#""My\0Value""#) == true)
    }

    @Test(arguments: [("", "x"), ("A=B", "x"), ("NAME", "a\0b")])
    func invalidEnvironmentVariableIsRejected(name: String, value: String) {
        let option = RawOption(launchEnvironments: [name: value])
        let error = #expect(throws: ScreenRouterError.self) { try option.validatedLaunchArguments() }
        #expect(error?.code == .invalidOptionValue)
    }

    @Test(arguments: [
        LaunchEnvironment(key: "", value: "x"), LaunchEnvironment(key: "A=B", value: "x"),
        LaunchEnvironment(key: "A\0B", value: "x"), LaunchEnvironment(key: "NAME", value: "a\0b"),
    ])
    func invalidLaunchEnvironmentIsRejected(option: LaunchEnvironment) {
        let error = #expect(throws: ScreenRouterError.self) { try option.validatedLaunchArguments() }
        #expect(error?.code == .invalidOptionValue)
        #expect(error?.message.hasPrefix("The launch option `LaunchEnvironment` sets the environment variable") == true)
    }

    @Test func nulInOneOfManyEnvironmentValuesIsRejected() {
        let error = #expect(throws: ScreenRouterError.self) {
            try Switchboard(valuesCollection: ["fine", "bad\0"]).validatedLaunchArguments()
        }
        #expect(
            error?.message.contains(#"`Switchboard` sets the environment variable "Switchboard" to "fine,bad\0""#)
                == true
        )
    }

    @Test func optionThatSetsNothingIsRejectedNamingTheMisspelling() {
        let error = #expect(throws: ScreenRouterError.self) { try RawOption().validatedLaunchArguments() }
        #expect(error?.code == .invalidOptionValue)
        #expect(
            error?.message.hasPrefix(
                "The launch option `RawOption` sets no launch argument and no environment variable"
            ) == true
        )
        #expect(error?.message.contains("spelt `launchEnvironments` (plural)") == true)
        #expect(error?.message.contains("`[]` from `launchArguments` or `[:]` from `launchEnvironments`") == true)
    }

    @Test func optionThatDeliberatelySetsNothingIsAccepted() throws {
        #expect(try RawOption(launchArguments: []).validatedLaunchArguments() == [])
        #expect(try RawOption(launchEnvironments: [:]).validatedLaunchArguments() == [])
    }

    @Test func optionWithoutArgumentsValidatesToNone() throws {
        #expect(try RawOption(launchEnvironments: ["PROBE_X": "1"]).validatedLaunchArguments() == [])
    }
}
