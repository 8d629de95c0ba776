import Foundation

extension ScreenCatalogue {
    /// The names of the environment variables that choose a shard when none is given: `SCREENROUTER_SHARD`, the
    /// shard's number from 1, and `SCREENROUTER_SHARD_COUNT`, the number of shards.
    package static let shardVariables = (index: "SCREENROUTER_SHARD", count: "SCREENROUTER_SHARD_COUNT")

    /// Where a shard's number and count came from, for the example a message gives.
    package enum ShardSource: Sendable {
        /// A call, `shard(2, of: 4)`.
        case call
        /// The environment variables ``shardVariables``.
        case environment
        /// The command line's `--shard 2/4`.
        case commandLine
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
    /// Called without arguments, it takes the shard the environment names, `SCREENROUTER_SHARD` (from 1) of
    /// `SCREENROUTER_SHARD_COUNT`, as a CI job matrix sets them; when neither variable is set, the whole catalogue.
    ///
    /// - Parameters:
    ///   - index: The shard's number, from 1 to `count`, as in `2/4`; `nil` to read `SCREENROUTER_SHARD`.
    ///   - count: The number of shards, 1 or more; `nil` to read `SCREENROUTER_SHARD_COUNT`.
    /// - Returns: A catalogue of the shard's cases, with the screens and samples in this catalogue's order.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/malformedArguments`` for a count below 1,
    ///   an index outside `1...count`, only one of the two given, or environment variables that are not such
    ///   numbers or not both set.
    public func shard(_ index: Int? = nil, of count: Int? = nil) throws(ScreenRouterError) -> ScreenCatalogue {
        switch (index, count) {
        case (let index?, let count?):
            return try shard(index, of: count, source: .call)
        case (nil, nil):
            guard let (index, count) = try Self.environmentShard() else { return self }
            return try shard(index, of: count, source: .environment)
        default:
            throw ScreenRouterError.halfAShard(index: index, count: count)
        }
    }

    /// The shard `index` of `count`, with messages that give an example of the form `source` takes.
    package func shard(_ index: Int, of count: Int, source: ShardSource) throws(ScreenRouterError) -> ScreenCatalogue {
        guard count >= 1, (1...count).contains(index) else {
            throw ScreenRouterError.noSuchShard(index: index, count: count, source: source)
        }
        let sorted = screenSamples.sorted { first, second in
            first.screen.rawValue != second.screen.rawValue
                ? first.screen.rawValue < second.screen.rawValue : (first.sample ?? "") < (second.sample ?? "")
        }
        let kept = Set(sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element))
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

    /// The shard the environment names, or `nil` when it names none.
    ///
    /// - Parameter environment: The environment. Defaults to the process's.
    /// - Returns: The shard's number and count, unchecked; `nil` when neither variable is set.
    /// - Throws: ``ScreenRouterError`` when only one of them is set, or one is not a whole number.
    package static func environmentShard(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ScreenRouterError) -> (index: Int, count: Int)? {
        let names = shardVariables
        switch (environment[names.index], environment[names.count]) {
        case (nil, nil):
            return nil
        case (let index?, let count?):
            guard let number = Int(index.trimmingCharacters(in: .whitespaces)) else {
                throw ScreenRouterError.unreadableShardVariable(names.index, value: index)
            }
            guard let total = Int(count.trimmingCharacters(in: .whitespaces)) else {
                throw ScreenRouterError.unreadableShardVariable(names.count, value: count)
            }
            return (number, total)
        case (let index, let count):
            throw ScreenRouterError.halfAShardInEnvironment(
                set: index == nil ? names.count : names.index,
                to: index ?? count ?? ""
            )
        }
    }
}
