import Foundation
import ScreenRouter

/// The launch of `launchApp(_:_:options:)`, for any application the package can launch (the benchmarks launch one
/// that records its arguments).
@MainActor
package func launchAnyApplication(
    _ application: some LaunchableApplication,
    _ request: ScreenRequest,
    options: [any LaunchOption] = [],
    at location: CallerLocation
) async {
    let launch = ScreenLaunch(application, at: location)
    guard let prepared = launch.prepare(options: options, request) else { return }
    await launch.run(prepared)
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

    /// Prepares a launch into a screen: chooses how its model and network fixture travel, then appends the request;
    /// or records why it cannot (a sample of a screen that needs a model and has none, a model that cannot be encoded).
    func prepare(options: [any LaunchOption], _ screen: ScreenRequest) -> Prepared? {
        guard let base = screen.base(at: location) else { return nil }
        let json: Data?
        do {
            json = try screen.model?.get()
        } catch {
            TestFailure.record(error, at: location)
            return nil
        }
        return prepare(options: options, request: base, model: json, network: screen.network, codec: screen.codec)
    }

    /// Prepares a launch: the previous request's arguments are removed, the options applied and the
    /// request's arguments appended, with the model's and the network fixture's (and `--check-model` when `checkOnly`), after
    /// checking that the launch fits the application's limits.
    func prepare(
        options: [any LaunchOption],
        request: LaunchRequest,
        model json: Data? = nil,
        network: NetworkFixture? = nil,
        codec: ModelCodec = ModelCodec(),
        checkOnly: Bool = false
    ) -> Prepared? {
        clearPreviousRequest()
        TestLauncher(options: options).configure(application, at: location)
        do {
            let checked = try network.map { try CheckedNetwork($0, codec: codec, screen: request.screen) }
            let limits = application.launchLimits
            let (placed, files) = try PayloadTransport.place(
                request,
                model: json,
                network: checked,
                carrier: .launch(
                    limits,
                    besides: application.launchArguments,
                    environment: application.launchEnvironment
                ),
                limits: limits
            )
            PayloadFiles.replace(for: application, with: files)
            return append(placed, checkOnly: checkOnly).map { Prepared(request: $0, network: checked) }
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
        let intent = LaunchIntent.reading(request, checkOnly: checkOnly)
        application.launchArguments += intent.arguments
        application.willLaunch(intent)
        let limits = application.launchLimits
        guard
            let overflow = limits.overflow(
                arguments: application.launchArguments,
                environment: application.launchEnvironment
            )
        else { return request }
        let error = ScreenRouterError.launchOverflow(
            overflow,
            screen: request.screen,
            limits: limits.name,
            fix: "Pass fewer or shorter launch options or environment variables."
        )
        TestFailure.record(error, at: location)
        return nil
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
