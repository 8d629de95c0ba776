// A newcomer's recipes app, written as the articles show: a terminal host that writes element frames, four screens
// with samples, a default model and a `default` network fixture, one screen that loads its data with
// `URLSession.shared`, variants, and route URLs of the scheme `recipes`.
//
// Its coordinator registers:
//   recipes       a `[Recipe]`, with a default (two recipes) and the sample `one`; no network
//   recipe        a `Recipe`, with the samples `pancakes` and `soup`
//   shoppingList  a `ListReference`, loaded with `GET <api>/lists/<id>` through `URLSession.shared`: a default
//                 (list 4 of the pantry API) with the `default` fixture (`eggs`, `flour`), and the sample `empty`
//                 (list 5) with a fixture answering `[]`
//   pantry        no model; loads `GET <api>/status` through `URLSession.shared`, with no fixture of its own
//   settings      no model
// The pantry API is `RECIPES_API` (a test's listener on 127.0.0.1), or `https://api.pantry.example`. With
// `RECIPES_STRICT=1` the app is strict about the network: a request no fixture of its route answers fails the route.
// With `RECIPES_EARLY_REQUEST=1` it loads `GET <api>/status` with `URLSession.shared` before it makes its coordinator.
// Each screen is printed as `[identifier] label` lines and written as an element frame; a variant adds the element
// `variant` (`appearance=dark ...`) and the host's `[ScreenRouter.variant]` line. A routing failure is printed as
// `[ScreenRouter.error] <message>`, with exit status 1 at the end of a launch.
import Dispatch
import Foundation
import ScreenRouter
import ScreenRouterNetwork

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct Recipe: Codable, Sendable {
    var title: String
    var minutes: Int
}

/// Where a shopping list is kept: its number, and the address of the pantry API that keeps it.
struct ListReference: Codable, Sendable {
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

/// The pantry API the app talks to.
let api = ProcessInfo.processInfo.environment["RECIPES_API"] ?? "https://api.pantry.example"

/// A screen: its elements, top to bottom.
struct RecipeScreen {
    var elements: [(identifier: String, label: String)]
}

@MainActor
final class RecipesHost: ScreenHost {
    private(set) var exitStatus: Int32 = 0
    private var variant = ""

    func apply(_ variant: ScreenVariant) {
        self.variant = [
            variant.appearance.map { "appearance=\($0.rawValue)" },
            variant.contentSize.map { "contentSize=\($0.rawValue)" },
            variant.layoutDirection.map { "layoutDirection=\($0.rawValue)" },
        ].compactMap { $0 }.joined(separator: " ")
    }

    func install(_ root: RecipeScreen, as screen: ScreenID, route: Int) {
        exitStatus = 0
        var elements = root.elements
        if !variant.isEmpty {
            print("[ScreenRouter.variant] \(variant)")
            elements.append(("variant", variant))
        }
        let lines = elements.map { "[\($0.identifier)] \($0.label)" }
        for line in lines {
            print(line)
        }
        // Each element is a line, from column 0, below the variant's line if there is one.
        let firstRow = variant.isEmpty ? 0 : 1
        writeElements(
            zip(elements, lines).enumerated().map { index, pair in
                (pair.0.identifier, pair.0.label, nil, "text", (column: 0, row: firstRow + index, width: pair.1.count))
            },
            of: screen,
            route: route
        )
    }

    func showRoutingFailure(_ error: ScreenRouterError) {
        print("[\(ScreenRouterError.accessibilityIdentifier)] \(error.message)")
        exitStatus = 1
    }
}

/// Loads JSON with `URLSession.shared` and waits for it.
///
/// A terminal app has nothing else to show meanwhile. The answer comes on the session's queue, never on the main
/// thread this waits on.
func load<Value: Decodable & Sendable>(_ type: Value.Type, from address: String) -> Result<Value, LoadFailure> {
    guard let url = URL(string: address) else { return .failure(LoadFailure(reason: "no URL \(address)")) }
    let box = LoadBox<Value>()
    URLSession.shared.dataTask(with: URLRequest(url: url)) { data, response, error in
        if let error = error as? URLError {
            box.finish(.failure(LoadFailure(reason: "URLError \(error.code.rawValue)")))
        } else if let error {
            box.finish(.failure(LoadFailure(reason: "\(error)")))
        } else if let status = (response as? HTTPURLResponse)?.statusCode, status != 200 {
            box.finish(.failure(LoadFailure(reason: "status \(status)")))
        } else if let data, let value = try? JSONDecoder().decode(Value.self, from: data) {
            box.finish(.success(value))
        } else {
            box.finish(.failure(LoadFailure(reason: "a body that is not JSON")))
        }
    }
    .resume()
    return box.wait()
}

struct LoadFailure: Error {
    var reason: String
}

/// A load's result, handed from the session's queue to the waiting main thread.
///
/// `@unchecked Sendable`: `result` is written once, before `done` is signalled, and read after the wait.
final class LoadBox<Value: Sendable>: @unchecked Sendable {
    private var result: Result<Value, LoadFailure>?
    private let done = DispatchSemaphore(value: 0)

    func finish(_ result: Result<Value, LoadFailure>) {
        self.result = result
        done.signal()
    }

    func wait() -> Result<Value, LoadFailure> {
        done.wait()
        return result ?? .failure(LoadFailure(reason: "no answer"))
    }
}

let pancakes = Recipe(title: "Pancakes", minutes: 20)
let soup = Recipe(title: "Soup", minutes: 45)

if ProcessInfo.processInfo.environment["RECIPES_EARLY_REQUEST"] == "1" {
    _ = load([String].self, from: "\(api)/status")
}

let status = MainActor.assumeIsolated { () -> Int32 in
    let host = RecipesHost()
    let coordinator = TestingCoordinator<RecipeScreen>()
    coordinator.answerRequestsFromNetworkFixtures(strict: ProcessInfo.processInfo.environment["RECIPES_STRICT"] == "1")
    coordinator.register(.recipes, default: [pancakes, soup], samples: ["one": [soup]]) { recipes in
        RecipeScreen(elements: [
            ("recipes.count", "\(recipes.count) recipes"),
            ("recipes.first", recipes.first?.title ?? "none"),
        ])
    }
    coordinator.register(.recipe, samples: ["pancakes": pancakes, "soup": soup]) { recipe in
        RecipeScreen(elements: [("recipe.title", recipe.title), ("recipe.minutes", "\(recipe.minutes) minutes")])
    }
    coordinator.register(
        .shoppingList,
        default: ListReference(id: 4, api: api),
        samples: ["empty": ListReference(id: 5, api: api)],
        networks: [
            "default": [.get("\(api)/lists/4"): .json(["eggs", "flour"])],
            "empty": [.get("\(api)/lists/5"): .json([String]())],
        ]
    ) { list in
        switch load([String].self, from: "\(list.api)/lists/\(list.id)") {
        case .success(let items):
            RecipeScreen(elements: [
                ("shoppingList.title", "List \(list.id)"),
                ("shoppingList.items", items.isEmpty ? "nothing to buy" : items.joined(separator: ", ")),
            ])
        case .failure(let failure):
            RecipeScreen(elements: [
                ("shoppingList.title", "List \(list.id)"),
                ("shoppingList.items", "Could not load: \(failure.reason)"),
            ])
        }
    }
    coordinator.register("pantry") {
        switch load([String].self, from: "\(api)/status") {
        case .success(let lines): RecipeScreen(elements: [("pantry.status", lines.joined(separator: ", "))])
        case .failure(let failure): RecipeScreen(elements: [("pantry.status", "Could not load: \(failure.reason)")])
        }
    }
    coordinator.register("settings") { RecipeScreen(elements: [("settings.title", "Settings")]) }
    guard coordinator.start(in: host, scheme: "recipes") else {
        print("[home] Recipes")
        return 0
    }
    return host.exitStatus
}
exit(status)
