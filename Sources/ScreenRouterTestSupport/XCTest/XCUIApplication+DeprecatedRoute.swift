#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import ScreenRouter
import XCTest

/// The routes with the screen's parts as arguments of their own, kept for one release: a route now takes one
/// ``ScreenRequest``, `app.route(to: .screen(...))` or `app.route(to: .sample(...))`.
extension XCUIApplication {
    /// Shows a screen with a fixture model in the running app; pass a ``ScreenRequest`` instead.
    @MainActor
    @available(*, deprecated, message: "Pass the screen as a request: route(to: .screen(screen, model: model))")
    public func route<Model: Encodable>(
        to screen: Screen<Model>,
        model: Model,
        network: NetworkFixture? = nil,
        variant: ScreenVariant? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let request = ScreenRequest.screen(screen, model: model, network: network, variant: variant)
        route(to: request, file: file, line: line)
    }

    /// Shows a typed screen without a model in the running app; pass a ``ScreenRequest`` instead.
    @MainActor
    @available(*, deprecated, message: "Pass the screen as a request: route(to: .screen(screen))")
    public func route<Model>(
        to screen: Screen<Model>,
        network: NetworkFixture? = nil,
        variant: ScreenVariant? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let request = ScreenRequest.screen(screen, network: network, variant: variant)
        route(to: request, file: file, line: line)
    }

    /// Shows a screen that takes no model in the running app; pass a ``ScreenRequest`` instead.
    @MainActor
    @available(*, deprecated, message: "Pass the screen as a request: route(to: .screen(screen))")
    public func route(
        to screen: ScreenID,
        network: NetworkFixture? = nil,
        variant: ScreenVariant? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let request = ScreenRequest.screen(screen, network: network, variant: variant)
        route(to: request, file: file, line: line)
    }

    /// Shows a screen with one of its samples in the running app; pass a ``ScreenRequest`` instead.
    @MainActor
    @available(*, deprecated, message: "Pass the sample as a request: route(to: .sample(sample))")
    public func route(
        to sample: ScreenSample,
        variant: ScreenVariant? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        route(to: .sample(sample, variant: variant), file: file, line: line)
    }
}

/// The route scheme of one application, kept for one release: every `XCUIApplication` shares one, set as
/// ``XCUIApplication/routeScheme-swift.type.property``.
extension XCUIApplication {
    /// The URL scheme of the app under test; set ``routeScheme-swift.type.property``, which every `XCUIApplication`
    /// shares, instead.
    @available(*, deprecated, message: "Every XCUIApplication shares one scheme: set XCUIApplication.routeScheme")
    nonisolated public var routeScheme: String? {
        get { Self.routeScheme }
        set { Self.routeScheme = newValue }
    }
}
#endif
