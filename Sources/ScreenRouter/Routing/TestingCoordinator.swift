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
/// A running app can be routed again, to a fresh screen in the same host, by a route URL
/// (a window's `handle(_:in:)`) or, in a command-line host, by a session of route URLs on standard input, which
/// ``start(in:scheme:arguments:)`` runs; see <doc:SessionsOneLaunchManyScreens>.
///
/// ### Release builds
/// In builds without the `DEBUG` condition, ``start(in:scheme:arguments:)`` ignores the process arguments, its
/// sessions included, and a window's `handle(_:in:)` ignores route URLs, so neither can reroute a shipped app,
/// unless the app opts in with ``allowRoutingInReleaseBuilds()``.
@MainActor
public final class TestingCoordinator<Root> {
    /// What builds a screen's root from a request.
    ///
    /// A closure, not an `any ScreenFactory<Root>`: an
    /// existential of a protocol with a primary associated type needs the Swift 5.7 runtime (iOS 16,
    /// macOS 13) when it is a generic argument, and the package supports earlier systems.
    typealias Build = @MainActor (LaunchRequest) throws -> Root

    /// One registered screen: what builds it, and what the catalogue knows of it (its model type and samples).
    struct Registration {
        let build: Build
        let listing: ScreenListing
    }

    /// The registered screens: the one store that routing, the catalogue and the gallery read.
    private var registrations: [ScreenID: Registration] = [:]

    /// What the catalogue knows of a registered screen (TestingCoordinator+Catalogue.swift); a screen
    /// registered with a factory when none is known.
    func listing(of screen: ScreenID) -> ScreenListing {
        registrations[screen]?.listing ?? .factory
    }

    /// A screen's registration, or `nil` for a screen not registered.
    func registration(of screen: ScreenID) -> Registration? {
        registrations[screen]
    }

    /// Problems found while registering, in the order they were found.
    package private(set) var registrationErrors: [ScreenRouterError] = []

    /// Whether ``allowRoutingInReleaseBuilds()`` was called.
    private var isRoutingAllowedInReleaseBuilds = false

    /// What ``embedRoots(_:)`` wraps each routed root in (by default, nothing).
    private var embedding: @MainActor (Root) -> Root = { $0 }

    /// What ``resetBeforeEachRoute(_:)`` registered, in the order it was registered.
    private(set) var resetHandlers: [@MainActor () -> Void] = []

    /// The URL scheme of the app's route URLs, once `start(in:scheme:arguments:)` has been given it, for the
    /// catalogue to name.
    var routeScheme: String?

    /// Whether this coordinator made the app answer from a network fixture, or refuse requests in strict network
    /// mode, so that a route without either stops it (TestingCoordinator+Network.swift).
    var answersFromNetworkFixture = false

    /// Registers the `URLProtocol` that answers requests from network fixtures.
    ///
    /// The `ScreenRouterNetwork` module's `answerRequestsFromNetworkFixtures(strict:)` installs it; without it a
    /// fixture fails its screen. ``start(in:scheme:arguments:)`` calls it before the first screen of a UI-testing
    /// launch, so the protocol is in place before the app's first request.
    package var networkFixtureRegistration: (@Sendable () -> Void)?

    /// Whether a route that does not say (`strictNetwork`) is strict about the network: the app's choice, given to
    /// `answerRequestsFromNetworkFixtures(strict:)`.
    package var isStrictAboutNetwork = false

    /// The number of route requests handled so far, in route URLs or session lines; the launch's own screen is
    /// route 0.
    package internal(set) var routeCount = 0

    /// Writes the routed line of each route the coordinator answered.
    ///
    /// It goes to standard output, after flushing what the host wrote through the C library's buffers (`print`),
    /// so that the line comes after the screen. Tests of the coordinator read it here.
    package var writeRoutedLine: @MainActor (String) -> Void = { line in
        fflush(nil)
        FileHandle.standardOutput.write(Data(line.utf8))
    }

    /// Creates an empty registry.
    public init() {}

    /// The identifiers of the registered screens, in alphabetical order.
    package var screenIdentifiers: [ScreenID] {
        registrations.keys.sorted { $0.rawValue < $1.rawValue }
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

    /// Lets a build without `DEBUG` route launch arguments and route URLs.
    ///
    /// By default a release build ignores `--uitesting` and route URLs, so a shipped app cannot be opened
    /// into an arbitrary screen with arbitrary data. Call this only in a build configuration that never
    /// ships, such as a dedicated UI-testing configuration compiled with optimisation.
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
        guard !screen.rawValue.hasPrefix(LaunchProtocol.reservedPrefix) else {
            record(.reservedIdentifier(screen))
            return
        }
        guard registrations[screen] == nil else {
            record(.duplicateRegistration(screen))
            return
        }
        registrations[screen] = Registration(build: build, listing: listing)
    }

    /// Registers a screen built from a fixture model of a known type, with named sample models a launch can ask
    /// for instead of carrying a model.
    ///
    /// ```swift
    /// coordinator.register(.userDetail) { user in UserDetailViewController(user: user) }
    ///
    /// coordinator.register(.userDetail, samples: ["ada": .ada, "long name": .longName]) { user in
    ///     UserDetailViewController(user: user)
    /// }
    /// ```
    ///
    /// A launch without a model, or with a model of another shape, fails with a message that names the
    /// screen and `Model`.
    ///
    /// A launch with `-sample ada` opens the screen with the sample `ada`; the sample travels the way a test's
    /// model does, encoded and decoded with the screen's codec, so a sample that does not survive the trip
    /// fails as that model would. The samples are listed by `--list-screens`, shown in the gallery and opened
    /// by an every-screen test. A launch may still carry a model of its own instead. A sample whose name is
    /// empty or starts with `-`, or a second sample of the same name, is refused as a registration problem.
    ///
    /// A screen that loads its data gives its samples network fixtures, by sample name, so that they open with
    /// their requests answered (a launch's own `-network` replaces the sample's):
    /// `register(.profile, samples: ["ada": 1], networks: ["ada": [.get(url): .json(User.ada)]]) { ... }`.
    ///
    /// - Parameters:
    ///   - screen: The typed screen.
    ///   - samples: The samples, by name, in the order the catalogue lists them. Defaults to none.
    ///   - networks: The network fixtures of samples, by sample name. Defaults to none.
    ///   - build: Builds the root from the decoded model.
    public func register<Model>(
        _ screen: Screen<Model>,
        samples: KeyValuePairs<String, Model> = [:],
        networks: KeyValuePairs<String, NetworkFixture> = [:],
        build: @escaping @MainActor (Model) throws -> Root
    ) {
        let named = checkedSamples(samples, networks: networks, of: screen.id, hasDefault: false)
        add(screen.id, listing: .typed(screen, samples: named)) { request in
            try build(request.decodeModel(Model.self, using: screen.codec))
        }
    }

    /// Registers a screen whose model is optional: the launch may carry one, or the default is used; with named
    /// sample models, the default being the sample `default`.
    ///
    /// ```swift
    /// coordinator.register(.users, default: UserStore.embedded) { users in UsersViewController(users: users) }
    ///
    /// coordinator.register(.users, default: service.users(), samples: ["empty": [], "many": .many]) { users in
    ///     UsersViewController(users: users)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The typed screen.
    ///   - defaultModel: Makes the model used when the launch carries none, and for the sample `default`.
    ///   - samples: The other samples, by name, in the order the catalogue lists them after `default`. Defaults
    ///     to none.
    ///   - networks: The network fixtures of samples, by sample name (`default` among them). Defaults to none.
    ///   - build: Builds the root from the launch's model, the sample or the default.
    public func register<Model>(
        _ screen: Screen<Model>,
        default defaultModel: @escaping @autoclosure @MainActor () -> Model,
        samples: KeyValuePairs<String, Model> = [:],
        networks: KeyValuePairs<String, NetworkFixture> = [:],
        build: @escaping @MainActor (Model) throws -> Root
    ) {
        let named = checkedSamples(samples, networks: networks, of: screen.id, hasDefault: true)
        add(screen.id, listing: .typed(screen, hasDefault: true, samples: named)) { request in
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
    /// - Throws: ``ScreenRouterError``: the first registration problem, an unknown screen, a model problem, a
    ///   network fixture that cannot be used, or ``ScreenRouterError/Code/screenFactoryFailed`` wrapping the
    ///   factory's own error.
    package func resolve(_ request: LaunchRequest) throws(ScreenRouterError) -> Root {
        let (request, build) = try resolution(of: request)
        try activateNetwork(for: request)
        return try self.build(request, with: build)
    }

    /// Builds a resolved request's root with its registration's build, wrapped as ``embedRoots(_:)`` says.
    func build(_ request: LaunchRequest, with build: Build) throws(ScreenRouterError) -> Root {
        do {
            let root = try build(request)
            return embedding(root)
        } catch let error as ScreenRouterError {
            throw error
        } catch {
            throw ScreenRouterError.screenFactoryFailed(screen: request.screen, error: error)
        }
    }

    /// Installs the requested screen in a host, if the process was launched for UI testing.
    ///
    /// Call it where the app would otherwise start normally; when it returns `true`, skip the normal start.
    /// On failure the host shows the error screen and the message is written to standard error, so the
    /// launching test can fail with the app's own words. A list argument Foundation cannot read, such as a
    /// hand-written `-Features (dark mode)`, fails the launch with `invalidOptionValue` before any screen is built.
    ///
    /// The launch's screen is route 0, the number the host's ``ScreenHost/install(_:as:route:)`` receives: once the
    /// host has installed it (or the error screen, or the gallery), the coordinator writes the line
    /// `ScreenRouter.routed 0` to standard output. Test support passes a launch into a screen only on that signal;
    /// an app that exits without it has not opened a screen. A normal start, `--list-screens` and `--check-model`
    /// write no such line.
    ///
    /// Given the app's URL scheme, it also runs a session, for a launch with `--uitesting --session`: one launch,
    /// many screens, for an app that runs in a terminal. A command-line host has no window to receive URLs, so a
    /// test drives it through standard input: the session reads route URLs, one per line, and shows each one's
    /// screen in the host. After each line it writes the line `ScreenRouter.routed <n>` to standard output, `n`
    /// counting the lines from 1, and flushes it; everything the host wrote for that line comes before it. At the
    /// end of standard input it returns `true`.
    ///
    /// ```swift
    /// let window = TerminalWindow()
    /// #if DEBUG
    /// if coordinator.start(in: window, scheme: "demo") { exit(window.exitStatus) }
    /// #endif
    /// ```
    ///
    /// A line that is not a route URL of the app's scheme, a URL that is cut off, an unknown screen or a model of
    /// the wrong shape gets the error screen, with the `ScreenRouter.error: ` line on standard error, and the session
    /// goes on. Before each line the work registered with ``resetBeforeEachRoute(_:)`` runs. `-vc` and the model
    /// arguments are not read in a session: it starts showing nothing. The catalogue (`--uitesting --list-screens`)
    /// names the scheme, so that `screenrouter mcp <executable>` routes the app without being told it.
    /// `ProcessApplication` in `ScreenRouterTestSupport` starts such a session and routes it from a test.
    ///
    /// - Parameters:
    ///   - host: Where to install the root: a host of the app's own, such as a terminal.
    ///   - scheme: The app's URL scheme, such as `demo`, for a session's route URLs; a route URL of another scheme
    ///     is refused. `nil`, the default, for an app that runs no sessions: a launch for one fails.
    ///   - arguments: The process arguments. Defaults to `CommandLine.arguments`.
    /// - Returns: `true` when the launch was a UI-testing launch and the host now shows the routed screen or
    ///   the error screen, or a session's input has ended; `false` when the app should start normally.
    @discardableResult
    public func start<Host: ScreenHost>(
        in host: Host,
        scheme: String? = nil,
        arguments: [String] = CommandLine.arguments
    ) -> Bool where Host.Root == Root {
        guard isRoutingEnabled else { return false }
        if let scheme { routeScheme = scheme }
        let intent: LaunchMode
        do throws(ScreenRouterError) {
            intent = try LaunchMode.parse(arguments)
        } catch {
            answer(in: host) { () throws(ScreenRouterError) in throw error }
            return true
        }
        if intent == .session || intent.opensScreen {
            // Before the first screen, so that the fixture's protocol comes first for the app's first request.
            networkFixtureRegistration?()
        }
        if let checkOnly = intent.checksOnly,
            let unreadable = UserDefaultsArgumentSyntax.unreadableList(in: arguments)
        {
            let fail = { () throws(ScreenRouterError) in throw unreadable }
            checkOnly ? report(in: host, fail) : answer(in: host, fail)
            return true
        }
        switch intent {
        case .normalStart:
            return false
        case .session:
            guard let scheme else {
                answer(in: host) { () throws(ScreenRouterError) in throw ScreenRouterError.sessionNotRun() }
                return true
            }
            runSession(in: host, scheme: scheme, readLine: { Swift.readLine() })
        case .listScreens(let strayScreen):
            report(in: host) { () throws(ScreenRouterError) in try showCatalogue(in: host, strayScreen: strayScreen) }
        case .open(let request, checkOnly: true):
            report(in: host) { () throws(ScreenRouterError) in try checkOnly(request) }
        case .open(let request, checkOnly: false):
            answer(in: host) { () throws(ScreenRouterError) in try open(request, in: host) }
        case .gallery(let request, let checkOnly):
            let show = { () throws(ScreenRouterError) in
                try self.showGallery(in: host, for: request, checkOnly: checkOnly)
            }
            checkOnly ? report(in: host, show) : answer(in: host, show)
        }
        return true
    }

    // MARK: Routing a running app

    /// Wraps every routed screen before it is installed, for example in a navigation controller.
    ///
    /// Screens that set a title, show bar buttons or push further screens need a navigation controller around
    /// them. Register them bare, and embed every root once:
    ///
    /// ```swift
    /// coordinator.embedRoots { root in UINavigationController(rootViewController: root) }
    /// ```
    ///
    /// The wrapping applies to every start and every route URL; the error screen is never wrapped, so nothing
    /// hides its message. A screen whose factory already returns a navigation controller can be left as it is:
    /// `{ $0 is UINavigationController ? $0 : UINavigationController(rootViewController: $0) }`.
    ///
    /// - Parameter embed: Makes the root to install from the root a screen's factory built.
    public func embedRoots(_ embed: @escaping @MainActor (Root) -> Root) {
        embedding = embed
    }

    /// Registers work that resets the app's own state before each route of a running app.
    ///
    /// A launch starts from a fresh process; a route URL does not. Whatever the previous screen left behind
    /// (a signed-in user, a cache, a database, defaults) is still there, so clear it here and each screen
    /// starts as it would after a launch:
    ///
    /// ```swift
    /// coordinator.resetBeforeEachRoute {
    ///     Session.shared.signOut()
    ///     ImageCache.shared.removeAll()
    /// }
    /// ```
    ///
    /// The work runs on the main actor before each route URL or session line is turned into a screen, in the
    /// order it was registered, whether the route then succeeds or fails. It does not run before the launch's
    /// own screen.
    ///
    /// - Parameter reset: Resets the app's state.
    public func resetBeforeEachRoute(_ reset: @escaping @MainActor () -> Void) {
        resetHandlers.append(reset)
    }
}

/// Writes lines to standard error, where a launching test reads routing failures.
enum StandardError {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
