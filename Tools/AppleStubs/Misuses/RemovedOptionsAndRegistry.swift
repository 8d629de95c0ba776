// expect: 'init(screen:_:)' is unavailable: Write the arguments as they are, ["--uitesting", "-vc", "settings"]
// expect: 'arguments' is unavailable: Write the protocol's arguments as they are: ["--uitesting", "-vc", "settings"]
// expect: 'BooleanLaunchArgument' is unavailable: Declare a LaunchArgumentWithSingleValue of BooleanLaunchArgumentValue
// expect: 'ReadableLaunchArgumentValue' is unavailable: Make the value type CaseIterable (or String): the list reads back through current
// expect: 'isUITesting' is unavailable: Ask UITestingMode.isActive
// expect: 'LaunchArguments' is unavailable: Read a value through its option's type (MyOption.current) or UserDefaults
// expect: 'ArgumentDomain' is unavailable: Read a value through its option's type (MyOption.current) or UserDefaults
// expect: 'validate' is unavailable: An invalid option fails the test at the line of the launch
// expect: 'StringLaunchArgumentValue' has been renamed to 'String'
// expect: 'Language' is unavailable: A language is a SystemLanguage: .French, or SystemLanguage(rawValue:)
// expect: 'identifiers' has been renamed to 'values'
// expect: 'init(language:region:)' is unavailable: A locale is its identifier: SystemLocale(localeIdentifier: "en_GB")
// expect: 'init(_:)' has been renamed to 'init(localeIdentifier:)'
// expect: 'AnimationsDisabled' is unavailable: Use AnimationLaunchEnvironment(animation: false); the app calls UIView.disableAnimationsIfRequested()
// expect: 'Animations' is unavailable: Use AnimationLaunchEnvironment(animation: false); the app calls UIView.disableAnimationsIfRequested()
// expect: 'PreferredContentSize' is unavailable: A screen's text size is its variant's: ScreenVariant(contentSize:), as variant: of the request
// expect: 'current(forKey:)' is unavailable: Read the option through its own type: make it an enumeration option and read MyOption.current
// expect: 'current(forKey:)' is unavailable: Read it with UserDefaults.standard.bool(forKey:), as AutoMate does
// expect: protocol requires function 'makeRoot(for:)' with type '(LaunchRequest) throws -> UIViewController'
// expect: 'decode(_:from:)' is unavailable: Decode through the request: request.decodeModel(Model.self, using: codec)
// expect: protocol requires function 'install(_:as:route:)' with type '(TextScreen, ScreenID, Int) -> ()'
// expect: 'runSession(in:scheme:)' is unavailable: start runs the session when it is given the app's URL scheme: coordinator.start(in: host, scheme:)
// expect: 'registeredScreens' is unavailable: Use gallery.samples.map(\.screen): the gallery lists the same screens
// expect: 'catalogue' is unavailable: Use gallery.samples in the app, and app.listScreens() in a test
// expect: 'resolve' is unavailable: Register closures with register(_:build:), and start with start(in:)
// expect: 'route(arguments:)' is unavailable: Start with coordinator.start(in: host), which reads the launch arguments
// expect: 'RoutingOutcome' is unavailable: Start with coordinator.start(in: host)
// expect: 'ClosureScreenFactory' is unavailable: Register the closure itself: coordinator.register(screen) { ... }
// expect: 'ModelPayload' is unavailable: A factory decodes the model through its request: request.decodeModel(_:using:)
// expect: 'default' is unavailable: Use ModelCodec(): the initializer's parameters all have defaults
// expect: 'missingModel' has been renamed to 'modelMismatch'
// expect: 'missingScreenArgument' has been renamed to 'malformedArguments'
// expect: 'missingArgumentValue' has been renamed to 'malformedArguments'
// expect: 'repeatedArgument' has been renamed to 'malformedArguments'
// expect: 'conflictingArguments' has been renamed to 'malformedArguments'
// expect: 'duplicateRegistration' has been renamed to 'invalidRegistration'
// expect: 'unexpectedModel' has been renamed to 'modelMismatch'
// expect: 'modelShapeMismatch' has been renamed to 'modelMismatch'
// expect: 'payloadNotBase64' has been renamed to 'unreadablePayload'
// expect: 'payloadNotJSON' has been renamed to 'unreadablePayload'
// expect: 'payloadTooDeep' has been renamed to 'unreadablePayload'
// expect: 'payloadFileUnreadable' has been renamed to 'unreadablePayload'
// expect: 'accessibilityIssue' is unavailable: Audit in inspect, try app.performAccessibilityAudit()
// expect: 'version' is unavailable: listScreens() reads only the catalogue versions this release understands
// expect: 'init(_:_:)' is unavailable: Use constants, SystemLanguages([.French, .English]), or AutoMate's SystemLanguage(rawValue: "en-PL")
// expect: 'init(_:_:)' is unavailable: Use constants, or AutoMate's SoftwareKeyboard(rawValue: "pl_PL@sw=Polish")
// expect: 'init(_:_:)' is unavailable: Use constants, or AutoMate's HardwareKeyboard(rawValue: "pl_PL@hw=Polish")
// expect: 'encode' is unavailable: Read a catalogue with app.listScreens() or screenrouter list --json
// expect: 'encode' is unavailable: Pass the fixture itself, as network: of the request
// flags: -package-name AdopterOf0x
// The options, the registry and the codec of 0.x, as the Migrating from 0.x article shows them and an app or its tests
// written for 0.x use them: each fails to compile with a message that names its replacement.
import Foundation
import ScreenRouterTestSupport
import UIKit
import XCTest

struct Cart: Codable { var items: [String] }

final class CartViewController: UIViewController {
    init(cart: Cart) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { nil }
}

struct TextScreen { var text: String }

// Launch arguments are written as they are.
@MainActor
func writesItsArguments(_ app: XCUIApplication) {
    app.launchArguments = LaunchRequest(screen: "settings").arguments
    app.launch()
}

// Options read back through their types.
struct SkipOnboarding: BooleanLaunchArgument {
    static let key = "SkipOnboarding"
    let isEnabled: Bool
}

func showOnboarding() {}

func readsABoolean() throws {
    if try !SkipOnboarding.current {
        showOnboarding()
    }
}

struct Feature: ReadableLaunchArgumentValue {}

struct FeatureFlags: LaunchArgumentWithMultipleValues {
    let key = "FeatureFlags"
    let values: [Feature]
}

func enable(_ feature: Feature) {}

func readsAList() throws {
    for feature in try FeatureFlags.current?.values ?? [] {
        enable(feature)
    }
}

enum Backend: String, CaseIterable, LaunchArgumentValue { case testing }

@MainActor
func readsOptions() throws {
    if LaunchRequest.isUITesting() {
        print("UI testing")
    }
    _ = LaunchArguments(parsing: ["-SkipOnboarding", "1"])
    _ = ArgumentDomain.quoted("a b")
    try TestLauncher(options: []).validate()
    let text: StringLaunchArgumentValue = "x"
    let language: SystemLanguages.Language? = nil
    _ = (text, language)
    _ = try SystemLanguages.current?.identifiers
    _ = try Backend.current(forKey: "Environment")
    _ = try BooleanLaunchArgumentValue.current(forKey: "SkipLogin")
    _ = Animations.off
    _ = try Animations.current == .off
}

func systemOptions() {
    _ = SystemLanguages(["fr", "en"])
    _ = SystemLocale(language: "en", region: "GB")
    _ = SystemLocale("en_GB")
    _ = AnimationsDisabled()
    _ = PreferredContentSize(.accessibilityExtraLarge)
    _ = PreferredContentSize(.extraLarge)
    _ = SystemLanguages(["en-PL"])
}

func systemValues() {
    _ = SoftwareKeyboards(["pl_PL@sw=Polish"])
    _ = HardwareKeyboards(["pl_PL@hw=Polish"])
}

// The registry.
struct CheckoutFactory: ScreenFactory {
    func makeRoot(for request: LaunchRequest, codec: ModelCodec) throws -> UIViewController {
        CartViewController(cart: try codec.decode(Cart.self, from: request))
    }
}

@MainActor
final class TerminalHost: ScreenHost {
    private var route: Int
    init(firstRoute: Int = 0) { route = firstRoute }

    var exitStatus: Int32 = 0

    func install(_ root: TextScreen) {
        print(root.text)
    }

    func showRoutingFailure(_ error: ScreenRouterError) {}
}

@MainActor
func startsASession(_ coordinator: TestingCoordinator<TextScreen>, host: TerminalHost, home: TextScreen) -> Int32 {
    host.install(home)
    if coordinator.runSession(in: TerminalHost(firstRoute: 1), scheme: "myapp") { return 0 }
    if coordinator.start(in: host) { return host.exitStatus }
    return 1
}

@MainActor
func readsTheRegistry(_ coordinator: TestingCoordinator<UIViewController>, request: LaunchRequest) throws {
    _ = coordinator.registeredScreens
    _ = coordinator.catalogue
    _ = try coordinator.resolve(request)
    let outcome: RoutingOutcome = coordinator.route(arguments: CommandLine.arguments)
    _ = outcome
    _ = ClosureScreenFactory<UIViewController> { _ in UIViewController() }
    let payload: ModelPayload? = nil
    _ = payload
    _ = ModelCodec.default
}

// Errors and failures.
func matchesCodes(_ error: ScreenRouterError) {
    if error.code == .missingModel {
        print(error.message)
    }
    _ = [
        error.code == .missingScreenArgument, error.code == .missingArgumentValue, error.code == .repeatedArgument,
        error.code == .conflictingArguments, error.code == .duplicateRegistration, error.code == .unexpectedModel,
        error.code == .modelShapeMismatch, error.code == .payloadNotBase64, error.code == .payloadNotJSON,
        error.code == .payloadTooDeep, error.code == .payloadFileUnreadable, error.code == .accessibilityIssue,
    ]
}

// The catalogue's and the network fixture's JSON.
func encodesWireTypes(_ catalogue: ScreenCatalogue, _ fixture: NetworkFixture) throws {
    _ = catalogue.version
    _ = try JSONEncoder().encode(catalogue)
    _ = try JSONEncoder().encode(fixture)
}
