import Foundation
import ScreenRouterTestSupport
import Testing

/// `screenrouter snapshots` with several sessions side by side, the cells' times it keeps, and the shard a CI's own
/// parallel job names, through the Demo.
@MainActor
@Suite(.serialized)
struct SnapshotsJobsTests {
    typealias Command = SnapshotsCommandTests

    /// The Demo's cells and their times in milliseconds, as `cell-times.txt` holds them.
    static func times(in folder: URL) throws -> [String: Double] {
        let text = try String(contentsOf: folder.appendingPathComponent("cell-times.txt"), encoding: .utf8)
        var times: [String: Double] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let space = line.lastIndex(of: " "), let time = Double(line[line.index(after: space)...]) else {
                continue
            }
            times[String(line[..<space])] = time
        }
        return times
    }

    /// Two sessions record and check what one does, and report it in the same words and order; the recording keeps
    /// every cell's time, which the check, within noise, leaves as it is.
    @Test func twoSessionsReportWhatOneReports() async throws {
        let one = try Command.freshFolder()
        let two = try Command.freshFolder()
        defer {
            for folder in [one, two] { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        }
        let recordedByOne = try await Command.snapshots(one, ["--record", "--jobs", "1"])
        let recordedByTwo = try await Command.snapshots(two, ["--record", "--jobs", "2"])
        #expect(recordedByOne.exitStatus == 0 && recordedByTwo.exitStatus == 0, "\(recordedByTwo.standardError)")
        #expect(
            recordedByOne.standardOutput.replacingOccurrences(of: one.path, with: "<folder>")
                == recordedByTwo.standardOutput.replacingOccurrences(of: two.path, with: "<folder>")
        )
        #expect(try Command.files(in: one).mapValues(\.data) == (try Command.files(in: two).mapValues(\.data)))
        let times = try Self.times(in: two)
        #expect(times.count == 10 && times.values.allSatisfy { $0 > 0 }, "\(times)")
        // Animations off changes the settings screen's label: the same cell differs whichever session opens it.
        let changed = ["AM_ANIMATION_KEY": "false"]
        let checkedByOne = try await Command.snapshots(one, ["--jobs", "1"], environment: changed)
        let checkedByTwo = try await Command.snapshots(one, ["--jobs", "2"], environment: changed)
        #expect(checkedByOne.exitStatus == 1 && checkedByTwo.exitStatus == 1)
        #expect(Command.count("differing", in: checkedByTwo.standardOutput) == 1)
        #expect(checkedByOne.standardOutput == checkedByTwo.standardOutput)
        let json = try await Command.snapshots(one, ["--jobs", "2", "--json"], environment: changed)
        let jsonByOne = try await Command.snapshots(one, ["--jobs", "1", "--json"], environment: changed)
        #expect(json.standardOutput == jsonByOne.standardOutput && json.standardOutput.contains("settingsAnimations"))
    }

    /// A shard deals the cases by the times recorded: with one case a hundred times the others, the first of two
    /// shards opens it alone and the second the other nine; a shard's run leaves the times as they were.
    @Test func aShardIsDealtByTheRecordedTimes() async throws {
        let folder = try Command.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let cells = [
            "profile.loaded", "profile.notFound", "profile.offline", "profile.slow", "settings.default",
            "userDetail.ada",
            "userDetail.long name", "users.default", "users.empty", "users.many",
        ]
        let lines = cells.map { "\($0).default " + ($0 == "users.empty" ? "100" : "1") }
        let file = folder.appendingPathComponent("cell-times.txt")
        try Data((["# times"] + lines).joined(separator: "\n").utf8 + [0x0A]).write(to: file)
        let before = try Data(contentsOf: file)
        let first = try await Command.snapshots(folder, ["--record", "--shard", "1/2"])
        #expect(Command.count("recorded", in: first.standardOutput) == 1, "\(first.standardOutput)")
        #expect(first.standardOutput.contains("users.empty.default: recorded"))
        let second = try await Command.snapshots(folder, ["--record", "--shard", "2/2"])
        #expect(Command.count("recorded", in: second.standardOutput) == 9)
        #expect(try Data(contentsOf: file) == before, "a shard keeps no times")
        #expect(try Command.files(in: folder).count == 10)
    }

    /// Without `--shard`, the shard is the one the CI's own variables name, as test support reads them: GitLab's
    /// from 1, CircleCI's and Buildkite's from 0; the two halves together are every cell once; two providers that
    /// disagree are refused, naming both.
    @Test(arguments: [
        ("CI_NODE_INDEX", "CI_NODE_TOTAL", 1), ("CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", 0),
        ("BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", 0),
        ("SCREENROUTER_SHARD", "SCREENROUTER_SHARD_COUNT", 1),
    ])
    func theShardIsTheOneTheCIsVariablesName(index: String, count: String, first: Int) async throws {
        let folder = try Command.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        var recorded: [Int] = []
        for job in [first, first + 1] {
            let run = try await Command.snapshots(folder, ["--record"], environment: [index: "\(job)", count: "2"])
            #expect(run.exitStatus == 0, "\(run.standardError)")
            recorded.append(Command.count("recorded", in: run.standardOutput) ?? 0)
        }
        #expect(recorded == [5, 5])
        #expect(try Command.files(in: folder).count == 10)
        // Another provider's job 2 of 3 (GitLab's, or for GitLab CircleCI's).
        let (other, otherIndex, otherCount, otherJob) =
            index == "CI_NODE_INDEX"
            ? ("CircleCI", "CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", "1")
            : ("GitLab", "CI_NODE_INDEX", "CI_NODE_TOTAL", "2")
        let conflict = try await Command.snapshots(
            folder,
            environment: [index: "\(first)", count: "2", otherIndex: otherJob, otherCount: "3"]
        )
        #expect(conflict.exitStatus == 1)
        #expect(conflict.standardError.contains(other) && conflict.standardError.contains(index))
    }
}
