import Foundation
import ScreenRouter
import Testing

/// The element frame reads back what a host wrote, whatever its labels hold, and names a frame that does not read.
struct ElementSnapshotTests {
    static let awkwardLabels = [
        "line one\nline two\r\nline three", "[userName] Ada Lovelace", "ScreenRouter.routed 0", "مرحبا بالعالم",
        "quote \" and backslash \\", "", String(repeating: "x", count: 1 << 20), "tab\tbell\u{7}nul\u{0}",
        "a/b </script>", "ellipsis … and dash –", "separators \u{2028} \u{2029}", "emoji 👩🏽‍💻",
    ]

    @Test(arguments: awkwardLabels)
    func aFrameIsOneLineThatReadsBackAsWritten(_ label: String) throws {
        let frame = ElementSnapshot(
            route: 3,
            screen: "userDetail",
            elements: [.init(identifier: "userName", label: label, value: "on", kind: .field)]
        )
        #expect(!frame.line.contains("\n"))
        #expect(try ElementSnapshot.parse(line: Substring(frame.line)) == frame)
    }

    /// The frame is written by hand, for speed, in the bytes a sorted-keys encoder writes: readers of the protocol
    /// that compare lines see no change. (U+2028 and U+2029 are escaped, which the encoder does not do.)
    @Test(arguments: awkwardLabels.filter { !$0.contains("\u{2028}") })
    func aFrameIsWhatASortedKeysEncoderWrites(_ label: String) throws {
        let frame = ElementSnapshot(
            route: 12,
            screen: "user \"detail\"",
            elements: [
                .init(identifier: "userName", label: label, value: "on", kind: .field),
                .init(identifier: "userEmail", label: "ada@example.com"),
            ]
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let encoded = String(decoding: try encoder.encode(frame), as: UTF8.self)
        #expect(frame.line == ElementSnapshot.linePrefix + encoded)
    }

    /// A frame is read without a decoder when it can be: what it reads is what the decoder reads, and what the
    /// decoder refuses is refused.
    @Test(arguments: [
        #"{"elements":[{"identifier":"a","kind":"button","label":"b","value":null}],"route":3,"screen":"s"}"#,
        #"{"screen":"s","route":-2,"elements":[{"label":"مرحبا 👩🏽‍💻","value":"on","kind":"field","identifier":"a"}]}"#,
        #"{ "elements" : [ ] , "route" : 0 , "screen" : "s" , "extra" : [1, {"x": true}] }"#,
        #"{"elements":[{"identifier":"a","kind":"text","label":"b","more":1}],"route":1,"screen":"s"}"#,
        #"{"elements":[],"route":1.0,"screen":"s"}"#, #"{"elements":[],"route":1e2,"screen":"s"}"#,
        #"{"elements":[],"route":99999999999999999999,"screen":"s"}"#,
        #"{"elements":[{"identifier":"a","kind":"text","label":7}],"route":1,"screen":"s"}"#,
        #"{"elements":[{"identifier":"a","label":"b"}],"route":1,"screen":"s"}"#,
        #"{"elements":[{"identifier":"a","kind":"text","label":"b","value":1}],"route":1,"screen":"s"}"#,
        #"{"elements":{},"route":1,"screen":"s"}"#, #"{"elements":[],"route":"1","screen":"s"}"#,
        #"{"elements":[],"route":1,"screen":null}"#, #"[]"#, #"{"elements":[],"route":1,"screen":"s"} x"#,
        #"{"elements":[{"identifier":"a\u0062","kind":"text","label":"tab\there"}],"route":1,"screen":"s"}"#,
        #"{"elements":[{"frame":[0,1,14,1],"identifier":"a","kind":"cell","label":"b"}],"route":1,"screen":"s","unit":"cell"}"#,
        #"{"elements":[{"frame":[0.5,1e1,-3,1],"identifier":"a","kind":"text","label":"b"}],"route":1,"screen":"s"}"#,
        #"{"elements":[{"frame":[0,1,14],"identifier":"a","kind":"text","label":"b"}],"route":1,"screen":"s"}"#,
        #"{"elements":[{"frame":[0,1,14,1e10],"identifier":"a","kind":"text","label":"b"}],"route":1,"screen":"s"}"#,
        #"{"elements":[{"frame":["0",1,14,1],"identifier":"a","kind":"text","label":"b"}],"route":1,"screen":"s"}"#,
        #"{"elements":[],"route":1,"screen":"s","unit":"pixel"}"#, #"{"elements":[],"route":1,"screen":"s","unit":3}"#,
        #"{"elements":[{"identifier":"a","kind":"text","label":"b"}],"route":1,"screen":"s","unit":"cell"}"#,
    ])
    func aFrameReadsAsTheDecoderReadsIt(_ json: String) {
        let decoded = try? JSONDecoder().decode(ElementSnapshot.self, from: Data(json.utf8))
        let read = try? ElementSnapshot.parse(line: Substring(ElementSnapshot.linePrefix + json))
        #expect(read == decoded)
    }

    /// A command-line host's frame gives each element the character cells it takes, and says so once, in `unit`.
    @Test func aFrameWithCellsReadsBackWithItsUnit() throws {
        let frame = ElementSnapshot(
            route: 2,
            screen: "settings",
            elements: [
                .init(identifier: "settingsTitle", label: "Settings", frame: [0, 1, 24, 1]),
                .init(identifier: "animations", label: "Animations", value: "on", kind: .button, frame: [0, 2, 28, 1]),
            ],
            unit: .cell
        )
        #expect(
            frame.line
                == #"ScreenRouter.elements {"elements":[{"frame":[0,1,24,1],"identifier":"settingsTitle","kind":"text","#
                + #""label":"Settings"},{"frame":[0,2,28,1],"identifier":"animations","kind":"button","label":"Animations","#
                + #""value":"on"}],"route":2,"screen":"settings","unit":"cell"}"#
        )
        #expect(try ElementSnapshot.parse(line: Substring(frame.line)) == frame)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(frame.line == ElementSnapshot.linePrefix + String(decoding: try encoder.encode(frame), as: UTF8.self))
    }

    /// A frame's unit is said exactly when an element has a frame: points when the host names none.
    @Test func theUnitIsSaidWhenAnElementHasAFrame() {
        let bare = ElementSnapshot(route: 0, screen: "s", elements: [.init(identifier: "a", label: "b")], unit: .cell)
        #expect(bare.unit == nil && !bare.line.contains("unit"))
        let framed = ElementSnapshot(
            route: 0,
            screen: "s",
            elements: [.init(identifier: "a", label: "b", frame: [1, 2, 3, 4])]
        )
        #expect(framed.unit == .point && framed.line.hasSuffix(#","unit":"point"}"#))
    }

    @Test func duplicateIdentifiersAreKeptForTheQueryToReport() throws {
        let frame = ElementSnapshot(
            route: 0,
            screen: "users",
            elements: [.init(identifier: "row", label: "a"), .init(identifier: "row", label: "b")]
        )
        #expect(try ElementSnapshot.frames(in: "== Users ==\n\(frame.line)\nScreenRouter.routed 0\n") == [frame])
    }

    @Test func aLineThatIsNoFrameIsIgnored() throws {
        #expect(try ElementSnapshot.parse(line: "[userName] Ada Lovelace") == nil)
        #expect(try ElementSnapshot.parse(line: "ScreenRouter.elementsX {}") == nil)
    }

    @Test(arguments: [
        #"ScreenRouter.elements {"route": "#,
        #"ScreenRouter.elements {"route":0,"screen":"a","elements":[{"identifier":"b","label":"c","kind":"slider"}]}"#,
        "ScreenRouter.elements ", #"ScreenRouter.elements {"route":0,"screen":"a"}"#,
    ])
    func aMalformedFrameHasItsOwnError(_ line: String) {
        #expect {
            _ = try ElementSnapshot.parse(line: Substring(line))
        } throws: { error in
            let error = error as? ScreenRouterError
            return error?.code == .malformedElementFrame && error?.message.contains("kind one of text, button") == true
        }
    }

    @Test(arguments: [
        (#"{"route": "#, "(not JSON"),
        (
            #"{"route":0,"screen":"a","elements":[{"identifier":"b","label":"c","kind":"slider"}]}"#,
            "(`elements[0].kind` has a value it cannot hold)"
        ),
        (#"{"route":0,"screen":"a"}"#, "(`elements` is missing)"),
        (#"{"route":"0","screen":"a","elements":[]}"#, "(`route` has a value of another type)"),
        (
            #"{"route":0,"screen":"a","elements":[{"identifier":"b","label":"c","kind":"text","frame":[1,2]}]}"#,
            "(`elements[0].frame` does not hold 4 numbers of at most 1000000000)"
        ),
        (#"{"route":0,"screen":"a","elements":[],"unit":"pixel"}"#, "(`unit` has a value it cannot hold)"),
    ])
    func aMalformedFrameSaysWhereInThePackagesWords(_ json: String, _ problem: String) {
        #expect {
            _ = try ElementSnapshot.parse(line: Substring(ElementSnapshot.linePrefix + json))
        } throws: { error in
            let message = (error as? ScreenRouterError)?.message ?? ""
            return message.contains(problem) && !message.contains("DecodingError") && !message.contains("Context(")
        }
    }
}
