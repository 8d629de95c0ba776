import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import Testing

/// The benchmark's generated app at 50 screens: its catalogue, as an app of many screens lists it, and cells of each
/// kind of screen opened by a launch each and in one session.
// One test at a time: each launches processes, which crowd the two cores CI has beside the timing tests.
@MainActor
@Suite(.serialized)
struct GeneratedAppTests {
    private func makeApp(samples: Int = 3) throws -> ProcessApplication {
        let app = try ProcessApplication.product(named: "GeneratedApp")
        app.timeout = 60
        app.launchEnvironment = ["GENERATED_SCREENS": "50", "GENERATED_SAMPLES": "\(samples)"]
        return app
    }

    /// The bytes of a value as compact JSON writes it, near enough to weigh a model.
    private func size(_ value: JSONValue) -> Int {
        switch value {
        case .null: 4
        case .bool(let value): value ? 4 : 5
        case .number(let text): text.utf8.count
        case .string(let text): text.utf8.count + 2
        case .array(let elements): elements.reduce(1 + max(elements.count, 1)) { $0 + size($1) }
        case .object(let members):
            members.reduce(1 + max(members.count, 1)) { $0 + $1.key.utf8.count + 3 + size($1.value) }
        }
    }

    @Test func theCatalogueListsFiftyScreensOfEachKindWithModelsOfOneToFourKiB() async throws {
        let catalogue = try await makeApp().listScreens()
        let ids = catalogue.screens.map(\.id.rawValue)
        #expect(ids.count == 50 && ids == ids.sorted())
        #expect(catalogue.scheme == "generated")
        #expect(ids.filter { $0.hasPrefix("feed") } == ["feed0010", "feed0020", "feed0030", "feed0040", "feed0050"])
        #expect(ids.filter { $0.hasPrefix("panel") } == ["panel0025"])
        let models = Dictionary(catalogue.screens.map { ($0.id.rawValue, $0.model) }) { first, _ in first }
        #expect(models["article0003"] == "Article" && models["product0001"] == "Product")
        #expect(models["order0002"] == "Order" && models["feed0010"] == "FeedReference")
        #expect(models["panel0025"] == .some(nil))
        let feed = try #require(catalogue.screens.first { $0.id == "feed0010" })
        #expect(feed.samples == ["loaded", "empty", "offline"] && feed.networkSamples == feed.samples)
        // Odd numbers have three samples, even ones a default and two.
        #expect(catalogue.screens.first { $0.id == "product0001" }?.samples == ["short", "standard", "long"])
        #expect(catalogue.screens.first { $0.id == "order0002" }?.samples == ["default", "short", "long"])
        let sizes = catalogue.screens.flatMap { $0.sampleModels.values.map(size) }
        // 24 screens with 3 samples, 20 with a default and 2, 5 feeds with 3: a model for each sample but the defaults.
        #expect(sizes.count == 127)
        #expect(
            sizes.allSatisfy { (1_024...4_096).contains($0) },
            "sizes from \(sizes.min() ?? 0) to \(sizes.max() ?? 0)"
        )
        #expect(catalogue.screenSamples.count == 148)
    }

    @Test func oneSampleAScreenMakesACasePerScreen() async throws {
        let catalogue = try await makeApp(samples: 1).listScreens()
        #expect(catalogue.screenSamples.count == 50)
        #expect(catalogue.screens.first { $0.id == "product0001" }?.samples == ["standard"])
        #expect(catalogue.screens.first { $0.id == "order0002" }?.samples == ["default"])
        #expect(catalogue.screens.first { $0.id == "feed0010" }?.networkSamples == ["loaded"])
    }

    /// One case of each kind: an article, a product and an order with samples, one with its default, a feed loaded
    /// and offline through its network fixtures, and the panel.
    private func casesOfEachKind(_ catalogue: ScreenCatalogue) throws -> [(ScreenSample, String, String)] {
        let wanted: [(String, String?, String, String)] = [
            ("article0003", "long", "article.comments", "4 comments"),
            ("product0001", "short", "product.price", "1007 EUR"),
            ("order0002", "default", "order.number", "ORD-100002"),
            ("feed0010", "loaded", "feed.state", "8 items"),
            ("feed0010", "offline", "feed.state", "Could not load: URLError -1009"),
            ("panel0025", nil, "panel.title", "Panel 25"),
        ]
        return try wanted.map { screen, sample, element, label in
            let found = catalogue.screenSamples.first { $0.screen.rawValue == screen && $0.sample == sample }
            return (try #require(found, "\(screen) \(sample ?? "")"), element, label)
        }
    }

    @Test func cellsOfEachKindOpenThroughALaunchEach() async throws {
        let app = try makeApp()
        for (sample, element, label) in try casesOfEachKind(try await app.listScreens()) {
            await launchApp(app, .sample(sample))
            #expect(app.element(element)?.label == label, "\(sample)")
        }
    }

    @Test func cellsOfEachKindOpenInVariantsInOneSession() async throws {
        let app = try makeApp()
        app.routeScheme = "generated"
        let variants = [
            (ScreenVariant(appearance: .dark), "appearance=dark"),
            (ScreenVariant(layoutDirection: .rightToLeft), "layoutDirection=rightToLeft"),
        ]
        for (sample, element, label) in try casesOfEachKind(try await app.listScreens()) {
            for (variant, shown) in variants {
                await app.route(to: .sample(sample, variant: variant))
                #expect(app.element(element)?.label == label, "\(sample) \(shown)")
                #expect(app.element("variant")?.label == shown)
            }
        }
        await app.stopSession()
        #expect(app.exitStatus == 0)
    }
}
