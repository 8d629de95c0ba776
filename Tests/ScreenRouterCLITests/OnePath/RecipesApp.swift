import ScreenRouter
import ScreenRouterTestSupport

// The test side of the RecipesProbe app: its models and screens, as an app and its UI tests share them, its typed
// identifiers and its page objects.

struct Recipe: Codable, Equatable, Sendable {
    var title: String
    var minutes: Int
}

/// Where a shopping list is kept: its number, and the address of the pantry API that keeps it.
struct ListReference: Codable, Equatable, Sendable {
    var id: Int
    var api: String
}

extension Screen where Model == [Recipe] {
    static let recipes = Screen("recipes")
}

extension Screen where Model == Recipe {
    static let recipe = Screen("recipe")
}

extension Screen where Model == ListReference {
    static let shoppingList = Screen("shoppingList")
}

final class RecipesAIP: AIP {
    static let mainIdentifier = "recipes"
    enum Element: String { case count, first }
}

final class RecipeAIP: AIP {
    static let mainIdentifier = "recipe"
    enum Element: String { case title, minutes }
}

final class ShoppingListAIP: AIP {
    static let mainIdentifier = "shoppingList"
    enum Element: String { case title, items }
}

@MainActor
final class RecipesPage: ProcessPageObject {
    typealias Provider = RecipesAIP
    static let screen = Screen<[Recipe]>.recipes
    let app: ProcessApplication
    init(app: ProcessApplication) { self.app = app }
}

@MainActor
final class RecipePage: ProcessPageObject {
    typealias Provider = RecipeAIP
    static let screen = Screen<Recipe>.recipe
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

extension ProcessApplication {
    /// The screen the last launch or route left, as `identifier=label` lines (route numbers left out).
    var shown: [String] {
        shownLines(((try? lastElementFrame()) ?? nil)?.elements.map { ($0.identifier, $0.label) })
    }
}

/// Elements as `identifier=label` lines, or `["no element frame"]` for none.
func shownLines(_ elements: [(String, String)]?) -> [String] {
    guard let elements else { return ["no element frame"] }
    return elements.map { "\($0.0)=\($0.1)" }
}
