import Foundation
import ScreenRouter
import Testing

/// `-modelFile` reads only regular files, measures what a link points to, and reports sizes exactly.
struct ModelFileTests {
    /// A fresh folder for one test's files, removed by the test.
    static func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("model-files-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func symbolicLinksAreMeasuredAndReadThroughTheirTarget() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("ada.json")
        let json = try Person.ada.encoded()
        try json.write(to: target)
        let link = folder.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

        let request = LaunchRequest(screen: "person", model: .file(path: link.path))
        #expect(try request.decodeModel(Person.self) == .ada)
        // The limit applies to the target's size, not to the link's own size (the length of the path it holds).
        let small = ModelCodec(maximumPayloadSize: 16)
        let error = #expect(throws: ScreenRouterError.self) { try request.decodeModel(Person.self, using: small) }
        #expect(error?.code == .payloadTooLarge)
        #expect(error?.message.contains("is \(json.count) bytes, over the codec's maximum payload size") == true)
    }

    @Test func emptyFileIsNotJSON() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty.json")
        try Data().write(to: empty)
        let error = #expect(throws: ScreenRouterError.self) {
            try LaunchRequest(screen: "person", model: .file(path: empty.path)).decodeModel(Person.self)
        }
        #expect(error?.code == .unreadablePayload)
        #expect(
            error?.message
                == "The model file for screen `person` at `\(empty.path)` is not JSON (it is empty); Person was expected. "
                + "Found: ``. The file holds the model's JSON itself, as `JSONEncoder().encode(model)` writes it, with "
                + "no base64."
        )
    }

    @Test func aFileThatIsNotJSONSaysWhatTheFileHoldsAndBase64WhatItsTextDoes() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("person.json")
        try Data("not json".utf8).write(to: file)
        let fromFile = #expect(throws: ScreenRouterError.self) {
            try LaunchRequest(screen: "person", model: .file(path: file.path)).decodeModel(Person.self)
        }
        #expect(fromFile?.message.hasPrefix("The model file for screen `person` at `\(file.path)` is not JSON") == true)
        #expect(fromFile?.message.contains("base64:") == false, "\(fromFile?.message ?? "")")
        let inline = #expect(throws: ScreenRouterError.self) {
            try LaunchRequest(screen: "person", model: .base64(Data("not json".utf8).base64EncodedString()))
                .decodeModel(Person.self)
        }
        #expect(inline?.message.hasPrefix("The model payload for screen `person` is not JSON") == true)
        #expect(
            inline?.message.hasSuffix(
                "Encode the model with `JSONEncoder` before base64: `JSONEncoder().encode(model).base64EncodedString()`."
            ) == true
        )
        let network = #expect(throws: ScreenRouterError.self) {
            try NetworkFixture.decode(json: Data("not json".utf8), for: "person", file: file.path)
        }
        #expect(
            network?.message.hasPrefix(
                "The network fixture file for screen `person` at `\(file.path)` is not JSON (Invalid value around "
            ) == true
        )
        #expect(network?.message.contains("Wire") == false, "\(network?.message ?? "")")
    }

    @Test func filesOverTwoGibibytesAreReportedWithTheirExactSize() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let huge = folder.appendingPathComponent("huge.json")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        // A sparse file: 3 GiB long, no blocks written, refused before a byte is read.
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        let error = #expect(throws: ScreenRouterError.self) {
            try LaunchRequest(screen: "person", model: .file(path: huge.path)).decodeModel(Person.self)
        }
        #expect(error?.code == .payloadTooLarge)
        #expect(
            error?.message.contains(
                "is 3072.0 MiB (3221225472 bytes), over the codec's maximum payload size of 64.0 MiB (67108864 bytes)"
            )
                == true,
            "\(error?.message ?? "no error")"
        )
    }
}
