import Foundation
import ScreenRouter
import Testing

private enum Colour: String, Codable { case red, green }
private enum Level: Int, Codable {
    case low = 1
    case high = 2
}
private struct Holder<Value: Decodable>: Decodable { let v: Value }
private struct LineItem: Decodable { let price: Decimal }
private struct Order: Decodable { let items: [LineItem] }

/// One cell of the matrix: a field of one type given a JSON value of the wrong kind.
struct MismatchCase: Sendable, CustomTestStringConvertible {
    let type: String
    let json: String
    let expected: String
    let found: String
    let decode: @Sendable (Data) throws -> Void

    var testDescription: String { "\(type) given \(json)" }

    static func field<Value: Decodable & SendableMetatype>(
        _ type: Value.Type,
        _ name: String,
        _ json: String,
        expected: String,
        found: String
    )
        -> Self
    {
        Self(type: name, json: json, expected: "`v`: expected \(expected)", found: "found \(found)") { data in
            _ = try ModelCodec().decode(Holder<Value>.self, from: data, for: "matrix")
        }
    }
}

private let wrongValues: [(json: String, found: String)] = [
    (#""x""#, "a string, `\"x\"`"), ("1.5", "a number, `1.5`"), ("true", "a Boolean, `true`"), ("null", "null"),
    (#"{"a":1}"#, "an object of 1 member"), ("[1]", "an array of 1 element"),
]

/// Every wrong kind of value for a field, except the kinds listed as right for it.
private func cells<Value: Decodable & SendableMetatype>(
    _ type: Value.Type,
    _ name: String,
    expected: String,
    except right: Set<String>,
    refusing refused: Set<String> = []
) -> [MismatchCase] {
    // Where the decoder refused a value of the right JSON kind, or found null, the type is named alone.
    let bare = String(expected.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces)
    return wrongValues.filter { !right.contains($0.json) }.map {
        let named = $0.json == "null" || refused.contains($0.json) ? bare : expected
        return MismatchCase.field(type, name, $0.json, expected: named, found: $0.found)
    }
}

private let matrix: [MismatchCase] =
    cells(Decimal.self, "Decimal", expected: "Decimal (a number)", except: ["1.5"])
    + cells(Date.self, "Date", expected: "Date (a number)", except: ["1.5"])
    + cells(URL.self, "URL", expected: "URL (a string)", except: [#""x""#])
    + cells(UUID.self, "UUID", expected: "UUID (a string)", except: [], refusing: [#""x""#])
    + cells(Data.self, "Data", expected: "Data (a string)", except: [], refusing: [#""x""#])
    + cells(Colour.self, "String enum", expected: "Colour (a string)", except: [], refusing: [#""x""#])
    + cells(Level.self, "Int enum", expected: "Level (an integer)", except: ["1.5"])
    + cells(Int??.self, "nested optional", expected: "Int or null", except: ["1.5", "null"])
    + cells([Int].self, "array", expected: "an array of Int", except: ["[1]"])
    + cells([String: Int].self, "dictionary", expected: "an object of Int values", except: [#"{"a":1}"#])
    + [
        .field(Colour.self, "String enum", #""purple""#, expected: "Colour", found: "a string, `\"purple\"`"),
        .field(Level.self, "Int enum", "7", expected: "Level", found: "a number, `7`"),
        .field(Level.self, "Int enum", "1.5", expected: "Level", found: "a number, `1.5`"),
        .field(UUID.self, "UUID", #""nope""#, expected: "UUID", found: "a string, `\"nope\"`"),
        .field(Data.self, "Data", #""!!""#, expected: "Data", found: "a string, `\"!!\"`"),
        MismatchCase(
            type: "Decimal in an array of items",
            json: #"{"items":[{"price":"12.50"}]}"#,
            expected: "`items[0].price`: expected Decimal (a number)",
            found: "found a string, `\"12.50\"`"
        ) { data in _ = try ModelCodec().decode(Order.self, from: data, for: "order") },
    ]

/// Every type mismatch names the type the model declares and what the payload holds, in the package's
/// words: never a decoder's debug text.
struct TypeMismatchMatrixTests {
    /// Fragments of Swift's own descriptions that must never reach a message.
    static let debugText = ["()", "DecodingError", "Optional(", "CodingKeys(", "_JSONKey", "Context(", "Index 0"]

    @Test(arguments: matrix)
    func mismatchNamesTheExpectedTypeAndWhatWasFound(_ cell: MismatchCase) {
        let payload = cell.json.hasPrefix("{\"items\"") ? cell.json : #"{"v":\#(cell.json)}"#
        let error = #expect(throws: ScreenRouterError.self) { try cell.decode(Data(payload.utf8)) }
        let message = error?.message ?? ""
        #expect(error?.code == .modelMismatch || error?.code == .unreadablePayload, "\(message)")
        #expect(message.contains(cell.expected), "\(message)")
        #expect(message.contains(cell.found), "\(message)")
        for fragment in Self.debugText {
            #expect(!message.contains(fragment), "\(fragment) in: \(message)")
        }
    }
}
