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
    /// The codec models are decoded with.
    public let codec: ModelCodec

    /// Each screen's factory, type-erased to its `makeRoot(for:codec:)`.
    ///
    /// A closure rather than an `any ScreenFactory<Root>`: a parameterized existential as a generic argument
    /// needs the Swift 5.7 runtime (iOS 16, macOS 13, tvOS 16, watchOS 9), and the package supports older systems.
    private var factories: [ScreenID: @MainActor (LaunchRequest, ModelCodec) throws -> Root] = [:]

    /// Problems found while registering, in the order they were found.
    public private(set) var registrationErrors: [ScreenRouterError] = []

    /// Whether ``allowRoutingInReleaseBuilds()`` was called.
    public private(set) var isRoutingAllowedInReleaseBuilds = false

    /// Creates an empty registry.
    ///
    /// - Parameter codec: The codec to decode models with; give the app's and the tests' launches the same
    ///   one. Defaults to ``ModelCodec/default``.
    public init(codec: ModelCodec = .default) {
        self.codec = codec
    }

    /// The identifiers of the registered screens, sorted.
    public var registeredScreens: [ScreenID] {
        factories.keys.sorted()
    }

    /// Whether this build routes launch arguments: always in `DEBUG` builds, otherwise only after
    /// ``allowRoutingInReleaseBuilds()``.
    public var isRoutingEnabled: Bool {
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
        store(screen) { request, codec in try factory.makeRoot(for: request, codec: codec) }
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
        store(screen.id) { request, codec in
            try build(request.decodeModel(Model.self, using: codec))
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
        store(screen.id) { request, codec in
            try build(request.decodeModelIfPresent(Model.self, using: codec) ?? defaultModel())
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
        store(screen) { request, _ in
            try request.expectNoModel()
            return try build()
        }
    }

    /// Stores a screen's factory, or records why it cannot: every form of `register` ends here.
    private func store(_ screen: ScreenID, factory: @escaping @MainActor (LaunchRequest, ModelCodec) throws -> Root) {
        guard !screen.rawValue.isEmpty else {
            record(.emptyIdentifier(context: "passed to `register`"))
            return
        }
        guard factories[screen] == nil else {
            record(.duplicateRegistration(screen))
            return
        }
        factories[screen] = factory
    }

    private func record(_ error: ScreenRouterError) {
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
    public func resolve(_ request: LaunchRequest) throws -> Root {
        if let problem = registrationErrors.first { throw problem }
        guard let factory = factories[request.screen] else {
            throw ScreenRouterError.unknownScreen(request.screen, registered: registeredScreens)
        }
        do {
            return try factory(request, codec)
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
    public func route(arguments: [String] = CommandLine.arguments) -> RoutingOutcome<Root> {
        guard isRoutingEnabled else { return .notRequested }
        do {
            guard let request = try LaunchRequest.parse(arguments) else { return .notRequested }
            return .routed(try resolve(request), request)
        } catch let error as ScreenRouterError {
            return .failed(error)
        } catch {
            return .failed(ScreenRouterError(code: .screenFactoryFailed, message: "\(error)"))
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

/// Writes lines to standard error, where a launching test reads routing failures.
enum StandardError {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
