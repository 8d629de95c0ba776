import Foundation
import ScreenRouterTestSupport

/// The Demo's screen as a UI test sees it: elements found by accessibility identifier, read from what the
/// terminal host printed.
struct RenderedScreen {
    /// The screen's title line.
    var title: String
    /// Every element's identifier and label, top to bottom; the variant's line, when there is one, first.
    var elements: [(identifier: String, label: String)]
    /// Whether the title is drawn dark, `## title ##`.
    var isDark = false
    /// Whether the screen's lines are aligned to the right, as the Demo draws a right-to-left screen.
    var isRightAligned = false
    /// Whether a blank line separates the rows, as the Demo draws an accessibility text size.
    var hasTallRows = false

    /// Parses the `== title ==` (or `## title ##`) line and the `[identifier] label` lines the terminal host
    /// prints, and how they are drawn.
    init(_ text: String) {
        title = ""
        elements = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        hasTallRows = lines.dropLast().contains { $0.isEmpty }
        for line in lines where !line.isEmpty {
            let trimmed = line.drop { $0 == " " }
            if trimmed.count < line.count { isRightAligned = true }
            let line = trimmed
            if (line.hasPrefix("== ") && line.hasSuffix(" ==")) || (line.hasPrefix("## ") && line.hasSuffix(" ##")) {
                title = String(line.dropFirst(3).dropLast(3))
                isDark = line.hasPrefix("## ")
            } else if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
                let identifier = String(line[line.index(after: line.startIndex)..<close])
                let label = line[line.index(close, offsetBy: min(2, line.distance(from: close, to: line.endIndex)))...]
                elements.append((identifier, Self.unescaped(String(label))))
            }
        }
    }

    /// The label of the first element with this identifier, or `nil` when there is none.
    subscript(identifier: String) -> String? {
        elements.first { $0.identifier == identifier }?.label
    }

    /// The identifiers, in order.
    var identifiers: [String] { elements.map(\.identifier) }

    /// The variant the app applied, as its first line says (`appearance=dark ...`), or `nil` when it shows none.
    var variantLine: String? {
        elements.first?.identifier == "ScreenRouter.variant" ? elements.first?.label : nil
    }

    private static func unescaped(_ label: String) -> String {
        var result = ""
        var escaping = false
        for character in label {
            if escaping {
                result.append(character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension ProcessApplication {
    /// What the app showed at its last launch.
    var screen: RenderedScreen { RenderedScreen(standardOutput) }
}

/// The Demo executable, built by `swift test` because this target depends on it.
@MainActor
func makeDemo() throws -> ProcessApplication {
    let demo = try ProcessApplication.product(named: "Demo")
    demo.timeout = 60
    return demo
}
