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
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> XCUIApplication {
        launchApp(
            app,
            screen: screen,
            model: model,
            options: options,
            file: file,
            line: line
        )
    }

    /// Launches `app` into a screen without a model; the application now comes first.
    @available(
        *,
        deprecated,
        message: "Pass the application first and the screen as a request: launchApp(app, .screen(screen), options:)"
    )
    @MainActor
    @discardableResult
    public func launchApp(
        screen: ScreenID,
        options: [any LaunchOption] = [],
        app: XCUIApplication,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> XCUIApplication {
        launchApp(
            app,
            .screen(screen),
            options: options,
            file: file,
            line: line
        )
    }

    /// Launches `app` into a typed screen without a model; the application now comes first.
    @available(
        *,
        deprecated,
        message: "Pass the application first and the screen as a request: launchApp(app, .screen(screen), options:)"
    )
    @MainActor
    @discardableResult
    public func launchApp<Model>(
        screen: Screen<Model>,
        options: [any LaunchOption] = [],
        app: XCUIApplication,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> XCUIApplication {
        launchApp(
            app,
            .screen(screen),
            options: options,
            file: file,
            line: line
        )
    }

    /// Launches `app` into a screen with one of its samples; the application now comes first.
    @available(
        *,
        deprecated,
        message: "Pass the application first and the sample as a request: launchApp(app, .sample(sample), options:)"
    )
    @MainActor
    @discardableResult
    public func launchApp(
        sample: ScreenSample,
        options: [any LaunchOption] = [],
        app: XCUIApplication,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> XCUIApplication {
        launchApp(
            app,
            .sample(sample),
            options: options,
            file: file,
            line: line
        )
    }
}

/// The launches of the app under test with the screen's parts as arguments of their own, kept for one release: a
/// launch now takes one ``ScreenRequest``. `launchApp(screen:model:)` keeps its spelling.
extension XCTestCase {
    /// Launches the app under test into a screen that takes no model; pass a ``ScreenRequest`` instead.
    @available(
        *,
        deprecated,
        message:
            "Pass the screen as a request: launchApp(XCUIApplication(), .screen(screen, variant: variant), options:)"
    )
    @MainActor
    @discardableResult
    public func launchApp(
        _ app: XCUIApplication = XCUIApplication(),
        screen: ScreenID,
        network: NetworkFixture? = nil,
        options: [any LaunchOption] = [],
        variant: ScreenVariant? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> XCUIApplication {
        let request = ScreenRequest.screen(screen, network: network, variant: variant)
        return launchApp(app, request, options: options, file: file, line: line)
    }

    /// Launches the app under test into a typed screen without a model; pass a ``ScreenRequest`` instead.
    @available(
        *,
        deprecated,
        message:
            "Pass the screen as a request: launchApp(XCUIApplication(), .screen(screen, variant: variant), options:)"
    )
    @MainActor
    @discardableResult
    public func launchApp<Model>(
        _ app: XCUIApplication = XCUIApplication(),
        screen: Screen<Model>,
        network: NetworkFixture? = nil,
        options: [any LaunchOption] = [],
        variant: ScreenVariant? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> XCUIApplication {
        let request = ScreenRequest.screen(screen, network: network, variant: variant)
        return launchApp(app, request, options: options, file: file, line: line)
    }

    /// Launches the app under test into a screen with one of its samples; pass a ``ScreenRequest`` instead.
    @available(
        *,
        deprecated,
        message:
            "Pass the sample as a request: launchApp(XCUIApplication(), .sample(sample, variant: variant), options:)"
    )
    @MainActor
    @discardableResult
    public func launchApp(
        _ app: XCUIApplication = XCUIApplication(),
        sample: ScreenSample,
        options: [any LaunchOption] = [],
        variant: ScreenVariant? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> XCUIApplication {
        let request = ScreenRequest.sample(sample, variant: variant)
        return launchApp(app, request, options: options, file: file, line: line)
    }
}
#endif
