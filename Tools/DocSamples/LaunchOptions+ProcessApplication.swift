// swift-format-ignore-file
// The Launch Options article's sample that launches an executable with ProcessApplication, which exists on macOS
// and Linux but not on iOS, with what it needs around it to compile. scripts/build-docs.sh type-checks this file
// for macOS (the triple below) and checks that every sample of the page appears in Tools/DocSamples unchanged.
// triple: macos
import ScreenRouter
import ScreenRouterTestSupport

struct User: Codable, Sendable {
    let id: Int
}

extension Screen where Model == User {
    static let userDetail = Screen("userDetail")
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

@MainActor
func launchesAProcess(user: User) async throws {
    let app = try ProcessApplication.product(named: "MyApp")
    await launchApp(app, .screen(.userDetail, model: user), options: [Server.testing, SkipLogin(skip: true)])
    try await TestLauncher(options: [Server.testing]).configure(app).launch()
}
