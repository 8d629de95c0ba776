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
        let rule = variant.appearance == .dark ? "##" : "=="
        var lines = ["\(rule) \(title) \(rule)"]
        for element in elements {
            let label = Self.escaped(element.label)
            if variant.contentSize?.isAccessibilitySize == true { lines.append("") }
            lines.append("[\(element.identifier)] \(label)")
        }
        if variant.layoutDirection == .rightToLeft {
            lines = lines.map { line in
                line.isEmpty ? line : String(repeating: " ", count: max(0, Self.width - line.count)) + line
            }
        }
        if !variant.isEmpty {
            lines.insert("[\(LaunchProtocol.variantMarker)] \(variant.summary)", at: 0)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A label on one line: its backslashes doubled and its line breaks written `\n`.
    private static func escaped(_ label: String) -> String {
        guard label.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") }) else { return label }
        return label.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
    }

    /// The screen's element frame for a route: the line `ScreenRouter.elements <JSON>` test support reads.
    func elementFrame(route: Int) -> String {
        let elements = elements.map {
            ElementSnapshot.Element(identifier: $0.identifier, label: $0.label, kind: $0.kind)
        }
        return ElementSnapshot(route: route, screen: screen, elements: elements).line + "\n"
    }
}
