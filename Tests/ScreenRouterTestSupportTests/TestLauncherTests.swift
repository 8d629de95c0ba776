import ScreenRouter
import ScreenRouterTestSupport
import Testing

@MainActor
struct TestLauncherTests {
    struct Raw: LaunchOption {
        var launchArguments: [String]?
        var launchEnvironment: [String: String]?
        init(_ arguments: [String]? = nil, environment: [String: String]? = nil) {
            self.launchArguments = arguments
            self.launchEnvironment = environment
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

    @Test func laterOptionWinsAndTheKeyAppearsOnce() async throws {
        let app = try makeProbe()
        app.launchArguments = ["-Server", "production"]
        TestLauncher(options: [
            Raw(["-Server", "staging"], environment: ["MODE": "first"]),
            Raw(["-Other", "-5"]),
            Raw(["-Server", "testing"], environment: ["MODE": "second"]),
        ]).configure(app)
        #expect(app.launchArguments == ["-Other", "-5", "-Server", "testing"])
        #expect(app.launchEnvironment == ["MODE": "second"])
    }

    @Test func configureReturnsTheSameApplication() async throws {
        let app = try makeProbe()
        #expect(TestLauncher().configure(app) === app)
    }
}
