extension ScreenRouterError {
    /// A cell without a snapshot file in CI, where nothing is recorded unless asked.
    package static func snapshotMissingInCI(_ path: String) -> Self {
        Self(
            code: .snapshotDiffers,
            message: "No snapshot of this cell is recorded at `\(path)`, and in CI (the environment variable "
                + "`\(SnapshotRecordMode.ciVariable)` is set) nothing is recorded unless asked. Record it where the app "
                + "runs (a run outside CI records the missing snapshots), commit it, and run again; or ask this run to "
                + "record: `\(SnapshotRecordMode.variable)=missing`, or `screenrouter snapshots --record`."
        )
    }

    /// A variant's name that names no variant, given to a check's filter.
    package static func unknownVariantName(_ name: String) -> Self {
        Self(
            code: .malformedArguments,
            message: "`\(name)` is no variant's name. A variant is named by its parts, in this order and each at most "
                + "once: the appearance (`light`, `dark`), the text size (`XS` to `XXXL`, `AX1` to `AX5`) and the "
                + "layout direction (`ltr`, `rtl`), joined by `.`, as in `dark.AX5.rtl`; `default` for the device's."
        )
    }
}

extension ScreenRouterError {
    /// A cell not opened because its session's app ended at an earlier cell, which the run did not start again.
    package static func sessionEnded(before cell: String, endedAt earlier: String) -> Self {
        Self(
            code: .appStopped,
            message: "Not opened: the app of this cell's session ended at the cell `\(earlier)` (its failure says "
                + "why), and the run does not start it again. Fix that cell first; the other sessions' cells ran on."
        )
    }
}
