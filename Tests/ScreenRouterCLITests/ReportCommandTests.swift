import Foundation
import ScreenRouterTestSupport
import Testing

/// `screenrouter report` draws what `screenrouter snapshots` left, and a failing run names it.
///
/// The Demo's settings screen reads `AM_ANIMATION_KEY`: `false` changes one label, `settingsAnimations`.
@MainActor
@Suite(.serialized)
struct ReportCommandTests {
    /// Records the Demo's snapshots into a fresh `snapshots` folder, then checks them again with animations off, so
    /// the run's folder beside them holds one changed cell; the tool's run of the check.
    static func recordThenCheckRelabelled(
        _ folder: URL,
        environment: [String: String] = [:]
    ) async throws -> ProcessApplication {
        _ = try await SnapshotsCommandTests.snapshots(folder)
        return try await SnapshotsCommandTests.snapshots(
            folder,
            environment: ["AM_ANIMATION_KEY": "false"].merging(environment) { _, new in new }
        )
    }

    @Test func theReportOfARunMarksTheChangedCellAndIsWrittenBesideItsFolder() async throws {
        let folder = try SnapshotsCommandTests.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let check = try await Self.recordThenCheckRelabelled(folder)
        #expect(check.exitStatus == 1)
        #expect(
            check.standardOutput.hasSuffix(
                "See every cell drawn, the changed elements marked: `screenrouter report \(folder.path)` writes a "
                    + "report of this run.\n"
            ),
            "\(check.standardOutput)"
        )
        let tool = try await screenrouter("report", folder.path)
        #expect(tool.exitStatus == 0, "\(tool.standardError)")
        let page = folder.deletingLastPathComponent().appendingPathComponent(".build/snapshots.html")
        #expect(
            tool.standardOutput
                == "Wrote \(page.path): 10 cells: 1 changed, 0 new, 0 removed, 0 unreadable, 9 unchanged.\n"
        )
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains(#"id="cell-settings.default.default" data-status="changed""#))
        #expect(html.contains("<td>settingsAnimations</td><td>label &quot;Animations on&quot;"))
        let again = try await screenrouter("report", folder.path, "--output", folder.path + "/../again.html")
        #expect(again.exitStatus == 0)
        let second = try Data(contentsOf: folder.deletingLastPathComponent().appendingPathComponent("again.html"))
        #expect(second == Data(html.utf8), "two reports of the same files are the same bytes")
    }

    @Test func aRunWritesTheReportTheEnvironmentNamesAndNamesIt() async throws {
        let folder = try SnapshotsCommandTests.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let page = folder.deletingLastPathComponent().appendingPathComponent("artifacts/report.html")
        let check = try await Self.recordThenCheckRelabelled(folder, environment: ["SCREENROUTER_REPORT": page.path])
        #expect(check.exitStatus == 1)
        #expect(check.standardOutput.contains("\nWrote the report \(page.path).\n"))
        #expect(
            check.standardOutput.hasSuffix(
                "open `\(page.path)`, the report this run writes when it ends (`SCREENROUTER_REPORT`).\n"
            )
        )
        #expect(try String(contentsOf: page, encoding: .utf8).contains(#"<b id="count-changed">1</b>"#))
    }

    @Test func aFolderWithoutARunIsShownAsRecorded() async throws {
        let folder = try SnapshotsCommandTests.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try SnapshotFile(screen: "settings", elements: []).data
            .write(to: folder.appendingPathComponent("settings.default.default.json"))
        let tool = try await screenrouter("report", folder.path, "--output", folder.path + ".html")
        #expect(tool.exitStatus == 0)
        #expect(tool.standardOutput.contains(": 1 cell: 0 changed, 0 new, 0 removed, 0 unreadable, 1 unchanged."))
        #expect(tool.standardOutput.contains("No run's snapshots at "))
    }

    @Test(
        arguments: [
            (["report"], "`report` needs a folder of snapshot files", Int32(64)),
            (
                ["report", "/nonexistent/Snapshots"],
                "error[malformedSnapshot]: No folder of snapshot files at `/nonexistent/Snapshots`", 1
            ),
            (
                ["report", "/", "--current", "/nonexistent/run"],
                "error[malformedSnapshot]: No folder of snapshot files at `/nonexistent/run`", 1
            ),
            (["report", "/", "--directory", "x"], "`report` does not take `--directory`", 64),
        ]
    )
    func badInputExitsNonZeroNamingTheProblem(arguments: [String], problem: String, status: Int32) async throws {
        let tool = try ProcessApplication.product(named: "screenrouter")
        tool.launchArguments = arguments
        try await tool.launch()
        #expect(tool.exitStatus == status)
        #expect(tool.standardOutput.isEmpty)
        #expect(tool.standardError.contains(problem), "\(tool.standardError)")
    }

    @Test func helpDescribesTheCommand() async throws {
        let tool = try await screenrouter("report", "--help")
        #expect(tool.standardOutput.hasPrefix("Usage: screenrouter report <folder> [--current <folder>]"))
    }
}
