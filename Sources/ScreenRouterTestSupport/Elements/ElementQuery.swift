import Foundation
import ScreenRouter

/// Finds one element by identifier in a screen's element frame, strictly: none or two are errors that list the
/// screen's elements.
enum ElementQuery {
    /// The one element with the identifier in the frame.
    ///
    /// - Throws: ``/ScreenRouter/ScreenRouterError`` with code `elementNotFound` when the frame has none (listing
    ///   the frame's elements, nearest to the identifier first) or there is no frame, `elementNotUnique` when it
    ///   has more than one (naming each); a failure says what the check waited, `waited`.
    static func one(
        _ identifier: String,
        in frame: ElementSnapshot?,
        waited: ElementWait = .none
    ) throws(ScreenRouterError) -> ScreenElement {
        guard let frame else { throw ScreenRouterError.noElementFrame(looking: identifier, waited: waited) }
        let matches = frame.elements.filter { $0.identifier == identifier }
        switch matches.count {
        case 1:
            return ScreenElement(matches[0])
        case 0:
            let nearest = nearestFirst(identifier, in: frame)
            throw ScreenRouterError.elementNotFound(identifier, in: frame, nearestFirst: nearest, waited: waited)
        default:
            throw ScreenRouterError.elementNotUnique(identifier, in: frame, matches: matches.map(ScreenElement.init))
        }
    }

    /// The frame's elements, nearest to the identifier first.
    static func nearestFirst(_ identifier: String, in frame: ElementSnapshot) -> [ScreenElement] {
        frame.elements.map(ScreenElement.init).sorted {
            (editDistance($0.identifier, identifier), $0.identifier)
                < (editDistance($1.identifier, identifier), $1.identifier)
        }
    }
}

/// What an element check did before it failed: read the frame the launch or route ended with, or also wait for the
/// app's next frames, and for how long.
package enum ElementWait: Sendable {
    /// It read the frame the launch or route ended with, and waited for no other.
    case none
    /// It waited this many seconds of the app's time for a frame that shows what it checks, in vain.
    case timedOut(TimeInterval)
    /// It waited for the app's next frame, and the session's app ended, as the text says.
    case ended(String)

    /// The sentence a failure says it with, with a leading space; empty for ``none``.
    var sentence: String { sentence(awaiting: "that shows it") }

    /// What the check waited, for a check that waited for a frame `awaiting` (`without it`).
    func sentence(awaiting: String) -> String {
        switch self {
        case .none:
            ""
        case .timedOut(let seconds):
            " The check waited \(Self.duration(seconds)) for the app's next element frame; none came \(awaiting)."
        case .ended(let ending):
            " The check waited for the app's next element frame, and the app ended: \(ending)"
        }
    }

    /// Seconds as a failure says them: `10 seconds`, `0.5 seconds`, `1 second`.
    package static func duration(_ seconds: TimeInterval) -> String {
        let number = seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
        return number + (number == "1" ? " second" : " seconds")
    }
}

/// What a failure of an element check on a command-line app's screen advises.
private let frameHint =
    "Check the identifier, or that the app's host lists the element in the screen's element frame "
    + "(`writeElements(_:of:route:)` in its `install(_:as:route:)`)."

extension ScreenRouterError {
    /// A query for an element the frame does not show.
    package static func elementNotFound(
        _ identifier: String,
        in frame: ElementSnapshot,
        nearestFirst elements: [ScreenElement],
        waited: ElementWait = .none
    ) -> Self {
        Self(
            code: .elementNotFound,
            message: "No element `\(identifier)` on screen `\(frame.screen)` (route \(frame.route)).\(waited.sentence) "
                + listing(elements, subject: "It") + "\n" + frameHint
        )
    }

    /// The screen's elements as a failure lists them, nearest first.
    private static func listing(_ elements: [ScreenElement], subject: String) -> String {
        elements.isEmpty
            ? "\(subject) shows no element."
            : "\(subject) shows, nearest first:\n" + elements.map { "  \($0)" }.joined(separator: "\n")
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
    package static func elementShown(
        _ identifier: String,
        in frame: ElementSnapshot,
        matches: [ScreenElement],
        waited: ElementWait = .none
    ) -> Self {
        Self(
            code: .elementNotFound,
            message: "The element `\(identifier)` is still on screen `\(frame.screen)` (route \(frame.route)), "
                + "expected absent.\(waited.sentence(awaiting: "without it"))\n"
                + matches.map { "  \($0)" }.joined(separator: "\n")
        )
    }

    /// A query in the output of an app that wrote no element frame.
    package static func noElementFrame(looking identifier: String, waited: ElementWait = .none) -> Self {
        Self(
            code: .elementNotFound,
            message: "No element `\(identifier)`: the app wrote no element frame (`\(ElementSnapshot.linePrefix)"
                + "<JSON>`) for the launch or route.\(waited.sentence) A command-line host writes one each time it "
                + "renders a screen, before the route's `ScreenRouter.routed <n>` line: `writeElements(_:of:route:)` "
                + "in its `install(_:as:route:)`."
        )
    }

    /// A page element whose label and value both differ from the text expected: with the frame it was read from,
    /// the failure names the screen and lists its elements, nearest to the element first.
    package static func elementText(
        _ identifier: String,
        expected: String,
        shown: [String],
        in frame: ElementSnapshot? = nil,
        waited: ElementWait = .none
    ) -> Self {
        let place = frame.map { " on screen `\($0.screen)` (route \($0.route))" } ?? ""
        let elements = frame.map { " " + listing(ElementQuery.nearestFirst(identifier, in: $0), subject: "The screen") }
        return Self(
            code: .elementNotFound,
            message: "The element `\(identifier)`\(place) shows \(shown.map { "`\($0)`" }.joined(separator: " and ")), "
                + "not `\(expected)`.\(waited.sentence)" + (elements ?? "")
        )
    }
}
