// swift-format-ignore-file
// The code samples of the Sessions article for Linux and macOS, with what they need around them to compile: a
// command-line host and a test that routes it with ProcessApplication, which exists on macOS and Linux but not on
// iOS. scripts/build-docs.sh type-checks this file against the package for macOS (the triple below) and checks that
// every sample of the article appears in Tools/DocSamples unchanged. Change a sample here and in the article together.
// triple: macos
import ScreenRouter
import ScreenRouterTestSupport
import Testing

struct User: Codable, Sendable {
    let id: Int
    let name: String
}

extension Screen where Model == User {
    static let userDetail = Screen("userDetail")
}

let ada = User(id: 1, name: "Ada")
let grace = User(id: 2, name: "Grace")
let alan = User(id: 3, name: "Alan")

// The tests: Linux and macOS.

struct TextScreen {
    var lines: [String]
}

@MainActor
final class TerminalHost: ScreenHost {
    private(set) var exitStatus: Int32 = 0

    func install(_ root: TextScreen, as screen: ScreenID, route: Int) {
        exitStatus = 0
        show(root)
    }

    func show(_ root: TextScreen) {
        print(root.lines.joined(separator: "\n"))
    }

    func showRoutingFailure(_ error: ScreenRouterError) {
        print("[\(ScreenRouterError.accessibilityIdentifier)] \(error.message)")
        exitStatus = 1
    }
}

@MainActor
func runSessionOrApp() -> Int32 {
    let host = TerminalHost()
    #if DEBUG
    let coordinator = TestingCoordinator<TextScreen>()
    coordinator.register(.userDetail) { user in TextScreen(lines: ["[userName] \(user.name)"]) }
    if coordinator.start(in: host, scheme: "myapp") { return host.exitStatus }
    #endif
    host.show(TextScreen(lines: ["[home] Welcome"]))
    return 0
}

@MainActor
struct UserScreensTests {
    @Test func everyUserShowsItsName() async throws {
        let app = try ProcessApplication.product(named: "MyApp")
        app.routeScheme = "myapp"
        for user in [ada, grace, alan] {
            await app.route(to: .screen(.userDetail, model: user))
            #expect(app.standardOutput.contains("[userName] \(user.name)"))
        }
        await app.stopSession()
    }

    @Test func eachRouteLeavesItsOwnFrame() async throws {
        let app = try ProcessApplication.product(named: "MyApp")
        app.routeScheme = "myapp"
        await app.route(to: .screen(.userDetail, model: ada))
        #expect(app.standardOutput == "[userName] Ada\n")
        #expect(app.protocolOutput == "ScreenRouter.routed 1\n")
        let adaFrame = app.standardOutput
        await app.route(to: .screen(.userDetail, model: grace))
        #expect(app.standardOutput == "[userName] Grace\n")
        await app.stopSession()
        #expect(app.standardOutput.isEmpty)
        #expect(adaFrame.hasPrefix("[userName] Ada"))
    }
}
