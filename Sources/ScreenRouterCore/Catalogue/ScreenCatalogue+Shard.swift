import Foundation

extension ScreenCatalogue {
    /// Where a shard's number and count came from, for the example a message gives.
    package enum ShardSource: Sendable {
        /// A call, `shard(2, of: 4)`.
        case call
        /// A provider's environment variables, such as `SCREENROUTER_SHARD` and `SCREENROUTER_SHARD_COUNT`.
        case environment(ShardProvider)
        /// The command line's `--shard 2/4`.
        case commandLine

        /// The provider whose variables named the shard, when the environment did.
        var provider: ShardProvider? {
            guard case .environment(let provider) = self else { return nil }
            return provider
        }
    }

    /// One of `count` shards of the catalogue's cases (each screen with each of its samples), for running an
    /// every-screen test on several machines or test workers at once.
    ///
    /// ```swift
    /// let mine = try catalogue.shard(2, of: 4)   // a quarter of the screens and samples
    /// for sample in mine.screenSamples { ... }
    /// ```
    ///
    /// The shards of a catalogue are disjoint, together they hold every case, and their sizes differ by at most
    /// one. They depend on the cases alone, not on the order the app registered its screens and samples in: the
    /// cases are sorted by screen identifier, then sample name, and dealt to the shards in turn, so two machines
    /// that list the same app agree on every shard. A screen appears in each shard that holds one of its samples,
    /// with those samples; a shard can be empty when there are more shards than cases.
    ///
    /// Called without arguments, it takes the shard the environment names: `SCREENROUTER_SHARD` (from 1) of
    /// `SCREENROUTER_SHARD_COUNT`, as a CI job matrix sets them, or the parallel job of GitLab (`CI_NODE_INDEX`, from
    /// 1, of `CI_NODE_TOTAL`), CircleCI (`CIRCLE_NODE_INDEX`, from 0, of `CIRCLE_NODE_TOTAL`) or Buildkite
    /// (`BUILDKITE_PARALLEL_JOB`, from 0, of `BUILDKITE_PARALLEL_JOB_COUNT`); when none is set, the whole catalogue.
    /// Two of them that name different shards are refused.
    ///
    /// - Parameters:
    ///   - index: The shard's number, from 1 to `count`, as in `2/4`; `nil` to read the environment's.
    ///   - count: The number of shards, 1 or more; `nil` to read the environment's.
    /// - Returns: A catalogue of the shard's cases, with the screens and samples in this catalogue's order.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/malformedArguments`` for a count below 1,
    ///   an index outside `1...count`, only one of the two given, environment variables that are not such
    ///   numbers or not both set, or two CI providers' variables that name different shards.
    public func shard(_ index: Int? = nil, of count: Int? = nil) throws(ScreenRouterError) -> ScreenCatalogue {
        switch (index, count) {
        case (let index?, let count?):
            return try shard(index, of: count, source: .call)
        case (nil, nil):
            guard let (index, count, provider) = try Self.environmentShard() else { return self }
            return try shard(index, of: count, source: .environment(provider))
        default:
            throw ScreenRouterError.halfAShard(index: index, count: count)
        }
    }

    /// The shard `index` of `count`, with messages that give an example of the form `source` takes.
    package func shard(_ index: Int, of count: Int, source: ShardSource) throws(ScreenRouterError) -> ScreenCatalogue {
        guard count >= 1, (1...count).contains(index) else {
            throw ScreenRouterError.noSuchShard(index: index, count: count, source: source)
        }
        // Every case weighs the same: dealt in turn, sorted by screen identifier, then sample name.
        let cases = screenSamples
        let shards = ShardSplit.deal(weights: Array(repeating: 1, count: cases.count), into: count) { first, second in
            let (first, second) = (cases[first], cases[second])
            return first.screen.rawValue != second.screen.rawValue
                ? first.screen.rawValue < second.screen.rawValue : (first.sample ?? "") < (second.sample ?? "")
        }
        let kept = Set(cases.indices.filter { shards[$0] == index - 1 }.map { cases[$0] })
        var shard = self
        shard.screens = screens.compactMap { entry in
            guard !entry.samples.isEmpty else {
                return kept.contains(ScreenSample(screen: entry.id, sample: nil, model: entry.model)) ? entry : nil
            }
            var entry = entry
            entry.samples = entry.samples.filter {
                kept.contains(ScreenSample(screen: entry.id, sample: $0, model: entry.model))
            }
            entry.networkSamples = entry.networkSamples.filter(entry.samples.contains)
            return entry.samples.isEmpty ? nil : entry
        }
        return shard
    }

    /// The shard to run: the one given, checked, or the one the environment names (ScreenRouter's variables or a CI
    /// provider's, ``ShardProvider``), or `nil` for every cell.
    ///
    /// - Parameters:
    ///   - index: The shard's number from 1, or `nil` with `count` `nil` to read the environment's.
    ///   - count: The number of shards, or `nil` with `index` `nil` to read the environment's.
    ///   - source: Where a given shard came from, for the example a message gives.
    ///   - environment: The environment. Defaults to the process's.
    /// - Returns: The shard's number from 1 and the count; `nil` when none is given and the environment names none.
    /// - Throws: ``ScreenRouterError`` as ``shard(_:of:)`` does.
    package static func shardToRun(
        _ index: Int?,
        of count: Int?,
        source: ShardSource = .call,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ScreenRouterError) -> (index: Int, count: Int)? {
        let shard: (index: Int, count: Int, source: ShardSource)
        switch (index, count) {
        case (let index?, let count?):
            shard = (index, count, source)
        case (nil, nil):
            guard let (index, count, provider) = try environmentShard(environment) else { return nil }
            shard = (index, count, .environment(provider))
        default:
            throw ScreenRouterError.halfAShard(index: index, count: count)
        }
        guard shard.count >= 1, (1...shard.count).contains(shard.index) else {
            throw ScreenRouterError.noSuchShard(index: shard.index, count: shard.count, source: shard.source)
        }
        return (shard.index, shard.count)
    }

    /// The shard the environment names, or `nil` when it names none: ScreenRouter's variables, or a CI provider's
    /// (``ShardProvider``).
    ///
    /// - Parameter environment: The environment. Defaults to the process's.
    /// - Returns: The shard's number from 1, its count, unchecked, and the provider that named it; `nil` when no
    ///   provider's variables are set.
    /// - Throws: ``ScreenRouterError`` when only one of a provider's two is set, one is not a whole number, or two
    ///   providers name different shards.
    package static func environmentShard(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ScreenRouterError) -> (index: Int, count: Int, provider: ShardProvider)? {
        try ShardProvider.shard(in: environment)
    }
}
