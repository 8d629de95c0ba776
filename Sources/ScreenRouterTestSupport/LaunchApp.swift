import Foundation
import ScreenRouter

/// Launches an application straight into a screen with a fixture model, and fails the test if the app
/// could not route there.
///
/// Test support encodes the model with the screen's codec, carries it inline or in a file as the
/// application's ``LaunchableApplication/launchLimits`` allow, applies the options, launches, and then asks
/// the app whether routing failed. Any failure (a model that cannot be encoded or carried, an app that
/// cannot be started, the app's own routing error, a crash) is recorded at the caller's line with the app's
/// own words.
///
/// ```swift
/// @Test func showsUserName() async throws {
///     let app = try ProcessApplication.product(named: "Demo")
///     await launchApp(app, screen: .userDetail, model: .ada)
///     #expect(app.standardOutput.contains("[userName] Ada Lovelace"))
/// }
/// ```
///
/// A screen that loads its own data gets a ``/ScreenRouter/NetworkFixture`` too, which answers its `URLSession`
/// requests in the app: `await launchApp(app, screen: .profile, model: 3, network: [...])`. A request the fixture
/// does not answer fails the test at this line, naming the request; an entry no request used is listed in the
/// test's output.
///
/// The call waits for the launch without holding the main actor, so tests run in parallel launch their
/// apps side by side. In an `XCTestCase` on Apple platforms, `launchApp(screen:model:)` launches the app
/// under test synchronously.
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
public func launchApp<Application: LaunchableApplication, Model: Encodable>(
    _ application: Application,
    screen: Screen<Model>,
    model: Model,
    network: NetworkFixture? = nil,
    options: [any LaunchOption] = [],
    variant: ScreenVariant? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async -> Application {
    let launch = ScreenLaunch(application, at: CallerLocation(fileID, filePath, line, column))
    guard
        let prepared = launch.prepare(
            options: options,
            screen: screen,
            model: model,
            network: network,
            variant: variant
        )
    else { return application }
    await launch.run(prepared)
    return application
}

/// Launches an application straight into a screen without passing a model: a screen that takes none, or
/// a typed screen the app registered with a default model.
///
/// ```swift
/// await launchApp(app, screen: .settings)                    // a ScreenID: the screen takes no model
/// await launchApp(app, screen: .users)                       // a Screen<[User]> registered with `default:`
/// await launchApp(app, screen: .users, network: fixture)     // ...that loads its users over the network
/// ```
///
/// A typed screen registered without a default fails to route, and the test fails with the app's message
/// asking for a model. A network fixture's `.json` bodies are encoded with the screen's codec.
///
/// - Parameters:
///   - application: The application to launch.
///   - screen: The screen to launch into.
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
public func launchApp<Application: LaunchableApplication, Model>(
    _ application: Application,
    screen: Screen<Model>,
    network: NetworkFixture? = nil,
    options: [any LaunchOption] = [],
    variant: ScreenVariant? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async -> Application {
    let launch = ScreenLaunch(application, at: CallerLocation(fileID, filePath, line, column))
    let request = LaunchRequest(screen: screen.id).in(variant)
    guard let prepared = launch.prepare(options: options, request: request, network: network, codec: screen.codec)
    else { return application }
    await launch.run(prepared)
    return application
}

/// Launches an application straight into a screen that takes no model, and fails the test if the app
/// could not route there.
///
/// ```swift
/// await launchApp(try ProcessApplication.product(named: "Demo"), screen: .settings)
/// ```
///
/// - Parameters:
///   - application: The application to launch.
///   - screen: The screen to launch into.
///   - network: The requests the screen may make and their answers, or `nil` to leave its requests alone; its
///     `.json` bodies are encoded with ``/ScreenRouter/ModelCodec/default``.
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
public func launchApp<Application: LaunchableApplication>(
    _ application: Application,
    screen: ScreenID,
    network: NetworkFixture? = nil,
    options: [any LaunchOption] = [],
    variant: ScreenVariant? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) async -> Application {
    let launch = ScreenLaunch(application, at: CallerLocation(fileID, filePath, line, column))
    let request = LaunchRequest(screen: screen).in(variant)
    guard let prepared = launch.prepare(options: options, request: request, network: network) else {
        return application
    }
    await launch.run(prepared)
    return application
}

/// The steps of one launch into a screen.
///
/// The asynchronous launch and the synchronous one of `XCTestCase` share them: prepare the arguments, launch, read back
/// the outcome. Every failure is recorded at the caller's location.
@MainActor
struct ScreenLaunch<Application: LaunchableApplication> {
    let application: Application
    let location: CallerLocation

    /// A launch ready to run: its request, and the network fixture it carries, checked.
    struct Prepared {
        let request: LaunchRequest
        let network: CheckedNetwork?
    }

    init(_ application: Application, at location: CallerLocation) {
        self.application = application
        self.location = location
    }

    /// Prepares a launch with a model: chooses how the model and the fixture travel, then appends the request.
    func prepare<Model: Encodable>(
        options: [any LaunchOption],
        screen: Screen<Model>,
        model: Model,
        network: NetworkFixture? = nil,
        variant: ScreenVariant?
    ) -> Prepared? {
        clearPreviousRequest()
        TestLauncher(options: options).configure(application, at: location)
        let otherSize = LaunchLimits.size(
            arguments: application.launchArguments,
            environment: application.launchEnvironment
        )
        do {
            let checked = try network.map { try CheckedNetwork($0, codec: screen.codec, screen: screen.id) }
            let (request, files) = try ModelTransport.request(
                for: screen,
                model: model,
                network: checked,
                variant: variant,
                limits: application.launchLimits,
                otherArgumentsSize: otherSize
            )
            ModelFiles.replace(for: application, with: files)
            return append(request, checkOnly: false).map { Prepared(request: $0, network: checked) }
        } catch {
            TestFailure.record(error, at: location)
            return nil
        }
    }

    /// Prepares a launch: the previous request's arguments are removed, the options applied and the
    /// request's arguments appended, with the network fixture's (and `--check-model` when `checkOnly`), after
    /// checking that the launch fits the application's limits.
    func prepare(
        options: [any LaunchOption],
        request: LaunchRequest,
        network: NetworkFixture? = nil,
        codec: ModelCodec = .default,
        checkOnly: Bool = false
    ) -> Prepared? {
        clearPreviousRequest()
        TestLauncher(options: options).configure(application, at: location)
        do {
            let checked = try network.map { try CheckedNetwork($0, codec: codec, screen: request.screen) }
            let otherSize = LaunchLimits.size(
                arguments: application.launchArguments,
                environment: application.launchEnvironment
            )
            let (withNetwork, file) = try ModelTransport.adding(
                checked,
                to: request,
                limits: application.launchLimits,
                otherArgumentsSize: otherSize
            )
            ModelFiles.replace(for: application, with: file.map { [$0] } ?? [])
            return append(withNetwork, checkOnly: checkOnly).map { Prepared(request: $0, network: checked) }
        } catch {
            TestFailure.record(error, at: location)
            return nil
        }
    }

    /// Launches asynchronously, then reports the outcome.
    ///
    /// - Returns: `true` when the app shows the screen and its fixture answered every request.
    @discardableResult
    func run(_ prepared: Prepared) async -> Bool {
        do {
            try await application.launch()
        } catch {
            TestFailure.record(ScreenRouterError.notLaunched(screen: prepared.request.screen, error), at: location)
            return false
        }
        return reportOutcome(of: prepared)
    }

    /// Records the app's own routing failure, if it reported one, and each request its network fixture did not
    /// answer.
    ///
    /// - Returns: `true` when the app shows the screen and its fixture answered every request.
    @discardableResult
    func reportOutcome(of prepared: Prepared) -> Bool {
        let request = prepared.request
        guard let failure = application.reportedRoutingFailure() else {
            return NetworkReport.check(application, screen: request.screen, network: prepared.network, at: location)
        }
        TestFailure.record(ScreenRouterError.notOpened(request, failure), at: location)
        return false
    }

    /// Removes the protocol's arguments a previous launch left, so a reused application carries one request.
    func clearPreviousRequest() {
        application.launchArguments = LaunchIntent.normalStart.arguments(
            replacingRequestIn: application.launchArguments
        )
    }

    private func append(_ request: LaunchRequest, checkOnly: Bool) -> LaunchRequest? {
        application.launchArguments += LaunchIntent.open(request, checkOnly: checkOnly).arguments
        let limits = application.launchLimits
        let size = LaunchLimits.size(arguments: application.launchArguments, environment: application.launchEnvironment)
        guard size <= limits.maximumTotalSize else {
            let error = ScreenRouterError.launchTooLarge(
                screen: request.screen,
                bytes: size,
                limit: limits.maximumTotalSize,
                limits: limits.name,
                fix: "Pass fewer or shorter launch options or environment variables."
            )
            TestFailure.record(error, at: location)
            return nil
        }
        return request
    }
}

extension LaunchRequest {
    /// The request with a variant: `nil` for the device's way.
    func `in`(_ variant: ScreenVariant?) -> LaunchRequest {
        var request = self
        request.variant = variant ?? ScreenVariant()
        return request
    }
}
