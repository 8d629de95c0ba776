import Foundation
import ScreenRouter
import Testing

/// Files written with the C library: whole, replaced by a rename, and refused with the system's reason.
struct FileBytesTests {
    @Test func aFileIsReplacedWholeAndNothingIsLeftBeside() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cell.json")
        try FileBytes.replace(file, with: Data(repeating: 65, count: 100_000))
        try FileBytes.replace(file, with: Data("new\n".utf8))
        #expect(try Data(contentsOf: file) == Data("new\n".utf8))
        try FileBytes.create(Data(), at: folder.appendingPathComponent("empty"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["cell.json", "empty"])
    }

    @Test func aFileThatCannotBeWrittenSaysWhyInTheSystemsWords() {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/cell.json")
        let created = #expect(throws: FileBytes.Failure.self) { try FileBytes.create(Data("x".utf8), at: missing) }
        #expect(created?.description == "opening `\(missing.path)` failed: No such file or directory")
        #expect(created?.localizedDescription == created?.description)
        let replaced = #expect(throws: FileBytes.Failure.self) { try FileBytes.replace(missing, with: Data()) }
        #expect(replaced?.description.hasPrefix("opening `/nonexistent-") == true)
    }
}
