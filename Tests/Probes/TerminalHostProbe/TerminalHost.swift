import Foundation
import ScreenRouter

/// A screen of the terminal app: its elements, top to bottom, one a line.
struct TextScreen {
    /// One element: the accessibility identifier a test finds it by, the text a person reads, its value where it
    /// has one, and its kind (`text`, `button`, `cell`, `field`, `image` or `other`).
    struct Element {
        var identifier: String
        var label: String
        var value: String? = nil
        var kind = "text"

        /// The element as the terminal shows it: `[identifier] label`, then ` = value` when it has one.
        var line: String { "[\(identifier)] \(label)" + (value.map { " = \($0)" } ?? "") }
    }

    var elements: [Element]
}

@MainActor
final class TerminalHost: ScreenHost {
    private(set) var exitStatus: Int32 = 0
    private var variantLine: String?

    func apply(_ variant: ScreenVariant) {
        let parts = [
            variant.appearance.map { "appearance=\($0.rawValue)" },
            variant.contentSize.map { "contentSize=\($0.rawValue)" },
            variant.layoutDirection.map { "layoutDirection=\($0.rawValue)" },
        ].compactMap { $0 }
        variantLine = parts.isEmpty ? nil : "[ScreenRouter.variant] " + parts.joined(separator: " ")
    }

    func install(_ root: TextScreen, as screen: ScreenID, route: Int) {
        exitStatus = 0
        show(root)
        // Each element is a line of what `show` printed, from column 0, below the variant's line if there is one.
        let firstRow = variantLine == nil ? 0 : 1
        writeElements(
            root.elements.enumerated().map { index, element in
                (
                    element.identifier, element.label, element.value, element.kind,
                    (column: 0, row: firstRow + index, width: element.line.count)
                )
            },
            of: screen,
            route: route
        )
    }

    func show(_ root: TextScreen) {
        if let variantLine { print(variantLine) }
        for element in root.elements {
            print(element.line)
        }
    }

    func showRoutingFailure(_ error: ScreenRouterError) {
        print("[\(ScreenRouterError.accessibilityIdentifier)] \(error.message)")
        exitStatus = 1
    }
}
