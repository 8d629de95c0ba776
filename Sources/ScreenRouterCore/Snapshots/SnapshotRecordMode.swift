import Foundation

/// When snapshot files are written, as the environment variable `SCREENROUTER_RECORD` says, with the modes of
/// swift-snapshot-testing's `SnapshotTestingConfiguration.Record`.
package enum SnapshotRecordMode: String, CaseIterable, Sendable {
    /// Every cell's file is written again, and every cell is reported, so that a run in this mode never passes.
    case all
    /// Only cells without a file are recorded (and reported, "re-run to compare"); the others are compared. The
    /// default.
    case missing
    /// Files that differ are written again, and still reported as failures; cells without a file are recorded.
    case failed
    /// Nothing is written: a cell without a file fails. For CI.
    case never

    /// The environment variable that sets the mode: `SCREENROUTER_RECORD`.
    package static let variable = "SCREENROUTER_RECORD"

    /// The mode an environment sets, ``missing`` when it sets none (or an empty value).
    ///
    /// - Parameter environment: The environment, such as `ProcessInfo.processInfo.environment`.
    /// - Throws: ``ScreenRouterError`` with code `malformedArguments` when the variable holds another value,
    ///   naming the variable, the value and the valid ones.
    package init(environment: [String: String]) throws(ScreenRouterError) {
        let text = environment[Self.variable]?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !text.isEmpty else {
            self = .missing
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
