import Foundation
import ScreenRouterTestSupport
import Testing

/// `screenrouter snapshots` checks or records every Demo cell through one session, as a CI without a test target runs it.
///
/// The Demo's settings screen reads `AM_ANIMATION_KEY` (AutoMate's animations switch), which the tool passes
/// on to the app: `false` changes one label, `settingsAnimations`, from "Animations on" to "Animations off".
@MainActor
@Suite(.serialized)
struct SnapshotsCommandTests {
    /// A fresh folder for one test's snapshots, `snapshots` in a scratch folder of its own that also holds the run's
    /// folder beside it (`.build/snapshots`): remove its parent when done.
    static func freshFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("screenrouter-snapshots-\(UUID().uuidString)").appendingPathComponent("snapshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `screenrouter snapshots <Demo> --directory <folder>` and the arguments, with the environment added.
    static func snapshots(
        _ folder: URL,
        _ arguments: [String] = [],
        environment: [String: String] = [:]
    ) async throws -> ProcessApplication {
        let demo = try ProcessApplication.product(named: "Demo").executableURL.path
        let tool = try ProcessApplication.product(named: "screenrouter")
        tool.timeout = 60
        tool.launchArguments = ["snapshots", demo, "--directory", folder.path] + arguments
        // Neither a record mode nor CI from the environment the tests run in, unless a test gives one.
        tool.launchEnvironment = ["SCREENROUTER_RECORD": "", "CI": ""].merging(environment) { _, new in new }
        try await tool.launch()
        return tool
    }

    /// Each file's bytes and modification date, by name.
    static func files(in folder: URL) throws -> [String: (data: Data, modified: Date?)] {
        // `FileAttributeKey.modificationDate`, spelled by its raw value.
        let modificationDate = FileAttributeKey(rawValue: "NSFileModificationDate")
        var files: [String: (data: Data, modified: Date?)] = [:]
        // The cells' times beside the files are no snapshot file.
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name != "cell-times.txt" {
            let url = folder.appendingPathComponent(name)
            let modified = try FileManager.default.attributesOfItem(atPath: url.path)[modificationDate] as? Date
            files[name] = (try Data(contentsOf: url), modified)
        }
        return files
    }

    static func count(_ row: String, in output: String) -> Int? {
        output.split(separator: "\n").first { $0.hasPrefix(row + " ") }
            .flatMap { Int($0.split(separator: " ").last ?? "") }
    }

    @Test func recordsEveryCellThenMatchesThemAndTwoRecordingsAreByteIdentical() async throws {
        let first = try Self.freshFolder()
        let second = try Self.freshFolder()
        defer {
            for folder in [first, second] {
                try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
            }
        }
        // A run that records fails, as a test that records does; the next run compares.
        let recording = try await Self.snapshots(first)
        #expect(recording.exitStatus == 1, "\(recording.standardError)")
        #expect(Self.count("checked", in: recording.standardOutput) == 10)
        #expect(Self.count("recorded", in: recording.standardOutput) == 10)
        #expect(recording.standardOutput.contains("settings.default.default: recorded "))
        #expect(recording.standardOutput.contains("The run wrote snapshot files, so it fails, as a test that records"))
        let check = try await Self.snapshots(first)
        #expect(check.exitStatus == 0)
        #expect(Self.count("matched", in: check.standardOutput) == 10)
        #expect(Self.count("differing", in: check.standardOutput) == 0)
        _ = try await Self.snapshots(second)
        let firstFiles = try Self.files(in: first).mapValues(\.data)
        #expect(firstFiles.count == 10)
        #expect(firstFiles == (try Self.files(in: second).mapValues(\.data)))
    }

    @Test func aChangedLabelFailsExactlyItsCellNamingTheElementAndBothLabels() async throws {
        let folder = try Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        _ = try await Self.snapshots(folder)
        let before = try Self.files(in: folder).mapValues(\.data)
        let check = try await Self.snapshots(folder, environment: ["AM_ANIMATION_KEY": "false"])
        #expect(check.exitStatus == 1)
        #expect(Self.count("differing", in: check.standardOutput) == 1)
        #expect(Self.count("matched", in: check.standardOutput) == 9)
        #expect(
            check.standardOutput.contains(
                "settings.default.default: differs from \(folder.path)/settings.default.default.json:\n"
                    + #"  [settingsAnimations] label: old "Animations on", new "Animations off""#
            ),
            "\(check.standardOutput)"
        )
        #expect(check.standardOutput.components(separatedBy: ": differs from").count == 2, "one cell differs")
        #expect(try Self.files(in: folder).mapValues(\.data) == before, "checking writes nothing")
    }

    /// `failed` rewrites the differing file and no other; `--record` (every cell) rewrites it back and leaves the
    /// others untouched, down to their modification dates.
    @Test func recordModesRewriteTheDifferingFilesAndNothingElse() async throws {
        let folder = try Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        _ = try await Self.snapshots(folder)
        let recorded = try Self.files(in: folder)
        #expect(recorded.count == 10 && recorded.values.allSatisfy { $0.modified != nil })
        let changedFile = "settings.default.default.json"
        let failed = try await Self.snapshots(
            folder,
            environment: ["AM_ANIMATION_KEY": "false", "SCREENROUTER_RECORD": "failed"]
        )
        #expect(failed.exitStatus == 1, "a run that writes fails unless --record asked: \(failed.standardOutput)")
        #expect(failed.standardOutput.contains("settings.default.default: differed from "))
        let afterFailed = try Self.files(in: folder)
        let rewritten = String(decoding: afterFailed[changedFile]?.data ?? Data(), as: UTF8.self)
        #expect(rewritten.contains("Animations off"))
        for (name, file) in recorded where name != changedFile {
            #expect(afterFailed[name]?.data == file.data && afterFailed[name]?.modified == file.modified, "\(name)")
        }
        let all = try await Self.snapshots(folder, ["--record"])
        #expect(all.exitStatus == 0)
        #expect(Self.count("recorded", in: all.standardOutput) == 1)
        let afterAll = try Self.files(in: folder)
        #expect(afterAll[changedFile]?.data == recorded[changedFile]?.data)
        for (name, file) in recorded where name != changedFile {
            #expect(afterAll[name]?.data == file.data && afterAll[name]?.modified == file.modified, "\(name)")
        }
    }

    @Test func neverRecordsNothingAndFailsTheMissingCells() async throws {
        let folder = try Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let never = try await Self.snapshots(folder, environment: ["SCREENROUTER_RECORD": "never"])
        #expect(never.exitStatus == 1)
        #expect(Self.count("failed", in: never.standardOutput) == 10)
        #expect(never.standardOutput.contains("users.many.default: no snapshot at "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aMalformedFileFailsItsCellNamingTheFile() async throws {
        let folder = try Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        _ = try await Self.snapshots(folder)
        let file = folder.appendingPathComponent("users.empty.default.json")
        try Data(#"{"elements": [{"identifier": "usersList", "kind": "other"}], "screen": "users", "version": 1}"#.utf8)
            .write(to: file)
        let check = try await Self.snapshots(folder)
        #expect(check.exitStatus == 1)
        #expect(Self.count("failed", in: check.standardOutput) == 1)
        #expect(Self.count("matched", in: check.standardOutput) == 9)
        #expect(
            check.standardOutput.contains(
                "users.empty.default: The snapshot file `\(file.path)` does not read (`elements[0].label` is missing)."
            ),
            "\(check.standardOutput)"
        )
    }

    @Test func anUnknownRecordModeNamesTheVariableAndTheModes() async throws {
        let folder = try Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let tool = try await Self.snapshots(folder, environment: ["SCREENROUTER_RECORD": "always"])
        #expect(tool.exitStatus == 1)
        #expect(tool.standardOutput.isEmpty)
        #expect(
            tool.standardError.hasPrefix(
                #"screenrouter: error[malformedArguments]: The environment variable `SCREENROUTER_RECORD` is "always", which is no record mode."#
            )
        )
    }

    @Test func aShardChecksItsCellsOnly() async throws {
        let folder = try Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let first = try await Self.snapshots(folder, ["--shard", "1/2"])
        let second = try await Self.snapshots(folder, ["--shard", "2/2"])
        let counts = [first, second].compactMap { Self.count("recorded", in: $0.standardOutput) }
        #expect(counts.count == 2 && counts.allSatisfy { $0 > 0 } && counts.reduce(0, +) == 10)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 10)
    }

    /// In CI (the environment variable `CI` set, as every provider sets it) nothing is recorded unless asked: a
    /// missing cell fails naming CI and how to ask; `--record` records and passes; `SCREENROUTER_RECORD=missing`
    /// records and fails, as a test that records does.
    @Test func inCINothingIsRecordedUnlessAsked() async throws {
        let folder = try Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let ci = try await Self.snapshots(folder, environment: ["CI": "true"])
        #expect(ci.exitStatus == 1)
        #expect(ci.standardOutput.contains("(record mode: never)"), "\(ci.standardOutput)")
        #expect(Self.count("failed", in: ci.standardOutput) == 10)
        #expect(Self.count("recorded", in: ci.standardOutput) == 0)
        #expect(
            ci.standardOutput.contains(
                "users.many.default: no snapshot at \(folder.path)/users.many.default.json, and in CI (`CI` is set) "
                    + "nothing is recorded unless asked (`--record`, or `SCREENROUTER_RECORD=missing`)"
            ),
            "\(ci.standardOutput)"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let asked = try await Self.snapshots(folder, environment: ["CI": "true", "SCREENROUTER_RECORD": "missing"])
        #expect(asked.exitStatus == 1)
        #expect(Self.count("recorded", in: asked.standardOutput) == 10)
        try FileManager.default.removeItem(at: folder)
        let record = try await Self.snapshots(folder, ["--record"], environment: ["CI": "1"])
        #expect(record.exitStatus == 0, "\(record.standardOutput)")
        #expect(Self.count("recorded", in: record.standardOutput) == 10)
        let check = try await Self.snapshots(folder, environment: ["CI": "true"])
        #expect(check.exitStatus == 0)
        #expect(Self.count("matched", in: check.standardOutput) == 10)
        // `CI=false` is not CI: the default mode records.
        let notCI = try Self.freshFolder()
        defer { try? FileManager.default.removeItem(at: notCI.deletingLastPathComponent()) }
        let local = try await Self.snapshots(notCI, environment: ["CI": "false"])
        #expect(local.standardOutput.contains("(record mode: missing)"))
        #expect(Self.count("recorded", in: local.standardOutput) == 10)
    }

    @Test func usageErrorsExitWithTheUsage() async throws {
        let tool = try ProcessApplication.product(named: "screenrouter")
        tool.launchArguments = ["snapshots"]
        try await tool.launch()
        #expect(tool.exitStatus == 64)
        #expect(tool.standardError.contains("`snapshots` needs a path to an executable."))
        #expect(tool.standardError.contains("Usage: screenrouter snapshots <executable> [--record]"))
        let demo = try ProcessApplication.product(named: "Demo").executableURL.path
        let shard = try ProcessApplication.product(named: "screenrouter")
        shard.launchArguments = ["snapshots", demo, "--shard", "two"]
        try await shard.launch()
        #expect(shard.exitStatus == 64)
    }
}
