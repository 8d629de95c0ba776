import Foundation
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

/// Snapshots an every-screen test records, in folders of its own: each test names a test file in a scratch folder
/// (`filePath:`), so its snapshots go to `__Snapshots__/<name>` there and the committed ones stay as they are.
@MainActor
@Suite(.serialized)
struct SnapshotRecordingUITests {
    /// The scratch folder of the test files these tests name.
    static let scratch = URL(fileURLWithPath: "/tmp/screenrouter-snapshot-recording")

    func makeSessionDemo() throws -> ProcessApplication {
        let demo = try ProcessApplication.product(named: "Demo")
        demo.routeScheme = "demo"
        return demo
    }

    /// Each file's bytes, by name.
    static func files(in folder: URL) throws -> [String: Data] {
        // The snapshot files; the cells' times beside them are this machine's.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        return try Dictionary(
            uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }
        )
    }

    /// Two runs into fresh folders, one through a session and one with a launch per cell, write the same bytes; each
    /// newly recorded cell is reported, "the next run compares", without a word of `SCREENROUTER_RECORD`, which
    /// neither run set.
    @Test func twoRecordingsWriteByteIdenticalFiles() async throws {
        let folder = Self.scratch.appendingPathComponent("__Snapshots__/Twice")
        try? FileManager.default.removeItem(at: Self.scratch)
        defer { try? FileManager.default.removeItem(at: Self.scratch) }
        var runs: [[Issue]] = []
        var recordings: [[String: Data]] = []
        for run in 0..<2 {
            // The first run opens the cells through one session, the second with a launch each.
            let demo = run == 0 ? try makeSessionDemo() : try ProcessApplication.product(named: "Demo")
            runs.append(
                await capturingIssues {
                    // Recorded whatever the environment the tests run in says (CI, SCREENROUTER_RECORD).
                    await CellSnapshots.$environment.withValue([:]) {
                        await launchEveryScreen(
                            demo,
                            snapshots: true,
                            filePath: "/tmp/screenrouter-snapshot-recording/Twice.swift"
                        )
                    }
                }
            )
            recordings.append(try Self.files(in: folder))
            try FileManager.default.removeItem(at: folder)
        }
        for issues in runs {
            #expect(issues.count == 10)
            #expect(
                issues.allSatisfy { $0.messages.joined().contains("No snapshot of this cell was recorded; recorded `") }
            )
            // `SCREENROUTER_RECORD` is not set: the message does not tell the test to unset it.
            #expect(issues.allSatisfy { !$0.messages.joined().contains("SCREENROUTER_RECORD") })
            #expect(
                issues.allSatisfy {
                    $0.messages.joined().contains(
                        "Review it (`git diff`) and commit it; the next run compares the screen with it."
                    )
                }
            )
        }
        #expect(recordings.count == 2 && recordings[0].count == 10)
        #expect(recordings.first == recordings.last)
    }

    /// In CI (the environment variable `CI` set, as every provider sets it), an every-screen test records nothing
    /// unless asked: each cell without a file fails naming CI and how to ask, and no file is written; with
    /// `SCREENROUTER_RECORD=missing` it records them (and fails, "re-run to compare"), through real launches of the
    /// Demo.
    @Test func inCINothingIsRecordedUnlessAsked() async throws {
        let folder = Self.scratch.appendingPathComponent("__Snapshots__/InCI")
        try? FileManager.default.removeItem(at: Self.scratch)
        defer { try? FileManager.default.removeItem(at: Self.scratch) }
        let demo = try makeSessionDemo()
        let ci = await capturingIssues {
            await CellSnapshots.$environment.withValue(["CI": "true"]) {
                await launchEveryScreen(
                    demo,
                    snapshots: true,
                    filePath: "/tmp/screenrouter-snapshot-recording/InCI.swift"
                )
            }
        }
        #expect(ci.count == 10)
        for message in ci.flatMap(\.messages) {
            #expect(message.contains("No snapshot of this cell is recorded at `\(folder.path)/"), "\(message)")
            #expect(message.contains("in CI (the environment variable `CI` is set) nothing is recorded unless asked"))
            #expect(message.contains("`SCREENROUTER_RECORD=missing`"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing was recorded")
        let asked = await capturingIssues {
            await CellSnapshots.$environment.withValue(["CI": "true", "SCREENROUTER_RECORD": "missing"]) {
                await launchEveryScreen(
                    demo,
                    snapshots: true,
                    filePath: "/tmp/screenrouter-snapshot-recording/InCI.swift"
                )
            }
        }
        #expect(asked.count == 10)
        #expect(asked.allSatisfy { $0.messages.joined().contains("No snapshot of this cell was recorded; recorded `") })
        #expect(try Self.files(in: folder).count == 10)
    }

    /// A snapshot file that does not read fails its cell with the file's path and what does not read, and the
    /// other cells are compared as usual.
    @Test func aMalformedFileFailsItsCellNamingTheFile() async throws {
        let folder = Self.scratch.appendingPathComponent("__Snapshots__/Malformed")
        try? FileManager.default.removeItem(at: Self.scratch)
        defer { try? FileManager.default.removeItem(at: Self.scratch) }
        let record = try makeSessionDemo()
        _ = await capturingIssues {
            await CellSnapshots.$environment.withValue([:]) {
                await launchEveryScreen(
                    record,
                    snapshots: true,
                    filePath: "/tmp/screenrouter-snapshot-recording/Malformed.swift"
                )
            }
        }
        let file = folder.appendingPathComponent("userDetail.ada.default.json")
        let malformed = Data(#"{"elements": [], "screen": "userDetail", "version": "one"}"#.utf8)
        try malformed.write(to: file)
        let demo = try makeSessionDemo()
        let issues = await capturingIssues {
            await launchEveryScreen(
                demo,
                snapshots: true,
                filePath: "/tmp/screenrouter-snapshot-recording/Malformed.swift"
            )
        }
        #expect(issues.count == 1)
        let error = try #require(issues.first?.screenRouterError)
        #expect(error.code.description == "malformedSnapshot")
        #expect(
            error.message.hasPrefix(
                "`userDetail.ada.default`: The snapshot file `\(file.path)` does not read (`version` has a value of "
                    + "another type)."
            ),
            "\(error.message)"
        )
        #expect(try Data(contentsOf: file) == malformed, "the default mode leaves it for a person to fix")
    }
}
