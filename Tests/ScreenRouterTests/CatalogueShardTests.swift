import ScreenRouter
import Testing

/// Shards of a catalogue: disjoint, complete, balanced, and the same whatever the order of registration.
@MainActor
struct CatalogueShardTests {
    /// A catalogue of 3 screens without samples and 4 screens with 1 to 4 samples, registered in one order or,
    /// screens and samples alike, in the reverse order.
    private func catalogue(reversed: Bool = false) -> ScreenCatalogue {
        let coordinator = TestingCoordinator<String>()
        let registrations: [@MainActor () -> Void] = [
            { coordinator.register("settings") { "settings" } },
            { coordinator.register("about") { "about" } },
            { coordinator.register("help") { "help" } },
            { coordinator.register(Screen<Int>("people"), samples: ["one": 1]) { _ in "people" } },
            {
                coordinator.register(Screen<Int>("inbox"), samples: reversed ? ["b": 2, "a": 1] : ["a": 1, "b": 2]) {
                    _ in "inbox"
                }
            },
            {
                let forward: KeyValuePairs<String, Int> = ["ada": 1, "bob": 2, "cy": 3]
                let backward: KeyValuePairs<String, Int> = ["cy": 3, "bob": 2, "ada": 1]
                coordinator.register(Screen<Int>("person"), samples: reversed ? backward : forward) { _ in "person" }
            },
            {
                let forward: KeyValuePairs<String, Int> = ["w": 1, "x": 2, "y": 3, "z": 4]
                let backward: KeyValuePairs<String, Int> = ["z": 4, "y": 3, "x": 2, "w": 1]
                coordinator.register(Screen<Int>("event"), samples: reversed ? backward : forward) { _ in "event" }
            },
        ]
        for register in reversed ? registrations.reversed() : registrations {
            register()
        }
        return coordinator.screenCatalogue
    }

    private func cases(_ catalogue: ScreenCatalogue) -> [String] {
        catalogue.screenSamples.map(\.description)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 13, 20])
    func theShardsAreDisjointAndCoverEveryCase(count: Int) throws {
        let whole = catalogue()
        let shards = try (1...count).map { try whole.shard($0, of: count) }
        let all = shards.flatMap(cases)
        #expect(all.count == whole.screenSamples.count)
        #expect(Set(all) == Set(cases(whole)))
        let sizes = shards.map(\.screenSamples.count)
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "sizes \(sizes)")
    }

    @Test func fourShardsOfThirteenCasesAreDealtInTurnBySortedScreenAndSample() throws {
        let whole = catalogue()
        #expect(whole.screenSamples.count == 13)
        #expect(
            try (1...4).map { cases(try whole.shard($0, of: 4)) } == [
                ["about", "event: z", "people: one", "settings"],
                ["event: w", "help", "person: ada"],
                ["event: x", "inbox: a", "person: bob"],
                ["event: y", "inbox: b", "person: cy"],
            ]
        )
    }

    @Test func aShardKeepsTheCataloguesOrderAndTheScreensModels() throws {
        let shard = try catalogue().shard(2, of: 2)
        #expect(shard.protocolVersion == 2)
        #expect(shard.screens.map(\.id) == ["event", "help", "inbox", "person"])
        #expect(shard.screens.first { $0.id == "event" }?.samples == ["w", "y"])
        #expect(shard.screens.first { $0.id == "event" }?.model == "Int")
    }

    @Test func theShardsAreTheSameWhateverTheRegistrationOrder() throws {
        let forward = catalogue()
        let backward = catalogue(reversed: true)
        #expect(cases(forward) != cases(backward))
        for index in 1...3 {
            #expect(Set(cases(try forward.shard(index, of: 3))) == Set(cases(try backward.shard(index, of: 3))))
        }
    }

    @Test func oneShardIsTheWholeCatalogueAndExtraShardsAreEmpty() throws {
        let whole = catalogue()
        #expect(try whole.shard(1, of: 1) == whole)
        #expect(try whole.shard(14, of: 14).screens.isEmpty)
    }

    @Test(arguments: [(0, 4), (5, 4), (-1, 4), (1, 0), (0, 0)])
    func aShardThatDoesNotExistIsRefusedWithTheValidRange(index: Int, count: Int) {
        let error = #expect(throws: ScreenRouterError.self) { try catalogue().shard(index, of: count) }
        #expect(error?.code == .malformedArguments)
        let range = count < 1 ? "there must be at least 1 shard" : "shards are numbered from 1 to \(count)"
        #expect(
            error?.message.hasPrefix("`shard(\(index), of: \(count))` names no shard of the catalogue: \(range)")
                == true
        )
        #expect(error?.message.hasSuffix("as in `shard(2, of: 4)` for the second of four.") == true)
    }

    @Test func halfAShardIsRefused() {
        let error = #expect(throws: ScreenRouterError.self) { try catalogue().shard(2) }
        #expect(
            error?.message
                == "`shard(_:of:)` was given the shard 2 without a count. Give both, as in `shard(2, of: 4)`, or neither, to take the shard that `SCREENROUTER_SHARD` and `SCREENROUTER_SHARD_COUNT` name."
        )
    }

    @Test func theEnvironmentNamesAShardWithBothVariablesOrNone() throws {
        #expect(try ScreenCatalogue.environmentShard([:]) == nil)
        let shard = try ScreenCatalogue.environmentShard(["SCREENROUTER_SHARD": "2", "SCREENROUTER_SHARD_COUNT": " 4"])
        #expect(shard?.index == 2 && shard?.count == 4)
        let missing = #expect(throws: ScreenRouterError.self) {
            try ScreenCatalogue.environmentShard(["SCREENROUTER_SHARD": "3"])
        }
        #expect(
            missing?.message
                == "The environment variable `SCREENROUTER_SHARD` is \"3\", but `SCREENROUTER_SHARD_COUNT` is not set. Set both, as in `SCREENROUTER_SHARD=2 SCREENROUTER_SHARD_COUNT=4` for the second of four shards, or neither, to run every screen."
        )
        let unreadable = #expect(throws: ScreenRouterError.self) {
            try ScreenCatalogue.environmentShard(["SCREENROUTER_SHARD": "2", "SCREENROUTER_SHARD_COUNT": "four"])
        }
        #expect(unreadable?.code == .malformedArguments)
        #expect(
            unreadable?.message.hasPrefix("The environment variable `SCREENROUTER_SHARD_COUNT` is \"four\"") == true
        )
    }

    @Test func withoutArgumentsTheShardIsTheEnvironments() throws {
        let whole = catalogue()
        guard let (index, count, _) = try ScreenCatalogue.environmentShard() else {
            #expect(try whole.shard() == whole)
            return
        }
        #expect(try whole.shard() == whole.shard(index, of: count))
    }
}
