// swift-format-ignore-file
// The code samples of the Launch Options article, as they appear there, with what they need around
// them to compile. scripts/build-docs.sh type-checks this file against the package for the iOS simulator
// (with the stand-ins for Apple's frameworks in Tools/AppleStubs) and checks that every sample of the page appears here
// unchanged. Change a sample here and on the page together.

import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import UIKit
import XCTest

enum Server: String, CaseIterable, LaunchArgumentWithSingleValue, LaunchArgumentValue {
    case testing, production

    var key: String { "Server" }
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

struct Greeting: LaunchArgumentWithSingleValue {
    let text: String
    var value: LaunchArgumentValue { text }
    let key = "Greeting"
}

struct CustomOption: LaunchOption {
    var launchArguments: [String]? {
        return ["-MyArgument", "MyValue"]
    }
}

struct MockNetwork: LaunchOption {
    var launchEnvironments: [String: String]? { ["MOCK_NETWORK": "1"] }
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

enum DataSource: String, LaunchEnvironmentWithSingleValue {
    case mock, live

    var key: String { "DATA_SOURCE" }
}

// What the samples use around them.

struct User: Codable, Sendable {
    let id: Int
    let name: String
}

extension Screen where Model == User {
    static let userDetail = Screen("userDetail")
}

protocol NetworkClient {}
struct MockNetworkClient: NetworkClient {}
struct MainNetworkClient: NetworkClient {}

func useTestingServer() {}
func useProductionServer() {}

// The samples.

final class OptionsUITests: XCTestCase {
    @MainActor
    func testPassesOptionsWithTheScreen() {
        let user = User(id: 1, name: "Ada")
        let app = launchApp(screen: .userDetail, model: user, options: [Server.testing, AnimationLaunchEnvironment(animation: false)])
        _ = app
    }

    @MainActor
    func testConfiguresAnApplication() {
        let app = XCUIApplication()
        TestLauncher(options: [
            Server.testing,
            SkipLogin(skip: true),
            MagicNumbers([.init(number: 5), .init(number: 7)]),
            SystemLanguages([.French, .English]),
        ]).configure(app).launch()
        _ = [.init(number: 5)] as MagicNumbers
        _ = [.French, .English] as SystemLanguages
        _ = (Greeting(text: "Hello"), CustomOption(), MockNetwork())
        _ = (SystemLocale(localeIdentifier: "en_GB"), SkipLogin(skip: .false), BooleanLaunchArgumentValue.true)
    }

    @MainActor
    func testSetsTheEnvironment() {
        let app = XCUIApplication()
        TestLauncher(options: [
            SimpleLaunchEnvironment(value: "LaunchValue"),
            ["Value1", "Value2"] as ArrayLaunchEnvironment,
            DataSource.mock,
            LaunchEnvironment(key: "MADE_WITH_LOVE_BY", value: "PGS"),
            ["CORPORATION_KEY": "PGS", "PROJECT_KEY": "AutoMate"] as LaunchEnvironments,
        ]).configure(app).launch()
    }
}

func readsOptionsBack() throws {
    let serverAddress = UserDefaults.standard.string(forKey: "Server")
    let skipLogin = UserDefaults.standard.bool(forKey: "SkipLogin")
    let magicNumbers = UserDefaults.standard.stringArray(forKey: "MagicNumbers")
    _ = (serverAddress, skipLogin, magicNumbers)

    switch try Server.current {
    case .testing?:
        useTestingServer()
    case .production?, nil:
        useProductionServer()
    }

    _ = UserDefaults.standard.string(forKey: "Greeting")
    _ = ProcessInfo.processInfo.arguments.contains("-UITests")
}

enum Backend: String, CaseIterable, LaunchArgumentValue { case staging, production }

func showHome() {}


func readsListsBack() throws {
    enum Feature: String, CaseIterable, LaunchArgumentValue { case darkMode, newCheckout }

    struct Features: LaunchArgumentWithMultipleValues {
        let key = "Features"
        let values: [Feature]
        init(_ values: [Feature]) { self.values = values }
    }

    let features = try Features.current?.values ?? []
    _ = features
}

@MainActor
func readsTheSystemOptions() throws {
    let languages = try SystemLanguages.current?.values   // [.French, .English]
    let locale = try SystemLocale.current?.identifier     // "en_GB"
    UIView.disableAnimationsIfRequested()
    let client: NetworkClient = UITestingMode.isActive ? MockNetworkClient() : MainNetworkClient()
    _ = (languages, locale, client)
}

func readsTheEnvironment() {
    let launchValue = ProcessInfo.processInfo.environment["LAUNCH_KEY"]                    // "LaunchValue"
    let values = ProcessInfo.processInfo.environment["ArrayLaunchEnvironment"]?.split(separator: ",")
    let dataSource = ProcessInfo.processInfo.environment["DATA_SOURCE"].flatMap(DataSource.init(rawValue:))
    let madeWithLove = ProcessInfo.processInfo.environment["MADE_WITH_LOVE_BY"]           // "PGS"
    _ = (launchValue, values, dataSource, madeWithLove)
}
