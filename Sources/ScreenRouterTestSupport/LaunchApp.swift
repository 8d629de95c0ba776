import Foundation
import ScreenRouter

/// Launches an application straight into a screen with a fixture model, and fails the test if the app
/// could not route there.
///
/// Test support encodes the model with the codec, carries it inline or in a file as the platform's
/// ``LaunchLimits`` allow, applies the options, launches, and then asks the app whether routing failed.
/// Any failure — a model that cannot be encoded or carried, an app that cannot be started, or the app's own
/// routing error — is recorded at the caller's line with the app's own words.
///
/// ```swift
/// @Test @MainActor func showsUserName() throws {
///     let app = launchApp(try ProcessApplication.product(named: "Demo"), screen: .userDetail, model: .ada)
///     #expect(app.standardOutput.contains("Ada"))
/// }
/// ```
///
/// - Parameters:
///   - application: The application to launch.
///   - screen: The typed screen to launch into.
///   - model: The fixture model; its type is checked against the screen's at compile time.
///   - options: Launch options applied before the screen's arguments.
///   - codec: The codec to encode the model with; use the app's. Defaults to ``/ScreenRouter/ModelCodec/default``.
///   - limits: The limits the launch must fit. Defaults to ``LaunchLimits/current``.
///   - fileID: The caller's file, for the failure's location.
///   - filePath: The caller's file path, for the failure's location.
///   - line: The caller's line, for the failure's location.
///   - column: The caller's column, for the failure's location.
/// - Returns: The launched application.
@MainActor
@discardableResult
public func launchApp<Application: LaunchableApplication, Model: Encodable>(
    _ application: Application,
    screen: Screen<Model>,
    model: Model,
    options: [any LaunchOption] = [],
    codec: ModelCodec = .default,
    limits: LaunchLimits = .current,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Application {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    prepare(application, options: options, at: location)
    let otherSize = LaunchLimits.size(
        arguments: application.launchArguments, environment: application.launchEnvironment)
    let request: LaunchRequest
    let file: URL?
    do {
        (request, file) = try ModelTransport.request(
            for: screen.id, model: model, codec: codec, limits: limits, otherArgumentsSize: otherSize)
    } catch {
        TestFailure.record("\(error)", at: location)
        return application
    }
    defer { file.map { try? FileManager.default.removeItem(at: $0) } }
    return launch(application, request: request, limits: limits, at: location)
}

/// Launches an application straight into a screen that takes no model, and fails the test if the app
/// could not route there.
///
/// ```swift
/// let app = launchApp(try ProcessApplication.product(named: "Demo"), screen: .settings)
/// ```
///
/// - Parameters:
///   - application: The application to launch.
///   - screen: The screen to launch into.
///   - options: Launch options applied before the screen's arguments.
///   - limits: The limits the launch must fit. Defaults to ``LaunchLimits/current``.
///   - fileID: The caller's file, for the failure's location.
///   - filePath: The caller's file path, for the failure's location.
///   - line: The caller's line, for the failure's location.
///   - column: The caller's column, for the failure's location.
/// - Returns: The launched application.
@MainActor
@discardableResult
public func launchApp<Application: LaunchableApplication>(
    _ application: Application,
    screen: ScreenID,
    options: [any LaunchOption] = [],
    limits: LaunchLimits = .current,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Application {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    prepare(application, options: options, at: location)
    return launch(application, request: LaunchRequest(screen: screen), limits: limits, at: location)
}

/// Removes the protocol's arguments a previous launch left, then applies the options.
@MainActor
private func prepare(
    _ application: some LaunchableApplication, options: [any LaunchOption], at location: CallerLocation
) {
    application.launchArguments = TestLauncher.replacingKeys(
        of: [
            LaunchRequest.uiTestingFlag, LaunchRequest.screenFlag, LaunchRequest.modelFlag, LaunchRequest.modelFileFlag,
        ],
        in: application.launchArguments)
    TestLauncher(options: options).configure(application, at: location)
}

@MainActor
private func launch<Application: LaunchableApplication>(
    _ application: Application, request: LaunchRequest, limits: LaunchLimits, at location: CallerLocation
) -> Application {
    application.launchArguments += request.arguments
    let size = LaunchLimits.size(arguments: application.launchArguments, environment: application.launchEnvironment)
    guard size <= limits.maximumTotalSize else {
        TestFailure.record(
            "The launch of screen `\(request.screen)` needs \(size) bytes of arguments and environment, over the "
                + "\(limits.maximumTotalSize) bytes \(limits.name) allows, so it was not attempted. Pass fewer or "
                + "shorter launch options or environment variables.",
            at: location)
        return application
    }
    do {
        try application.launch()
    } catch {
        TestFailure.record("Could not launch the app for screen `\(request.screen)`: \(error)", at: location)
        return application
    }
    if let failure = application.reportedRoutingFailure() {
        TestFailure.record("The app could not open screen `\(request.screen)`: \(failure)", at: location)
    }
    return application
}
