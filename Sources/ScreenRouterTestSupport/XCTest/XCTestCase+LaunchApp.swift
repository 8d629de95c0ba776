#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import ScreenRouter
import XCTest

extension XCTestCase {
    /// Launches the app under test straight into a screen with a fixture model, and fails the test at the
    /// caller's line if the app could not route there.
    ///
    /// ```swift
    /// @MainActor
    /// func testShowsUserName() {
    ///     let app = launchApp(screen: .userDetail, model: User(id: 1, name: "Ada", email: "ada@example.com"))
    ///     XCTAssertEqual(app.staticTexts["userName"].label, "Ada")
    /// }
    /// ```
    ///
    /// The model's type is checked against the screen's at compile time. The failure, when there is one, is the
    /// app's own message: the screen it was asked for, what it expected and what it found.
    ///
    /// Inside a test case these methods hide the global `launchApp(_:screen:model:...)`; to launch an application
    /// of another type from a test case, qualify the call: `ScreenRouterTestSupport.launchApp(other, screen: ...)`.
    ///
    /// - Parameters:
    ///   - screen: The typed screen to launch into.
    ///   - model: The fixture model.
    ///   - options: Launch options applied before the screen's arguments.
    ///   - app: The application to launch. Defaults to the target application, `XCUIApplication()`.
    ///   - codec: The codec to encode the model with; use the app's. Defaults to ``/ScreenRouter/ModelCodec/default``.
    ///   - limits: The limits the launch must fit. Defaults to ``LaunchLimits/current``: the simulator's or the
    ///     device's.
    ///   - fileID: The caller's file, for the failure's location.
    ///   - filePath: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    ///   - column: The caller's column, for the failure's location.
    /// - Returns: The launched application, to query its elements.
    @MainActor
    @discardableResult
    public func launchApp<Model: Encodable>(
        screen: Screen<Model>,
        model: Model,
        options: [any LaunchOption] = [],
        app: XCUIApplication = XCUIApplication(),
        codec: ModelCodec = .default,
        limits: LaunchLimits = .current,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> XCUIApplication {
        ScreenRouterTestSupport.launchApp(
            app, screen: screen, model: model, options: options, codec: codec, limits: limits,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Launches the app under test straight into a screen that takes no model, and fails the test at the
    /// caller's line if the app could not route there.
    ///
    /// ```swift
    /// @MainActor
    /// func testShowsSettings() {
    ///     let app = launchApp(screen: .settings)
    ///     XCTAssertEqual(app.staticTexts["settingsTitle"].label, "Settings")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen to launch into.
    ///   - options: Launch options applied before the screen's arguments.
    ///   - app: The application to launch. Defaults to the target application, `XCUIApplication()`.
    ///   - limits: The limits the launch must fit. Defaults to ``LaunchLimits/current``.
    ///   - fileID: The caller's file, for the failure's location.
    ///   - filePath: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    ///   - column: The caller's column, for the failure's location.
    /// - Returns: The launched application, to query its elements.
    @MainActor
    @discardableResult
    public func launchApp(
        screen: ScreenID,
        options: [any LaunchOption] = [],
        app: XCUIApplication = XCUIApplication(),
        limits: LaunchLimits = .current,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> XCUIApplication {
        ScreenRouterTestSupport.launchApp(
            app, screen: screen, options: options, limits: limits,
            fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
#endif
