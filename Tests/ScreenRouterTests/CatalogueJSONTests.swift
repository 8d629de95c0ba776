import Foundation
import ScreenRouter
import Testing

/// The catalogue's JSON, written and read without a coder: the bytes a sorted-keys `JSONEncoder` writes of its wire
/// shape, and what `JSONDecoder` reads of them, awkward strings and numbers included.
struct CatalogueJSONTests {
    /// A catalogue whose names and sample models hold every character JSON escapes, non-ASCII text, and numbers of
    /// every kind the encoder writes.
    static var awkward: ScreenCatalogue {
        let text = "quote \" backslash \\ slash / line\nreturn\rtab\tbell\u{7}\u{8}\u{C}\u{1F} del\u{7F} é 名 😀 \u{2028}"
        var entry = ScreenCatalogue.Entry(
            id: ScreenID("screen " + text),
            model: "Dictionary<String, Array<Int>>",
            samples: ["default", text, "b"],
            networkSamples: [text]
        )
        let numbers = ["0", "-7", "9223372036854775807", "18446744073709551615", "1.5", "1e+20", "1e-07", "-0.25"]
        entry.sampleModels = [
            text: .object([
                "Zebra": .array(numbers.map(JSONValue.number)), "apple": .string(text), "a10": .bool(true),
                "a9": .null, "nested": .object(["é": .object([:]), "e": .array([])]),
            ]),
            "b": .array([]),
        ]
        var catalogue = ScreenCatalogue(
            screens: [entry, ScreenCatalogue.Entry(id: "settings", model: nil, samples: [])]
        )
        catalogue.scheme = "my-app"
        return catalogue
    }

    @Test func theCatalogueIsWrittenInTheBytesOfASortedKeysEncoder() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for catalogue in [Self.awkward, ScreenCatalogue(screens: [])] {
            let encoded = try encoder.encode(ScreenCatalogue.Wire(catalogue))
            #expect(String(decoding: catalogue.json, as: UTF8.self) == String(decoding: encoded, as: UTF8.self))
        }
    }

    @Test func theCatalogueReadsAsTheDecoderReadsIt() throws {
        let json = Self.awkward.json
        let read = try ScreenCatalogue.read(json, printedBy: "app")
        #expect(read == Self.awkward)
        #expect(read == (try JSONDecoder().decode(ScreenCatalogue.Wire.self, from: json)).catalogue)
        #expect(read.scheme == "my-app")
        // Keys it does not know are ignored; nulls read as none; the app's order is kept.
        let loose =
            #"{"later":{"x":[1]},"protocol":2,"scheme":null,"screens":[{"id":"b","model":null,"#
            + #""networkSamples":null,"sampleModels":null,"samples":[],"more":1},{"id":"a","samples":["x"]}]}"#
        let looseRead = try ScreenCatalogue.read(Data(loose.utf8), printedBy: "app")
        #expect(looseRead == (try JSONDecoder().decode(ScreenCatalogue.Wire.self, from: Data(loose.utf8))).catalogue)
        #expect(looseRead.screens.map(\.id) == ["b", "a"] && looseRead.scheme == nil)
    }

    @Test(arguments: [
        (#"{"protocol":2,"screens":[{"id":"a","samples":[1]}]}"#, "`screens.0.samples.0` is not String"),
        (#"{"protocol":"2","screens":[]}"#, "`protocol` is not Int"),
        (#"{"protocol":2,"scheme":7,"screens":[]}"#, "`scheme` is not String"),
        (#"{"protocol":2,"screens":[{"id":"a","model":1,"samples":[]}]}"#, "`screens.0.model` is not String"),
        (#"{"protocol":2,"screens":[{"id":"a","samples":[],"networkSamples":"x"}]}"#, "`screens.0.networkSamples`"),
        (#"{"protocol":2,"screens":[{"id":"a","samples":[],"sampleModels":[]}]}"#, "`screens.0.sampleModels`"),
        (#"{"protocol":2,"screens":{}}"#, "`screens`"),
        (#"[]"#, "the top level"),
    ])
    func aShapeThatIsNotACatalogueIsDescribedByTheDecoder(json: String, described: String) {
        let error = #expect(throws: ScreenRouterError.self) {
            try ScreenCatalogue.read(Data(json.utf8), printedBy: "App")
        }
        #expect(error?.message.hasPrefix("`App` did not print a screen catalogue: its JSON is not a catalogue") == true)
        #expect(error?.message.contains(described) == true, "\(error?.message ?? "")")
    }
}
