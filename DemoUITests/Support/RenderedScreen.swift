import Foundation
import ScreenRouterTestSupport

/// The Demo's screen as a UI test sees it: elements found by accessibility identifier, read from what the
/// terminal host printed.
struct RenderedScreen {
    /// The screen's title line.
    var title: String
    /// Every element's identifier and label, top to bottom.
    var elements: [(identifier: String, label: String)]

    /// Parses the `== title ==` line and the `[identifier] label` lines the terminal host prints.
    init(_ text: String) {
        title = ""
        elements = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("== "), line.hasSuffix(" ==") {
                title = String(line.dropFirst(3).dropLast(3))
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
