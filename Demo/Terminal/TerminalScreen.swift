import ScreenRouter

/// A screen of the terminal Demo: a title and elements, each with an accessibility identifier and a
/// label, the way a UI test sees an iOS screen.
struct TerminalScreen {
    /// One visible element.
    struct Element: Equatable {
        /// The accessibility identifier a test finds the element by.
        var identifier: String
        /// The text a person reads and a test asserts on.
        var label: String
        /// What the element is, in the screen's element frame.
        var kind: ElementSnapshot.Kind = .text
    }

    /// The identifier of the screen, in its element frame.
    var screen = ""
    /// The title shown above the elements.
    var title: String
    /// The elements, top to bottom.
    var elements: [Element]
    /// What choosing the row at an index opens, for screens a person can navigate from.
    var open: (@MainActor (Int) -> TerminalScreen?)?
    /// For a screen that loads its data: loads it, and returns the screen to show then.
    ///
    /// The window shows this screen, its loading state, first.
    var load: (@MainActor () -> TerminalScreen)?

    init(
        screen: String = "",
        title: String,
        elements: [Element],
        open: (@MainActor (Int) -> TerminalScreen?)? = nil
    ) {
        self.screen = screen
        self.title = title
        self.elements = elements
        self.open = open
    }

    /// The width a right-to-left screen is aligned to, in characters.
    static let width = 80

    /// The screen as text, drawn in a variant.
    ///
    /// A title line, then one `[identifier] label` line per element, with line breaks and backslashes in labels
    /// escaped so every element stays on one line; in a variant, as a terminal can show one:
    ///
    /// - a variant that sets something comes first, as the line `[ScreenRouter.variant] appearance=dark ...`
    ///   with the parts it sets;
    /// - dark: the title line is drawn with `##` instead of `==`, `## User ##`;
    /// - an accessibility text size (`AX1` to `AX5`): the rows are taller, a blank line between them;
    /// - right to left: the title and every row end at column 80, padded with spaces on the left.
    ///
    /// The other parts (light, the sizes up to `XXXL`, left to right) show the screen as without a variant.
    func rendered(in variant: ScreenVariant) -> String {
        layout(in: variant).lines.joined(separator: "\n") + "\n"
    }

    /// The screen's lines in a variant, as ``rendered(in:)`` draws them, and where each element is among them: the
    /// character cells of its line, `[column, row, width, height]` from 0 at the top left.
    private func layout(in variant: ScreenVariant) -> (lines: [String], cells: [[Double]]) {
        let rule = variant.appearance == .dark ? "##" : "=="
        var lines = variant.isEmpty ? [] : ["[\(LaunchProtocol.variantMarker)] \(variant.summary)"]
        lines.append("\(rule) \(title) \(rule)")
        var rows: [Int] = []
        for element in elements {
            if variant.contentSize?.isAccessibilitySize == true { lines.append("") }
            rows.append(lines.count)
            lines.append("[\(element.identifier)] \(Self.escaped(element.label))")
        }
        if variant.layoutDirection == .rightToLeft {
            let start = variant.isEmpty ? 0 : 1
            for index in lines.indices.dropFirst(start) where !lines[index].isEmpty {
                lines[index] = String(repeating: " ", count: max(0, Self.width - lines[index].count)) + lines[index]
            }
        }
        let cells = rows.map { row in
            let line = lines[row]
            let column = line.prefix { $0 == " " }.count
            return [Double(column), Double(row), Double(line.count - column), 1]
        }
        return (lines, cells)
    }

    /// A label on one line: its backslashes doubled and its line breaks written `\n`.
    private static func escaped(_ label: String) -> String {
        guard label.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") }) else { return label }
        return label.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }

    /// The screen drawn in a variant, then its element frame for a route: the line `ScreenRouter.elements <JSON>` test
    /// support reads, each element with its kind and the character cells it takes on the screen drawn, in one text.
    func renderedWithElementFrame(in variant: ScreenVariant, route: Int) -> String {
        let (lines, cells) = layout(in: variant)
        let elements = zip(elements, cells).map { element, frame in
            ElementSnapshot.Element(
                identifier: element.identifier,
                label: element.label,
                kind: element.kind,
                frame: frame
            )
        }
        let frame = ElementSnapshot(route: route, screen: screen, elements: elements, unit: .cell)
        return lines.joined(separator: "\n") + "\n" + frame.line + "\n"
    }
}
