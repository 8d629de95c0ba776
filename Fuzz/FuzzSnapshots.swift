import Foundation

/// The snapshot-file reader on fuzzed bytes, as an every-screen test and `screenrouter snapshots` read a committed
/// file.
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
                file.text.split(separator: "\n").count == (file.elements.isEmpty ? 5 : 6 + file.elements.count),
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
    }
}
