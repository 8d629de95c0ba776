import ExampleOptions
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

@MainActor
struct OptionQuotingTests {
    private func texts(around value: AwkwardValue) -> [String] {
        [value.text, "second", value.text + "|" + value.text]
    }

    @Test(arguments: AwkwardValue.all)
    func valueReachesTheAppsUserDefaultsIntact(value: AwkwardValue) async throws {
        let list = texts(around: value)
        let (app, output) = try await launchProbe(
            "LaunchProbe",
            options: [Greeting(text: value.text), Texts(list)]
        )

        #expect(output.passedArguments == app.launchArguments)
        #expect(output.defaults["Greeting"] as? String == value.text)
        #expect(output.defaults["Texts"] as? [String] == list)
    }

    @Test(arguments: AwkwardValue.all)
    func valueReadsBackThroughLaunchArgumentsInTheApp(value: AwkwardValue) async throws {
        let list = texts(around: value)
        let (_, output) = try await launchProbe(
            "OptionsProbe",
            options: [Greeting(text: value.text), Texts(list)],
            environment: ["OPTIONS_PROBE_STRINGS": "Greeting", "OPTIONS_PROBE_LISTS": "Texts"]
        )

        let strings = output.json["strings"] as? [String: Any]
        let lists = output.json["lists"] as? [String: Any]
        #expect((strings?["Greeting"] as? [String: Any])?["value"] as? String == value.text)
        #expect((lists?["Texts"] as? [String: Any])?["value"] as? [String] == list)
    }

    @Test(arguments: AwkwardValue.all)
    func parsingTheAppsArgumentsAgreesWithItsUserDefaults(value: AwkwardValue) async throws {
        let (_, output) = try await launchProbe(
            "LaunchProbe",
            options: [Greeting(text: value.text), Texts(texts(around: value))]
        )

        let parsed = OptionReader(parsing: output.arguments)
        #expect(try parsed.string(forKey: "Greeting") == output.defaults["Greeting"] as? String)
        #expect(try parsed.strings(forKey: "Texts") == output.defaults["Texts"] as? [String])
    }

    @Test(arguments: ["testing", "hello world", "Zürich 🙂", "YES", "a\"b", "x, y", "f(x)", "line\nbreak"])
    func stringValueArrivesQuotedAsAutoMateWritesIt(text: String) async throws {
        let (_, output) = try await launchProbe("LaunchProbe", options: [Greeting(text: text)])
        #expect(output.passedArguments == ["-Greeting", UserDefaultsArgumentSyntax.quoted(text)])
        #expect(output.defaults["Greeting"] as? String == text)
    }

    @Test func listOfStringsArrivesInAutoMatesForm() async throws {
        let (_, output) = try await launchProbe("LaunchProbe", options: [Texts(["en", "fr"])])
        #expect(output.passedArguments == ["-Texts", #"("en", "fr")"#])
        #expect(output.defaults["Texts"] as? [String] == ["en", "fr"])
    }

    @Test func listOfOwnValuesArrivesWholeInTheAppsUserDefaults() async throws {
        let list = AwkwardList.texts.map { AwkwardText(value: $0) }
        let (app, output) = try await launchProbe("LaunchProbe", options: [AwkwardList(list)])

        #expect(output.defaults["AwkwardList"] as? [String] == AwkwardList.texts)
        #expect(app.launchArguments.first == "-AwkwardList")
    }

    @Test(arguments: AwkwardValue.all)
    func ownValueArrivesAsWrittenAloneAndInAList(value: AwkwardValue) async throws {
        let texts = [value.text, "plain", value.text + "|" + value.text]
        let (_, output) = try await launchProbe(
            "LaunchProbe",
            options: [AwkwardSingle(text: AwkwardText(value: value.text)), AwkwardList(texts.map(AwkwardText.init))]
        )

        // A text that is one quoted string is AutoMate's quoting: the app reads what is between the quotes.
        let isQuoted = value.text.count > 1 && value.text.hasPrefix("\"") && value.text.hasSuffix("\"")
        let meant = isQuoted ? String(value.text.dropFirst().dropLast()) : value.text
        #expect(output.defaults["AwkwardSingle"] as? String == meant)
        #expect(output.defaults["AwkwardList"] as? [String] == [meant, "plain", value.text + "|" + value.text])
    }

    @Test func handWrittenListFoundationCannotReadIsAnErrorInTheAppNotAnAbsentOption() async throws {
        let (_, output) = try await launchProbe(
            "OptionsProbe",
            options: [HandWritten("-Texts", "(a b, c,d)")],
            environment: ["OPTIONS_PROBE_LISTS": "Texts"]
        )

        let read = (output.json["lists"] as? [String: Any])?["Texts"] as? [String: Any]
        #expect(read?["code"] as? String == "invalidOptionValue")
        let message = try #require(read?["error"] as? String)
        #expect(message.contains(#"`-Texts` followed by "(a b, c,d)", which the app cannot read as a list"#))
        #expect(message.contains(#"`(5, "a b", "c,d")`"#))
    }

    @Test func handWrittenListFoundationCannotReadFailsTheLaunchBeforeAnyScreen() async throws {
        let probe = try makeProbe()
        await withKnownIssue("The list is written without quotes.") {
            await launchApp(probe, .screen("settings"), options: [HandWritten("-AwkwardList", "(a b, c,d)")])
        } matching: { issue in
            let error = issue.screenRouterError
            return error?.code == .invalidOptionValue
                && error?.message.contains(#"`-AwkwardList` followed by "(a b, c,d)""#) == true
        }
        #expect(probe.reportedRoutingFailure()?.code == .invalidOptionValue)
    }

    @Test func unquotedValueWouldHaveReachedTheAppChanged() async throws {
        // What the quoting prevents: the same texts passed raw are read differently by Foundation.
        let app = try ProcessApplication.product(named: "LaunchProbe")
        app.launchArguments = ["-Padded", "  x  ", "-List", "(5, 7)", "-Quoted", "\"q\"", "-Dash", "-5"]
        try await app.launch()
        let output = try output(of: app)
        #expect(output.defaults["Padded"] as? String == "x")
        #expect(output.defaults["List"] as? [String] == ["5", "7"])
        #expect(output.defaults["Quoted"] as? String == "q")
        #expect(output.defaults["Dash"] == nil)
    }

    @Test func valueWithNULIsNotPassedAndFailsTheTest() async throws {
        let app = try ProcessApplication.product(named: "LaunchProbe")
        let recorded = capturingIssues {
            TestLauncher(options: [Server.testing, Greeting(text: "a\0b")]).configure(app)
        }
        #expect(recorded.count == 1)
        #expect(recorded.first?.sourceLocation?.fileID.hasSuffix("OptionQuotingTests.swift") == true)
        let message = "\(recorded.first?.messages.first ?? "")"
        #expect(message.contains(#"sets `-Greeting` to "a\0b""#))
        #expect(app.launchArguments == ["-Server", #""testing""#])
    }

    @Test func validateThrowsForAValueThatCannotBeCarried() async {
        let launcher = TestLauncher(options: [Server.testing, Texts(["fine", "bad\0"])])
        let error = #expect(throws: ScreenRouterError.self) { try launcher.validate() }
        #expect(error?.code == .invalidOptionValue)
        #expect(error?.message.contains("`Texts`") == true)
    }

    @Test func validateAcceptsEveryAwkwardValue() async throws {
        try TestLauncher(options: AwkwardValue.all.map { Greeting(text: $0.text) }).validate()
    }
}

/// A value of the app's own type whose `value` is its text, as the issue's client wrote it.
struct AwkwardText: LaunchArgumentValue, Sendable {
    let value: String
}

/// A list of the app's own values: `-AwkwardList (...)`.
struct AwkwardList: LaunchArgumentWithMultipleValues, Sendable {
    static let texts = ["a b", "c,d", "(e)", "{f=g;}", "q\"x", "back\\slash", "ünï", "😀 ok", ""]

    let key = "AwkwardList"
    let values: [AwkwardText]

    init(_ values: [AwkwardText]) {
        self.values = values
    }
}

/// One value of the app's own type: `-AwkwardSingle <text>`.
struct AwkwardSingle: LaunchArgumentWithSingleValue, Sendable {
    let key = "AwkwardSingle"
    let text: AwkwardText
    var value: LaunchArgumentValue { text }
}
