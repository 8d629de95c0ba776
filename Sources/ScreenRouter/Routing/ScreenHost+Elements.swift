import Foundation

extension ScreenHost {
    /// Writes a screen's element frame to standard output: the elements it shows, top to bottom, each an accessibility
    /// identifier, the text a person reads, its value, its kind and the character cells it takes, as a UI test finds
    /// them.
    ///
    /// A command-line host calls it in ``install(_:as:route:)`` with the screen and route it was given, once it has
    /// printed the screen, with the cells each element took there:
    ///
    /// ```swift
    /// func install(_ root: TextScreen, as screen: ScreenID, route: Int) {
    ///     for element in root.elements { print(element.line) }
    ///     writeElements(
    ///         root.elements.enumerated().map { row, element in
    ///             (element.identifier, element.label, element.value, element.kind,
    ///              (column: 0, row: row, width: element.line.count))
    ///         },
    ///         of: screen,
    ///         route: route
    ///     )
    /// }
    /// ```
    ///
    /// An element's kind is what a UI test would query it as: `text`, `button`, `image`, `cell` (a row of a list),
    /// `field` (it takes typed text) or `other`. Its value is what it holds besides its label, a field's text or a
    /// switch's state, `nil` when it has none. Its frame is in a terminal's character cells, counted from 0 at the top
    /// left: the column and row it starts at and how many cells wide it is, one row high; a screen's report draws
    /// the screen from them. A kind that is none of those, or a negative column, row or width, is written as `other`
    /// or 0, and reported on standard error as a routing failure of code `malformedElementFrame` that names each
    /// such element, so the launch or route that shows it fails with that message.
    ///
    /// The frame is one line, `ScreenRouter.elements <JSON>` (its elements' frames in `"unit": "cell"`), written after
    /// what the app printed so far (the C library's buffers are flushed first) and before the route's
    /// `ScreenRouter.routed <n>` line, which the coordinator writes once the host has installed the screen. Test
    /// support's element queries, page objects and snapshots, and the `screenrouter mcp` server, read it; test
    /// support keeps it out of `ProcessApplication.standardOutput`. A screen that shows something else later (it
    /// loads its data) calls it again with the same screen and route: the last frame of a route is what the route
    /// left on screen. A UIKit or SwiftUI app's window writes the frames of its routed screens itself.
    ///
    /// - Parameters:
    ///   - elements: The screen's elements, top to bottom: each an accessibility identifier, such as an
    ///     ``AccessibilityIdentifierProvider``'s `elementIdentifier(for:)`, a label, a value or `nil`, a kind, and
    ///     the cells it takes: its column, its row and its width.
    ///   - screen: The screen's identifier, as ``install(_:as:route:)`` received it.
    ///   - route: The route's number, as ``install(_:as:route:)`` received it.
    public func writeElements(
        _ elements: [(
            identifier: String, label: String, value: String?, kind: String, frame: (column: Int, row: Int, width: Int)
        )],
        of screen: ScreenID,
        route: Int
    ) {
        var problems: [String] = []
        let written = elements.map { element in
            let kind = ElementSnapshot.Kind(rawValue: element.kind)
            if kind == nil {
                problems.append(
                    "element `\(element.identifier)` has the kind `\(element.kind)`, which is none of "
                        + ElementSnapshot.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                )
            }
            let cells = element.frame
            if min(cells.column, cells.row, cells.width) < 0 {
                problems.append(
                    "element `\(element.identifier)` is at column \(cells.column), row \(cells.row), width "
                        + "\(cells.width), and cells count from 0"
                )
            }
            return ElementSnapshot.Element(
                identifier: element.identifier,
                label: element.label,
                value: element.value,
                kind: kind ?? .other,
                frame: [cells.column, cells.row, cells.width, 1].map { Double(max(0, $0)) }
            )
        }
        let frame = ElementSnapshot(route: route, screen: screen.rawValue, elements: written, unit: .cell)
        fflush(nil)
        FileHandle.standardOutput.write(Data((frame.line + "\n").utf8))
        guard !problems.isEmpty else { return }
        let error = ScreenRouterError(
            code: .malformedElementFrame,
            screen: screen,
            message: "The host wrote the elements of screen `\(screen.rawValue)` with what a UI test cannot query: "
                + problems.joined(separator: "; ") + ". Give `writeElements(_:of:route:)` each element's kind as one "
                + "of those, and its frame in character cells from column 0 and row 0 at the top left."
        )
        StandardError.write(error.logLine)
    }

    /// Writes a screen's element frame with every element a `text` without a frame.
    ///
    /// The form of 1.0, kept so that a host written for it compiles, with a warning that names the form above.
    /// Documentation links name the form above alone.
    ///
    /// - Parameters:
    ///   - elements: The screen's elements, top to bottom: each an accessibility identifier and a label.
    ///   - screen: The screen's identifier.
    ///   - route: The route's number.
    @_documentation(visibility: internal)
    @available(
        *,
        deprecated,
        message:
            "give each element its value, kind and frame: writeElements(_:of:route:) takes (identifier:label:value:kind:frame:)"
    )
    public func writeElements(_ elements: [(identifier: String, label: String)], of screen: ScreenID, route: Int) {
        let elements = elements.map { ElementSnapshot.Element(identifier: $0.identifier, label: $0.label) }
        let frame = ElementSnapshot(route: route, screen: screen.rawValue, elements: elements)
        fflush(nil)
        FileHandle.standardOutput.write(Data((frame.line + "\n").utf8))
    }
}
