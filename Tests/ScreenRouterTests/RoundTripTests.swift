import Foundation
import ScreenRouter
import Testing

/// A model, or a sample, must come back from its codec as it went: what the round trip drops, changes or adds is named,
/// key by key, with the key strategy when it is the cause.
@MainActor
struct RoundTripTests {
    /// The Getting Started article's codec before its fix: snake_case both ways.
    static let snakeCase = ModelCodec(
        makeEncoder: {
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            return encoder
        },
        makeDecoder: {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return decoder
        }
    )

    struct Recipe: Codable, Equatable {
        var title: String
        var sourceURL: URL?
        var imageURL: URL?
    }

    /// The same model with the coding keys the message advises.
    struct FixedRecipe: Codable, Equatable {
        var title: String
        var sourceURL: URL?
        enum CodingKeys: String, CodingKey {
            case title
            case sourceURL = "sourceUrl"
        }
    }

    struct Shelf: Codable {
        var name: String
        var recipes: [Recipe]
    }

    /// A model whose decoding rounds what its encoding wrote, and ignores a key.
    struct Price: Codable {
        var amount: Double
        var note: String?
        enum CodingKeys: String, CodingKey { case amount, note }
        init(amount: Double, note: String?) {
            self.amount = amount
            self.note = note
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            amount = (try container.decode(Double.self, forKey: .amount) * 100).rounded() / 100
        }
    }

    struct Tagged: Codable {
        var tags: Set<String>
        var counts: [Int: Int]
        var note: String?
    }

    private let url = URL(string: "https://example.com/bread")!

    @Test func aSnakeCaseCodecThatLosesAnOptionalNamesTheKeyAndItsFix() throws {
        let screen = Screen<Recipe>("recipe", codec: Self.snakeCase)
        let coordinator = TestingCoordinator<String>()
        coordinator.register(screen, samples: ["linked": Recipe(title: "Bread", sourceURL: url)]) { recipe in
            recipe.title
        }
        let failure = try #require(
            coordinator.launch(["--uitesting", "-vc", "recipe", "-sample", "linked"]).host.failures.first
        )
        #expect(failure.code == .modelMismatch)
        #expect(
            failure.message
                == #"The sample `linked` for screen `recipe` does not survive its codec: encoded, decoded as Recipe and encoded again, its JSON differs in 1 place: `source_url` (a string, `"https://example.com/bread"`) is dropped: the encoder's key strategy writes the property `sourceURL` as `source_url`, and the decoder's reads `source_url` back as `sourceUrl`, not `sourceURL`, so `sourceURL` decodes as absent; give the property the key the decoder reads, `case sourceURL = "sourceUrl"` in the model's `CodingKeys`. Found: `{"source_url":"https:\/\/example.com\/bread","title":"Bread"}`. The screen would open without what the trip loses."#
        )
    }

    @Test func theAdvisedCodingKeyBringsTheFieldBack() throws {
        let json = try ModelCodec.encodeChecking(FixedRecipe(title: "Bread", sourceURL: url), codec: Self.snakeCase)
        #expect(
            String(decoding: json, as: UTF8.self) == #"{"source_url":"https:\/\/example.com\/bread","title":"Bread"}"#
        )
        #expect(try Self.snakeCase.decode(FixedRecipe.self, from: json).sourceURL == url)
    }

    @Test func everyDroppedKeyIsNamedWithItsPathInOneMessage() throws {
        let shelf = Shelf(
            name: "Breads",
            recipes: [
                Recipe(title: "Rye", sourceURL: nil, imageURL: nil),
                Recipe(title: "Bread", sourceURL: url, imageURL: url),
            ]
        )
        let error = #expect(throws: ScreenRouterError.self) {
            try ModelCodec.encodeChecking(shelf, codec: Self.snakeCase, screen: "shelf")
        }
        let message = try #require(error?.message)
        #expect(message.hasPrefix("The model for screen `shelf` does not survive its codec: encoded, decoded as Shelf"))
        #expect(message.contains("its JSON differs in 2 places: (1) `recipes[1].image_url` (a string, "))
        #expect(
            message.contains(
                "writes the property `imageURL` as `image_url`, and the decoder's reads `image_url` back as `imageUrl`"
            )
        )
        #expect(message.contains("; (2) `recipes[1].source_url` (a string, "))
        #expect(message.contains("`case sourceURL = \"sourceUrl\"`"))
    }

    @Test func aChangedValueAndAKeyTheModelDoesNotReadAreEachNamed() throws {
        let error = #expect(throws: ScreenRouterError.self) {
            try ModelCodec.encodeChecking(Price(amount: 12.345, note: "sale"), codec: ModelCodec(), screen: "price")
        }
        #expect(
            error?.message
                == "The model for screen `price` does not survive its codec: encoded, decoded as Price and encoded again, its JSON differs in 2 places: (1) `amount` changes (a number, `12.345`, becomes a number, `12.35`); (2) `note` (a string, `\"sale\"`) is dropped. Found: `{\"amount\":12.345,\"note\":\"sale\"}`. The screen would open without what the trip loses. Make the model's `Codable` conformance read back every key it writes."
        )
    }

    @Test func setsDictionariesWithoutStringKeysAndNullsComeBackWhole() throws {
        let tagged = Tagged(tags: ["a", "b", "c", "d", "e", "f"], counts: [1: 2, 3: 4, 5: 6, 7: 8], note: nil)
        let json = try ModelCodec.encodeChecking(tagged, codec: ModelCodec())
        #expect(try ModelCodec().decode(Tagged.self, from: json).tags == tagged.tags)
    }

    @Test func aModelThatDoesNotDecodeIsLeftToTheLaunchThatCarriesIt() throws {
        // The decoder's own account comes from the app, where the launch fails; the round trip adds nothing to it.
        struct WritesOneKeyReadsAnother: Codable {
            var total: Int
            init(total: Int) { self.total = total }
            init(from decoder: any Decoder) throws {
                total = try decoder.container(keyedBy: Read.self).decode(Int.self, forKey: .total)
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Written.self)
                try container.encode(total, forKey: .amount)
            }
            enum Written: CodingKey { case amount }
            enum Read: CodingKey { case total }
        }
        let json = try ModelCodec.encodeChecking(WritesOneKeyReadsAnother(total: 3), codec: ModelCodec())
        #expect(String(decoding: json, as: UTF8.self) == #"{"amount":3}"#)
    }

    @Test func keysAreSortedSoAMessageQuotesTheSameBytesInEveryRun() throws {
        let json = try ModelCodec().encode(Person.ada, for: nil)
        #expect(
            String(decoding: json, as: UTF8.self)
                == #"{"address":{"city":"London","street":"12 St James's Square"},"email":"ada@example.com","id":1,"name":"Ada Lovelace","tags":["math","engines"]}"#
        )
    }

    @Test func aShapeIsCheckedOncePerModelTypeAndScreen() {
        let json = { (text: String) in Data(text.utf8) }
        let one = RoundTripMemo.shape(of: json(#"{"items":[{"id":1},{"id":2,"note":"x"}]}"#), as: Shelf.self, for: "a")
        let same = RoundTripMemo.shape(of: json(#"{"items":[{"id":7,"note":"y"}]}"#), as: Shelf.self, for: "a")
        let fewer = RoundTripMemo.shape(of: json(#"{"items":[{"id":7}]}"#), as: Shelf.self, for: "a")
        let nested = RoundTripMemo.shape(of: json(#"{"items":{"id":7,"note":"y"}}"#), as: Shelf.self, for: "a")
        let escaped = RoundTripMemo.shape(of: json(#"{"items":[{"id":"\"}","note":"{["}]}"#), as: Shelf.self, for: "a")
        #expect(one == same)
        #expect(one == escaped)
        #expect(one != fewer)
        #expect(one != nested)
        #expect(one != RoundTripMemo.shape(of: json(#"{"items":[{"id":7,"note":"y"}]}"#), as: Shelf.self, for: "b"))
        #expect(one != RoundTripMemo.shape(of: json(#"{"items":[{"id":7,"note":"y"}]}"#), as: Recipe.self, for: "a"))
    }
}

extension ModelCodec {
    /// Encodes a model as test support and the app's samples do, checking its round trip.
    fileprivate static func encodeChecking<Model: Codable>(
        _ model: Model,
        codec: ModelCodec,
        screen: ScreenID? = nil
    ) throws(ScreenRouterError) -> Data {
        try codec.encodeSurvivingRoundTrip(model, for: screen)
    }
}
