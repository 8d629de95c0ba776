import ExampleOptions
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

@MainActor
struct TestLauncherTests {
    /// Arguments and variables as they are; options with different contents are different options.
    struct Raw: LaunchOption {
        var launchArguments: [String]?
        var launchEnvironments: [String: String]?
        init(_ arguments: [String]? = nil, environment: [String: String]? = nil) {
            self.launchArguments = arguments
            self.launchEnvironments = environment
        }
        var uniqueIdentifier: String {
            "\(launchArguments ?? []) \((launchEnvironments ?? [:]).sorted { $0.key < $1.key })"
        }
    }

    @Test func appendsArgumentsAndMergesEnvironment() async throws {
        let app = try makeProbe()
        app.launchArguments = ["-Existing", "1"]
        app.launchEnvironment = ["KEEP": "yes"]
        TestLauncher(options: [Raw(["-A", "x"], environment: ["B": "y"]), Raw(["--flag"])]).configure(app)
        #expect(app.launchArguments == ["-Existing", "1", "-A", "x", "--flag"])
        #expect(app.launchEnvironment == ["KEEP": "yes", "B": "y"])
    }

    @Test func firstOfTwoOptionsWithOneIdentifierIsApplied() async throws {
        let app = try makeProbe()
        TestLauncher(options: [
            Server.production,
            LaunchEnvironment(key: "MODE", value: "first"),
            Raw(["-Other", "-5"]),
            Server.testing,
            LaunchEnvironment(key: "MODE", value: "second"),
        ]).configure(app)
        #expect(app.launchArguments == ["-Server", #""production""#, "-Other", "-5"])
        #expect(app.launchEnvironment == ["MODE": "first"])
    }

    @Test func optionsAreAppendedAfterTheApplicationsOwnArgumentsAndOverrideItsVariables() async throws {
        let app = try makeProbe()
        app.launchArguments = ["-Server", "production"]
        app.launchEnvironment = ["MODE": "app", "KEEP": "yes"]
        TestLauncher(options: [Server.testing, LaunchEnvironment(key: "MODE", value: "option")]).configure(app)
        #expect(app.launchArguments == ["-Server", "production", "-Server", #""testing""#])
        #expect(app.launchEnvironment == ["MODE": "option", "KEEP": "yes"])
    }

    /// An option ported from AutoMate with the environment requirement spelt as `LaunchOption` spelt it before.
    struct MisspeltEnvironment: LaunchOption {
        var launchEnvironment: [String: String]? { ["MOCK_NETWORK": "1"] }
    }

    @Test func optionThatSetsNothingFailsTheTestAtTheCallersLine() async throws {
        let app = try makeProbe()
        let expectedLine = #line + 2
        let issues = capturingIssues {
            TestLauncher(options: [MisspeltEnvironment(), Raw(["-Kept", "1"])]).configure(app)
        }
        #expect(issues.count == 1)
        #expect(issues.first?.sourceLocation?.line == expectedLine)
        #expect(
            issues.first?.messages == [
                "The launch option was not applied: The launch option `MisspeltEnvironment` sets no launch argument and no environment variable: both its `launchArguments` and its `launchEnvironments` are `nil`. The environment requirement is AutoMate's, spelt `launchEnvironments` (plural); a property named `launchEnvironment` is not read. Rename it, or implement `launchArguments`; an option that deliberately sets nothing this time returns `[]` from `launchArguments` or `[:]` from `launchEnvironments`."
            ]
        )
        #expect(app.launchArguments == ["-Kept", "1"])
        #expect(app.launchEnvironment.isEmpty)
    }

    @Test func validateThrowsForAnOptionThatSetsNothing() {
        let error = #expect(throws: ScreenRouterError.self) {
            try TestLauncher(options: [Raw(["-Fine"]), MisspeltEnvironment()]).validate()
        }
        #expect(error?.code == .invalidOptionValue)
        #expect(error?.message.hasPrefix("The launch option `MisspeltEnvironment` sets no launch argument") == true)
    }

    @Test func optionThatDeliberatelySetsNothingIsAccepted() async throws {
        let app = try makeProbe()
        let launcher = TestLauncher(options: [Raw([]), Raw(environment: [:])])
        try launcher.validate()
        launcher.configure(app)
        #expect(app.launchArguments.isEmpty)
        #expect(app.launchEnvironment.isEmpty)
    }

    @Test func configureReturnsTheSameApplication() async throws {
        let app = try makeProbe()
        #expect(TestLauncher().configure(app) === app)
    }
}
