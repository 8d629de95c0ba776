import Foundation

/// What a snapshot file of an every-screen cell keeps of its screen: each element's identifier, label, value and
/// kind (and frame, where the host has one), in the order the screen shows them, written in stable bytes.
///
/// The file is JSON with sorted keys and one element a line, without route numbers or times, so the same screen in
/// the same state writes the same bytes on every run and every host, and a change reads well in a review:
///
/// ```
/// {
///   "elements": [
///     {"frame":[0,1,24,1],"identifier":"settingsTitle","kind":"text","label":"Settings"},
///     {"frame":[0,3,34,1],"identifier":"settingsAnimations","kind":"text","label":"Animations on"}
///   ],
///   "screen": "settings",
///   "unit": "cell",
///   "version": 1
/// }
/// ```
///
/// An element's `frame` is `[x, y, width, height]` and the file's `unit` says in what: `cell` for a command-line
/// host (a terminal's character cells: column, row, width, height 1, from 0 at the top left), `point` for XCUITest.
/// `unit` is written when an element has a frame; a file with frames and no `unit` is in points.
package struct SnapshotFile: Equatable, Sendable {
    /// One element of the screen, as the file keeps it: as the element frame has it.
    package typealias Element = ElementSnapshot.Element

    /// The version of the file's format, written in every file: 1.
    package static let version = 1

    /// The identifier of the screen shown.
    package var screen: String
    /// The elements, in the order the screen shows them (top to bottom on a command-line host, the accessibility
    /// hierarchy's order under XCUITest).
    package var elements: [Element]
    /// What the elements' frames are measured in: `nil` exactly when no element has a frame.
    package private(set) var unit: ElementSnapshot.Unit?

    /// A snapshot.
    ///
    /// - Parameters:
    ///   - screen: The screen's identifier.
    ///   - elements: The elements, in the order the screen shows them.
    ///   - unit: What the elements' frames are measured in; points when an element has a frame and this is `nil`,
    ///     and ignored when none has.
    package init(screen: String, elements: [Element], unit: ElementSnapshot.Unit? = nil) {
        self.screen = screen
        self.elements = elements
        self.unit = elements.contains { $0.frame != nil } ? (unit ?? .point) : nil
    }

    /// The snapshot of a command-line app's element frame: its screen, elements and unit, without its route number.
    package init(_ frame: ElementSnapshot) {
        self.init(screen: frame.screen, elements: frame.elements, unit: frame.unit)
    }

    /// The file's bytes: sorted keys at every level, one element a line, a line break at the end.
    package var text: String {
        let lines = elements.map { "    {" + $0.jsonFields + "}" }
        let list = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n  ]"
        let unit = self.unit.map { "  \"unit\": \"\($0.rawValue)\",\n" } ?? ""
        return "{\n  \"elements\": \(list),\n  \"screen\": \(JSONString.quoted(screen)),\n\(unit)"
            + "  \"version\": \(Self.version)\n}\n"
    }

    /// The file's bytes, as UTF-8.
    package var data: Data { Data(text.utf8) }

    /// The screen hash: the SHA-256 of the file's bytes, as 64 lowercase hexadecimal digits.
    ///
    /// It digests each element's identifier, kind, label, value and frame (where it has one), the screen's
    /// identifier and the frames' unit, and nothing else: no route number, no time, no variant's name. So the same
    /// screen in the same state has the same hash on every run and every host, by a launch or in a session, and
    /// `sha256sum <cell>.json` prints it for a snapshot file; a changed label, value, kind or frame changes it. The MCP
    /// server's `open_screen` and `describe_screen` answer with it, and `describe_screen` compares it with `since`.
    package var hash: String { SHA256.hex(of: text.utf8) }

    /// The shape of the file, as the decoder reads it.
    private struct Contents: Decodable {
        var elements: [Element]
        var screen: String
        var unit: ElementSnapshot.Unit?
        var version: Int
    }

    /// Reads a snapshot file's bytes.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - path: The file's path, for the message.
    /// - Returns: The snapshot.
    /// - Throws: ``ScreenRouterError`` with code `malformedSnapshot`, naming the file and what does not read.
    package static func read(_ data: Data, path: String) throws(ScreenRouterError) -> SnapshotFile {
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            throw .malformedSnapshot(path, problem: ElementSnapshot.problem(error, json: data, whole: "the file"))
        }
        guard contents.version == version else {
            throw .malformedSnapshot(
                path,
                problem: "`version` is \(contents.version); this release reads version \(version)"
            )
        }
        return SnapshotFile(screen: contents.screen, elements: contents.elements, unit: contents.unit)
    }
}
