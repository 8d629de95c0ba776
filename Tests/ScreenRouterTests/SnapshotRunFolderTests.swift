import Foundation
import ScreenRouter
import Testing

/// What a run leaves beside the recorded snapshot files, the report it writes when asked, and the failures that
/// name it.
struct SnapshotRunFolderTests {
    static let screen = SnapshotFile(screen: "settings", elements: [.init(identifier: "title", label: "Settings")])
    static let changed = SnapshotFile(screen: "settings", elements: [.init(identifier: "title", label: "Preferences")])
    static let cell = "settings.default.default"

    /// A store of snapshot files in `__Snapshots__/Cells` of a fresh scratch folder; remove the scratch folder when
    /// done.
    static func store(_ mode: SnapshotRecordMode) -> (store: SnapshotStore, scratch: URL) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("run-folder-\(UUID().uuidString)")
        return (SnapshotStore(directory: scratch.appendingPathComponent("__Snapshots__/Cells"), mode: mode), scratch)
    }

    @Test func theRunsFolderIsABuildFolderBesideTheRecordedOnes() {
        let store = SnapshotStore(besideTestFile: "/src/App/Tests/AppUITests/EveryScreen.swift", mode: .missing)
        #expect(store.runDirectory.path == "/src/App/Tests/AppUITests/__Snapshots__/.build/EveryScreen")
        #expect(store.defaultReportFile.path == "/src/App/Tests/AppUITests/__Snapshots__/.build/EveryScreen.html")
    }

    @Test(arguments: SnapshotRecordMode.allCases)
    func everyModeLeavesTheScreenAsTheRunFoundItInAFolderGitIgnores(_ mode: SnapshotRecordMode) throws {
        let (store, scratch) = Self.store(.missing)
        defer { try? FileManager.default.removeItem(at: scratch) }
        _ = store.check(Self.screen, cell: Self.cell)
        let checked = SnapshotStore(directory: store.directory, mode: mode)
        _ = checked.check(Self.changed, cell: Self.cell)
        let kept = checked.runDirectory.appendingPathComponent("\(Self.cell).json")
        #expect(try Data(contentsOf: kept) == Self.changed.data)
        let ignore = checked.runDirectory.deletingLastPathComponent().appendingPathComponent(".gitignore")
        #expect(try String(contentsOf: ignore, encoding: .utf8).hasSuffix("\n*\n"))
    }

    @Test func aRunClearsWhatAnEarlierProcessLeftOnceAndAShardKeepsIt() throws {
        let (store, scratch) = Self.store(.missing)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try SnapshotStore.createIgnoredFolder(store.runDirectory)
        let stale = store.runDirectory.appendingPathComponent("gone.default.default.json")
        let notes = store.runDirectory.appendingPathComponent("notes.txt")
        for file in [stale, notes] { try Data().write(to: file) }
        _ = store.check(Self.screen, cell: Self.cell)
        #expect(!FileManager.default.fileExists(atPath: stale.path), "a cell an earlier process left is gone")
        #expect(FileManager.default.fileExists(atPath: notes.path), "a file of no cell is left")
        try Data().write(to: stale)
        _ = SnapshotStore(directory: store.directory, mode: .missing).check(Self.changed, cell: Self.cell)
        #expect(FileManager.default.fileExists(atPath: stale.path), "this process's own runs add up")

        var (shard, shardScratch) = Self.store(.missing)
        defer { try? FileManager.default.removeItem(at: shardScratch) }
        shard.keepsEarlierRuns = true
        try SnapshotStore.createIgnoredFolder(shard.runDirectory)
        let otherShards = shard.runDirectory.appendingPathComponent("users.default.default.json")
        try Data().write(to: otherShards)
        _ = shard.check(Self.screen, cell: Self.cell)
        #expect(FileManager.default.fileExists(atPath: otherShards.path), "a shard keeps the other shards' cells")
    }

    @Test func aFailureNamesTheReportToOpen() throws {
        let (store, scratch) = Self.store(.never)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let failure = try #require(store.failure(for: .missing, of: Self.screen, cell: Self.cell, environment: [:]))
        #expect(failure.message.hasSuffix("`screenrouter report \(store.directory.path)` writes a report of this run."))
        let asked = try #require(
            store.failure(
                for: .missing,
                of: Self.screen,
                cell: Self.cell,
                environment: ["SCREENROUTER_REPORT": "/r/x.html"]
            )
        )
        #expect(
            asked.message.hasSuffix(
                "open `/r/x.html`, the report this run writes when it ends (`SCREENROUTER_REPORT`)."
            )
        )
        #expect(store.failure(for: .matched, of: Self.screen, cell: Self.cell, environment: [:]) == nil)
    }

    @Test func aRunWritesItsReportWhereTheEnvironmentSays() throws {
        let (store, scratch) = Self.store(.missing)
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(try store.writeReport(environment: [:]) == nil)
        _ = store.check(Self.screen, cell: Self.cell)
        _ = store.check(Self.screen, cell: "settings.other.default")
        _ = SnapshotStore(directory: store.directory, mode: .never).check(Self.changed, cell: Self.cell)
        let file = scratch.appendingPathComponent("reports/run.html")
        #expect(try store.writeReport(environment: ["SCREENROUTER_REPORT": file.path]) == file)
        let html = try String(contentsOf: file, encoding: .utf8)
        #expect(html.contains(#"<b id="count-changed">1</b>"#))
        #expect(html.contains(#"<b id="count-unchanged">1</b>"#))
        #expect(html.contains(#"id="cell-settings.default.default" data-status="changed""#))
        let folder = scratch.appendingPathComponent("reports")
        #expect(
            try store.writeReport(environment: ["SCREENROUTER_REPORT": folder.path])
                == folder.appendingPathComponent("Cells.html")
        )
        #expect(try String(contentsOf: folder.appendingPathComponent("Cells.html"), encoding: .utf8) == html)
    }

    @Test func aFolderIsReadCellByCellWithItsScreenshotAndAudit() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("run-files-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("nested.json"),
            withIntermediateDirectories: true
        )
        let files: [String: Data] = [
            "a.default.default.json": Self.screen.data,
            "a.default.default.png": Data([1]),
            "a.default.default@3x.png": Data([3]),
            "a.default.default.audit.json": Data("{}".utf8),
            "b.default.default@2x.png": Data([2]),
            ".gitignore": Data("*\n".utf8),
            "report.html": Data(),
        ]
        for (name, data) in files { try data.write(to: scratch.appendingPathComponent(name)) }
        let read = try SnapshotReport.files(in: scratch, shownAs: "f")
        #expect(read.keys.sorted() == ["a.default.default", "b.default.default"])
        let a = try #require(read["a.default.default"])
        #expect(a.path == "f/a.default.default.json")
        #expect(a.snapshot == Self.screen.data)
        #expect(a.screenshot?.path == "f/a.default.default@3x.png", "the finest of several")
        #expect(a.audit?.path == "f/a.default.default.audit.json")
        let b = try #require(read["b.default.default"])
        #expect(b.snapshot == nil)
        let report = SnapshotReport(title: "T", recordedFolder: "f", recorded: read)
        #expect(report.cells.map(\.status) == [.unreadable, .unreadable])
        #expect(
            report.html.contains("The snapshot file `f/b.default.default.json` does not read (the file is missing)")
        )
        #expect(throws: ScreenRouterError.self) {
            try SnapshotReport.files(in: scratch.appendingPathComponent("missing"), shownAs: "missing")
        }
    }
}
