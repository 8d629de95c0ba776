import ScreenRouter

/// Registers the generated screens, one by one, as an app's start registers its screens.
@MainActor
package enum GeneratedScreens {
    /// The pantry of the feeds: requests no test's fixture answers would go there.
    static let api = "https://api.generated.example"

    /// The identifier of screen `number`: its kind, then its number in four digits, `article0002`.
    package static func identifier(_ number: Int) -> String {
        let digits = String(number)
        return kind(number) + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The kind of screen `number`: every tenth a feed, every 25th a panel, the others in turn an article, a
    /// product, an order.
    package static func kind(_ number: Int) -> String {
        if number % 10 == 0 { return "feed" }
        if number % 25 == 0 { return "panel" }
        return ["article", "product", "order"][number % 3]
    }

    /// A coordinator of `screens` generated screens, each with `samples` samples (1 to 3) where it takes a model, as
    /// the generated app registers them.
    package static func coordinator(screens: Int, samples: Int) -> TestingCoordinator<GeneratedScreen> {
        let coordinator = TestingCoordinator<GeneratedScreen>()
        for number in 1...max(screens, 1) {
            register(number, samples: samples, in: coordinator)
        }
        return coordinator
    }

    /// Registers screen `number` with `samples` samples (1 to 3) where it takes a model.
    package static func register(_ number: Int, samples: Int, in coordinator: TestingCoordinator<GeneratedScreen>) {
        let id = ScreenID(identifier(number))
        switch kind(number) {
        case "feed":
            registerFeed(Screen<FeedReference>(id), number, samples: samples, in: coordinator)
        case "panel":
            coordinator.register(id) { GeneratedScreen.panel(number) }
        case "article":
            register(
                Screen<Article>(id),
                number,
                samples,
                in: coordinator,
                make: Article.make,
                show: GeneratedScreen.article
            )
        case "product":
            register(
                Screen<Product>(id),
                number,
                samples,
                in: coordinator,
                make: Product.make,
                show: GeneratedScreen.product
            )
        default:
            register(Screen<Order>(id), number, samples, in: coordinator, make: Order.make, show: GeneratedScreen.order)
        }
    }

    /// Registers a feed: its items load through `URLSession.shared`, each sample with a network fixture that answers
    /// the request (`loaded`, 8 items), or one sample alone, `loaded`.
    private static func registerFeed(
        _ screen: Screen<FeedReference>,
        _ number: Int,
        samples: Int,
        in coordinator: TestingCoordinator<GeneratedScreen>
    ) {
        let url = "\(api)/feeds/\(number)"
        let feed = FeedReference.make(number, api: api)
        let loaded: NetworkFixture = [.get(url): .json(FeedItem.items(number, count: 8))]
        guard samples > 1 else {
            coordinator.register(screen, samples: ["loaded": feed], networks: ["loaded": loaded]) { .feed($0) }
            return
        }
        coordinator.register(
            screen,
            samples: ["loaded": feed, "empty": feed, "offline": feed],
            networks: [
                "loaded": loaded,
                "empty": [.get(url): .json([FeedItem]())],
                "offline": [.get(url): .failure(.notConnectedToInternet)],
            ]
        ) { .feed($0) }
    }

    /// Registers a typed screen, by its number with samples or with a default (listed as the sample `default`), of
    /// 1 to 4 KiB of JSON.
    private static func register<Model: Codable & Sendable>(
        _ screen: Screen<Model>,
        _ number: Int,
        _ samples: Int,
        in coordinator: TestingCoordinator<GeneratedScreen>,
        make: @escaping (Int, Int) -> Model,
        show: @escaping @MainActor (Model) -> GeneratedScreen
    ) {
        let size = 1 + number / 3 % 4
        let withDefault = number % 2 == 0
        switch (samples, withDefault) {
        case (...1, false):
            coordinator.register(screen, samples: ["standard": make(number, size)]) { show($0) }
        case (...1, true):
            coordinator.register(screen, default: make(number, size)) { show($0) }
        case (2, false):
            coordinator.register(screen, samples: ["short": make(number, 1), "long": make(number, 4)]) { show($0) }
        case (2, true):
            coordinator.register(screen, default: make(number, size), samples: ["long": make(number, 4)]) { show($0) }
        case (_, false):
            coordinator.register(
                screen,
                samples: ["short": make(number, 1), "standard": make(number, size), "long": make(number, 4)]
            ) { show($0) }
        case (_, true):
            coordinator.register(
                screen,
                default: make(number, size),
                samples: ["short": make(number, 1), "long": make(number, 4)]
            ) { show($0) }
        }
    }
}
