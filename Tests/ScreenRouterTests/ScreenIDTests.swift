import Foundation
import ScreenRouter
import Testing

struct ScreenIDTests {
    @Test func literalRawValueAndInitialiserAgree() {
        let literal: ScreenID = "userDetail"
        #expect(literal == ScreenID("userDetail"))
        #expect(literal == ScreenID(rawValue: "userDetail"))
        #expect(literal.description == "userDetail")
        #expect(ScreenID("userDetail") != ScreenID("UserDetail"))
    }

    @Test func sortsByRawValue() {
        #expect((["users", "settings", "userDetail"] as [ScreenID]).sorted() == ["settings", "userDetail", "users"])
    }

    @Test func encodesAsAPlainJSONString() throws {
        let json = try JSONEncoder().encode(["screens": [ScreenID("users")]])
        #expect(String(decoding: json, as: UTF8.self) == #"{"screens":["users"]}"#)
        #expect(try JSONDecoder().decode([ScreenID].self, from: Data(#"["a","b"]"#.utf8)) == ["a", "b"])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([ScreenID].self, from: Data("[1]".utf8)) }
    }

    @Test func typedScreenDescribesItsModel() {
        #expect(Screen<[Person]>.people.description == "people (Array<Person>)")
        #expect(Screen<Person>.person.id == "person")
    }
}
