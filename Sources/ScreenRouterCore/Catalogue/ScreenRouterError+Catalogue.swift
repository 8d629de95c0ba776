import Foundation

/// The catalogue's JSON, as test support and the command line read it from the app, and its shards.
extension ScreenRouterError {
    package static func catalogueNotPrinted(command: String, problem: String, output: Data) -> Self {
        Self(
            code: .launchFailed,
            message: "`\(command)` did not print a screen catalogue: \(problem). It printed: \(preview(output)). "
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
        let names = ScreenCatalogue.shardVariables
        let (asked, example) =
            switch source {
            case .call: ("`shard(\(index), of: \(count))`", "`shard(2, of: 4)`")
            case .environment:
                ("`\(names.index)=\(index) \(names.count)=\(count)`", "`\(names.index)=2 \(names.count)=4`")
            case .commandLine: ("`--shard \(index)/\(count)`", "`--shard 2/4`")
            }
        let problem =
            count < 1
            ? "there must be at least 1 shard, and \(count) was given"
            : "shards are numbered from 1 to \(count), and \(index) was given"
        return Self(
            code: .malformedArguments,
            message: "\(asked) names no shard of the catalogue: \(problem). Give a count of 1 or more and a shard "
                + "from 1 to the count, as in \(example) for the second of four."
        )
    }

    package static func halfAShard(index: Int?, count: Int?) -> Self {
        let given = index.map { "the shard \($0) without a count" } ?? "a count of \(count ?? 0) without a shard"
        return Self(
            code: .malformedArguments,
            message: "`shard(_:of:)` was given \(given). Give both, as in `shard(2, of: 4)`, or neither, to take "
                + "the shard that `\(ScreenCatalogue.shardVariables.index)` and "
                + "`\(ScreenCatalogue.shardVariables.count)` name."
        )
    }

    package static func unreadableShardVariable(_ name: String, value: String) -> Self {
        Self(
            code: .malformedArguments,
            message: "The environment variable `\(name)` is \(displayed(value)), which is not a whole number. Set "
                + "`\(ScreenCatalogue.shardVariables.index)` to the shard's number, from 1, and "
                + "`\(ScreenCatalogue.shardVariables.count)` to the number of shards, as in "
                + "`\(ScreenCatalogue.shardVariables.index)=2 \(ScreenCatalogue.shardVariables.count)=4`."
        )
    }

    package static func halfAShardInEnvironment(set name: String, to value: String) -> Self {
        let names = ScreenCatalogue.shardVariables
        let missing = name == names.index ? names.count : names.index
        return Self(
            code: .malformedArguments,
            message: "The environment variable `\(name)` is \(displayed(value)), but `\(missing)` is not set. "
                + "Set both, as in `\(names.index)=2 \(names.count)=4` for the second of four shards, or neither, "
                + "to run every screen."
        )
    }
}
