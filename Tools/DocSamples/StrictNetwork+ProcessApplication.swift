// swift-format-ignore-file
// The samples of strict network mode, of a screen's default opened with its `default` fixture and of page objects
// that share a session: CHANGELOG.md's "after" samples and the calls the Network Fixtures and Troubleshooting
// articles write inside a sentence, as they appear there, with what they need around them to compile.
// scripts/build-docs.sh type-checks this file against the package for macOS (the triple below): ProcessApplication
// exists on macOS and Linux, not on iOS.
// triple: macos
import ScreenRouter
import ScreenRouterNetwork
import ScreenRouterTestSupport

struct Recipe: Codable, Sendable {
    let title: String
}

struct ListReference: Codable, Sendable {
    let id: Int
}

extension Screen where Model == [Recipe] {
    static let recipes = Screen("recipes")
}

extension Screen where Model == ListReference {
    static let shoppingList = Screen("shoppingList")
}

final class RecipesAIP: AIP {
    static let mainIdentifier = "recipes"
    enum Element: String { case first }
}

final class ShoppingListAIP: AIP {
    static let mainIdentifier = "shoppingList"
    enum Element: String { case items }
}

@MainActor
final class RecipesPage: ProcessPageObject {
    typealias Provider = RecipesAIP
    static let screen = Screen<[Recipe]>.recipes
    let app: ProcessApplication
    init(app: ProcessApplication) { self.app = app }
}

@MainActor
final class ShoppingListPage: ProcessPageObject {
    typealias Provider = ShoppingListAIP
    static let screen = Screen<ListReference>.shoppingList
    let app: ProcessApplication
    init(app: ProcessApplication) { self.app = app }
}

/// The app's choice.
@MainActor
func answersStrictly(coordinator: TestingCoordinator<String>) {
    coordinator.answerRequestsFromNetworkFixtures(strict: true)
}

/// A test's choice for one route, and the default with its `default` fixture.
@MainActor
func routesStrictly(app: ProcessApplication, list: ListReference) async {
    await app.route(to: .screen(.shoppingList, model: list).parameter("strictNetwork", "true"))
    await launchApp(app, .screen(.shoppingList))
}

/// Page objects that share one session.
@MainActor
func pagesShareOneSession(app: ProcessApplication) async {
    app.routeScheme = "recipes"
    await RecipesPage(app: app).givenPage()          // route 1: the first page starts the session
    await ShoppingListPage(app: app).givenPage()     // route 2 of the same session
}
