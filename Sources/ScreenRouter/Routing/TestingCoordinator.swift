import Foundation

/// The registry of screens an app can be launched into, and the router that installs the requested one.
///
/// A UI-test launch names a screen and carries its fixture model; the coordinator finds the screen's
/// factory, decodes the model and installs the root. It replaces the `switch` over screen names that a
/// hand-written testing coordinator grows into: one registration per screen, checked against the model
/// type at compile time.
///
/// ```swift
/// #if DEBUG
/// let coordinator = TestingCoordinator<UIViewController>()
/// coordinator.register(.userDetail) { user in UserDetailViewController(user: user) }
/// coordinator.register(.users) { users in UsersViewController(users: users) }
/// coordinator.register("settings") { SettingsViewController() }
/// if coordinator.start(in: window) { return true }
/// #endif
/// // ...normal start
/// ```
///
/// Registration problems (the same identifier twice, an empty identifier) are written to standard error
/// when they happen and make every UI-testing launch fail with that message, so they cannot go unnoticed.
///
/// ### Release builds
/// In builds without the `DEBUG` condition, ``start(in:arguments:)`` and ``route(arguments:)`` ignore the
/// process arguments, so launch arguments cannot reroute a shipped app, unless the app opts in with
/// ``allowRoutingInReleaseBuilds()``.
@MainActor
public final class TestingCoordinator<Root> {
    /// What builds a screen's root from a request.
    ///
    /// A closure, not an `any ScreenFactory<Root>`: an
    /// existential of a protocol with a primary associated type needs the Swift 5.7 runtime (iOS 16,
    /// macOS 13) when it is a generic argument, and the package supports earlier systems.
    typealias Build = @MainActor (LaunchRequest) throws -> Root

    private var builders: [ScreenID: Build] = [:]

    /// The model type and samples of each registered screen, for the catalogue (TestingCoordinator+Catalogue.swift).
    var listings: [ScreenID: ScreenListing] = [:]

    /// Problems found while registering, in the order they were found.
    package private(set) var registrationErrors: [ScreenRouterError] = []

    /// Whether ``allowRoutingInReleaseBuilds()`` was called.
    private var isRoutingAllowedInReleaseBuilds = false

    /// Creates an empty registry.
    public init() {}

    /// The identifiers of the registered screens, in alphabetical order.
    public var registeredScreens: [ScreenID] {
        builders.keys.sorted { $0.rawValue < $1.rawValue }
    }

    /// Whether this build routes launch arguments: always in `DEBUG` builds, otherwise only after
    /// ``allowRoutingInReleaseBuilds()``.
    package var isRoutingEnabled: Bool {
        #if DEBUG
        true
        #else
        isRoutingAllowedInReleaseBuilds
        #endif
    }

    /// Lets a build without `DEBUG` route launch arguments.
    ///
    /// By default a release build ignores `--uitesting`, so a shipped app cannot be launched into an
    /// arbitrary screen with arbitrary data. Call this only in a build configuration that never ships, such
    /// as a dedicated UI-testing configuration compiled with optimisation.
    public func allowRoutingInReleaseBuilds() {
        isRoutingAllowedInReleaseBuilds = true
    }

    // MARK: Registration

    /// Registers a factory for a screen: the strategy form of registration.
    ///
    /// - Parameters:
    ///   - screen: The screen's identifier.
    ///   - factory: Builds the screen's root from a launch request.
    public func register(_ screen: ScreenID, factory: some ScreenFactory<Root>) {
        add(screen, listing: .factory) { request in try factory.makeRoot(for: request) }
    }

    func add(_ screen: ScreenID, listing: ScreenListing, build: @escaping Build) {
        guard !screen.rawValue.isEmpty else {
            record(.emptyIdentifier(context: "passed to `register`", code: .invalidRegistration))
            return
        }
        guard !screen.rawValue.hasPrefix(Self.reservedPrefix) else {
            record(.reservedIdentifier(screen))
            return
        }
        guard builders[screen] == nil else {
            record(.duplicateRegistration(screen))
            return
        }
        builders[screen] = build
        listings[screen] = listing
    }

    /// Registers a screen built from a fixture model of a known type.
    ///
    /// ```swift
    /// coordinator.register(.userDetail) { user in UserDetailViewController(user: user) }
    /// ```
    ///
    /// A launch without a model, or with a model of another shape, fails with a message that names the
    /// screen and `Model`.
    ///
    /// - Parameters:
    ///   - screen: The typed screen.
    ///   - build: Builds the root from the decoded model.
    public func register<Model>(_ screen: Screen<Model>, build: @escaping @MainActor (Model) throws -> Root) {
        add(screen.id, listing: .typed(screen)) { request in
            try build(request.decodeModel(Model.self, using: screen.codec))
        }
    }

    /// Registers a screen whose model is optional: the launch may carry one, or the default is used.
    ///
    /// ```swift
    /// coordinator.register(.users, default: UserStore.embedded) { users in UsersViewController(users: users) }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The typed screen.
    ///   - defaultModel: Makes the model used when the launch carries none.
    ///   - build: Builds the root from the launch's model or the default.
    public func register<Model>(
        _ screen: Screen<Model>,
        default defaultModel: @escaping @autoclosure @MainActor () -> Model,
        build: @escaping @MainActor (Model) throws -> Root
    ) {
        add(screen.id, listing: .typed(screen, hasDefault: true)) { request in
            try build(request.decodeModelIfPresent(Model.self, using: screen.codec) ?? defaultModel())
        }
    }

    /// Registers a screen that takes no model.
    ///
    /// ```swift
    /// coordinator.register("settings") { SettingsViewController() }
    /// ```
    ///
    /// A launch that carries a model for it fails, so a test cannot believe it configured the screen.
    ///
    /// - Parameters:
    ///   - screen: The screen's identifier.
    ///   - build: Builds the root.
    public func register(_ screen: ScreenID, build: @escaping @MainActor () throws -> Root) {
        add(screen, listing: .withoutModel) { request in
            try request.expectNoModel()
            return try build()
        }
    }

    func record(_ error: ScreenRouterError) {
        registrationErrors.append(error)
        StandardError.write(error.logLine)
    }

    // MARK: Routing

    /// Builds the root for a launch request.
    ///
    /// - Parameter request: The request.
    /// - Returns: The root the screen's factory built.
    /// - Throws: ``ScreenRouterError``: the first registration problem, an unknown screen, a model problem,
    ///   or ``ScreenRouterError/Code/screenFactoryFailed`` wrapping the factory's own error.
    package func resolve(_ request: LaunchRequest) throws(ScreenRouterError) -> Root {
        if let problem = registrationErrors.first { throw problem }
        guard let build = builders[request.screen] else {
            throw ScreenRouterError.unknownScreen(request.screen, registered: registeredScreens)
        }
        let request = try resolvingSample(of: request)
        do {
            return try build(request)
        } catch let error as ScreenRouterError {
            throw error
        } catch {
            throw ScreenRouterError.screenFactoryFailed(screen: request.screen, error: error)
        }
    }

    /// Routes process arguments to a root without installing it.
    ///
    /// - Parameter arguments: The process arguments. Defaults to `CommandLine.arguments`.
    /// - Returns: ``RoutingOutcome/notRequested`` without `--uitesting` (or when routing is off in this
    ///   build), otherwise the built root or the failure.
    package func route(arguments: [String] = CommandLine.arguments) -> RoutingOutcome<Root> {
        guard isRoutingEnabled else { return .notRequested }
        do throws(ScreenRouterError) {
            guard let request = try LaunchRequest.parse(arguments) else { return .notRequested }
            return .routed(try resolve(request), request)
        } catch {
            return .failed(error)
        }
    }

    /// Installs the requested screen in a host, if the process was launched for UI testing.
    ///
    /// Call it where the app would otherwise start normally; when it returns `true`, skip the normal start.
    /// On failure the host shows the error screen and the message is written to standard error, so the
    /// launching test can fail with the app's own words.
    ///
    /// - Parameters:
    ///   - host: Where to install the root, such as the app's `UIWindow`.
    ///   - arguments: The process arguments. Defaults to `CommandLine.arguments`.
    /// - Returns: `true` when the launch was a UI-testing launch and the host now shows the routed screen or
    ///   the error screen; `false` when the app should start normally.
    @discardableResult
    public func start<Host: ScreenHost>(in host: Host, arguments: [String] = CommandLine.arguments) -> Bool
    where Host.Root == Root {
        if let handled = startCatalogueLaunch(in: host, arguments: arguments) { return handled }
        switch route(arguments: arguments) {
        case .notRequested:
            return false
        case .routed(let root, _):
            host.install(root)
            return true
        case .failed(let error):
            StandardError.write(error.logLine)
            host.showRoutingFailure(error)
            return true
        }
    }
}

/// What routing made of a process's arguments.
package enum RoutingOutcome<Root> {
    /// The arguments do not ask for UI-testing mode (or routing is off in this build): start normally.
    case notRequested
    /// The requested screen was built.
    case routed(Root, LaunchRequest)
    /// UI-testing mode was asked for, but routing failed; the error says why.
    case failed(ScreenRouterError)
}

/// Writes lines to standard error, where a launching test reads routing failures.
enum StandardError {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
