import Foundation
import ScreenRouter
import Testing

/// The snapshot file's format, its reader, the diff of two snapshots and the record modes.
struct SnapshotFileTests {
    static let settings = SnapshotFile(
        screen: "settings",
        elements: [
            .init(identifier: "settingsTitle", label: "Settings"),
            .init(identifier: "settingsAnimations", label: "Animations on", value: "1", kind: .button),
        ]
    )

    @Test func writesSortedKeysOneElementALineAndATrailingLineBreak() {
        #expect(
            Self.settings.text == """
                {
                  "elements": [
                    {"identifier":"settingsTitle","kind":"text","label":"Settings"},
                    {"identifier":"settingsAnimations","kind":"button","label":"Animations on","value":"1"}
                  ],
                  "screen": "settings",
                  "version": 1
                }

                """
        )
    }

    @Test func writesFramesToTheHundredthAndEscapesOnlyWhatJSONNeeds() throws {
        let snapshot = SnapshotFile(
            screen: "a/b",
            elements: [
                .init(identifier: "x", label: "Tab\there \"quoted\" \\ é \u{1}", frame: [0, 88.5, 390.004, -0.333])
            ]
        )
        #expect(
            snapshot.text.contains(
                #"{"frame":[0,88.5,390,-0.33],"identifier":"x","kind":"text","label":"Tab\there \"quoted\" \\ é \u0001"}"#
            )
        )
        #expect(snapshot.text.contains(#""screen": "a/b""#))
        let read = try SnapshotFile.read(snapshot.data, path: "x.json")
        #expect(read == snapshot)
        #expect(read.text == snapshot.text)
    }

    /// A file with frames says what they are measured in, between the screen and the version; a file with frames and
    /// no unit, as XCUITest's of 1.0, reads as points, and one without frames has no unit.
    @Test func aFileWithFramesSaysTheirUnit() throws {
        let cells = SnapshotFile(
            screen: "settings",
            elements: [.init(identifier: "settingsTitle", label: "Settings", frame: [0, 1, 24, 1])],
            unit: .cell
        )
        #expect(
            cells.text == """
                {
                  "elements": [
                    {"frame":[0,1,24,1],"identifier":"settingsTitle","kind":"text","label":"Settings"}
                  ],
                  "screen": "settings",
                  "unit": "cell",
                  "version": 1
                }

                """
        )
        #expect(try SnapshotFile.read(cells.data, path: "settings.json") == cells)
        let withoutUnit = cells.text.replacingOccurrences(of: "  \"unit\": \"cell\",\n", with: "")
        let points = try SnapshotFile.read(Data(withoutUnit.utf8), path: "settings.json")
        #expect(points.unit == .point)
        #expect(points.text.contains("\"unit\": \"point\""))
        #expect(SnapshotFile(screen: "s", elements: [.init(identifier: "a", label: "b")], unit: .cell).unit == nil)
    }

    @Test func aChangedUnitIsADifference() {
        let element = SnapshotFile.Element(identifier: "a", label: "b", frame: [0, 1, 2, 1])
        let cells = SnapshotFile(screen: "s", elements: [element], unit: .cell)
        let points = SnapshotFile(screen: "s", elements: [element], unit: .point)
        #expect(SnapshotDiff(old: points, new: cells).lines == ["unit: old point, new cell"])
        let wider = SnapshotFile(
            screen: "s",
            elements: [.init(identifier: "a", label: "b", frame: [0, 1, 6, 1])],
            unit: .cell
        )
        #expect(SnapshotDiff(old: cells, new: wider).lines == ["[a] frame: old [0, 1, 2, 1], new [0, 1, 6, 1]"])
    }

    @Test func theSameScreenWritesTheSameBytesWhateverItsRouteNumber() {
        let elements = [ElementSnapshot.Element(identifier: "userName", label: "Ada")]
        let first = SnapshotFile(ElementSnapshot(route: 0, screen: "userDetail", elements: elements))
        let later = SnapshotFile(ElementSnapshot(route: 41, screen: "userDetail", elements: elements))
        #expect(first.data == later.data)
        #expect(!first.text.contains("route"))
    }

    @Test func emptyScreenIsAnEmptyList() throws {
        let empty = SnapshotFile(screen: "blank", elements: [])
        #expect(empty.text == "{\n  \"elements\": [],\n  \"screen\": \"blank\",\n  \"version\": 1\n}\n")
        #expect(try SnapshotFile.read(empty.data, path: "blank.json") == empty)
    }

    @Test(arguments: [
        ("{", "not JSON"),
        (#"{"elements": [], "screen": "s"}"#, "`version` is missing"),
        (
            #"{"elements": [{"identifier": "a", "label": "b", "kind": "slider"}], "screen": "s", "version": 1}"#,
            "`elements[0].kind` has a value it cannot hold"
        ),
        (#"{"elements": [], "screen": "s", "version": 2}"#, "`version` is 2; this release reads version 1"),
        (
            #"{"elements": [{"identifier": "a", "label": "b", "kind": "text", "frame": [1]}], "screen": "s", "version": 1}"#,
            "`elements[0].frame` does not hold 4 numbers"
        ),
        (
            #"{"elements": [], "screen": "s", "unit": "pixel", "version": 1}"#,
            "`unit` has a value it cannot hold"
        ),
    ])
    func malformedFileNamesTheFileAndTheProblem(_ text: String, _ problem: String) throws {
        let error = try #require(throws: ScreenRouterError.self) {
            try SnapshotFile.read(Data(text.utf8), path: "/tmp/__Snapshots__/T/users.default.default.json")
        }
        #expect(error.code == .malformedSnapshot)
        #expect(
            error.message.hasPrefix(
                "The snapshot file `/tmp/__Snapshots__/T/users.default.default.json` does not read ("
            )
        )
        #expect(error.message.contains(problem), "\(error.message)")
        #expect(error.message.contains("SCREENROUTER_RECORD=failed"))
    }

    @Test func diffListsChangedAddedAndRemovedElementsByIdentifier() {
        var changed = Self.settings
        changed.elements[1].label = "Animations off"
        changed.elements[1].value = nil
        changed.elements.remove(at: 0)
        changed.elements.append(.init(identifier: "saveButton", label: "Save", kind: .button))
        let diff = SnapshotDiff(old: Self.settings, new: changed)
        #expect(
            diff.lines == [
                #"[settingsAnimations] label: old "Animations on", new "Animations off"; value: old "1", new none"#,
                #"+ [saveButton] added: button "Save""#,
                #"- [settingsTitle] removed: text "Settings""#,
            ]
        )
        #expect(SnapshotDiff(old: Self.settings, new: Self.settings).isEmpty)
    }

    @Test func diffPairsRepeatedIdentifiersInOrderAndSeesAReorderedScreen() {
        let rows = SnapshotFile(
            screen: "users",
            elements: [.init(identifier: "row", label: "A"), .init(identifier: "row", label: "B")]
        )
        var renamed = rows
        renamed.elements[1].label = "C"
        #expect(SnapshotDiff(old: rows, new: renamed).lines == [#"[row] label: old "B", new "C""#])
        let swapped = SnapshotFile(
            screen: "s",
            elements: [.init(identifier: "b", label: "B"), .init(identifier: "a", label: "A")]
        )
        let ordered = SnapshotFile(screen: "s", elements: swapped.elements.reversed())
        #expect(SnapshotDiff(old: ordered, new: swapped).lines == ["order: old a, b; new b, a"])
    }

    @Test(arguments: [
        ([:], SnapshotRecordMode.missing), (["SCREENROUTER_RECORD": ""], .missing),
        (["SCREENROUTER_RECORD": "all"], .all), (["SCREENROUTER_RECORD": "failed"], .failed),
        (["SCREENROUTER_RECORD": "Never"], .never), (["SCREENROUTER_RECORD": "missing"], .missing),
    ])
    func recordModeComesFromTheEnvironment(_ environment: [String: String], _ mode: SnapshotRecordMode) throws {
        #expect(try SnapshotRecordMode(environment: environment) == mode)
    }

    @Test func unknownRecordModeNamesTheVariableTheValueAndTheModes() throws {
        let error = try #require(throws: ScreenRouterError.self) {
            try SnapshotRecordMode(environment: ["SCREENROUTER_RECORD": "yes"])
        }
        #expect(
            error.message.hasPrefix(
                #"The environment variable `SCREENROUTER_RECORD` is "yes", which is no record mode. It takes `all`"#
            )
        )
        for mode in SnapshotRecordMode.allCases { #expect(error.message.contains("`\(mode.rawValue)`")) }
    }
}
