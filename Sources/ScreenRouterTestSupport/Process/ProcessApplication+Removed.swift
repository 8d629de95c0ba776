#if os(Linux) || os(macOS)
import Foundation
import ScreenRouter

// The spellings of a ProcessApplication's launches and routes that 1.0 removed, declared unavailable so that the
// compiler names each one's replacement (the Migrating from 0.x article lists them). None of them can be called; a
// spelling whose name is package-internal today is declared where a test's lookup finds it and the package's does
// not: on `Application` for a ProcessApplication, whose own members shadow it inside the package.

/// Removed: a launch takes one ``ScreenRequest``.
@available(*, unavailable, message: "Pass the screen as a request: launchApp(app, .screen(screen), options:)")
@MainActor
@discardableResult
public func launchApp(
    _ application: ProcessApplication,
    screen: ScreenID,
    network: NetworkFixture? = nil,
    options: [any LaunchOption] = [],
    variant: ScreenVariant? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async -> ProcessApplication { application }

/// Removed: a launch takes one ``ScreenRequest``.
@available(*, unavailable, message: "Pass the screen as a request: launchApp(app, .screen(screen), options:)")
@MainActor
@discardableResult
public func launchApp<Model>(
    _ application: ProcessApplication,
    screen: Screen<Model>,
    network: NetworkFixture? = nil,
    options: [any LaunchOption] = [],
    variant: ScreenVariant? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async -> ProcessApplication { application }

/// Removed: a launch takes one ``ScreenRequest``.
@available(*, unavailable, message: "Pass the sample as a request: launchApp(app, .sample(sample), options:)")
@MainActor
@discardableResult
public func launchApp(
    _ application: ProcessApplication,
    sample: ScreenSample,
    options: [any LaunchOption] = [],
    variant: ScreenVariant? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async -> ProcessApplication { application }

/// Removed: the codec belongs to the screen.
@available(
    *,
    unavailable,
    message:
        "The codec belongs to the screen: declare Screen(\"id\", codec: codec) and launch it, launchApp(app, screen:model:)"
)
@MainActor
@discardableResult
public func launchApp<Model: Encodable>(
    _ application: ProcessApplication,
    screen: Screen<Model>,
    model: Model,
    codec: ModelCodec,
    options: [any LaunchOption] = [],
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async -> ProcessApplication { application }

/// Removed: the launch limits are the application's.
@available(
    *,
    unavailable,
    message:
        "The limits are the application's: set app.usesDeviceLaunchLimits = true, then launchApp(app, screen:model:)"
)
@MainActor
@discardableResult
public func launchApp<Model: Encodable>(
    _ application: ProcessApplication,
    screen: Screen<Model>,
    model: Model,
    options: [any LaunchOption] = [],
    limits: RemovedLaunchLimits,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async -> ProcessApplication { application }

/// Removed: the catalogue comes from the app.
@available(*, unavailable, message: "The catalogue comes from the app: launchEveryScreen(app)")
@MainActor
public func launchEveryScreen(
    _ application: ProcessApplication,
    in catalogue: ScreenCatalogue,
    options: [any LaunchOption] = [],
    variants: [ScreenVariant] = [],
    inspect: @MainActor (ScreenSample, ProcessApplication) async -> Void = { _, _ in },
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async {}

/// Removed: the launch limits of 0.x, a public type; a device's limits are now a switch of the application,
/// ``ProcessApplication/usesDeviceLaunchLimits``.
@available(*, unavailable, message: "A device's launch limits are a switch: app.usesDeviceLaunchLimits = true")
public struct RemovedLaunchLimits: Sendable {
    /// Removed: an iOS device's limits.
    @available(*, unavailable, message: "A device's launch limits are a switch: app.usesDeviceLaunchLimits = true")
    public static var device: Self { Self() }

    /// Removed: the limits of the platform the tests run on, every application's default.
    @available(*, unavailable, message: "The platform's limits are every application's default: set nothing")
    public static var current: Self { Self() }
}

extension ProcessApplication {
    /// Removed: a failure to launch is a ``/ScreenRouter/ScreenRouterError``.
    @available(*, unavailable, message: "A launch that fails throws ScreenRouterError, with the code launchFailed")
    public typealias LaunchError = ScreenRouterError

    /// Removed: a route takes one ``ScreenRequest``.
    @available(*, unavailable, message: "Pass the screen as a request: route(to: .screen(screen, model: model))")
    public func route<Model: Encodable>(
        to screen: Screen<Model>,
        model: Model,
        network: NetworkFixture? = nil,
        variant: ScreenVariant? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {}

    /// Removed: a route takes one ``ScreenRequest``.
    @available(*, unavailable, message: "Pass the screen as a request: route(to: .screen(screen))")
    public func route<Model>(
        to screen: Screen<Model>,
        network: NetworkFixture? = nil,
        variant: ScreenVariant? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {}

    /// Removed: a route takes one ``ScreenRequest``.
    @available(*, unavailable, message: "Pass the screen as a request: route(to: .screen(screen))")
    public func route(
        to screen: ScreenID,
        network: NetworkFixture? = nil,
        variant: ScreenVariant? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {}

    /// Removed: a route takes one ``ScreenRequest``.
    @available(*, unavailable, message: "Pass the sample as a request: route(to: .sample(sample))")
    public func route(
        to sample: ScreenSample,
        variant: ScreenVariant? = nil,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {}

    /// Removed: one element query, by the identifier a provider gives.
    @available(
        *,
        unavailable,
        message: "Ask for the identifier the provider gives: app.element(Provider.elementIdentifier(for: element))"
    )
    public func element<Provider: AccessibilityIdentifierProvider>(
        _ provider: Provider.Type,
        _ element: Provider.Element,
        fileID: String = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> (identifier: String, label: String, value: String?, kind: String)? { nil }
}

extension Application where Self: ProcessApplication {
    /// Removed: a session starts at its first route.
    @available(
        *,
        unavailable,
        message:
            "A session starts at its first route(to:), as a route of an XCUIApplication launches it: remove the call"
    )
    public func startSession() async throws {}

    /// Removed: how a launch ended is its failure's code.
    @available(
        *,
        unavailable,
        message:
            "How a launch ended is its failure's code: app.reportedRoutingFailure()?.code (nil when the screen opened)"
    )
    public var exitStatus: Int32 { 0 }

    /// Removed: how a launch ended is its failure's code.
    @available(
        *,
        unavailable,
        message: "A crash is the code appStopped of app.reportedRoutingFailure(), whose message names the signal"
    )
    public var wasSignalled: Bool { false }

    /// Removed: how a launch ended is its failure's code.
    @available(
        *,
        unavailable,
        message: "A launch past its timeout is the code appTimedOut of app.reportedRoutingFailure()"
    )
    public var didTimeOut: Bool { false }

    /// Removed: a test names the executable when it makes the application.
    @available(
        *,
        unavailable,
        message: "A test names the executable when it makes the application: ProcessApplication(executableURL:)"
    )
    public var executableURL: URL { URL(fileURLWithPath: "/") }

    /// Removed: a device's launch limits are a switch.
    @available(*, unavailable, message: "A device's launch limits are a switch: app.usesDeviceLaunchLimits = true")
    public var launchLimits: RemovedLaunchLimits {
        get { RemovedLaunchLimits() }
        nonmutating set {}
    }
}
#endif
