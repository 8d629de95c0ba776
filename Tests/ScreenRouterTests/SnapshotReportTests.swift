import Foundation
import ScreenRouter
import Testing

/// The review report of element snapshots: statuses, wireframes, marks, files that do not read, stable bytes.
struct SnapshotReportTests {
    /// The Demo's committed snapshots: ten cells in the device's variant, ten in dark, AX5, right to left.
    static let demoFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("DemoUITests/__Snapshots__/SnapshotUITests")

    /// The Demo's recorded files, and a copy whose users list says "All users" where the Demo says "Users".
    static func demoWithRelabelledList() throws -> (
        recorded: [String: SnapshotReport.Files], current: [String: SnapshotReport.Files]
    ) {
        let recorded = try SnapshotReport.files(in: demoFolder, shownAs: "__Snapshots__/SnapshotUITests")
        var current: [String: SnapshotReport.Files] = [:]
        for (cell, files) in recorded {
            var snapshot = try SnapshotFile.read(try #require(files.snapshot), path: files.path)
            for index in snapshot.elements.indices where snapshot.elements[index].label == "Users" {
                snapshot.elements[index].label = "All users"
            }
            current[cell] = SnapshotReport.Files(path: "run/" + cell + ".json", snapshot: snapshot.data)
        }
        return (recorded, current)
    }

    /// Each card's id, status and HTML, in the page's order.
    static func cards(in html: String) -> [(id: String, status: String, html: String)] {
        html.components(separatedBy: "<article ").dropFirst().map { chunk in
            let card = chunk.components(separatedBy: "</article>")[0]
            return (attribute("id", in: card), attribute("data-status", in: card), card)
        }
    }

    /// The value of the first attribute of a name in a piece of HTML.
    static func attribute(_ name: String, in html: String) -> String {
        guard let start = html.range(of: " \(name)=\"") else { return "" }
        return String(html[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The identifiers of the boxes of each wireframe of a card, in order.
    static func boxes(in card: String) -> [[String]] {
        card.components(separatedBy: "<svg class=\"wireframe").dropFirst().map { svg in
            svg.components(separatedBy: "<g class=\"el ").dropFirst().map { attribute("data-identifier", in: " " + $0) }
        }
    }

    @Test func aChangedLabelMarksExactlyTheCellsThatShowItAndEveryElementIsABox() throws {
        let (recorded, current) = try Self.demoWithRelabelledList()
        let report = SnapshotReport(
            title: "SnapshotUITests",
            recordedFolder: "__Snapshots__/SnapshotUITests",
            recorded: recorded,
            currentFolder: "run",
            current: current
        )
        let html = report.html
        let cards = Self.cards(in: html)
        #expect(cards.count == 20)
        let changed = cards.filter { $0.status == "changed" }.map(\.id).sorted()
        #expect(
            changed == [
                "cell-users.default.dark.AX5.rtl", "cell-users.default.default", "cell-users.empty.dark.AX5.rtl",
                "cell-users.empty.default", "cell-users.many.dark.AX5.rtl", "cell-users.many.default",
            ]
        )
        #expect(cards.filter { $0.status == "unchanged" }.count == 14)
        #expect(html.contains(#"<b id="count-changed">6</b>"#))
        #expect(html.contains(#"<b id="count-unchanged">14</b>"#))
        #expect(html.contains(#"<b id="count-checked">20</b>"#))
        for card in cards {
            let cell = String(card.id.dropFirst("cell-".count)).replacingOccurrences(of: "_20_", with: " ")
            let elements = try SnapshotFile.read(try #require(recorded[cell]?.snapshot), path: cell).elements
            let drawn = Self.boxes(in: card.html)
            #expect(drawn.count == (card.status == "changed" ? 2 : 1), "\(cell)")
            for identifiers in drawn {
                #expect(identifiers == elements.map(\.identifier), "every element of \(cell) is a box, in order")
            }
        }
        for card in cards where card.status == "changed" {
            #expect(
                card.html.components(separatedBy: #" changed" data-identifier="usersList""#).count == 3,
                "on both sides"
            )
            #expect(
                card.html.contains(
                    "<td>usersList</td><td>label &quot;Users&quot;</td><td>label &quot;All users&quot;</td>"
                )
            )
            #expect(!card.html.contains("k-text changed"), "only the relabelled element is marked")
        }
        for card in cards where card.status == "unchanged" {
            #expect(!card.html.contains("<table class=\"changes\""))
            #expect(!card.html.contains(" changed\" data-identifier"))
        }
        let again = try Self.demoWithRelabelledList()
        let second = SnapshotReport(
            title: "SnapshotUITests",
            recordedFolder: "__Snapshots__/SnapshotUITests",
            recorded: again.recorded,
            currentFolder: "run",
            current: again.current
        )
        #expect(second.html == html, "two renders of the same files are the same bytes")
    }

    @Test func cardsAreGroupedByScreenWithTheDevicesVariantFirst() throws {
        let (recorded, _) = try Self.demoWithRelabelledList()
        let report = SnapshotReport(title: "Demo", recordedFolder: "recorded", recorded: recorded)
        let ids = Self.cards(in: report.html).map(\.id)
        #expect(
            ids.prefix(4) == [
                "cell-profile.loaded.default", "cell-profile.loaded.dark.AX5.rtl", "cell-profile.notFound.default",
                "cell-profile.notFound.dark.AX5.rtl",
            ]
        )
        #expect(ids.contains("cell-userDetail.long_20_name.default"), "a space in a name is written in the id")
        #expect(report.html.contains(#"<h2>userDetail</h2>"#))
        #expect(report.html.contains("no run to compare"))
        #expect(report.summary == "20 cells: 0 changed, 0 new, 0 removed, 0 unreadable, 20 unchanged")
    }

    static func files(_ cell: String, _ snapshot: SnapshotFile?) -> SnapshotReport.Files {
        SnapshotReport.Files(path: "f/\(cell).json", snapshot: snapshot?.data)
    }

    static let settings = SnapshotFile(screen: "settings", elements: [.init(identifier: "title", label: "Settings")])

    @Test func aCellOnlyTheRunHasIsNewAndOneItLacksIsRemoved() {
        let report = SnapshotReport(
            title: "T",
            recordedFolder: "f",
            recorded: ["settings.default.default": Self.files("settings.default.default", Self.settings)],
            currentFolder: "g",
            current: ["settings.other.default": Self.files("settings.other.default", Self.settings)]
        )
        #expect(report.cells.map(\.status) == [.removed, .new])
        #expect(report.cells.map(\.sample) == ["default", "other"])
        let cards = Self.cards(in: report.html)
        #expect(cards.map(\.status) == ["removed", "new"])
        #expect(cards[0].html.contains("recorded, not in this run"))
        #expect(cards[1].html.contains("this run, not recorded"))
    }

    @Test(arguments: [
        ("not json", "does not read (not JSON"),
        (#"{"elements": [], "screen": "settings", "version": 2}"#, "`version` is 2"),
        (
            #"{"elements": [{"identifier":"a","kind":"text","label":"A","frame":[1,2]}], "screen": "settings", "version": 1}"#,
            "`elements[0].frame` does not hold 4 numbers"
        ),
        (
            #"{"elements": [], "screen": "settings", "unit": "pixel", "version": 1}"#,
            "`unit` has a value it cannot hold"
        ),
        (#"{"elements": [], "screen": "settings", "unit": 1, "version": 1}"#, "`unit` has a value of another type"),
        (
            #"{"elements": [{"identifier":"a","kind":"slider","label":"A"}], "screen": "settings", "version": 1}"#,
            "`elements[0].kind`"
        ),
    ])
    func aFileThatDoesNotReadIsReportedOnItsCard(_ contents: String, _ problem: String) {
        let files = SnapshotReport.Files(path: "f/settings.default.default.json", snapshot: Data(contents.utf8))
        let report = SnapshotReport(
            title: "T",
            recordedFolder: "f",
            recorded: ["settings.default.default": Self.files("settings.default.default", Self.settings)],
            currentFolder: "g",
            current: ["settings.default.default": files]
        )
        #expect(report.cells.map(\.status) == [.unreadable])
        let card = Self.cards(in: report.html)[0].html
        #expect(card.contains("<code>malformedSnapshot</code> The snapshot file `f/settings.default.default.json`"))
        #expect(card.contains(HTMLEscaped.text(problem)), "\(card)")
        #expect(Self.boxes(in: card) == [["title"]], "the side that reads is still drawn")
        #expect(report.html.contains(#"<b id="count-unreadable">1</b>"#))
    }

    @Test func framesInPointsAndInCharacterCellsAreDrawnToScaleAndElementsWithoutOneAreStacked() {
        let points = SnapshotFile(
            screen: "s",
            elements: [
                .init(identifier: "a", label: "A", kind: .button, frame: [10, 20, 100, 44]),
                .init(identifier: "b", label: "B"),
            ]
        )
        let side = SnapshotReport.Files(path: "p/s.default.default.json", snapshot: points.data)
        let cells = Data(
            points.text.replacingOccurrences(of: "\"screen\"", with: "\"unit\": \"cell\",\n  \"screen\"").utf8
        )
        let report = SnapshotReport(title: "T", recordedFolder: "p", recorded: ["s.default.default": side])
        #expect(report.html.contains(#"<rect x="10" y="20" width="100" height="44"/>"#))
        #expect(report.html.contains(#"class="el k-text unframed" data-identifier="b""#))
        #expect(report.html.contains(#"<rect x="0" y="75" width="160" height="22"/>"#), "below the framed box")
        let inCells = SnapshotReport(
            title: "T",
            recordedFolder: "p",
            recorded: ["s.default.default": SnapshotReport.Files(path: "p/s.default.default.json", snapshot: cells)]
        )
        #expect(inCells.html.contains(#"<svg class="wireframe unit-cell""#))
        #expect(inCells.html.contains(#"<rect x="80" y="320" width="800" height="704"/>"#), "8 by 16 pixels a cell")
    }

    /// The first 24 bytes of a PNG image of a size: its signature and the start of its header.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for number in [width, height] { bytes += (0..<4).map { UInt8(truncatingIfNeeded: number >> (24 - 8 * $0)) } }
        return Data(bytes + [8, 6, 0, 0, 0])
    }

    @Test func aScreenshotIsDrawnUnderTheSameBoxesAtItsScale() {
        let snapshot = SnapshotFile(
            screen: "s",
            elements: [.init(identifier: "a", label: "A", frame: [0, 0, 390, 44])]
        )
        let png = Self.pngHeader(width: 1170, height: 2532)
        var files = SnapshotReport.Files(path: "p/s.default.default.json", snapshot: snapshot.data)
        files.screenshot = ("p/s.default.default@3x.png", png, 3)
        let html = SnapshotReport(title: "T", recordedFolder: "p", recorded: ["s.default.default": files]).html
        #expect(
            html.contains(
                "<image href=\"data:image/png;base64,\(png.base64EncodedString())\" x=\"0\" y=\"0\" width=\"390\" height=\"844\""
            )
        )
        #expect(Self.boxes(in: html) == [["a"], ["a"]], "the wireframe, then the screenshot with the same box")
        var broken = files
        broken.screenshot = ("p/s.default.default.png", Data("GIF89a".utf8), 1)
        let report = SnapshotReport(title: "T", recordedFolder: "p", recorded: ["s.default.default": broken])
        #expect(report.cells[0].status == .unreadable)
        #expect(report.html.contains("The screenshot `p/s.default.default.png` does not read as a PNG image"))
    }

    @Test func theAuditsFindingsAreListedOnTheCard() throws {
        let findings = AccessibilityFindings(findings: [
            .init(type: "contrast", element: "title", description: "Contrast failed", detail: "Contrast is 2:1"),
            .init(type: "dynamicType", element: nil, description: "Text clipped", detail: "Text clipped"),
        ])
        #expect(try AccessibilityFindings.read(Data(findings.text.utf8), path: "a") == findings)
        var files = Self.files("settings.default.default", Self.settings)
        files.audit = ("f/settings.default.default.audit.json", Data(findings.text.utf8))
        let html = SnapshotReport(title: "T", recordedFolder: "f", recorded: ["settings.default.default": files]).html
        #expect(html.contains("Accessibility audit: 2 findings"))
        #expect(
            html.contains(
                "<li><b>contrast</b> <code>title</code> Contrast failed<br><small>Contrast is 2:1</small></li>"
            )
        )
        #expect(html.contains("<li><b>dynamicType</b> Text clipped</li>"))
        files.audit = ("f/settings.default.default.audit.json", Data("{}".utf8))
        let broken = SnapshotReport(title: "T", recordedFolder: "f", recorded: ["settings.default.default": files])
        #expect(broken.cells[0].status == .unreadable)
        #expect(broken.html.contains("The accessibility audit `f/settings.default.default.audit.json` does not read"))
    }

    @Test func whatASnapshotHoldsIsShownAsTextNeverAsMarkup() {
        let hostile = SnapshotFile(
            screen: "s<x>",
            elements: [.init(identifier: "a\"b", label: "<script>alert('x')</script> & \u{1B}", value: "<img>")]
        )
        let html = SnapshotReport(
            title: "<title>",
            recordedFolder: "<f>",
            recorded: ["s<x>.default.default": SnapshotReport.Files(path: "<f>/s.json", snapshot: hostile.data)]
        ).html
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<x>"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; \\u{1B}"))
        #expect(html.contains(#"data-identifier="a&quot;b""#))
        #expect(html.contains(#"id="cell-s_3c_x_3e_.default.default""#))
    }

    @Test func thePageFetchesNothing() {
        let html = SnapshotReport(title: "T", recordedFolder: "f", recorded: [:]).html
        #expect(
            html.contains(
                #"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">"#
            )
        )
        for fetching in ["<script", "<link", "src=\"http", "href=\"http", "url(", "@import"] {
            #expect(!html.contains(fetching))
        }
        #expect(html.contains("No snapshot files"))
    }

    @Test func aCellsNameIsSplitIntoScreenSampleAndVariant() {
        #expect(
            SnapshotReport.parts(of: "userDetail.ada.dark.AX5.rtl", screen: "userDetail") == (
                "userDetail", "ada", "dark.AX5.rtl"
            )
        )
        #expect(SnapshotReport.parts(of: "a.b.c.default", screen: "a.b") == ("a.b", "c", "default"))
        #expect(SnapshotReport.parts(of: "a.b.c.default", screen: nil) == ("a", "b", "c.default"))
        #expect(SnapshotReport.parts(of: "lonely", screen: nil) == ("lonely", "default", "default"))
        #expect(SnapshotReport.parts(of: "users.many", screen: "users") == ("users", "many", "default"))
    }
}

/// Text as the report escapes it, for expectations.
enum HTMLEscaped {
    static func text(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
