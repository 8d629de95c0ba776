import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// A free-text option, one value.
struct Memo: LaunchArgumentWithSingleValue {
    let key = "Memo"
    let text: String
    var value: LaunchArgumentValue { StringLaunchArgumentValue(text) }
}

/// A free-text option, many values.
struct Memos: LaunchArgumentWithMultipleValues {
    let key = "Memos"
    let values: [StringLaunchArgumentValue]

    init(_ values: [StringLaunchArgumentValue]) {
        self.values = values
    }
}

@MainActor
struct OptionQuotingTests {
    private func texts(around value: AwkwardValue) -> [String] {
        [value.text, "second", value.text + "|" + value.text]
    }

    @Test(arguments: AwkwardValue.all)
    func valueReachesTheAppsUserDefaultsIntact(value: AwkwardValue) async throws {
        let list = texts(around: value)
        let (app, output) = try await launchProbe(
            "LaunchProbe", options: [Memo(text: value.text), Memos(list.map { StringLaunchArgumentValue($0) })])

        #expect(output.passedArguments == app.launchArguments)
        #expect(output.defaults["Memo"] as? String == value.text)
        #expect(output.defaults["Memos"] as? [String] == list)
    }

    @Test(arguments: AwkwardValue.all)
    func valueReadsBackThroughLaunchArgumentsInTheApp(value: AwkwardValue) async throws {
        let list = texts(around: value)
        let (_, output) = try await launchProbe(
            "OptionsProbe", options: [Memo(text: value.text), Memos(list.map { StringLaunchArgumentValue($0) })],
            environment: ["OPTIONS_PROBE_STRINGS": "Memo", "OPTIONS_PROBE_LISTS": "Memos"])

        let strings = output.json["strings"] as? [String: Any]
        let lists = output.json["lists"] as? [String: Any]
        #expect((strings?["Memo"] as? [String: Any])?["value"] as? String == value.text)
        #expect((lists?["Memos"] as? [String: Any])?["value"] as? [String] == list)
    }

    @Test(arguments: AwkwardValue.all)
    func parsingTheAppsArgumentsAgreesWithItsUserDefaults(value: AwkwardValue) async throws {
        let (_, output) = try await launchProbe(
            "LaunchProbe",
            options: [Memo(text: value.text), Memos(texts(around: value).map { StringLaunchArgumentValue($0) })])

        let parsed = LaunchArguments(parsing: output.arguments)
        #expect(try parsed.string(forKey: "Memo") == output.defaults["Memo"] as? String)
        #expect(try parsed.strings(forKey: "Memos") == output.defaults["Memos"] as? [String])
    }

    @Test(arguments: ["testing", "hello world", "Zürich 🙂", "YES", "a\"b", "x, y", "f(x)", "line\nbreak"])
    func valueFoundationReadsAsItIsArrivesUnquoted(text: String) async throws {
        let (_, output) = try await launchProbe("LaunchProbe", options: [Memo(text: text)])
        #expect(output.passedArguments == ["-Memo", text])
        #expect(output.defaults["Memo"] as? String == text)
    }

    @Test func listOfPlainValuesArrivesInApplesForm() async throws {
        let (_, output) = try await launchProbe("LaunchProbe", options: [Memos(["en", "fr"])])
        #expect(output.passedArguments == ["-Memos", "(en, fr)"])
        #expect(output.defaults["Memos"] as? [String] == ["en", "fr"])
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
            TestLauncher(options: [Server.testing, Memo(text: "a\0b")]).configure(app)
        }
        #expect(recorded.count == 1)
        #expect(recorded.first?.sourceLocation?.fileID.hasSuffix("OptionQuotingTests.swift") == true)
        let message = "\(recorded.first?.comments.first?.rawValue ?? "")"
        #expect(message.contains(#"sets `-Memo` to "a\0b""#))
        #expect(app.launchArguments == ["-Server", "testing"])
    }

    @Test func validateThrowsForAValueThatCannotBeCarried() async {
        let launcher = TestLauncher(options: [Server.testing, Memos(["fine", "bad\0"])])
        let error = #expect(throws: ScreenRouterError.self) { try launcher.validate() }
        #expect(error?.code == .invalidOptionValue)
        #expect(error?.message.contains("`Memos`") == true)
    }

    @Test func validateAcceptsEveryAwkwardValue() async throws {
        try TestLauncher(options: AwkwardValue.all.map { Memo(text: $0.text) }).validate()
    }
}
