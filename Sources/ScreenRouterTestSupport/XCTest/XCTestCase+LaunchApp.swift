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
    /// The model's type is checked against the screen's at compile time, and it is encoded with the screen's
    /// codec. After launch the call waits, for a bounded time, until the app shows the routed screen or its
    /// error screen; a failure is the app's own message (the screen it was asked for, what it expected and
    /// what it found), or says that the app is not running in the foreground.
    ///
    /// It is the shorthand of ``launchApp(_:_:options:file:line:)`` with
    /// `.screen(screen, model: model, network: network, variant: variant)`, the application first as in every
    /// launch. Inside a test case these methods hide the global function; to launch an application of another
    /// type from a test case, qualify the call: `await ScreenRouterTestSupport.launchApp(other, .screen(...))`.
    ///
    /// - Parameters:
    ///   - app: The application to launch. Defaults to the target application, `XCUIApplication()`.
    ///   - screen: The typed screen to launch into.
    ///   - model: The fixture model.
    ///   - network: The requests the screen may make and their answers, or `nil` to leave its requests alone.
    ///   - options: Launch options applied before the screen's arguments.
    ///   - variant: The appearance, text size and layout direction the app shows the screen in; `nil`, the default,
    ///     for the device's.
    ///   - file: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    /// - Returns: The launched application, to query its elements.
    @MainActor
    @discardableResult
    public func launchApp<Model: Encodable>(
        _ app: XCUIApplication = XCUIApplication(),
        screen: Screen<Model>,
        model: Model,
        network: NetworkFixture? = nil,
        options: [any LaunchOption] = [],
        variant: ScreenVariant? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> XCUIApplication {
        launchApp(
            app,
            .screen(screen, model: model, network: network, variant: variant),
            options: options,
            file: file,
            line: line
        )
    }

    /// Launches an application straight into a screen, and fails the test at the caller's line if the app could
    /// not open it.
    ///
    /// ```swift
    /// @MainActor
    /// func testShowsSettings() {
    ///     let app = launchApp(XCUIApplication(), .screen(.settings))
    ///     XCTAssertEqual(app.staticTexts["settingsTitle"].label, "Settings")
    /// }
    /// ```
    ///
    /// The request says which screen, with its fixture model or one of its samples or neither, in which variant,
    /// with which network fixture (see ``ScreenRequest``). After launch the call waits, for a bounded time, until
    /// the app shows the routed screen or its error screen, as ``launchApp(_:screen:model:network:options:variant:file:line:)``
    /// does.
    ///
    /// - Parameters:
    ///   - app: The application to launch, such as `XCUIApplication()`.
    ///   - request: The screen to open, with its model or sample, variant and network fixture.
    ///   - options: Launch options applied before the screen's arguments.
    ///   - file: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    /// - Returns: The launched application, to query its elements.
    @MainActor
    @discardableResult
    public func launchApp(
        _ app: XCUIApplication,
        _ request: ScreenRequest,
        options: [any LaunchOption] = [],
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> XCUIApplication {
        app.launchNow(request, options: options, at: CallerLocation(file, line))
        return app
    }
}

extension XCUIApplication {
    /// Launches the app into a request's screen, synchronously, and reports the outcome, as
    /// `launch(_:options:at:)` does for an asynchronous launch.
    ///
    /// - Returns: `true` when the app shows the screen and its fixture answered every request.
    @MainActor
    @discardableResult
    func launchNow(_ request: ScreenRequest, options: [any LaunchOption], at location: CallerLocation) -> Bool {
        guard let resolved = request.resolved(at: location),
            let plan = planLaunch(resolved.request, payloads: resolved.payloads, options: options, at: location)
        else { return false }
        launch()
        return reportOutcome(of: plan, at: location)
    }
}
#endif
