import Foundation
import ScreenRouter
import Testing

/// A model that nests as deeply as its payload: each tree is two JSON levels, an object and its array.
private struct Tree: Codable, Equatable {
    var children: [Tree]

    var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }

    /// The JSON of `count` trees nested in one another: `2 × count` levels.
    ///
    /// Built as text because `JSONEncoder` refuses models nested this deep.
    static func json(nesting count: Int) -> Data {
        Data((String(repeating: #"{"children":["#, count: count) + String(repeating: "]}", count: count)).utf8)
    }
}

struct NestingDepthTests {
    @Test func payloadsAtTheLimitDecode() throws {
        #expect(ModelCodec.maximumNestingDepth == 512)
        let tree = try ModelCodec().decode(Tree.self, from: Tree.json(nesting: 256))
        #expect(tree.depth == 256)
    }

    @Test func oneLevelMoreIsRefusedBeforeDecoding() {
        let json = Data((String(repeating: "[", count: 513) + String(repeating: "]", count: 513)).utf8)
        let error = #expect(throws: ScreenRouterError.self) {
            try ModelCodec().decode([Int].self, from: json, for: "list")
        }
        #expect(error?.code == .unreadablePayload)
        #expect(
            error?.message.hasPrefix(
                "The model payload for screen `list` nests arrays and objects more than 512 levels deep (level 513 "
                    + "opens at byte 512); JSON decoders refuse deeper nesting."
            ) == true
        )
    }

    @Test func objectsCountLikeArrays() {
        let error = #expect(throws: ScreenRouterError.self) {
            try ModelCodec().decode(Tree.self, from: Tree.json(nesting: 257))
        }
        #expect(error?.code == .unreadablePayload)
        // Level 513 is the 257th tree's object: 256 trees of 13 bytes (`{"children":[`) come before it.
        #expect(error?.message.contains("(level 513 opens at byte 3328)") == true)
    }

    @Test func bracketsInsideStringsDoNotCount() throws {
        var person = Person.ada
        person.name = String(repeating: "[{", count: 5_000) + #"\"[" ]"#
        person.tags = [String(repeating: "[", count: 600), #"\\"#, String(repeating: "{", count: 600)]
        let decoded: Person = try person.base64Encoded().decoded()
        #expect(decoded == person)
    }

    @Test func strayClosingBracketsDoNotBuyDepth() {
        let text = String(repeating: "]", count: 100) + String(repeating: "[", count: 513)
        let error = #expect(throws: ScreenRouterError.self) {
            try ModelCodec().decode([Int].self, from: Data(text.utf8))
        }
        #expect(error?.code == .unreadablePayload)
        #expect(error?.message.contains("(level 513 opens at byte 612)") == true)
    }
}
