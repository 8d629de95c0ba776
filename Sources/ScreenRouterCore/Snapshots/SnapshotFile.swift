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
///     {"identifier":"settingsTitle","kind":"text","label":"Settings"},
///     {"identifier":"settingsAnimations","kind":"text","label":"Animations on"}
///   ],
///   "screen": "settings",
///   "version": 1
/// }
/// ```
package struct SnapshotFile: Equatable, Sendable {
    /// One element of the screen, as the file keeps it.
    package struct Element: Codable, Equatable, Sendable {
        /// The element's accessibility identifier.
        package var identifier: String
        /// The text a person reads.
        package var label: String
        /// The element's value, for elements that have one.
        package var value: String?
        /// What the element is.
        package var kind: ElementSnapshot.Kind
        /// Where the element is on screen, in points: x, y, width and height; `nil` on a host without frames
        /// (a command-line app's).
        package var frame: [Double]?

        package init(
            identifier: String,
            label: String,
            value: String? = nil,
            kind: ElementSnapshot.Kind = .text,
            frame: [Double]? = nil
        ) {
            self.identifier = identifier
            self.label = label
            self.value = value
            self.kind = kind
            self.frame = frame.map { $0.map(Self.rounded) }
        }

        /// A coordinate to the hundredth of a point, so that the bytes written do not depend on the last digits
        /// of a floating-point computation.
        static func rounded(_ coordinate: Double) -> Double {
            guard coordinate.isFinite else { return 0 }
            return (min(max(coordinate, -limit), limit) * 100).rounded() / 100
        }

        /// The largest coordinate a file holds, in points, either way: far beyond any screen.
        static let limit = 1_000_000_000.0
    }

    /// The version of the file's format, written in every file: 1.
    package static let version = 1

    /// The identifier of the screen shown.
    package var screen: String
    /// The elements, in the order the screen shows them (top to bottom on a command-line host, the accessibility
    /// hierarchy's order under XCUITest).
    package var elements: [Element]

    package init(screen: String, elements: [Element]) {
        self.screen = screen
        self.elements = elements
    }

    /// The snapshot of a command-line app's element frame: its screen and elements, without its route number.
    package init(_ frame: ElementSnapshot) {
        self.init(
            screen: frame.screen,
            elements: frame.elements.map {
                Element(identifier: $0.identifier, label: $0.label, value: $0.value, kind: $0.kind)
            }
        )
    }

    /// The file's bytes: sorted keys at every level, one element a line, a line break at the end.
    package var text: String {
        let lines = elements.map { "    " + Self.line(of: $0) }
        let list = lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n  ]"
        return
            "{\n  \"elements\": \(list),\n  \"screen\": \(JSONString.quoted(screen)),\n  \"version\": \(Self.version)\n}\n"
    }

    /// The file's bytes, as UTF-8.
    package var data: Data { Data(text.utf8) }

    /// One element as one line of JSON, its keys sorted.
    private static func line(of element: Element) -> String {
        let fields = ElementSnapshot.Element(
            identifier: element.identifier,
            label: element.label,
            value: element.value,
            kind: element.kind
        ).jsonFields
        guard let frame = element.frame else { return "{" + fields + "}" }
        return "{\"frame\":[" + frame.map(number).joined(separator: ",") + "]," + fields + "}"
    }

    /// A coordinate as JSON: an integer when it is one, otherwise up to two decimals (`88`, `88.5`, `-0.33`).
    private static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100
        let fraction = abs(hundredths) % 100
        guard fraction != 0 else { return sign + "\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return sign + "\(whole).\(digits)"
    }

    /// The shape of the file, as the decoder reads it.
    private struct Contents: Decodable {
        var elements: [Element]
        var screen: String
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
        for (index, element) in contents.elements.enumerated() {
            guard let frame = element.frame else { continue }
            guard frame.count == 4, frame.allSatisfy({ abs($0) <= Element.limit }) else {
                throw .malformedSnapshot(
                    path,
                    problem: "`elements[\(index)].frame` does not hold 4 numbers of at most 1000000000 points"
                )
            }
        }
        return SnapshotFile(screen: contents.screen, elements: contents.elements)
    }
}
