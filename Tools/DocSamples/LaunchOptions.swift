// swift-format-ignore-file
// The code samples of the Launch Options article, as they appear there, with what they need around
// them to compile. scripts/build-docs.sh type-checks this file against the package for the iOS simulator
// (with the stand-ins for Apple's frameworks in Tools/AppleStubs) and checks that every sample of the page appears here
// unchanged. Change a sample here and on the page together.

import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import XCTest

enum Server: String, CaseIterable, LaunchArgumentWithSingleValue, LaunchArgumentValue {
    case testing, production

    var key: String { "Server" }
}

struct SkipLogin: BooleanLaunchArgument {
    static let key = "SkipLogin"
    var isEnabled = true
}

struct MagicNumbers: LaunchArgumentWithMultipleValues {
    struct Number: ReadableLaunchArgumentValue {
        let number: Int
        var value: String { "\(number)" }

        init(number: Int) {
            self.number = number
        }

        init?(launchArgumentValue: String) {
            guard let number = Int(launchArgumentValue) else { return nil }
            self.number = number
        }
    }

    let key = "MagicNumbers"
    let values: [Number]

    init(_ values: [Number]) {
        self.values = values
    }
}

struct MockNetwork: LaunchOption {
    var launchEnvironment: [String: String]? { ["MOCK_NETWORK": "1"] }
}

struct User: Codable, Sendable {
    let id: Int
    let name: String
}

extension Screen where Model == User {
    static let userDetail = Screen("userDetail")
}

final class OptionsUITests: XCTestCase {
    @MainActor
    func testPassesOptionsWithTheScreen() {
        let user = User(id: 1, name: "Ada")
        let app = launchApp(screen: .userDetail, model: user, options: [Server.testing, AnimationsDisabled()])
        _ = app
    }

    @MainActor
    func testConfiguresAnApplication() throws {
        let app = XCUIApplication()
        TestLauncher(options: [
            Server.testing,
            SkipLogin(),
            MagicNumbers([.init(number: 5), .init(number: 7)]),
            SystemLanguages(["fr", "en"]),
            PreferredContentSize.accessibilityExtraLarge,
        ]).configure(app).launch()
        try TestLauncher(options: [MockNetwork()]).validate()
        _ = try Server.testing.validatedLaunchArguments()
    }
}

func readsOptionsBack() throws {
    let server = try Server.current                      // .testing, or nil when not passed
    let skipsLogin = try SkipLogin.isEnabled              // true for -SkipLogin YES
    let numbers = try MagicNumbers.current?.values        // [5, 7] as Number values
    let languages = try SystemLanguages.current?.identifiers
    let launch = LaunchArguments(parsing: ["-Server", "testing", "-SkipLogin", "YES", "-UITests"])
    _ = try launch.value(of: Server.self)
    _ = try launch.value(of: SkipLogin.self)
    _ = try launch.values(of: MagicNumbers.self)
    _ = try launch.string(forKey: "Server")
    _ = launch.contains(UITests())
    _ = try SystemLocale.current?.identifier
    _ = try PreferredContentSize.current
    _ = (AnimationsDisabled.isRequested, UITestingMode.isActive)
    _ = (server, skipsLogin, numbers, languages)
    let serverName = UserDefaults.standard.string(forKey: "Server")
    let skipLogin = UserDefaults.standard.bool(forKey: "SkipLogin")
    let magicNumbers = UserDefaults.standard.stringArray(forKey: "MagicNumbers")
    _ = (serverName, skipLogin, magicNumbers)
}

struct UITests: LaunchArgument {
    let key = "UITests"
}
