#if canImport(XCTest) && canImport(UIKit) && !os(watchOS)
import Foundation
import ScreenRouter
import XCTest

/// Routes of a running app: one launch, many screens.
///
/// ```swift
/// override func setUp() {
///     XCUIApplication.routeScheme = "shop"
/// }
///
/// @MainActor
/// func testScreensOfOneLaunch() {
///     let app = launchApp(screen: .settings)
///     app.route(to: .userDetail, model: ada)
///     XCTAssertEqual(app.staticTexts["userName"].label, "Ada")
///     app.route(to: .users, model: [ada, grace])
///     XCTAssertEqual(app.cells.count, 2)
/// }
/// ```
extension XCUIApplication {
    /// The URL scheme the app under test registers (its `CFBundleURLSchemes`), which route URLs are written with.
    ///
    /// Set it before the first ``route(to:model:network:variant:fileID:filePath:line:column:)``, as on a ``ProcessApplication``:
    /// `app.routeScheme = "shop"`. Every `XCUIApplication` of the test process shares it, since each names the
    /// same app under test; from `setUp()`, which runs off the main actor, set ``routeScheme-swift.type.property``
    /// instead. Defaults to `nil`: a route without it fails the test, saying so.
    nonisolated public var routeScheme: String? {
        get { RouteScheme.shared.value }
        set { RouteScheme.shared.value = newValue }
    }

    /// The URL scheme of the app under test, for every `XCUIApplication`: the same value as each application's
    /// ``routeScheme-swift.property``, settable where no application can be made, such as a test's `setUp()`.
    ///
    /// ```swift
    /// override func setUp() {
    ///     XCUIApplication.routeScheme = "shop"
    /// }
    /// ```
    nonisolated public static var routeScheme: String? {
        get { RouteScheme.shared.value }
        set { RouteScheme.shared.value = newValue }
    }

    /// Shows a screen with a fixture model in the running app, replacing the screen it shows, and fails the
    /// test at the caller's line if the app could not show it.
    ///
    /// On iOS and tvOS 16.4 and later the app gets a route URL through `open(_:)`, with the model inline or,
    /// for a URL over 128 KiB, in a file the simulator's app can read; then the call waits, for a bounded time,
    /// until the app shows this route's screen (its `ScreenRouter.routed` marker carries the route's number)
    /// or this route's error screen. Earlier systems cannot hand a running app a URL, and an app that is not
    /// running in the foreground has no screen to replace: then the app is launched into the screen instead,
    /// as `launchApp(screen:model:)` does, with its launch arguments and environment.
    ///
    /// The app passes the URLs it opens to its coordinator (`handle(_:in:)` in `scene(_:openURLContexts:)` or
    /// `application(_:open:options:)`, or `onOpenURL(routingWith:)` in SwiftUI), and registers
    /// ``routeScheme-swift.property`` as one of its URL schemes.
    ///
    /// - Parameters:
    ///   - screen: The typed screen to show.
    ///   - model: The fixture model; its type is checked against the screen's at compile time.
    ///   - network: The requests the screen may make and their answers, or `nil` to leave its requests alone.
    ///   - variant: The appearance, text size and layout direction the app shows the screen in; `nil`, the default,
    ///     for the device's, whatever the route before set.
    ///   - fileID: The caller's file, for the failure's location.
    ///   - filePath: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    ///   - column: The caller's column, for the failure's location.
    @MainActor
    public func route<Model: Encodable>(
        to screen: Screen<Model>,
        model: Model,
        network: NetworkFixture? = nil,
        variant: ScreenVariant? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        route(
            screen.id,
            at: CallerLocation(fileID, filePath, line, column),
            prepare: { scheme in
                try ModelTransport.routeRequest(
                    for: screen,
                    model: model,
                    network: network,
                    variant: variant,
                    scheme: scheme,
                    limits: launchLimits
                )
            },
            relaunch: { launch in
                launch.prepare(options: [], screen: screen, model: model, network: network, variant: variant)
            }
        )
    }

    /// Shows a typed screen without a model in the running app, for a screen the app registered with a
    /// default model.
    ///
    /// ```swift
    /// app.route(to: .users)   // the app's `register(.users, default: ...)` supplies the users
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The typed screen to show.
    ///   - network: The requests the screen may make and their answers, or `nil` to leave its requests alone;
    ///     its `.json` bodies are encoded with the screen's codec.
    ///   - variant: The appearance, text size and layout direction the app shows the screen in; `nil`, the default,
    ///     for the device's, whatever the route before set.
    ///   - fileID: The caller's file, for the failure's location.
    ///   - filePath: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    ///   - column: The caller's column, for the failure's location.
    @MainActor
    public func route<Model>(
        to screen: Screen<Model>,
        network: NetworkFixture? = nil,
        variant: ScreenVariant? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = CallerLocation(fileID, filePath, line, column)
        route(LaunchRequest(screen: screen.id).in(variant), network: network, codec: screen.codec, at: location)
    }

    /// Shows a screen that takes no model in the running app.
    ///
    /// ```swift
    /// app.route(to: "settings")
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen to show.
    ///   - network: The requests the screen may make and their answers, or `nil` to leave its requests alone.
    ///   - variant: The appearance, text size and layout direction the app shows the screen in; `nil`, the default,
    ///     for the device's, whatever the route before set.
    ///   - fileID: The caller's file, for the failure's location.
    ///   - filePath: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    ///   - column: The caller's column, for the failure's location.
    @MainActor
    public func route(
        to screen: ScreenID,
        network: NetworkFixture? = nil,
        variant: ScreenVariant? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let location = CallerLocation(fileID, filePath, line, column)
        route(LaunchRequest(screen: screen).in(variant), network: network, at: location)
    }

    /// Shows one of the samples the app registered for a screen: the route URL's screen in the running app, or
    /// a launch into it.
    ///
    /// ```swift
    /// for sample in try app.listScreens().screenSamples {
    ///     app.route(to: sample)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - sample: The screen and sample, from the app's ``/ScreenRouter/ScreenCatalogue``.
    ///   - variant: The appearance, text size and layout direction the app shows the screen in; `nil`, the default,
    ///     for the device's, whatever the route before set.
    ///   - fileID: The caller's file, for the failure's location.
    ///   - filePath: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    ///   - column: The caller's column, for the failure's location.
    @MainActor
    public func route(
        to sample: ScreenSample,
        variant: ScreenVariant? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        route(to: sample, variant: variant, at: CallerLocation(fileID, filePath, line, column))
    }

    /// Shows a sample in a variant, recording any failure at `location`; whether the app showed the screen.
    @MainActor
    @discardableResult
    func route(to sample: ScreenSample, variant: ScreenVariant?, at location: CallerLocation) -> Bool {
        guard let request = sample.openableRequest(at: location) else { return false }
        return route(request.in(variant), at: location)
    }

    /// Routes to a request that carries no model of the test's (a screen without one, or a sample), with a
    /// network fixture whose `.json` bodies are encoded with `codec`.
    @MainActor
    @discardableResult
    private func route(
        _ request: LaunchRequest,
        network: NetworkFixture? = nil,
        codec: ModelCodec = .default,
        at location: CallerLocation
    ) -> Bool {
        route(
            request.screen,
            at: location,
            prepare: { scheme in
                try ModelTransport.routeRequest(
                    request,
                    network: network,
                    codec: codec,
                    scheme: scheme,
                    limits: launchLimits
                )
            },
            relaunch: { launch in launch.prepare(options: [], request: request, network: network, codec: codec) }
        )
    }

    /// Opens the route URL in the running app and waits for its screen.
    ///
    /// Before iOS 16.4, or when the app is not in the foreground, it launches the app into the screen instead.
    @MainActor
    @discardableResult
    private func route(
        _ screen: ScreenID,
        at location: CallerLocation,
        prepare: (String) throws -> ModelTransport.Route,
        relaunch: (ScreenLaunch<XCUIApplication>) -> ScreenLaunch<XCUIApplication>.Prepared?
    ) -> Bool {
        guard #available(iOS 16.4, tvOS 16.4, *), state == .runningForeground else {
            let launch = ScreenLaunch(self, at: location)
            return launch.launchNow(relaunch(launch))
        }
        guard
            let route = PreparedRoute(
                to: screen,
                scheme: Self.routeScheme,
                setting: "XCUIApplication.routeScheme",
                at: location,
                request: prepare
            )
        else { return false }
        defer { route.removeFiles() }
        let number = shownRouteNumber() + 1
        open(route.url)
        if let failure = routingFailure(ofRoute: number) {
            TestFailure.record(ScreenRouterError.notOpened(route.request, failure), at: location)
            return false
        }
        return NetworkReport.check(self, screen: screen, network: route.network, at: location)
    }

    /// The number of the route whose screen the app shows: the value of its `ScreenRouter.routed` marker or
    /// error label; 0 for the launch's screen, or when it shows neither.
    @MainActor
    private func shownRouteNumber() -> Int {
        let identifiers = [ScreenRouterError.accessibilityIdentifier, ScreenRouterError.routedAccessibilityIdentifier]
        let shown = descendants(matching: .any)
            .matching(NSPredicate(format: "identifier IN %@", argumentArray: [identifiers]))
            .firstMatch
        guard shown.exists, let value = shown.value as? String, let number = Int(value) else { return 0 }
        return number
    }

    /// After a route URL, why the app did not show the route's screen, if it did not.
    ///
    /// Waits until the app shows the `ScreenRouter.routed` marker or the `ScreenRouter.error` label with the
    /// route's number as its value, for at most ``routingTimeout`` seconds, checking all the while that the
    /// app is running in the foreground.
    @MainActor
    private func routingFailure(ofRoute number: Int) -> ScreenRouterError? {
        let value = String(number)
        let identifiers = [ScreenRouterError.accessibilityIdentifier, ScreenRouterError.routedAccessibilityIdentifier]
        let signal = descendants(matching: .any)
            .matching(NSPredicate(format: "identifier IN %@ AND value == %@", argumentArray: [identifiers, value]))
            .firstMatch
        let message = staticTexts.matching(
            NSPredicate(
                format: "identifier == %@ AND value == %@",
                argumentArray: [ScreenRouterError.accessibilityIdentifier, value]
            )
        ).firstMatch
        return routingFailure(
            signal: signal,
            message: message,
            notInForeground: { ScreenRouterError.notInForeground(state: $0, after: "the route URL") },
            timedOut: ScreenRouterError.neitherRoutedNorFailed(route: number, seconds: Int(Self.routingTimeout))
        )
    }
}

/// Where `XCUIApplication.routeScheme` is kept, so that a test's `setUp()`, which runs off the main actor, can
/// set it.
///
/// `@unchecked Sendable`: the value is only touched under `lock`.
private final class RouteScheme: @unchecked Sendable {
    static let shared = RouteScheme()

    private let lock = NSLock()
    private var stored: String?

    var value: String? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            stored = newValue
        }
    }
}
#endif
