#if os(Linux)
import ScreenRouter
import ScreenRouterTestSupport

/// One way of asking for a screen, as the matrix opens it through every front end: a route (or launch) or two, the
/// last of which shows `expected`.
enum RequestForm: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A typed model of the test's.
    case typedModel
    /// A sample the app registered.
    case sample
    /// Neither model nor sample, for a screen registered with a default model and no network.
    case theDefault
    /// Neither model nor sample, for a screen registered with a default model and a `default` network fixture.
    case defaultWithFixture
    /// A route with a fixture of the test's after a route of the same screen whose request had no fixture.
    case fixtureAfterNone
    /// The default, with its `default` fixture, after a route of the same screen whose request had no fixture.
    case defaultFixtureAfterNone
    /// A sample in a variant.
    case variant

    var description: String { rawValue }

    /// How many routes or launches the form takes.
    var steps: Int {
        [.fixtureAfterNone, .defaultFixtureAfterNone].contains(self) ? 2 : 1
    }

    static let tea = Recipe(title: "Tea", minutes: 3)
    static let pancakes = ScreenSample(screen: "recipe", sample: "pancakes", model: nil)
    static let dark = ScreenVariant(appearance: .dark)

    /// What the last step shows, as `identifier=label` lines.
    var expected: [String] {
        switch self {
        case .typedModel: ["recipe.title=Tea", "recipe.minutes=3 minutes"]
        case .sample: ["recipe.title=Pancakes", "recipe.minutes=20 minutes"]
        case .theDefault: ["recipes.count=2 recipes", "recipes.first=Pancakes"]
        case .defaultWithFixture, .defaultFixtureAfterNone:
            ["shoppingList.title=List 4", "shoppingList.items=eggs, flour"]
        case .fixtureAfterNone: ["shoppingList.title=List 4", "shoppingList.items=milk"]
        case .variant: ["recipe.title=Pancakes", "recipe.minutes=20 minutes", "variant=appearance=dark"]
        }
    }

    /// What the first of two steps shows: the list loaded from the network, which the request reached.
    static let fromTheNetwork = ["shoppingList.title=List 4", "shoppingList.items=from the network"]

    /// The list the pantry API at `api` keeps, which a route without a fixture loads from it.
    static func list(at api: String) -> ListReference {
        ListReference(id: 4, api: api)
    }

    /// The fixture of `fixtureAfterNone`'s second step.
    static func milk(at api: String) -> NetworkFixture {
        [.get("\(api)/lists/4"): .json(["milk"])]
    }

    /// The requests of the steps, as test support takes them.
    func requests(api: String) -> [ScreenRequest] {
        switch self {
        case .typedModel: [.screen(.recipe, model: Self.tea)]
        case .sample: [.sample(Self.pancakes)]
        case .theDefault: [.screen(.recipes)]
        case .defaultWithFixture: [.screen(.shoppingList)]
        case .fixtureAfterNone:
            [
                .screen(.shoppingList, model: Self.list(at: api)),
                .screen(.shoppingList, model: Self.list(at: api), network: Self.milk(at: api)),
            ]
        case .defaultFixtureAfterNone: [.screen(.shoppingList, model: Self.list(at: api)), .screen(.shoppingList)]
        case .variant: [.sample(Self.pancakes, variant: Self.dark)]
        }
    }

    /// The steps as the command line takes them: the screen, then its options.
    func commandLine(api: String) -> [[String]] {
        let list = ["shoppingList", "--model-json", #"{"api":"\#(api)","id":4}"#]
        let milk = #"{"version":1,"entries":[{"method":"GET","url":"\#(api)/lists/4","text":"[\"milk\"]"}]}"#
        return switch self {
        case .typedModel: [["recipe", "--model-json", #"{"minutes":3,"title":"Tea"}"#]]
        case .sample: [["recipe", "--sample", "pancakes"]]
        case .theDefault: [["recipes"]]
        case .defaultWithFixture: [["shoppingList"]]
        case .fixtureAfterNone: [list, list + ["--network-json", milk]]
        case .defaultFixtureAfterNone: [list, ["shoppingList"]]
        case .variant: [["recipe", "--sample", "pancakes", "--appearance", "dark"]]
        }
    }

    /// The steps as `open_screen`'s arguments, JSON objects; the route without a fixture lets its request through,
    /// as an agent's routes are strict unless it says otherwise.
    func openScreenArguments(api: String) -> [String] {
        let list = #""screen":"shoppingList","model":{"api":"\#(api)","id":4}"#
        let milk = #"{"version":1,"entries":[{"method":"GET","url":"\#(api)/lists/4","text":"[\"milk\"]"}]}"#
        return switch self {
        case .typedModel: [#"{"screen":"recipe","model":{"title":"Tea","minutes":3}}"#]
        case .sample: [#"{"screen":"recipe","sample":"pancakes"}"#]
        case .theDefault: [#"{"screen":"recipes"}"#]
        case .defaultWithFixture: [#"{"screen":"shoppingList"}"#]
        case .fixtureAfterNone: ["{\(list),\(Self.letThrough)}", "{\(list),\"network\":\(milk)}"]
        case .defaultFixtureAfterNone: ["{\(list),\(Self.letThrough)}", #"{"screen":"shoppingList"}"#]
        case .variant: [#"{"screen":"recipe","sample":"pancakes","appearance":"dark"}"#]
        }
    }
}

extension RequestForm {
    /// The argument of `open_screen` that lets a route without a fixture reach the network.
    static let letThrough = #""strictNetwork":"false""#
}

/// What one front end showed for the forms it opened.
struct MatrixRun {
    /// The last step's screen, by form.
    var shown: [RequestForm: [String]] = [:]
    /// The first step's screen, for the forms of two steps.
    var firstShown: [RequestForm: [String]] = [:]
    /// The connections the listener accepted during the last step, for the forms of two steps.
    var escaped: [RequestForm: Int] = [:]

    /// Opens the forms' steps one after the other with `open`, which returns what the step shows.
    @MainActor
    static func opening(
        _ forms: [RequestForm],
        listener: LocalListener,
        _ open: (RequestForm, Int) async throws -> [String]
    ) async throws -> MatrixRun {
        var run = MatrixRun()
        for form in forms {
            for step in 0..<form.steps {
                let before = listener.connections
                let shown = try await open(form, step)
                if step + 1 < form.steps {
                    run.firstShown[form] = shown
                } else {
                    run.shown[form] = shown
                    if form.steps > 1 { run.escaped[form] = listener.connections - before }
                }
            }
        }
        return run
    }
}
#endif
