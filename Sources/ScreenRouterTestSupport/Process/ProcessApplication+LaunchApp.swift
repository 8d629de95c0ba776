#if os(Linux) || os(macOS)
import Foundation
import ScreenRouter

/// Launches an application straight into a screen, and fails the test if the app could not open it.
///
/// The request says which screen, with its fixture model or one of its samples or neither, in which variant, with
/// which network fixture (see ``ScreenRequest``). Test support encodes the model with the screen's codec, carries it
/// inline or in a file as the platform's launch limits allow (see ``ProcessApplication/usesDeviceLaunchLimits``),
/// applies the options, launches, and then asks the app whether routing failed. Any failure (a model that cannot be encoded or carried,
/// an app that cannot be started, the app's own routing error, a crash) is recorded at the caller's line with the
/// app's own words.
///
/// ```swift
/// @Test func showsUserName() async throws {
///     let app = try ProcessApplication.product(named: "Demo")
///     await launchApp(app, .screen(.userDetail, model: .ada))
///     #expect(app.standardOutput.contains("[userName] Ada Lovelace"))
/// }
/// ```
///
/// A screen that loads its own data gets a ``/ScreenRouter/NetworkFixture`` too, which answers its `URLSession`
/// requests in the app: `await launchApp(app, .screen(.profile, model: 3, network: [...]))`. A request the fixture
/// does not answer fails the test at this line, naming the request; an entry no request used is listed in the
/// test's output.
///
/// The call waits for the launch without holding the main actor, so tests run in parallel launch their
/// apps side by side. In an `XCTestCase` on Apple platforms, `launchApp(screen:model:)` launches the app
/// under test synchronously.
///
/// - Parameters:
///   - application: The application to launch.
///   - request: The screen to open, with its model or sample, variant and network fixture.
///   - options: Launch options applied before the screen's arguments.
///   - fileID: The caller's file, for the failure's location.
///   - filePath: The caller's file path, for the failure's location.
///   - line: The caller's line, for the failure's location.
///   - column: The caller's column, for the failure's location.
/// - Returns: The launched application.
@MainActor
@discardableResult
public func launchApp(
    _ application: ProcessApplication,
    _ request: ScreenRequest,
    options: [any LaunchOption] = [],
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async -> ProcessApplication {
    await application.launch(request, options: options, at: CallerLocation(fileID, filePath, line, column))
    return application
}

/// Launches an application straight into a typed screen with a fixture model: the seed article's
/// `launchApp(screen:model:)`, with the application named first, as an `XCTestCase` on Apple platforms takes it.
///
/// ```swift
/// @Test func showsUserName() async throws {
///     let app = try ProcessApplication.product(named: "Demo")
///     await launchApp(app, screen: .userDetail, model: .ada)
///     #expect(app.standardOutput.contains("[userName] Ada Lovelace"))
/// }
/// ```
///
/// The same call, `launchApp(app, screen: .userDetail, model: .ada)`, launches an `XCUIApplication` in an
/// `XCTestCase`, so a test moves between hosts by changing the application it names. It is the shorthand of
/// ``launchApp(_:_:options:fileID:filePath:line:column:)`` with
/// `.screen(screen, model: model, network: network, variant: variant)`.
///
/// - Parameters:
///   - application: The application to launch.
///   - screen: The typed screen to launch into.
///   - model: The fixture model; its type is checked against the screen's at compile time.
///   - network: The requests the screen may make and their answers, or `nil` to leave its requests alone.
///   - options: Launch options applied before the screen's arguments.
///   - variant: The appearance, text size and layout direction the app shows the screen in; `nil`, the default,
///     for the device's.
///   - fileID: The caller's file, for the failure's location.
///   - filePath: The caller's file path, for the failure's location.
///   - line: The caller's line, for the failure's location.
///   - column: The caller's column, for the failure's location.
/// - Returns: The launched application.
@MainActor
@discardableResult
public func launchApp<Model: Encodable>(
    _ application: ProcessApplication,
    screen: Screen<Model>,
    model: Model,
    network: NetworkFixture? = nil,
    options: [any LaunchOption] = [],
    variant: ScreenVariant? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async -> ProcessApplication {
    await application.launch(
        .screen(screen, model: model, network: network, variant: variant),
        options: options,
        at: CallerLocation(fileID, filePath, line, column)
    )
    return application
}
#endif
