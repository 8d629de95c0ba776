import ScreenRouter
import Testing

/// The shard a CI provider's parallel job names: ScreenRouter's variables, GitLab's, CircleCI's and Buildkite's,
/// numbered from 1 or from 0 as each provider numbers its jobs, and two providers that disagree refused.
struct ShardProviderTests {
    /// The second of four parallel jobs as each provider's environment says it.
    static let secondOfFour: [(provider: String, environment: [String: String])] = [
        ("ScreenRouter", ["SCREENROUTER_SHARD": "2", "SCREENROUTER_SHARD_COUNT": "4"]),
        ("GitLab", ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"]),
        ("CircleCI", ["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "4"]),
        ("Buildkite", ["BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": "4"]),
    ]

    @Test(arguments: secondOfFour)
    func eachProvidersVariablesNameTheSecondOfFourShards(provider: String, environment: [String: String]) throws {
        let shard = try #require(try ScreenCatalogue.environmentShard(environment))
        #expect(shard.index == 2 && shard.count == 4)
        #expect(shard.provider.name == provider)
    }

    @Test func providersThatCountFromZeroNameTheFirstAndLastShards() throws {
        for (index, count, expected) in [("0", "3", 1), ("2", "3", 3)] {
            let circle = try ScreenCatalogue.environmentShard(["CIRCLE_NODE_INDEX": index, "CIRCLE_NODE_TOTAL": count])
            let kite = try ScreenCatalogue.environmentShard([
                "BUILDKITE_PARALLEL_JOB": index, "BUILDKITE_PARALLEL_JOB_COUNT": count,
            ])
            #expect(circle?.index == expected && circle?.count == 3)
            #expect(kite?.index == expected && kite?.count == 3)
        }
        let gitLab = try ScreenCatalogue.environmentShard(["CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "3"])
        #expect(gitLab?.index == 3 && gitLab?.count == 3)
    }

    @Test func theCataloguesShardIsTheOneEachProviderNames() throws {
        let catalogue = ScreenCatalogue(
            screens: (1...9).map { ScreenCatalogue.Entry(id: ScreenID("screen\($0)"), model: nil, samples: []) }
        )
        let expected = try catalogue.shard(2, of: 4)
        for (_, environment) in Self.secondOfFour {
            let (index, count, provider) = try #require(try ScreenCatalogue.environmentShard(environment))
            #expect(try catalogue.shard(index, of: count, source: .environment(provider)) == expected)
        }
        #expect(expected.screens.map(\.id) == ["screen2", "screen6"])
    }

    @Test func aProviderThatDoesNotSplitNamesNoShard() throws {
        // GitLab sets CI_NODE_TOTAL=1 in a job without `parallel:`; CircleCI sets 0 of 1 without `parallelism:`.
        #expect(try ScreenCatalogue.environmentShard(["CI_NODE_TOTAL": "1"]) == nil)
        #expect(try ScreenCatalogue.environmentShard(["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "1"]) == nil)
        let withMatrix = try ScreenCatalogue.environmentShard([
            "CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "1", "CI_NODE_TOTAL": "1",
            "SCREENROUTER_SHARD": "3", "SCREENROUTER_SHARD_COUNT": "4",
        ])
        #expect(withMatrix?.index == 3 && withMatrix?.count == 4 && withMatrix?.provider == .screenRouter)
    }

    @Test func twoProvidersThatAgreeNameTheirShard() throws {
        let shard = try ScreenCatalogue.environmentShard([
            "SCREENROUTER_SHARD": "2", "SCREENROUTER_SHARD_COUNT": "4",
            "BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": "4",
        ])
        #expect(shard?.index == 2 && shard?.count == 4 && shard?.provider == .screenRouter)
    }

    @Test func twoProvidersThatNameDifferentShardsAreRefusedNamingBoth() {
        let error = #expect(throws: ScreenRouterError.self) {
            try ScreenCatalogue.environmentShard([
                "SCREENROUTER_SHARD": "2", "SCREENROUTER_SHARD_COUNT": "4",
                "CIRCLE_NODE_INDEX": "2", "CIRCLE_NODE_TOTAL": "4",
            ])
        }
        #expect(error?.code == .malformedArguments)
        #expect(
            error?.message
                == "The environment names two different shards: `SCREENROUTER_SHARD=2 SCREENROUTER_SHARD_COUNT=4` (ScreenRouter: the shard 2 of 4) and `CIRCLE_NODE_INDEX=2 CIRCLE_NODE_TOTAL=4` (CircleCI: the shard 3 of 4). Unset the variables of one of them, or give the shard yourself (`shard:`, `--shard 2/4`), which the environment does not override."
        )
        let counts = #expect(throws: ScreenRouterError.self) {
            try ScreenCatalogue.environmentShard([
                "CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "2", "BUILDKITE_PARALLEL_JOB": "0",
                "BUILDKITE_PARALLEL_JOB_COUNT": "3",
            ])
        }
        #expect(counts?.message.contains("`CI_NODE_INDEX=1 CI_NODE_TOTAL=2` (GitLab: the shard 1 of 2)") == true)
        #expect(
            counts?.message.contains(
                "`BUILDKITE_PARALLEL_JOB=0 BUILDKITE_PARALLEL_JOB_COUNT=3` (Buildkite: the shard 1 of 3)"
            ) == true
        )
    }

    @Test func aJobOutsideTheProvidersRangeIsRefusedInTheProvidersNumbers() throws {
        let (index, count, provider) = try #require(
            try ScreenCatalogue.environmentShard(["CIRCLE_NODE_INDEX": "4", "CIRCLE_NODE_TOTAL": "4"])
        )
        let error = #expect(throws: ScreenRouterError.self) {
            try ScreenCatalogue(screens: []).shard(index, of: count, source: .environment(provider))
        }
        #expect(
            error?.message
                == "`CIRCLE_NODE_INDEX=4 CIRCLE_NODE_TOTAL=4` names no shard of the catalogue: CircleCI numbers its jobs from 0 to 3, and 4 was given. Give a count of 1 or more and a job from 0 to the count minus 1, as in `CIRCLE_NODE_INDEX=1 CIRCLE_NODE_TOTAL=4` for the second of four."
        )
        let screenRouter = #expect(throws: ScreenRouterError.self) {
            try ScreenCatalogue(screens: []).shard(5, of: 4, source: .environment(.screenRouter))
        }
        #expect(
            screenRouter?.message
                == "`SCREENROUTER_SHARD=5 SCREENROUTER_SHARD_COUNT=4` names no shard of the catalogue: shards are numbered from 1 to 4, and 5 was given. Give a count of 1 or more and a shard from 1 to the count, as in `SCREENROUTER_SHARD=2 SCREENROUTER_SHARD_COUNT=4` for the second of four."
        )
    }

    @Test func aProvidersVariableThatIsNotANumberOrIsAloneIsRefusedByName() {
        let unreadable = #expect(throws: ScreenRouterError.self) {
            try ScreenCatalogue.environmentShard(["BUILDKITE_PARALLEL_JOB": "one", "BUILDKITE_PARALLEL_JOB_COUNT": "4"])
        }
        #expect(
            unreadable?.message
                == "The environment variable `BUILDKITE_PARALLEL_JOB` is \"one\", which is not a whole number. Set `BUILDKITE_PARALLEL_JOB` to the job's number, from 0, and `BUILDKITE_PARALLEL_JOB_COUNT` to the number of shards, as in `BUILDKITE_PARALLEL_JOB=1 BUILDKITE_PARALLEL_JOB_COUNT=4`."
        )
        let alone = #expect(throws: ScreenRouterError.self) {
            try ScreenCatalogue.environmentShard(["CI_NODE_TOTAL": "4"])
        }
        #expect(
            alone?.message
                == "The environment variable `CI_NODE_TOTAL` is \"4\", but `CI_NODE_INDEX` is not set. Set both, as in `CI_NODE_INDEX=2 CI_NODE_TOTAL=4` for the second of four shards, or neither, to run every screen."
        )
    }

    @Test(arguments: [2, 3, 4, 7, 16])
    func theShardsOfAThousandScreensAreDisjointAndComplete(count: Int) throws {
        // 1,000 screens: without a model, with one sample, and with three, registered in no particular order.
        let screens = (0..<1_000).map { number -> ScreenCatalogue.Entry in
            let id = ScreenID("screen\((number * 7_919) % 1_000)")
            switch number % 3 {
            case 0: return ScreenCatalogue.Entry(id: id, model: nil, samples: [])
            case 1: return ScreenCatalogue.Entry(id: id, model: "Model", samples: ["only"])
            default: return ScreenCatalogue.Entry(id: id, model: "Model", samples: ["c", "a", "b"])
            }
        }
        let whole = ScreenCatalogue(screens: screens)
        let cases = whole.screenSamples.map(\.description)
        #expect(cases.count == 334 + 333 + 333 * 3)
        let shards = try (1...count).map { try whole.shard($0, of: count).screenSamples.map(\.description) }
        #expect(shards.map(\.count).reduce(0, +) == cases.count)
        #expect(Set(shards.flatMap { $0 }) == Set(cases))
        let sizes = shards.map(\.count)
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "sizes \(sizes)")
        // And the cells of 12 variants, dealt by times where every tenth screen takes ten times the others'.
        let cells = cases.flatMap { name in (1...12).map { "\(name).variant\($0)" } }
        var times = CellTimes()
        for (index, cell) in cells.enumerated() where index % 5 != 0 {
            times.record(cell.hasPrefix("screen1") ? 0.01 : 0.001, forCell: cell)
        }
        let cellShards = (1...count).map { ShardSplit.shard($0, of: count, cells: cells, times: times) }
        #expect(cellShards.map(\.count).reduce(0, +) == cells.count)
        #expect(Set(cellShards.flatMap { $0 }) == Set(cells.indices))
    }
}
