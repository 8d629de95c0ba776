import ScreenRouter

/// Finds one element by identifier in a screen's element frame, strictly: none or two are errors that list the
/// screen's elements.
enum ElementQuery {
    /// The one element with the identifier in the frame.
    ///
    /// - Throws: ``/ScreenRouter/ScreenRouterError`` with code `elementNotFound` when the frame has none (listing
    ///   the frame's elements, nearest to the identifier first) or there is no frame, `elementNotUnique` when it
    ///   has more than one (naming each).
    static func one(_ identifier: String, in frame: ElementSnapshot?) throws(ScreenRouterError) -> ScreenElement {
        guard let frame else { throw ScreenRouterError.noElementFrame(looking: identifier) }
        let matches = frame.elements.filter { $0.identifier == identifier }
        switch matches.count {
        case 1:
            return ScreenElement(matches[0])
        case 0:
            let nearest = frame.elements.map(ScreenElement.init).sorted {
                (editDistance($0.identifier, identifier), $0.identifier)
                    < (editDistance($1.identifier, identifier), $1.identifier)
            }
            throw ScreenRouterError.elementNotFound(identifier, in: frame, nearestFirst: nearest)
        default:
            throw ScreenRouterError.elementNotUnique(identifier, in: frame, matches: matches.map(ScreenElement.init))
        }
    }
}

extension ScreenRouterError {
    /// A query for an element the frame does not show.
    package static func elementNotFound(
        _ identifier: String,
        in frame: ElementSnapshot,
        nearestFirst elements: [ScreenElement]
    ) -> Self {
        let shown =
            elements.isEmpty
            ? "It shows no element."
            : "It shows, nearest first:\n" + elements.map { "  \($0)" }.joined(separator: "\n")
        return Self(
            code: .elementNotFound,
            message: "No element `\(identifier)` on screen `\(frame.screen)` (route \(frame.route)). \(shown)\n"
                + "Check the identifier, or that the screen sets it (`addAccessibility(aip:element:)`)."
        )
    }

    /// A query that matches more than one element of the frame.
    package static func elementNotUnique(
        _ identifier: String,
        in frame: ElementSnapshot,
        matches: [ScreenElement]
    ) -> Self {
        Self(
            code: .elementNotUnique,
            message: "\(matches.count) elements match `\(identifier)` on screen `\(frame.screen)` "
                + "(route \(frame.route)):\n" + matches.map { "  \($0)" }.joined(separator: "\n")
                + "\nGive each element its own identifier, for example with a payload case of its AIP's `Element`."
        )
    }

    /// A page element that a check expected to be absent, and that the frame still shows.
    package static func elementShown(_ identifier: String, in frame: ElementSnapshot, matches: [ScreenElement]) -> Self
    {
        Self(
            code: .elementNotFound,
            message: "The element `\(identifier)` is still on screen `\(frame.screen)` (route \(frame.route)), "
                + "expected absent:\n" + matches.map { "  \($0)" }.joined(separator: "\n")
        )
    }

    /// A query in the output of an app that wrote no element frame.
    package static func noElementFrame(looking identifier: String) -> Self {
        Self(
            code: .elementNotFound,
            message: "No element `\(identifier)`: the app wrote no element frame (`\(ElementSnapshot.linePrefix)"
                + "<JSON>`) for the launch or route. A command-line host writes one each time it renders a screen, "
                + "before the route's `ScreenRouter.routed <n>` line."
        )
    }

    /// A page element whose label and value both differ from the text expected.
    package static func elementText(_ identifier: String, expected: String, shown: [String]) -> Self {
        Self(
            code: .elementNotFound,
            message: "The element `\(identifier)` shows \(shown.map { "`\($0)`" }.joined(separator: " and ")), "
                + "not `\(expected)`."
        )
    }
}
