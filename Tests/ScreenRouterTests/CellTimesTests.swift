import Foundation
import ScreenRouter
import Testing

/// The file of the cells' times: its lines, the rounding and the margin that keep it as it was, and what does not
/// read.
struct CellTimesTests {
    private func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("cell-times-\(UUID().uuidString)")
    }

    @Test func theFileIsALinePerCellSortedAfterItsComment() {
        var times = CellTimes()
        times.record(0.000_947, forCell: "userDetail.long name.default")
        times.record(0.004_72, forCell: "profile.loaded.default")
        times.record(0.123_456, forCell: "settings.default.dark")
        times.record(12.0, forCell: "feed.default.default")
        #expect(
            times.text == """
                # ScreenRouter cell times: <cell> <milliseconds>, one line per cell. Shards are balanced by them.
                feed.default.default 12000
                profile.loaded.default 4.7
                settings.default.dark 120
                userDetail.long name.default 0.95

                """
        )
    }

    @Test func timesAreRoundedToTwoSignificantDigits() {
        #expect(CellTimes.rounded(0) == 1)
        #expect(CellTimes.rounded(7) == 7)
        #expect(CellTimes.rounded(947) == 950)
        #expect(CellTimes.rounded(4_721) == 4_700)
        #expect(CellTimes.rounded(995) == 1_000)
        #expect(CellTimes.rounded(123_456) == 120_000)
        var times = CellTimes()
        times.record(0.000_000_1, forCell: "fast")
        times.record(-1, forCell: "negative")
        #expect(times["fast"] == 1 && times["negative"] == 1)
        #expect(times.text.hasSuffix("fast 0.001\nnegative 0.001\n"))
    }

    @Test func aTimeWithinAThirdLessOrAHalfMoreKeepsTheOneRecorded() {
        var times = CellTimes(microseconds: ["cell": 3_000])
        for seconds in [0.002, 0.0025, 0.004, 0.0045] {
            times.record(seconds, forCell: "cell")
            #expect(times["cell"] == 3_000, "\(seconds) s")
        }
        times.record(0.0046, forCell: "cell")
        #expect(times["cell"] == 4_600)
        times.record(0.003, forCell: "cell")
        #expect(times["cell"] == 3_000)
        times.record(0.0019, forCell: "cell")
        #expect(times["cell"] == 1_900)
    }

    @Test func namesWithSpacesBackslashesLineBreaksAndAHashReadBack() throws {
        let names = ["a b c", "slash\\name", "two\nlines", "#hash", "carriage\r", "trailing ", "#", "ünïcode 名前"]
        let times = CellTimes(microseconds: Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0 + 1) }))
        #expect(times.text.contains("\\#hash 0.004\n"))
        #expect(times.text.contains("two\\nlines 0.003\n"))
        #expect(try CellTimes.read(Data(times.text.utf8), path: "cell-times.txt") == times)
    }

    @Test func aCellNamedTwiceAsAUnionMergeLeavesItTakesTheLargerTime() throws {
        let text = "# comment\r\nb.default.default 4.5\r\n\na.default.default 12\nb.default.default 3\n# another\n"
        let times = try CellTimes.read(Data(text.utf8), path: "cell-times.txt")
        #expect(times == CellTimes(microseconds: ["a.default.default": 12_000, "b.default.default": 4_500]))
    }

    @Test(arguments: [
        ("<<<<<<< HEAD", 2), ("cell", 2), ("cell 1.2345", 2), ("cell 1.", 2), ("cell .5", 2), ("cell -1", 2),
        ("cell 1e3", 2), ("cell 1234567890", 2), (" 12", 2), ("bad\\escape 1", 2), ("cell 12 ms", 2),
        ("cell 1.2.3", 2), ("cell 12.", 2), ("cell", 2), ("trailing\\ 1", 2),
    ])
    func aLineThatIsNotACellAndATimeIsRefusedByNumber(line: String, number: Int) {
        let error = #expect(throws: ScreenRouterError.self) {
            try CellTimes.read(
                Data("a.default.default 1\n\(line)\nb.default.default 2\n".utf8),
                path: "x/cell-times.txt"
            )
        }
        #expect(error?.code.description == "malformedSnapshot")
        #expect(
            error?.message
                == "Line \(number) of the cell times `x/cell-times.txt`, \(displayed(line)), is not a cell's name and its time in milliseconds, as in `userDetail.ada.dark 4.7`. Fix or delete the line (a merge conflict left in it, say), or delete the file: every run writes the times of the cells it opened."
        )
    }

    @Test func aNameThatIsNotUTF8IsRefused() {
        let bytes = Data("a.default.default 1\n".utf8) + Data([0x66, 0xF0, 0x9F, 0x98, 0x20, 0x31, 0x0A])
        let error = #expect(throws: ScreenRouterError.self) { try CellTimes.read(bytes, path: "cell-times.txt") }
        #expect(error?.message.hasPrefix("Line 2 of the cell times `cell-times.txt`") == true)
    }

    @Test func aFolderWithoutTheFileHasNoTimesAndTheFileIsWrittenOnlyWhenItChanges() throws {
        let folder = folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = CellTimes.file(in: folder)
        #expect(file.lastPathComponent == "cell-times.txt")
        #expect(try CellTimes.read(from: file) == CellTimes())
        var times = CellTimes()
        times.record(0.002, forCell: "settings.default.default")
        try times.write(to: file)
        #expect(try CellTimes.read(from: file) == times)
        // Written again, the file would be a new one, renamed into place.
        func fileNumber() throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int
        }
        let written = try fileNumber()
        #expect(written != nil)
        times.record(0.0025, forCell: "settings.default.default")
        try times.write(to: file)
        #expect(try fileNumber() == written)
        times.record(0.01, forCell: "settings.default.default")
        try times.write(to: file)
        #expect(try String(contentsOf: file, encoding: .utf8).hasSuffix("settings.default.default 10\n"))
        #expect(try fileNumber() != written)
    }

    @Test func aFileThatCannotBeReadOrWrittenIsNamed() throws {
        let folder = folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder where the file should be: neither read nor written.
        let file = CellTimes.file(in: folder)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let unreadable = #expect(throws: ScreenRouterError.self) { try CellTimes.read(from: file) }
        #expect(unreadable?.message.hasPrefix("The cell times `\(file.path)` could not be read: ") == true)
        let unwritable = #expect(throws: ScreenRouterError.self) {
            try CellTimes(microseconds: ["a": 1]).write(to: file)
        }
        #expect(unwritable?.message.hasPrefix("The cell times `\(file.path)` could not be written: ") == true)
    }
}
