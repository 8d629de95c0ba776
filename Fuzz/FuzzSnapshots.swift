import Foundation

/// The snapshot-file reader on fuzzed bytes, as an every-screen test and `screenrouter snapshots` read a committed
/// file, and the review report that draws such files (`screenrouter report`).
enum FuzzSnapshots {
    /// A snapshot to compare each one read with.
    private static let recorded = SnapshotFile(
        screen: "settings",
        elements: [
            .init(identifier: "settingsTitle", label: "Settings"),
            .init(identifier: "settingsAnimations", label: "Animations on", value: "1", kind: .button),
        ]
    )

    /// Reads the bytes as a snapshot file.
    ///
    /// A file that reads is written again and reads back the same, its bytes unchanged by a second round (the format
    /// is stable), and its diff with another snapshot is made without a trap; every failure is a `malformedSnapshot`
    /// error that names the file, with a message in the package's words.
    static func file(_ data: Data) {
        let path = "__Snapshots__/Fuzz/cell.default.default.json"
        do {
            let file = try SnapshotFile.read(data, path: path)
            let again = try SnapshotFile.read(file.data, path: path)
            precondition(again.text == file.text, "a snapshot file is not written the same twice: \(file.text)")
            precondition(file.text.hasSuffix("}\n"), "a snapshot file does not end with its line break")
            precondition(
                file.text.split(separator: "\n").count
                    == (file.elements.isEmpty ? 5 : 6 + file.elements.count) + (file.unit == nil ? 0 : 1),
                "a snapshot file is not one element a line: \(file.text)"
            )
            _ = SnapshotDiff(old: recorded, new: file).text
            _ = SnapshotDiff(old: file, new: recorded).text
            precondition(SnapshotDiff(old: again, new: again).isEmpty, "a snapshot differs from itself")
        } catch {
            precondition(error.code == .malformedSnapshot, "a snapshot file: \(error)")
            precondition(error.message.contains("`\(path)`"), "a snapshot file's error does not name it: \(error)")
            FuzzMessages.expectOurWords(error)
        }
        report(data)
    }

    /// Draws the bytes in a review report, as the run's snapshot of a recorded cell, as a recorded cell the run
    /// lacks, as its screenshot and as its audit: each file that does not read is reported on its card, what reads is
    /// drawn, nothing the bytes hold is read as markup, and two renders are the same bytes.
    static func report(_ data: Data) {
        let cell = "settings.default.default"
        var current = SnapshotReport.Files(path: "run/\(cell).json", snapshot: data)
        current.screenshot = ("run/\(cell)@2x.png", data, 2)
        current.audit = ("run/\(cell).audit.json", data)
        let recordedFiles = SnapshotReport.Files(path: "f/\(cell).json", snapshot: Self.recorded.data)
        let gone = SnapshotReport.Files(path: "f/gone.default.default.json", snapshot: data)
        let report = SnapshotReport(
            title: "Fuzz",
            recordedFolder: "f",
            recorded: [cell: recordedFiles, "gone.default.default": gone],
            currentFolder: "run",
            current: [cell: current]
        )
        let html = report.html
        precondition(!html.contains("<script"), "the report holds a script")
        precondition(html.components(separatedBy: "<article ").count == 3, "a cell has no card")
        for reported in report.cells {
            let problems = (reported.recorded?.problems ?? []) + (reported.current?.problems ?? [])
            precondition((reported.status == .unreadable) == !problems.isEmpty, "a problem without its status")
            for problem in problems {
                precondition(problem.code == .malformedSnapshot, "a report's problem: \(problem)")
                FuzzMessages.expectOurWords(problem)
            }
        }
        precondition(
            SnapshotReport(title: "Fuzz", recordedFolder: "f", recorded: [cell: current]).html
                == SnapshotReport(title: "Fuzz", recordedFolder: "f", recorded: [cell: current]).html,
            "two renders of the same files differ"
        )
    }
}
