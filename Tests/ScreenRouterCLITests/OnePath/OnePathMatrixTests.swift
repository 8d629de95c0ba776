#if os(Linux)
import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

/// One request, one path.
///
/// Every front end opens each form of request (a typed model, a sample, the default, the
/// default with its `default` fixture, a fixture after a route without one, a variant) on the RecipesProbe app,
/// by launch and in one session, and shows the same screen: the form's expected element frame, route numbers left
/// out. The app's pantry API is a listener on 127.0.0.1, so a request that escapes its fixture is counted and
/// shows `from the network`.
@Suite("One request, every front end")
@MainActor
struct OnePathMatrixTests {
    /// The forms a front end that takes a model, a sample, a network fixture and a variant opens.
    static let allForms = RequestForm.allCases

    /// The forms of the page objects, which open a screen with a model, a sample or neither, and no variant or
    /// fixture of the test's.
    static let pageForms: [RequestForm] = [
        .typedModel, .sample, .theDefault, .defaultWithFixture, .defaultFixtureAfterNone,
    ]

    /// Checks what a front end showed against each form's expected screen.
    func expectMatrix(
        _ run: MatrixRun,
        _ frontEnd: String,
        forms: [RequestForm],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for form in forms {
            #expect(run.shown[form] == form.expected, "\(frontEnd), \(form)", sourceLocation: sourceLocation)
            guard form.steps > 1 else { continue }
            #expect(
                run.firstShown[form] == RequestForm.fromTheNetwork,
                "\(frontEnd), \(form): the first route's request, without a fixture, goes out",
                sourceLocation: sourceLocation
            )
            #expect(
                run.escaped[form] == 0,
                "\(frontEnd), \(form): the route with a fixture reached the network",
                sourceLocation: sourceLocation
            )
        }
    }

    /// The app's environment: its pantry API is the listener.
    static func environment(_ listener: LocalListener) -> [String: String] {
        ["RECIPES_API": listener.url, "no_proxy": "127.0.0.1", "NO_PROXY": "127.0.0.1"]
    }

    static func recipes(_ listener: LocalListener, routes: Bool) throws -> ProcessApplication {
        let app = try ProcessApplication.product(named: "RecipesProbe")
        app.timeout = 60
        app.launchEnvironment = environment(listener)
        app.routeScheme = routes ? "recipes" : nil
        return app
    }

    // MARK: Test support

    @Test func launchApp() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: false)
        let run = try await MatrixRun.opening(Self.allForms, listener: listener) { form, step in
            await ScreenRouterTestSupport.launchApp(app, form.requests(api: listener.url)[step])
            return app.shown
        }
        expectMatrix(run, "launchApp", forms: Self.allForms)
    }

    @Test func routeInOneSession() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: true)
        let run = try await MatrixRun.opening(Self.allForms, listener: listener) { form, step in
            await app.route(to: form.requests(api: listener.url)[step])
            return app.shown
        }
        let session = app.sessionProcessIdentifier
        await app.stopSession()
        #expect(session != nil)
        expectMatrix(run, "route(to:)", forms: Self.allForms)
    }

    /// Opens a form's step with the page objects' three `givenPage` forms.
    static func givenPage(_ form: RequestForm, step: Int, app: ProcessApplication, api: String) async -> [String] {
        switch (form, step) {
        case (.typedModel, _): await RecipePage(app: app).givenPage(model: RequestForm.tea)
        case (.sample, _): await RecipePage(app: app).givenPage(sample: "pancakes")
        case (.theDefault, _): await RecipesPage(app: app).givenPage()
        case (.defaultFixtureAfterNone, 0): await ShoppingListPage(app: app).givenPage(model: RequestForm.list(at: api))
        default: await ShoppingListPage(app: app).givenPage()
        }
        return app.shown
    }

    @Test func givenPageByLaunch() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: false)
        let run = try await MatrixRun.opening(Self.pageForms, listener: listener) { form, step in
            let shown = await Self.givenPage(form, step: step, app: app, api: listener.url)
            #expect(app.sessionProcessIdentifier == nil, "an app without a route scheme is launched")
            return shown
        }
        expectMatrix(run, "givenPage, launched", forms: Self.pageForms)
    }

    @Test func givenPageInOneSession() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: true)
        var sessions: Set<pid_t?> = []
        let run = try await MatrixRun.opening(Self.pageForms, listener: listener) { form, step in
            let shown = await Self.givenPage(form, step: step, app: app, api: listener.url)
            sessions.insert(app.sessionProcessIdentifier)
            return shown
        }
        await app.stopSession()
        #expect(sessions.count == 1 && !sessions.contains(nil), "every page routes one session: \(sessions)")
        expectMatrix(run, "givenPage, in a session", forms: Self.pageForms)
    }

    /// Three page objects share one session, and check their elements by their providers' identifiers.
    @Test func threePageObjectsShareOneSession() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: true)
        await RecipesPage(app: app).givenPage().thenIShouldSee(element: .first, text: "Pancakes")
        let first = app.sessionProcessIdentifier
        await RecipePage(app: app).givenPage(sample: "soup").thenIShouldSee(element: .minutes, text: "45 minutes")
        await ShoppingListPage(app: app).givenPage().thenIShouldSee(element: .items, text: "eggs, flour")
        #expect(first != nil, "the first page starts the session")
        #expect(app.sessionProcessIdentifier == first, "the three pages share it")
        await app.stopSession()
        #expect(listener.connections == 0)
    }

    /// The every-screen cells of the forms, by cell name (screen, sample, variant).
    static let everyScreenCells: [(form: RequestForm, cell: String)] = [
        (.sample, "recipe.pancakes.default"), (.theDefault, "recipes.default.default"),
        (.defaultWithFixture, "shoppingList.default.default"), (.variant, "recipe.pancakes.dark"),
    ]

    /// Checks the every-screen cells against the forms they open: `shoppingList.default` opens after `pantry`, whose
    /// request had no fixture and went out (`runs` times: once per run of the cells).
    func expectEveryScreen(
        _ shown: [String: [String]],
        _ frontEnd: String,
        listener: LocalListener,
        runs: Int = 2,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (form, cell) in Self.everyScreenCells where runs > 1 || form != .variant {
            #expect(shown[cell] == form.expected, "\(frontEnd), \(form) (\(cell))", sourceLocation: sourceLocation)
        }
        #expect(
            shown["pantry.default.default"] == ["pantry.status=from the network"],
            "\(frontEnd): the pantry's request, without a fixture, goes out",
            sourceLocation: sourceLocation
        )
        #expect(
            listener.connections == runs,
            "\(frontEnd): only the pantry's requests reach the network",
            sourceLocation: sourceLocation
        )
    }

    /// Opens every cell, then every cell in the dark: the screens, by cell name.
    static func everyScreen(_ app: ProcessApplication) async -> [String: [String]] {
        var shown: [String: [String]] = [:]
        for variants in [[], [RequestForm.dark]] {
            await launchEveryScreen(app, variants: variants) { cell, app in shown["\(cell)"] = app.shown }
        }
        return shown
    }

    @Test func launchEveryScreenByLaunch() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: false)
        expectEveryScreen(await Self.everyScreen(app), "launchEveryScreen, launched", listener: listener)
    }

    @Test func launchEveryScreenInOneSession() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: true)
        expectEveryScreen(await Self.everyScreen(app), "launchEveryScreen, in a session", listener: listener)
    }

    // MARK: The command line

    @Test func commandLineOpen() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: false).executableURL
        let run = try await MatrixRun.opening(Self.allForms, listener: listener) { form, step in
            try await CommandLineFrontEnd.open(
                form.commandLine(api: listener.url)[step],
                app: app,
                environment: Self.environment(listener)
            )
        }
        expectMatrix(run, "screenrouter open", forms: Self.allForms)
    }

    @Test func commandLineArguments() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: false)
        let run = try await MatrixRun.opening(Self.allForms, listener: listener) { form, step in
            try await CommandLineFrontEnd.arguments(form.commandLine(api: listener.url)[step], app: app)
        }
        expectMatrix(run, "screenrouter arguments", forms: Self.allForms)
    }

    @Test func commandLineURLInOneSession() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: false).executableURL
        let session = try await RouteURLSession(app: app, environment: Self.environment(listener))
        let run = try await MatrixRun.opening(Self.allForms, listener: listener) { form, step in
            let url = try await CommandLineFrontEnd.url(form.commandLine(api: listener.url)[step], scheme: "recipes")
            return try await session.open(url)
        }
        #expect(await session.stop() == 0)
        expectMatrix(run, "screenrouter url", forms: Self.allForms)
    }

    @Test func commandLineSnapshots() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: false).executableURL
        let shown = try await CommandLineFrontEnd.snapshots(app: app, environment: Self.environment(listener))
        expectEveryScreen(shown, "screenrouter snapshots", listener: listener, runs: 1)
    }

    // MARK: MCP

    @Test func mcpOpenScreenInOneSession() async throws {
        let listener = try LocalListener()
        defer { listener.stop() }
        let app = try Self.recipes(listener, routes: false).executableURL
        let client = try await MCPClient.start(path: app.path, scheme: nil, environment: Self.environment(listener))
        let run = try await MatrixRun.opening(Self.allForms, listener: listener) { form, step in
            let result = try await client.call("open_screen", form.openScreenArguments(api: listener.url)[step])
            guard result["isError"] as? Bool != true else { return ["error: \(resultText(result))"] }
            let elements = (result["structuredContent"] as? [String: Any])?["elements"] as? [[String: Any]]
            return shownLines(elements?.map { ($0["identifier"] as? String ?? "", $0["label"] as? String ?? "") })
        }
        #expect(await client.close().status == 0)
        expectMatrix(run, "MCP open_screen", forms: Self.allForms)
    }
}
#endif
