import Foundation

/// When snapshot files are written, as the environment variable `SCREENROUTER_RECORD` says, with the modes of
/// swift-snapshot-testing's `SnapshotTestingConfiguration.Record`; in CI (the environment variable `CI` is set),
/// nothing is written unless `SCREENROUTER_RECORD` (or the command line's `--record`) asks.
package enum SnapshotRecordMode: String, CaseIterable, Sendable {
    /// Every cell's file is written again, and every cell is reported, so that a run in this mode never passes.
    case all
    /// Only cells without a file are recorded (and reported, "re-run to compare"); the others are compared. The
    /// default, outside CI.
    case missing
    /// Files that differ are written again, and still reported as failures; cells without a file are recorded.
    case failed
    /// Nothing is written: a cell without a file fails. For CI, where it is the default.
    case never

    /// The environment variable that sets the mode: `SCREENROUTER_RECORD`.
    package static let variable = "SCREENROUTER_RECORD"

    /// Where a run's mode came from, which says whether its writes were asked for.
    package enum Source: Sendable {
        /// Nothing set it: ``missing``, the default where a person runs the check.
        case unset
        /// The environment variable `CI` is set, as every CI provider sets it, and nothing else set the mode:
        /// ``never``, so that a CI run records nothing unless asked.
        case continuousIntegration
        /// `SCREENROUTER_RECORD` set it, or the command line's `--record` (the MCP server's `record: true`).
        case asked
    }

    /// The environment variable every CI provider sets: `CI`.
    ///
    /// GitHub Actions, GitLab CI, CircleCI, Travis CI and Buildkite, among others, set it to `true`.
    package static let ciVariable = "CI"

    /// Where the mode of an environment comes from: `SCREENROUTER_RECORD` when it holds a value, then `CI` when it
    /// holds one other than `false` or `0`.
    ///
    /// - Parameter environment: The environment, such as `ProcessInfo.processInfo.environment`.
    /// - Returns: The source.
    package static func source(environment: [String: String]) -> Source {
        if environment[variable]?.trimmingCharacters(in: .whitespaces).isEmpty == false { return .asked }
        let ci = environment[ciVariable]?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        return ci.isEmpty || ci == "false" || ci == "0" ? .unset : .continuousIntegration
    }

    /// The mode an environment sets: `SCREENROUTER_RECORD`'s; without it, ``never`` in CI (the environment variable
    /// `CI` is set), ``missing`` elsewhere.
    ///
    /// - Parameter environment: The environment, such as `ProcessInfo.processInfo.environment`.
    /// - Throws: ``ScreenRouterError`` with code `malformedArguments` when the variable holds another value,
    ///   naming the variable, the value and the valid ones.
    package init(environment: [String: String]) throws(ScreenRouterError) {
        let text = environment[Self.variable]?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !text.isEmpty else {
            self = Self.source(environment: environment) == .continuousIntegration ? .never : .missing
            return
        }
        guard let mode = Self(rawValue: text.lowercased()) else {
            throw ScreenRouterError(
                code: .malformedArguments,
                message: "The environment variable `\(Self.variable)` is \(displayed(text)), which is no record mode. "
                    + "It takes `all` (write every snapshot again), `missing` (record only the cells without one, "
                    + "the default), `failed` (write again the snapshots that differ) or `never` (write nothing, for "
                    + "CI); unset it to compare."
            )
        }
        self = mode
    }
}
