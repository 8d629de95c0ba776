import Foundation

/// The catalogue's JSON, as test support and the command line read it from the app, and its shards.
extension ScreenRouterError {
    package static func catalogueNotPrinted(command: String, problem: String, output: Data) -> Self {
        // A problem that quotes the app's own message ends with its full stop already.
        let ended = problem.hasSuffix(".") ? problem : problem + "."
        return Self(
            code: .launchFailed,
            message: "`\(command)` did not print a screen catalogue: \(ended) It printed: \(preview(output)). "
                + "The app lists its screens when its coordinator's `start(in:)` runs in a debug build (or after "
                + "`allowRoutingInReleaseBuilds()`), before anything else writes to standard output."
        )
    }

    package static func catalogueVersionUnsupported(_ version: Int) -> Self {
        Self(
            code: .launchFailed,
            message: "The app lists its screens in catalogue protocol \(version); this test support reads version "
                + "\(LaunchProtocol.catalogueVersion). Use the same release of ScreenRouter in the app and its tests."
        )
    }

    package static func noSuchShard(index: Int, count: Int, source: ScreenCatalogue.ShardSource) -> Self {
        let (asked, example) =
            switch source {
            case .call: ("`shard(\(index), of: \(count))`", "`shard(2, of: 4)`")
            case .environment(let provider):
                (
                    "`\(provider.assignments(index: index, count: count))`",
                    "`\(provider.assignments(index: 2, count: 4))`"
                )
            case .commandLine: ("`--shard \(index)/\(count)`", "`--shard 2/4`")
            }
        let provider = source.provider ?? .screenRouter
        let first = provider.firstIndex
        let problem =
            count < 1
            ? "there must be at least 1 shard, and \(count) was given"
            : first == 1
                ? "shards are numbered from 1 to \(count), and \(index) was given"
                : "\(provider.name) numbers its jobs from \(first) to \(count - 1 + first), and \(index - 1 + first) "
                    + "was given"
        let range = first == 1 ? "a shard from 1 to the count" : "a job from \(first) to the count minus 1"
        return Self(
            code: .malformedArguments,
            message: "\(asked) names no shard of the catalogue: \(problem). Give a count of 1 or more and \(range), "
                + "as in \(example) for the second of four."
        )
    }

    package static func halfAShard(index: Int?, count: Int?) -> Self {
        let given = index.map { "the shard \($0) without a count" } ?? "a count of \(count ?? 0) without a shard"
        let names = ShardProvider.screenRouter
        return Self(
            code: .malformedArguments,
            message: "`shard(_:of:)` was given \(given). Give both, as in `shard(2, of: 4)`, or neither, to take "
                + "the shard that `\(names.indexVariable)` and `\(names.countVariable)` name."
        )
    }

    package static func unreadableShardVariable(_ name: String, value: String, provider: ShardProvider) -> Self {
        let job = provider.firstIndex == 1 ? "the shard's number, from 1" : "the job's number, from 0"
        return Self(
            code: .malformedArguments,
            message: "The environment variable `\(name)` is \(displayed(value)), which is not a whole number. Set "
                + "`\(provider.indexVariable)` to \(job), and `\(provider.countVariable)` to the number of shards, "
                + "as in `\(provider.assignments(index: 2, count: 4))`."
        )
    }

    package static func halfAShardInEnvironment(set name: String, to value: String, provider: ShardProvider) -> Self {
        let missing = name == provider.indexVariable ? provider.countVariable : provider.indexVariable
        return Self(
            code: .malformedArguments,
            message: "The environment variable `\(name)` is \(displayed(value)), but `\(missing)` is not set. "
                + "Set both, as in `\(provider.assignments(index: 2, count: 4))` for the second of four shards, or "
                + "neither, to run every screen."
        )
    }

    package static func conflictingShards(
        _ first: (index: Int, count: Int, provider: ShardProvider),
        _ second: (index: Int, count: Int, provider: ShardProvider)
    ) -> Self {
        func named(_ shard: (index: Int, count: Int, provider: ShardProvider)) -> String {
            "`\(shard.provider.assignments(index: shard.index, count: shard.count))` (\(shard.provider.name): the "
                + "shard \(shard.index) of \(shard.count))"
        }
        return Self(
            code: .malformedArguments,
            message: "The environment names two different shards: \(named(first)) and \(named(second)). Unset the "
                + "variables of one of them, or give the shard yourself (`shard:`, `--shard \(first.index)/"
                + "\(first.count)`), which the environment does not override."
        )
    }
}
