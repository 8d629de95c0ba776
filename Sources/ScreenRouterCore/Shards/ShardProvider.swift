import Foundation

/// Where a CI provider says which of its parallel jobs a process is: the two environment variables it sets, and the
/// number it gives its first job.
///
/// Without a shard given, the every-screen forms and ``ScreenCatalogue/shard(_:of:)`` take the one the environment
/// names, read from every provider here:
///
/// | provider | job | jobs | first job |
/// | --- | --- | --- | --- |
/// | ScreenRouter (a job matrix) | `SCREENROUTER_SHARD` | `SCREENROUTER_SHARD_COUNT` | 1 |
/// | GitLab (`parallel:`) | `CI_NODE_INDEX` | `CI_NODE_TOTAL` | 1 |
/// | CircleCI (`parallelism:`) | `CIRCLE_NODE_INDEX` | `CIRCLE_NODE_TOTAL` | 0 |
/// | Buildkite (`parallelism:`) | `BUILDKITE_PARALLEL_JOB` | `BUILDKITE_PARALLEL_JOB_COUNT` | 0 |
package struct ShardProvider: Equatable, Sendable {
    /// The provider's name, for messages: `GitLab`.
    package let name: String
    /// The variable that numbers the job: `CI_NODE_INDEX`.
    package let indexVariable: String
    /// The variable that counts the jobs: `CI_NODE_TOTAL`.
    package let countVariable: String
    /// The number of the first job: 0 or 1.
    package let firstIndex: Int

    /// ScreenRouter's own variables, which a job matrix sets: `SCREENROUTER_SHARD` (from 1) of
    /// `SCREENROUTER_SHARD_COUNT`.
    package static let screenRouter = ShardProvider(
        name: "ScreenRouter",
        indexVariable: "SCREENROUTER_SHARD",
        countVariable: "SCREENROUTER_SHARD_COUNT",
        firstIndex: 1
    )

    /// GitLab's `parallel:` jobs: `CI_NODE_INDEX` (from 1) of `CI_NODE_TOTAL`.
    package static let gitLab = ShardProvider(
        name: "GitLab",
        indexVariable: "CI_NODE_INDEX",
        countVariable: "CI_NODE_TOTAL",
        firstIndex: 1
    )

    /// CircleCI's `parallelism:`: `CIRCLE_NODE_INDEX` (from 0) of `CIRCLE_NODE_TOTAL`.
    package static let circleCI = ShardProvider(
        name: "CircleCI",
        indexVariable: "CIRCLE_NODE_INDEX",
        countVariable: "CIRCLE_NODE_TOTAL",
        firstIndex: 0
    )

    /// Buildkite's `parallelism:`: `BUILDKITE_PARALLEL_JOB` (from 0) of `BUILDKITE_PARALLEL_JOB_COUNT`.
    package static let buildkite = ShardProvider(
        name: "Buildkite",
        indexVariable: "BUILDKITE_PARALLEL_JOB",
        countVariable: "BUILDKITE_PARALLEL_JOB_COUNT",
        firstIndex: 0
    )

    /// Every provider read, ScreenRouter's first.
    package static let all = [screenRouter, gitLab, circleCI, buildkite]

    /// A job as the provider's variables write it: `CI_NODE_INDEX=2 CI_NODE_TOTAL=4`.
    ///
    /// - Parameters:
    ///   - index: The shard's number from 1.
    ///   - count: The number of shards.
    /// - Returns: The two assignments, the job's number as the provider counts.
    package func assignments(index: Int, count: Int) -> String {
        "\(indexVariable)=\(index - 1 + firstIndex) \(countVariable)=\(count)"
    }

    /// The shard one provider's variables name, from 1, or `nil` when they name none: neither is set, or the count
    /// alone is set to 1 (GitLab sets `CI_NODE_TOTAL=1` in a job without `parallel:`).
    ///
    /// - Parameter environment: The environment.
    /// - Returns: The shard's number from 1 and the count, unchecked.
    /// - Throws: ``ScreenRouterError`` when one of them is not a whole number, or one is set without the other.
    func shard(in environment: [String: String]) throws(ScreenRouterError) -> (index: Int, count: Int)? {
        func number(_ name: String, _ text: String) throws(ScreenRouterError) -> Int {
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
                throw ScreenRouterError.unreadableShardVariable(name, value: text, provider: self)
            }
            return value
        }
        switch (environment[indexVariable], environment[countVariable]) {
        case (nil, nil):
            return nil
        case (let index?, let count?):
            return (try number(indexVariable, index) - firstIndex + 1, try number(countVariable, count))
        case (nil, let count?) where try number(countVariable, count) == 1:
            return nil
        case (let index, let count):
            throw ScreenRouterError.halfAShardInEnvironment(
                set: index == nil ? countVariable : indexVariable,
                to: index ?? count ?? "",
                provider: self
            )
        }
    }

    /// The shard the environment names, from 1, and the provider that named it, or `nil` when none does.
    ///
    /// Every provider is read. One that names the first of one job does not split (CircleCI's job without
    /// `parallelism:`); the others must agree, as the same shard given twice does.
    ///
    /// - Parameter environment: The environment.
    /// - Returns: The shard, unchecked against its count, and the provider whose variables named it first.
    /// - Throws: ``ScreenRouterError`` when a variable is not a whole number, one of a provider's two is set without
    ///   the other, or two providers name different shards (the message names both).
    package static func shard(
        in environment: [String: String]
    ) throws(ScreenRouterError) -> (index: Int, count: Int, provider: ShardProvider)? {
        var named: (index: Int, count: Int, provider: ShardProvider)?
        for provider in all {
            guard let shard = try provider.shard(in: environment), shard.index != 1 || shard.count != 1 else {
                continue
            }
            guard let first = named else {
                named = (shard.index, shard.count, provider)
                continue
            }
            guard first.index == shard.index, first.count == shard.count else {
                throw ScreenRouterError.conflictingShards(
                    (first.index, first.count, first.provider),
                    (shard.index, shard.count, provider)
                )
            }
        }
        return named
    }
}
