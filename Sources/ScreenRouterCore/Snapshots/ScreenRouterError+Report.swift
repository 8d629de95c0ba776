extension ScreenRouterError {
    /// A screenshot beside a snapshot file that is no PNG image.
    package static func unreadableScreenshot(_ path: String, problem: String) -> Self {
        Self(
            code: .malformedSnapshot,
            message: "The screenshot `\(path)` does not read as a PNG image: \(problem). A cell's screenshot is the "
                + "PNG image the every-screen test keeps (`screenshots: true`); delete it, or run the test again to "
                + "write it anew."
        )
    }

    /// A folder of snapshot files that cannot be listed.
    package static func unreadableSnapshotFolder(_ path: String, reason: String) -> Self {
        Self(
            code: .malformedSnapshot,
            message: "The folder of snapshot files `\(path)` could not be read: \(reason). Name the folder of a test "
                + "file's snapshots, such as `Tests/AppUITests/__Snapshots__/EveryScreenTests`, or the folder "
                + "`--directory` gave `screenrouter snapshots`."
        )
    }

    /// An accessibility audit's file that does not read.
    package static func malformedAudit(_ path: String, problem: String) -> Self {
        Self(
            code: .malformedSnapshot,
            message: "The accessibility audit `\(path)` does not read (\(problem)). The every-screen test writes it "
                + #"(`accessibilityAudit: true`) as JSON: {"findings": [{"description", "element"?, "type"}], "#
                + #""version": 1}; delete it, or run the test again to write it anew."#
        )
    }

    /// A report that could not be written.
    package static func unwritableReport(_ path: String, reason: String) -> Self {
        Self(
            code: .malformedSnapshot,
            message: "The snapshot report `\(path)` could not be written: \(reason). Check that its folder can be "
                + "created and written, or name another file (`--output`, or `\(SnapshotStore.reportVariable)`)."
        )
    }
}
