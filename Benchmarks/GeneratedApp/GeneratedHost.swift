import Foundation
import GeneratedScreens
import ScreenRouter

/// The generated app's terminal host, as the Testing on Linux and macOS article writes one: each screen printed as
/// `[identifier] label` lines and written as an element frame; a variant adds the element `variant` and the line
/// `[ScreenRouter.variant] ...`; a routing failure is printed, with exit status 1 at the end of a launch.
@MainActor
final class GeneratedHost: ScreenHost {
    private(set) var exitStatus: Int32 = 0
    private var variant = ""

    func apply(_ variant: ScreenVariant) {
        self.variant = [
            variant.appearance.map { "appearance=\($0.rawValue)" },
            variant.contentSize.map { "contentSize=\($0.rawValue)" },
            variant.layoutDirection.map { "layoutDirection=\($0.rawValue)" },
        ].compactMap { $0 }.joined(separator: " ")
    }

    func install(_ root: GeneratedScreen, as screen: ScreenID, route: Int) {
        exitStatus = 0
        var elements = root.elements
        var text = ""
        if !variant.isEmpty {
            text += "[ScreenRouter.variant] \(variant)\n"
            elements.append(("variant", variant))
        }
        let lines = elements.map { "[\($0.identifier)] \($0.label)" }
        for line in lines {
            text += line + "\n"
        }
        print(text, terminator: "")
        // Each element is a line, from column 0, below the variant's line if there is one; the rows of a list
        // (sections, variants, lines, items) are cells.
        let firstRow = variant.isEmpty ? 0 : 1
        writeElements(
            zip(elements, lines).enumerated().map { index, pair in
                let isRow = [".section.", ".variant.", ".line.", ".item."].contains { pair.0.identifier.contains($0) }
                return (
                    pair.0.identifier, pair.0.label, nil, isRow ? "cell" : "text",
                    (column: 0, row: firstRow + index, width: pair.1.count)
                )
            },
            of: screen,
            route: route
        )
    }

    func showRoutingFailure(_ error: ScreenRouterError) {
        print("[\(ScreenRouterError.accessibilityIdentifier)] \(error.message)")
        exitStatus = 1
    }
}
