import Foundation
import ScreenRouter

/// A screen of the terminal app: its elements, top to bottom, each an accessibility identifier and a label.
struct TextScreen {
    var elements: [(identifier: String, label: String)]
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
        writeElements(root.elements, of: screen, route: route)
    }

    func show(_ root: TextScreen) {
        if let variantLine { print(variantLine) }
        for element in root.elements {
            print("[\(element.identifier)] \(element.label)")
        }
    }

    func showRoutingFailure(_ error: ScreenRouterError) {
        print("[\(ScreenRouterError.accessibilityIdentifier)] \(error.message)")
        exitStatus = 1
    }
}
