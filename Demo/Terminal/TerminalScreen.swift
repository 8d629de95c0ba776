/// A screen of the terminal Demo: a title and elements, each with an accessibility identifier and a
/// label, the way a UI test sees an iOS screen.
struct TerminalScreen {
    /// One visible element.
    struct Element: Equatable {
        /// The accessibility identifier a test finds the element by.
        var identifier: String
        /// The text a person reads and a test asserts on.
        var label: String
    }

    /// The title shown above the elements.
    var title: String
    /// The elements, top to bottom.
    var elements: [Element]
    /// What choosing the row at an index opens, for screens a person can navigate from.
    var open: (@MainActor (Int) -> TerminalScreen?)?

    init(title: String, elements: [Element], open: (@MainActor (Int) -> TerminalScreen?)? = nil) {
        self.title = title
        self.elements = elements
        self.open = open
    }

    /// The screen as text: a title line, then one `[identifier] label` line per element, with line breaks
    /// and backslashes in labels escaped so every element stays on one line.
    var rendered: String {
        var lines = ["== \(title) =="]
        for element in elements {
            let label = element.label.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "\n", with: "\\n")
            lines.append("[\(element.identifier)] \(label)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
