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
///     let app = launchApp(XCUIApplication(), .screen(.settings))
///     app.route(to: .screen(.userDetail, model: ada))
///     XCTAssertEqual(app.staticTexts["userName"].label, "Ada")
///     app.route(to: .screen(.users, model: [ada, grace]))
///     XCTAssertEqual(app.cells.count, 2)
/// }
/// ```
extension XCUIApplication {
    /// The URL scheme the app under test registers (its `CFBundleURLSchemes`), which route URLs are written with,
    /// for every `XCUIApplication` of the test process, since each names the same app under test.
    ///
    /// Set it before the first ``route(to:file:line:)``, as `app.routeScheme` on a ``ProcessApplication``; it can be
    /// set where no application can be made, such as a test's `setUp()`, which runs off the main actor. Defaults to
    /// `nil`: a route without it fails the test, saying so.
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

    /// Shows a screen in the running app, replacing the screen it shows, and fails the test at the caller's line
    /// if the app could not show it.
    ///
    /// ```swift
    /// app.route(to: .screen(.userDetail, model: ada))
    /// app.route(to: .screen(.settings, variant: ScreenVariant(appearance: .dark)))
    /// for sample in try app.listScreens().screenSamples {
    ///     app.route(to: .sample(sample))
    /// }
    /// ```
    ///
    /// On iOS and tvOS 16.4 and later the app gets a route URL through `open(_:)`, with the model inline or,
    /// for a URL over 128 KiB, in a file the simulator's app can read; then the call waits, for a bounded time,
    /// until the app shows this route's screen (its `ScreenRouter.routed` marker carries the route's number)
    /// or this route's error screen. Earlier systems cannot hand a running app a URL, and an app that is not
    /// running in the foreground has no screen to replace: then the app is launched into the screen instead,
    /// as `launchApp(_:_:options:)` does, with its launch arguments and environment. A route without a variant
    /// shows the screen the device's way, whatever the route before set.
    ///
    /// The app passes the URLs it opens to its coordinator (`handle(_:in:)` in `scene(_:openURLContexts:)` or
    /// `application(_:open:options:)`, or `onOpenURL(routingWith:)` in SwiftUI), and registers
    /// ``routeScheme-swift.type.property`` as one of its URL schemes.
    ///
    /// - Parameters:
    ///   - request: The screen to show, with its model or sample, variant and network fixture.
    ///   - file: The caller's file path, for the failure's location.
    ///   - line: The caller's line, for the failure's location.
    @MainActor
    public func route(
        to request: ScreenRequest,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        route(request, at: CallerLocation(file, line))
    }

    /// Shows a request's screen, recording any failure at `location`; whether the app showed the screen.
    ///
    /// Before iOS 16.4, or when the app is not in the foreground, it launches the app into the screen instead.
    @MainActor
    @discardableResult
    func route(_ request: ScreenRequest, at location: CallerLocation) -> Bool {
        guard #available(iOS 16.4, tvOS 16.4, *), state == .runningForeground else {
            return launchNow(request, options: [], at: location)
        }
        guard
            let plan = request.planRoute(
                scheme: Self.routeScheme,
                setting: "XCUIApplication.routeScheme",
                limits: launchLimits,
                at: location
            )
        else { return false }
        defer { plan.removeFiles() }
        // A valid scheme and percent-encoded values always make a URL; the guard keeps a surprise from trapping.
        guard let url = plan.url.flatMap(URL.init(string:)) else {
            TestFailure.record(ScreenRouterError.invalidRouteScheme(Self.routeScheme ?? ""), at: location)
            return false
        }
        let number = shownRouteNumber() + 1
        open(url)
        if let failure = routingFailure(ofRoute: number) {
            TestFailure.record(ScreenRouterError.notOpened(plan.request, failure), at: location)
            return false
        }
        return reportNetwork(of: plan, at: location)
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
