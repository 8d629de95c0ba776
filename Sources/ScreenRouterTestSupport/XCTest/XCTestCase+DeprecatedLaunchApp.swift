#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import ScreenRouter
import XCTest

/// The spellings with the application last, kept for one release: the application now comes first, as in the
/// global `launchApp(_:screen:model:...)`.
extension XCTestCase {
    /// Launches `app` into a screen with a fixture model; the application now comes first.
    @available(*, deprecated, message: "Pass the application first: launchApp(app, screen:model:options:)")
    @MainActor
    @discardableResult
    public func launchApp<Model: Encodable>(
        screen: Screen<Model>,
        model: Model,
        options: [any LaunchOption] = [],
        app: XCUIApplication,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> XCUIApplication {
        launchApp(
            app,
            screen: screen,
            model: model,
            options: options,
            fileID: fileID,
            filePath: filePath,
            line: line,
            column: column
        )
    }

    /// Launches `app` into a screen without a model; the application now comes first.
    @available(*, deprecated, message: "Pass the application first: launchApp(app, screen:options:)")
    @MainActor
    @discardableResult
    public func launchApp(
        screen: ScreenID,
        options: [any LaunchOption] = [],
        app: XCUIApplication,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> XCUIApplication {
        launchApp(app, screen: screen, options: options, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Launches `app` into a typed screen without a model; the application now comes first.
    @available(*, deprecated, message: "Pass the application first: launchApp(app, screen:options:)")
    @MainActor
    @discardableResult
    public func launchApp<Model>(
        screen: Screen<Model>,
        options: [any LaunchOption] = [],
        app: XCUIApplication,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> XCUIApplication {
        launchApp(app, screen: screen, options: options, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Launches `app` into a screen with one of its samples; the application now comes first.
    @available(*, deprecated, message: "Pass the application first: launchApp(app, sample:options:)")
    @MainActor
    @discardableResult
    public func launchApp(
        sample: ScreenSample,
        options: [any LaunchOption] = [],
        app: XCUIApplication,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> XCUIApplication {
        launchApp(app, sample: sample, options: options, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
#endif
