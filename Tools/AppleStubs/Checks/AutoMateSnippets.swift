// AutoMate's documented snippets, verbatim, with an `XCUIApplication`: "Custom launch arguments" and "Launch
// environments" compile against ScreenRouter unchanged. (The Linux tests run the same snippets against a
// `ProcessApplication` across a real launch.)
import ScreenRouter
import ScreenRouterTestSupport
import XCTest

enum LaunchArgumentsDocument {
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
        public init(_ values: [Number]) {
            self.values = values
        }
    }

    @MainActor
    static func launch() {
        let app = XCUIApplication()
        TestLauncher(options: [
            CustomOption()
        ]).configure(app).launch()

        let other = XCUIApplication()
        TestLauncher(options: [
            Server.testing,
            SkipLogin(skip: true),
            MagicNumbers([.init(number: 5), .init(number: 7)]),
        ]).configure(other).launch()
    }
}

enum LaunchEnvironmentsDocument {
    struct CustomOption: LaunchOption {
        var launchEnvironments: [String: String]? {
            return ["CustomVariable": "1"]
        }
    }

    public struct SimpleLaunchEnvironment: LaunchEnvironmentWithSingleValue {
        public typealias Value = String
        public let key = "LAUNCH_KEY"
        public var value: String
    }

    public struct ArrayLaunchEnvironment: LaunchEnvironmentWithMultipleValues {
        public typealias Value = String
        public let valuesCollection: [String]

        public init(valuesCollection: [Value]) {
            self.valuesCollection = valuesCollection
        }
    }

    @MainActor
    static func launch() {
        let app = XCUIApplication()
        TestLauncher(options: [
            CustomOption()
        ]).configure(app).launch()

        let simple = SimpleLaunchEnvironment(value: "LaunchValue")
        let array = ["Value1", "Value2"] as ArrayLaunchEnvironment
        let launchEnvironmentOption = LaunchEnvironment(key: "MADE_WITH_LOVE_BY", value: "PGS")
        let launchEnvironmentDictionary: LaunchEnvironments = ["CORPORATION_KEY": "PGS", "PROJECT_KEY": "AutoMate"]
        TestLauncher(options: [simple, array, launchEnvironmentOption, launchEnvironmentDictionary]).configure(app)
            .launch()
    }
}
