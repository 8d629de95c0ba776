import Foundation

extension ScreenRouterError {
    /// What to do after snapshot files were written: review them and commit them, then compare, which a run in
    /// `missing` mode (the default, `SCREENROUTER_RECORD` unset) does, and a run in `all` or `failed` mode does not.
    private static func reviewAdvice(_ mode: SnapshotRecordMode) -> String {
        switch mode {
        case .missing, .never:
            "Review it (`git diff`) and commit it; the next run compares the screen with it."
        case .all, .failed:
            "Review it (`git diff`) and commit it; run again without `\(SnapshotRecordMode.variable)=\(mode.rawValue)` "
                + "to compare."
        }
    }

    /// A snapshot file that does not read.
    package static func malformedSnapshot(_ path: String, problem: String) -> Self {
        Self(
            code: .malformedSnapshot,
            message: "The snapshot file `\(path)` does not read (\(problem)). A snapshot file is JSON: "
                + #"{"elements": [{"identifier", "kind", "label", "value"?, "frame"?}], "screen", "version": 1}"#
                + ", kind one of " + ElementSnapshot.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                + ". Delete it and re-run to record it again, or re-run with "
                + "`\(SnapshotRecordMode.variable)=failed` to replace it."
        )
    }

    /// A snapshot file that exists and could not be read.
    package static func unreadableSnapshot(_ path: String, reason: String) -> Self {
        Self(
            code: .malformedSnapshot,
            message: "The snapshot file `\(path)` could not be read: \(reason). Check that it is a file this user may "
                + "read."
        )
    }

    /// A snapshot file that could not be written.
    package static func unwritableSnapshot(_ path: String, reason: String) -> Self {
        Self(
            code: .malformedSnapshot,
            message: "The snapshot file `\(path)` could not be written: \(reason). Check that its folder can be "
                + "created and written."
        )
    }

    /// A screen that differs from its snapshot file, which was left as it is.
    package static func snapshotDiffers(_ path: String, diff: SnapshotDiff) -> Self {
        Self(
            code: .snapshotDiffers,
            message: "The screen differs from its snapshot `\(path)`:\n\(diff.text)\nIf the change is intended, "
                + "re-run with `\(SnapshotRecordMode.variable)=failed` to accept it (it writes the differing "
                + "snapshots again), review them (`git diff`) and commit them; otherwise fix the app."
        )
    }

    /// A screen that differed from its snapshot file, which the record mode wrote again.
    package static func snapshotRewritten(_ path: String, diff: SnapshotDiff, mode: SnapshotRecordMode) -> Self {
        Self(
            code: .snapshotDiffers,
            message: "The screen differed from its snapshot `\(path)`, which "
                + "`\(SnapshotRecordMode.variable)=\(mode.rawValue)` wrote again:\n\(diff.text)\n\(reviewAdvice(mode))"
        )
    }

    /// A snapshot recorded in this run, in a record mode: a new one, or one written again in record mode `all`.
    package static func snapshotRecorded(_ path: String, elements: Int, new: Bool, mode: SnapshotRecordMode) -> Self {
        let what =
            new
            ? "No snapshot of this cell was recorded; recorded `\(path)` (\(counted(elements)))."
            : "`\(SnapshotRecordMode.variable)=all` records every cell: the snapshot `\(path)` holds this screen "
                + "(\(counted(elements)), unchanged)."
        return Self(code: .snapshotDiffers, message: "\(what) \(reviewAdvice(mode))")
    }

    /// A number of elements in words: `1 element`, `3 elements`.
    package static func counted(_ elements: Int) -> String {
        elements == 1 ? "1 element" : "\(elements) elements"
    }

    /// A cell without a snapshot file, in record mode `never`.
    package static func snapshotMissing(_ path: String) -> Self {
        Self(
            code: .snapshotDiffers,
            message: "No snapshot of this cell is recorded at `\(path)`, and `\(SnapshotRecordMode.variable)=never` "
                + "records none. Record it where the app runs (a run without `\(SnapshotRecordMode.variable)` "
                + "records the missing snapshots), commit it, and run again."
        )
    }

    /// A cell whose app wrote no element frame, which a snapshot is made of.
    package static func noElementFrame(_ executable: String) -> Self {
        Self(
            code: .snapshotDiffers,
            message: "`\(executable)` wrote no element frame (`\(ElementSnapshot.linePrefix)<JSON>`) for this cell, "
                + "and a snapshot is made of one. Have its host write the screen's elements when it installs a "
                + "screen (`writeElements(_:of:route:)`), as the Demo's does."
        )
    }
}
