import Foundation
import ScreenRouter

/// The launch of `launchApp(_:_:options:)`, for any application the package can launch (the benchmarks launch one
/// that records its arguments): the request resolved, its launch planned in one call, the app launched, the outcome
/// reported at the caller's line.
@MainActor
package func launchAnyApplication(
    _ application: some LaunchableApplication,
    _ request: ScreenRequest,
    options: [any LaunchOption] = [],
    at location: CallerLocation
) async {
    await application.launch(request, options: options, at: location)
}

extension LaunchableApplication {
    /// Launches the application into a request's screen and reports the outcome at `location`.
    ///
    /// - Returns: `true` when the app shows the screen and its fixture answered every request.
    @discardableResult
    func launch(_ request: ScreenRequest, options: [any LaunchOption], at location: CallerLocation) async -> Bool {
        guard let resolved = request.resolved(at: location),
            let plan = planLaunch(resolved.request, payloads: resolved.payloads, options: options, at: location)
        else { return false }
        do {
            try await launch(plan)
        } catch {
            TestFailure.record(ScreenRouterError.notLaunched(screen: request.screen, error), at: location)
            return false
        }
        return reportOutcome(of: plan, at: location)
    }

    /// Plans a launch and writes its arguments: the previous request's arguments removed, the options applied, then
    /// the request's arguments and payloads placed under the application's limits, measured once; or records why it
    /// cannot be launched and returns `nil`.
    ///
    /// The files the plan writes are kept as long as the arguments name them (see ``LaunchFiles``).
    func planLaunch(
        _ request: LaunchRequest,
        payloads: [LaunchPlan.Payload] = [],
        options: [any LaunchOption],
        checkOnly: Bool = false,
        at location: CallerLocation
    ) -> LaunchPlan? {
        launchArguments = LaunchMode.normalStart.arguments(replacingRequestIn: launchArguments)
        if !options.isEmpty {
            TestLauncher(options: options).configure(self, at: location)
        }
        do throws(ScreenRouterError) {
            let plan = try LaunchPlan(request, payloads: payloads, carrier: launchCarrier, checkOnly: checkOnly)
            launchArguments = plan.arguments
            LaunchFiles.replace(for: self, with: plan.files)
            return plan
        } catch {
            TestFailure.record(error, at: location)
            return nil
        }
    }

    /// Records the app's own routing failure, if it reported one, and each request its network fixture did not
    /// answer.
    ///
    /// - Returns: `true` when the app shows the screen and its fixture answered every request.
    @discardableResult
    func reportOutcome(of plan: LaunchPlan, at location: CallerLocation) -> Bool {
        guard let failure = reportedRoutingFailure() else {
            return reportNetwork(of: plan, at: location)
        }
        TestFailure.record(ScreenRouterError.notOpened(plan.request, failure), at: location)
        return false
    }

    /// Fails the test for each request the screen's network fixture did not answer, and lists in the test's output
    /// each entry of the plan's fixture that answered nothing.
    ///
    /// - Returns: `true` when every request was answered.
    @discardableResult
    func reportNetwork(of plan: LaunchPlan, at location: CallerLocation) -> Bool {
        let unanswered = unansweredRequests
        for error in unanswered {
            TestFailure.record(error, at: location)
        }
        let entries = plan.networkEntries
        if !entries.isEmpty, let answered = answeredEntries {
            let unused = entries.indices.filter { !answered.contains($0) }.map { entries[$0] }
            if !unused.isEmpty {
                let listed = unused.map { "`\($0)`" }.joined(separator: ", ")
                print(
                    "ScreenRouter: the network fixture of screen `\(plan.request.screen)` "
                        + "(\(location.fileID):\(location.line)) has entries no request used: \(listed)."
                )
            }
        }
        return unanswered.isEmpty
    }
}

extension ScreenRequest {
    /// Plans the route of this request for an app whose route URLs use `scheme`: the URL, its payloads inline or in
    /// files; or records why it cannot be sent (no scheme set, a scheme that is no URL scheme, a request that does not
    /// resolve, a payload too large) at `location` and returns `nil`.
    ///
    /// - Parameters:
    ///   - scheme: The app's route scheme, if the test set one.
    ///   - setting: How the test sets the scheme, for the failure's message (`app.routeScheme`).
    ///   - limits: Whether the app can read the test's files, for a payload too large for the URL.
    ///   - location: Where a failure is recorded.
    /// - Returns: The planned route; the caller removes its files once the app has answered.
    func planRoute(
        scheme: String?,
        setting: String,
        limits: LaunchLimits,
        at location: CallerLocation
    ) -> LaunchPlan? {
        guard let scheme else {
            TestFailure.record(ScreenRouterError.noRouteScheme(screen: screen, setting: setting), at: location)
            return nil
        }
        guard let resolved = resolved(at: location) else { return nil }
        do throws(ScreenRouterError) {
            return try LaunchPlan(
                resolved.request,
                payloads: resolved.payloads,
                carrier: .route(scheme: scheme, limits: limits)
            )
        } catch {
            TestFailure.record(error, at: location)
            return nil
        }
    }
}

/// The model and network fixture files a launch plan wrote, kept as long as the launch arguments that name them.
///
/// An application relaunched with the same arguments (`app.terminate(); app.launch()`, or a scene that
/// reconnects) still finds its file. A file is removed when the same application is launched into a screen
/// again, and every file that is left when the test process exits.
@MainActor
enum LaunchFiles {
    private static var files: [ObjectIdentifier: [URL]] = [:]

    /// Records the files an application's arguments now name (its model's and its network fixture's), removing
    /// those they named before.
    static func replace(for application: some LaunchableApplication, with new: [URL]) {
        let key = ObjectIdentifier(application)
        let previous = files[key] ?? []
        guard !previous.isEmpty || !new.isEmpty else { return }
        for file in previous where !new.contains(file) {
            try? FileManager.default.removeItem(at: file)
            Leftovers.shared.remove(file.path)
        }
        files[key] = new
        for file in new {
            Leftovers.shared.add(file.path)
        }
    }
}

/// Paths to remove when the test process exits, safe to read from the exit handler.
///
/// `@unchecked Sendable`: the set is only touched under `lock`.
private final class Leftovers: @unchecked Sendable {
    static let shared: Leftovers = {
        let leftovers = Leftovers()
        atexit { Leftovers.shared.removeAll() }
        return leftovers
    }()

    private let lock = NSLock()
    private var paths: Set<String> = []

    func add(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        paths.insert(path)
    }

    func remove(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        paths.remove(path)
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        for path in paths {
            try? FileManager.default.removeItem(atPath: path)
        }
        paths.removeAll()
    }
}
