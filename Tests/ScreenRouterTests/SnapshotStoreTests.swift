import Foundation
import ScreenRouter
import Testing

/// What each record mode writes, file by file, and what it reports.
struct SnapshotStoreTests {
    static let screen = SnapshotFile(screen: "settings", elements: [.init(identifier: "title", label: "Settings")])
    static var changed: SnapshotFile {
        var changed = screen
        changed.elements[0].label = "Preferences"
        return changed
    }

    /// A fresh folder of snapshot files, `cells` in a scratch folder of its own, which also holds the run's folder
    /// beside it (`.build/cells`); remove ``scratch(of:)`` when done.
    static func freshFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
            .appendingPathComponent("cells")
    }

    /// The scratch folder of a store made in ``freshFolder()``.
    static func scratch(of store: SnapshotStore) -> URL {
        store.directory.deletingLastPathComponent()
    }

    /// A store in a fresh folder, with the cell `settings.default.default` recorded as `screen`.
    static func recorded(_ mode: SnapshotRecordMode) throws -> SnapshotStore {
        let folder = freshFolder()
        #expect(SnapshotStore(directory: folder, mode: .missing).check(screen, cell: cell) == .recorded)
        return SnapshotStore(directory: folder, mode: mode)
    }

    static let cell = "settings.default.default"

    @Test(arguments: SnapshotRecordMode.allCases)
    func aDifferenceIsWrittenOnlyWhenTheModeSaysSo(_ mode: SnapshotRecordMode) throws {
        let store = try Self.recorded(mode)
        defer { try? FileManager.default.removeItem(at: Self.scratch(of: store)) }
        let outcome = store.check(Self.changed, cell: Self.cell)
        let written = try Data(contentsOf: store.file(ofCell: Self.cell))
        let diff = SnapshotDiff(old: Self.screen, new: Self.changed)
        switch mode {
        case .all, .failed:
            #expect(outcome == .rewritten(diff))
            #expect(written == Self.changed.data)
        case .missing, .never:
            #expect(outcome == .differs(diff))
            #expect(written == Self.screen.data)
        }
        let failure = try #require(store.failure(for: outcome, of: Self.changed, cell: Self.cell))
        #expect(failure.message.contains(#"[title] label: old "Settings", new "Preferences""#))
    }

    @Test func aFileFormattedByHandStillMatchesAndOnlyAllRewritesIt() throws {
        let store = try Self.recorded(.failed)
        defer { try? FileManager.default.removeItem(at: Self.scratch(of: store)) }
        let url = store.file(ofCell: Self.cell)
        let byHand = Data(
            #"{"version": 1, "screen": "settings", "elements": [{"label": "Settings", "identifier": "title", "kind": "text"}]}"#
                .utf8
        )
        try byHand.write(to: url)
        #expect(store.check(Self.screen, cell: Self.cell) == .matched)
        #expect(try Data(contentsOf: url) == byHand)
        let all = SnapshotStore(directory: store.directory, mode: .all)
        #expect(all.check(Self.screen, cell: Self.cell) == .rewritten(nil))
        #expect(try Data(contentsOf: url) == Self.screen.data)
    }

    @Test(arguments: SnapshotRecordMode.allCases)
    func aRecordingSaysHowToCompareInTheModeThatWroteIt(_ mode: SnapshotRecordMode) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SnapshotStore(directory: folder, mode: mode)
        let outcome = store.check(Self.screen, cell: Self.cell)
        guard mode != .never else {
            #expect(outcome == .missing)
            return
        }
        #expect(outcome == .recorded)
        let message = try #require(store.failure(for: outcome, of: Self.screen, cell: Self.cell)?.message)
        switch mode {
        case .missing, .never:
            #expect(
                message.contains("Review it (`git diff`) and commit it; the next run compares the screen with it.")
            )
            #expect(!message.contains("SCREENROUTER_RECORD"))
        case .all, .failed:
            #expect(
                message.contains(
                    "Review it (`git diff`) and commit it; run again without `SCREENROUTER_RECORD=\(mode.rawValue)` to "
                        + "compare."
                )
            )
        }
    }

    @Test func neverRecordsNothing() throws {
        let folder = Self.freshFolder()
        let store = SnapshotStore(directory: folder, mode: .never)
        defer { try? FileManager.default.removeItem(at: Self.scratch(of: store)) }
        #expect(store.check(Self.screen, cell: Self.cell) == .missing)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        let failure = try #require(store.failure(for: .missing, of: Self.screen, cell: Self.cell))
        #expect(
            failure.message.hasPrefix(
                "No snapshot of this cell is recorded at `\(folder.path)/settings.default.default.json`"
            )
        )
    }

    @Test func theFolderIsBesideTheTestFileNamedAfterIt() {
        let store = SnapshotStore(besideTestFile: "/src/App/Tests/AppUITests/EveryScreen.swift", mode: .missing)
        #expect(store.directory.path == "/src/App/Tests/AppUITests/__Snapshots__/EveryScreen")
        #expect(store.file(ofCell: "a/b.default.default").lastPathComponent == "a-b.default.default.json")
    }
}
