import ScreenRouter
import Testing

/// The element frame reads back what a host wrote, whatever its labels hold, and names a frame that does not read.
struct ElementSnapshotTests {
    static let awkwardLabels = [
        "line one\nline two\r\nline three", "[userName] Ada Lovelace", "ScreenRouter.routed 0", "مرحبا بالعالم",
        "quote \" and backslash \\", "", String(repeating: "x", count: 1 << 20),
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
