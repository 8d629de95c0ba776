// expect: 'launchApp(_:screen:network:options:variant:fileID:filePath:line:column:)' is unavailable: Pass the screen as a request: launchApp(app, .screen(screen), options:)
// expect: 'launchApp(_:sample:options:variant:fileID:filePath:line:column:)' is unavailable: Pass the sample as a request: launchApp(app, .sample(sample), options:)
// expect: 'launchApp(_:screen:model:codec:options:fileID:filePath:line:column:)' is unavailable: The codec belongs to the screen: declare Screen("id", codec: codec)
// expect: 'launchApp(_:screen:model:options:limits:fileID:filePath:line:column:)' is unavailable: The limits are the application's: set app.usesDeviceLaunchLimits = true
// expect: 'route(to:model:network:variant:fileID:filePath:line:column:)' is unavailable: Pass the screen as a request: route(to: .screen(screen, model: model))
// expect: 'route(to:network:variant:fileID:filePath:line:column:)' is unavailable: Pass the screen as a request: route(to: .screen(screen))
// expect: 'route(to:variant:fileID:filePath:line:column:)' is unavailable: Pass the sample as a request: route(to: .sample(sample))
// expect: 'startSession()' is unavailable: A session starts at its first route(to:)
// expect: 'element(_:_:fileID:filePath:line:column:)' is unavailable: Ask for the identifier the provider gives: app.element(Provider.elementIdentifier(for: element))
// expect: 'launchEveryScreen(_:in:options:variants:inspect:fileID:filePath:line:column:)' is unavailable: The catalogue comes from the app: launchEveryScreen(app)
// expect: 'exitStatus' is unavailable: How a launch ended is its failure's code: app.reportedRoutingFailure()?.code
// expect: 'wasSignalled' is unavailable: A crash is the code appStopped of app.reportedRoutingFailure()
// expect: 'didTimeOut' is unavailable: A launch past its timeout is the code appTimedOut of app.reportedRoutingFailure()
// expect: 'executableURL' is unavailable: A test names the executable when it makes the application: ProcessApplication(executableURL:)
// expect: 'launchLimits' is unavailable: A device's launch limits are a switch: app.usesDeviceLaunchLimits = true
// expect: 'LaunchError' is unavailable: A launch that fails throws ScreenRouterError, with the code launchFailed
// expect: 'LaunchableApplication' is unavailable: launchApp takes a ProcessApplication; an XCTestCase launches an XCUIApplication
// expect: 'hasPrefix' is unavailable: reportedRoutingFailure() returns the ScreenRouterError: compare its code, or message.hasPrefix(_:)
// expect: expression is 'async' but is not marked with 'await'
// expect: 'init(_:)' has been renamed to 'init(localeIdentifier:)'
// expect: 'screen' is unavailable: inspect receives the cell: cell.sample.screen
// triple: macos
// flags: -package-name AdopterOf0x
// The launches, routes and ProcessApplication members of 0.x, as the Migrating from 0.x article shows them and a test
// written for 0.x calls them: each fails to compile with a message that names its replacement.
import Foundation
import ScreenRouterTestSupport

struct Receipt: Codable { var total: Int }

extension Screen where Model == Receipt {
    static let receipt = Screen("receipt")
}

extension ScreenID {
    static let settings: ScreenID = "settings"
}

extension ModelCodec {
    static let iso8601 = ModelCodec()
}

final class UserDetailAIP: AccessibilityIdentifierProvider {
    enum Element: String { case userName }
    static let mainIdentifier = "userDetail"
}

/// An application type of a test's own, launched through the protocol 0.x made public.
final class RecordingApplication: LaunchableApplication {}

@MainActor
func launchesAsynchronously(_ app: ProcessApplication, receipt: Receipt) async {
    launchApp(app, screen: .receipt, model: receipt)
}

@MainActor
func oneRequestOpensAScreen(_ app: ProcessApplication, receipt: Receipt, sample: ScreenSample) async throws {
    let dark = ScreenVariant(appearance: .dark)
    await launchApp(app, screen: .receipt, model: receipt, options: [SystemLocale("en_GB")], variant: dark)
    try await app.startSession()
    await app.route(to: sample)
    await app.route(to: "settings")
    await launchApp(app, screen: .settings)
    await launchApp(app, screen: "settings")
    await launchApp(app, screen: .receipt)
    await launchApp(app, sample: sample)
    await app.route(to: .receipt, model: receipt)
    await app.route(to: .settings)
    await app.route(to: "settings")
    await app.route(to: sample)
    try await app.startSession()
    let catalogue = try await app.listScreens()
    await launchEveryScreen(app, in: catalogue)
    await launchEveryScreen(app) { sample, app in print(sample.screen, app.standardOutput) }
    _ = app.element(UserDetailAIP.self, .userName)
}

@MainActor
func writesItsArguments(_ app: ProcessApplication) async throws {
    app.launchArguments = LaunchRequest(screen: "settings").arguments
    try app.launch()
}

@MainActor
func theCodecAndTheLimitsBelongElsewhere(_ app: ProcessApplication, receipt: Receipt) async {
    await launchApp(app, screen: .receipt, model: receipt, codec: .iso8601)
    await launchApp(app, screen: .receipt, model: receipt, limits: .device)
    app.launchLimits = .device
}

@MainActor
func howALaunchEnded(_ app: ProcessApplication) {
    _ = app.exitStatus == 0
    _ = app.wasSignalled
    _ = app.didTimeOut
    _ = app.executableURL
    _ = app.reportedRoutingFailure()?.hasPrefix("No screen") ?? false
    let failure: ProcessApplication.LaunchError? = nil
    _ = failure
}
