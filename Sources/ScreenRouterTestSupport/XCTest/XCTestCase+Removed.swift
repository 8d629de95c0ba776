#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import ScreenRouter
import XCTest

// The XCTest spellings that 1.0 removed, declared unavailable so that the compiler names each one's replacement (the
// Migrating from 0.x article lists them). None of them can be called.

extension XCTestCase {
    /// Removed: the application comes first.
    @available(*, unavailable, message: "Pass the application first: launchApp(app, screen: screen, model: model)")
    @MainActor
    @discardableResult
    public func launchApp<Model: Encodable>(
        screen: Screen<Model>,
        model: Model,
        options: [any LaunchOption] = [],
        app: XCUIApplication,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> XCUIApplication { app }

    /// Removed: the application comes first, and the screen is a request.
    @available(
        *,
        unavailable,
        message: "Pass the application first and the screen as a request: launchApp(app, .screen(screen))"
    )
    @MainActor
    @discardableResult
    public func launchApp(
        screen: ScreenID,
        options: [any LaunchOption] = [],
        app: XCUIApplication,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> XCUIApplication { app }

    /// Removed: the application comes first, and the screen is a request.
    @available(
        *,
        unavailable,
        message: "Pass the application first and the screen as a request: launchApp(app, .screen(screen))"
    )
    @MainActor
    @discardableResult
    public func launchApp<Model>(
        screen: Screen<Model>,
        options: [any LaunchOption] = [],
        app: XCUIApplication,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> XCUIApplication { app }

    /// Removed: the application comes first, and the sample is a request.
    @available(
        *,
        unavailable,
        message: "Pass the application first and the sample as a request: launchApp(app, .sample(sample))"
    )
    @MainActor
    @discardableResult
    public func launchApp(
        sample: ScreenSample,
        options: [any LaunchOption] = [],
        app: XCUIApplication,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> XCUIApplication { app }

    /// Removed: a launch takes one request.
    @available(
        *,
        unavailable,
        message: "Pass the screen as a request: launchApp(app, .screen(screen, variant: variant))"
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
    ) -> XCUIApplication { app }

    /// Removed: a launch takes one request.
    @available(
        *,
        unavailable,
        message: "Pass the screen as a request: launchApp(app, .screen(screen, variant: variant))"
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
    ) -> XCUIApplication { app }

    /// Removed: a launch takes one request.
    @available(
        *,
        unavailable,
        message: "Pass the sample as a request: launchApp(app, .sample(sample, variant: variant))"
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
    ) -> XCUIApplication { app }

    /// Removed: the application is the first argument, as for a `ProcessApplication`.
    @available(*, unavailable, message: "Pass the application first, without its label: launchEveryScreen(app)")
    @MainActor
    public func launchEveryScreen(
        app: XCUIApplication,
        options: [any LaunchOption] = [],
        variants: [ScreenVariant] = [],
        locales: [SystemLocale] = [],
        shard: (index: Int, count: Int)? = nil,
        snapshots: Bool = false,
        inspect: (EveryScreenCell, XCUIApplication) -> Void = { _, _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) {}

    /// Removed: the audit runs in `inspect`, on every screen the test opens.
    @available(
        *,
        unavailable,
        message: "Audit in inspect: launchEveryScreen { _, app in try? app.performAccessibilityAudit() }"
    )
    @MainActor
    public func launchEveryScreen(
        _ app: XCUIApplication = XCUIApplication(),
        options: [any LaunchOption] = [],
        variants: [ScreenVariant] = [],
        locales: [SystemLocale] = [],
        shard: (index: Int, count: Int)? = nil,
        auditsAccessibility: Bool,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {}

    /// Removed: the audit runs in `inspect`, on every screen the test opens.
    @available(
        *,
        unavailable,
        message: "Audit in inspect: launchEveryScreen { _, app in try? app.performAccessibilityAudit(for: types) }"
    )
    @available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
    @MainActor
    public func launchEveryScreen(
        _ app: XCUIApplication = XCUIApplication(),
        options: [any LaunchOption] = [],
        variants: [ScreenVariant] = [],
        locales: [SystemLocale] = [],
        shard: (index: Int, count: Int)? = nil,
        auditing auditTypes: XCUIAccessibilityAuditType,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {}
}

extension XCUIApplication {
    /// Removed: a route takes one request.
    @available(*, unavailable, message: "Pass the screen as a request: route(to: .screen(screen, model: model))")
    @MainActor
    public func route<Model: Encodable>(
        to screen: Screen<Model>,
        model: Model,
        network: NetworkFixture? = nil,
        variant: ScreenVariant? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {}

    /// Removed: a route takes one request.
    @available(*, unavailable, message: "Pass the screen as a request: route(to: .screen(screen))")
    @MainActor
    public func route<Model>(
        to screen: Screen<Model>,
        network: NetworkFixture? = nil,
        variant: ScreenVariant? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {}

    /// Removed: a route takes one request.
    @available(*, unavailable, message: "Pass the screen as a request: route(to: .screen(screen))")
    @MainActor
    public func route(
        to screen: ScreenID,
        network: NetworkFixture? = nil,
        variant: ScreenVariant? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {}

    /// Removed: a route takes one request.
    @available(*, unavailable, message: "Pass the sample as a request: route(to: .sample(sample))")
    @MainActor
    public func route(
        to sample: ScreenSample,
        variant: ScreenVariant? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {}
}
#endif
