// swift-format-ignore-file
// The "after" samples of the Migrating from 0.x article and of CHANGELOG.md, as they appear there, with what
// they need around them to compile. scripts/build-docs.sh type-checks this file against the package for the iOS
// simulator and checks that every Swift sample of the article and of the CHANGELOG appears in Tools/DocSamples
// unchanged; the "before" samples are the old API and are not compiled. The samples that launch a process are
// in MigratingFrom0x+ProcessApplication.swift.
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import UIKit
import XCTest

struct User: Codable, Sendable {
    let id: Int
    let name: String
}

struct Cart: Codable, Sendable {}

extension Screen where Model == User {
    static let userDetail = Screen("userDetail")
}

final class CartViewController: UIViewController {
    init(cart: Cart) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

func showOnboarding() {}
func enable(_ feature: Feature) {}

// Options

struct SkipOnboarding: LaunchArgumentWithSingleValue {
    let key = "SkipOnboarding"
    let isEnabled: Bool
    var value: LaunchArgumentValue { BooleanLaunchArgumentValue(booleanLiteral: isEnabled) }
}

func readsTheBoolean() throws {
    if !UserDefaults.standard.bool(forKey: "SkipOnboarding") {
        showOnboarding()
    }
}

enum Feature: String, CaseIterable, LaunchArgumentValue {
    case darkMode, newCheckout
}

struct FeatureFlags: LaunchArgumentWithMultipleValues {
    let key = "FeatureFlags"
    let values: [Feature]
    init(_ values: [Feature]) { self.values = values }
}

func readsTheList() throws {
    for feature in try FeatureFlags.current?.values ?? [] {
        enable(feature)
    }
}

func readsTheMode() {
    if UITestingMode.isActive {
        print("UI testing")
    }
}

func systemOptions() -> [any LaunchOption] {
    let options: [any LaunchOption] = [
        SystemLanguages([.French, .English]),
        SystemLocale(localeIdentifier: "en_GB"),
        AnimationLaunchEnvironment(animation: false),
    ]
    return options
}

func largeText() -> ScreenVariant {
    let large = ScreenVariant(contentSize: .accessibilityExtraLarge)
    return large
}

struct DataSourceOption: LaunchOption {
    var launchEnvironments: [String: String]? {
        ["DATA_SOURCE": "mock"]
    }
}

// The registry

struct CartFactory: ScreenFactory {
    func makeRoot(for request: LaunchRequest) throws(ScreenRouterError) -> UIViewController {
        CartViewController(cart: try request.decodeModel(Cart.self, using: ModelCodec()))
    }
}

@MainActor
func embedsRoots(_ coordinator: TestingCoordinator<UIViewController>) {
    coordinator.embedRoots { UINavigationController(rootViewController: $0) }
}

func matchesTheCode(_ error: ScreenRouterError) {
    if error.code == .modelMismatch {
        print(error.message)
    }
}

// Tests

final class MigratedUITests: XCTestCase {
    @MainActor
    func testOpensTheUser() {
        let app = XCUIApplication()
        launchApp(app, screen: .userDetail, model: User(id: 1, name: "Ada"))
    }

    @MainActor
    func testReadsTheFailure() {
        let app = launchApp(XCUIApplication(), .screen("nope"))
        XCTAssertEqual(app.reportedRoutingFailure()?.code, .unknownScreen)
        XCTAssertTrue(app.reportedRoutingFailure()?.message.hasPrefix("No screen") ?? false)
    }
}

/// The host of the section "A host is told what it shows".
struct TextScreen {
    var elements: [(identifier: String, label: String)]
}

@MainActor
final class MigratedHost: ScreenHost {
    func show(_ root: TextScreen) {}
    func showRoutingFailure(_ error: ScreenRouterError) {}

    func install(_ root: TextScreen, as screen: ScreenID, route: Int) {
        show(root)
        writeElements(root.elements, of: screen, route: route)
    }
}
