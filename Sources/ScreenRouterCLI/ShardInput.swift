import Foundation
import ScreenRouterCore

/// The shard, as the options give it: `--shard`.
enum ShardInput {
    /// The shard of `--shard <shard>/<count>`, if it was given, unchecked against the catalogue.
    static func shard(from options: inout Options) throws(ScreenRouterError) -> (index: Int, count: Int)? {
        guard let text = options.value("--shard") else { return nil }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw .malformedCommandLine(
                "`--shard` takes the shard's number and the number of shards, as in `--shard 2/4`; found `\(text)`."
            )
        }
        return (index, count)
    }

    /// The sessions of `--jobs <n>`, or the machine's active processors when it was not given.
    static func jobs(from options: inout Options) throws(ScreenRouterError) -> Int {
        guard let text = options.value("--jobs") else { return ProcessInfo.processInfo.activeProcessorCount }
        guard let jobs = Int(text), jobs >= 1 else {
            throw .malformedCommandLine(
                "`--jobs` takes the number of sessions to run side by side, 1 or more, as in `--jobs 2`; found "
                    + "`\(text)`."
            )
        }
        return jobs
    }
}
