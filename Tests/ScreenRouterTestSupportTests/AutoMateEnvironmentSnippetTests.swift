import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

// The snippets of AutoMate's "Launch environments" document, as written there, except that the app is a
// `ProcessApplication` (the probe executable) instead of an `XCUIApplication`, whose `launch()` throws and so
// takes a `try`. The types are nested in the suite because the document's `CustomOption` shares its name
// with the launch-arguments document's (AutoMateSnippetTests.swift); inside the suite the name means this
// one. The document's "Handling" lines run, as written, in the app: Tests/Probes/LaunchProbe.
// `LimitedOptionsEnvironment` is the example of AutoMate's `RawRepresentable` default, from its sources.

@MainActor
struct AutoMateEnvironmentSnippetTests {
    struct CustomOption: LaunchOption {
        var launchEnvironments: [String: String]? {
            return ["CustomVariable": "1"]
        }
    }

    // swift-format-ignore
    public struct SimpleLaunchEnvironment: LaunchEnvironmentWithSingleValue {

        public typealias Value = String
        public let key = "LAUNCH_KEY"
        public var value: String
    }

    // swift-format-ignore
    public struct ArrayLaunchEnvironment: LaunchEnvironmentWithMultipleValues {

        public typealias Value = String
        public let valuesCollection: [String]

        public init(valuesCollection: [Value]) {
            self.valuesCollection = valuesCollection
        }
    }

    enum LimitedOptionsEnvironment: String, LaunchEnvironmentWithSingleValue {
        case one
        case two

        var key: String {
            return "LimitedOptionsEnvironment"
        }
    }

    /// An option whose value is AutoMate's Boolean environment value, shaped like AutoMate's own
    /// `AnimationLaunchEnvironment`.
    struct AnimationEnvironment: LaunchEnvironmentWithSingleValue {
        typealias Value = BooleanLaunchEnvironmentValue
        let key = "ANIMATION"
        var value: Value
    }

    @Test func customOptionReachesTheApp() async throws {
        let app = try ProcessApplication.product(named: "LaunchProbe")
        try await TestLauncher(options: [
            CustomOption()
        ]).configure(app).launch()

        #expect(app.launchArguments == [])
        #expect(app.launchEnvironment == ["CustomVariable": "1"])
        #expect(try output(of: app).environment["CustomVariable"] == "1")
    }

    @Test func simpleLaunchEnvironmentSetsItsKeyToItsValue() async throws {
        let simple = SimpleLaunchEnvironment(value: "LaunchValue")

        #expect(simple.launchEnvironments == ["LAUNCH_KEY": "LaunchValue"])
        #expect(simple.launchArguments == nil)
        let (_, output) = try await launchProbe("LaunchProbe", options: [simple])
        #expect(output.environment["LAUNCH_KEY"] == "LaunchValue")
    }

    @Test func arrayLaunchEnvironmentJoinsItsValuesUnderItsTypeName() async throws {
        let array = ["Value1", "Value2"] as ArrayLaunchEnvironment

        #expect(array.launchEnvironments == ["ArrayLaunchEnvironment": "Value1,Value2"])
        #expect(
            ArrayLaunchEnvironment(valuesCollection: ["Value1", "Value2"]).valuesCollection == ["Value1", "Value2"]
        )
        let (_, output) = try await launchProbe("LaunchProbe", options: [array])
        #expect(output.environment["ArrayLaunchEnvironment"] == "Value1,Value2")
    }

    @Test func launchEnvironmentAndLaunchEnvironmentsAreReadAsTheHandlingSectionShows() async throws {
        let launchEnvironmentOption = LaunchEnvironment(key: "MADE_WITH_LOVE_BY", value: "PGS")
        let launchEnvironmentDictionary: LaunchEnvironments = ["CORPORATION_KEY": "PGS", "PROJECT_KEY": "AutoMate"]

        #expect(launchEnvironmentDictionary.data == ["CORPORATION_KEY": "PGS", "PROJECT_KEY": "AutoMate"])
        let (_, output) = try await launchProbe(
            "LaunchProbe",
            options: [launchEnvironmentOption, launchEnvironmentDictionary]
        )
        #expect(output.handling["madeWithLove"] as? String == "PGS")
        #expect(output.handling["corporationKey"] as? String == "PGS")
        #expect(output.handling["projectKey"] as? String == "AutoMate")
    }

    @Test func everyVariableOfTheDocumentReachesTheApp() async throws {
        let simple = SimpleLaunchEnvironment(value: "LaunchValue")
        let array = ["Value1", "Value2"] as ArrayLaunchEnvironment
        let launchEnvironmentOption = LaunchEnvironment(key: "MADE_WITH_LOVE_BY", value: "PGS")
        let launchEnvironmentDictionary: LaunchEnvironments = ["CORPORATION_KEY": "PGS", "PROJECT_KEY": "AutoMate"]
        let expected = [
            "CustomVariable": "1",
            "LAUNCH_KEY": "LaunchValue",
            "ArrayLaunchEnvironment": "Value1,Value2",
            "MADE_WITH_LOVE_BY": "PGS",
            "CORPORATION_KEY": "PGS",
            "PROJECT_KEY": "AutoMate",
        ]

        let (app, output) = try await launchProbe(
            "LaunchProbe",
            options: [CustomOption(), simple, array, launchEnvironmentOption, launchEnvironmentDictionary]
        )
        #expect(app.launchEnvironment == expected)
        #expect(output.environment.filter { expected.keys.contains($0.key) } == expected)
        #expect(output.passedArguments == [])
    }

    @Test(arguments: [LimitedOptionsEnvironment.one, .two])
    func rawRepresentableEnvironmentPassesItsRawValue(option: LimitedOptionsEnvironment) async throws {
        #expect(option.value == option.rawValue)
        let (_, output) = try await launchProbe("LaunchProbe", options: [option])
        #expect(output.environment["LimitedOptionsEnvironment"] == option.rawValue)
    }

    @Test(arguments: [(BooleanLaunchEnvironmentValue.true, "true"), (false, "false")])
    func booleanEnvironmentValueReadsTrueOrFalse(value: BooleanLaunchEnvironmentValue, text: String) async throws {
        let (_, output) = try await launchProbe("LaunchProbe", options: [AnimationEnvironment(value: value)])
        #expect(output.environment["ANIMATION"] == text)
    }

    @Test func firstOptionWinsForTheSameVariable() async throws {
        let (app, output) = try await launchProbe(
            "LaunchProbe",
            options: [
                LaunchEnvironment(key: "LAUNCH_KEY", value: "first"), SimpleLaunchEnvironment(value: "LaunchValue"),
            ]
        )
        #expect(app.launchEnvironment == ["LAUNCH_KEY": "first"])
        #expect(output.environment["LAUNCH_KEY"] == "first")
    }
}
