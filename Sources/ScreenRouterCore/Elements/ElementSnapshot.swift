import Foundation

/// What a command-line host shows of a screen, element by element: the frame it writes to standard output each
/// time it renders a screen, and that test support reads back.
///
/// The frame is one line, `ScreenRouter.elements <JSON>`, written before the route's `ScreenRouter.routed <n>`
/// line, with the JSON
/// `{"route": n, "screen": "<id>", "elements": [{"identifier", "label", "value"?, "kind"}]}`. A screen that
/// loads and then shows its data writes one frame for each state; the last frame of a route is what the route
/// left on screen.
package struct ElementSnapshot: Codable, Equatable, Sendable {
    /// One element of the screen.
    package struct Element: Codable, Equatable, Sendable {
        /// The element's accessibility identifier.
        package var identifier: String
        /// The text a person reads.
        package var label: String
        /// The element's value, for elements that have one (a field's text, a switch's state).
        package var value: String?
        /// What the element is.
        package var kind: Kind

        package init(identifier: String, label: String, value: String? = nil, kind: Kind = .text) {
            self.identifier = identifier
            self.label = label
            self.value = value
            self.kind = kind
        }
    }

    /// What an element is, as UI tests query it: `text`, `button`, `image`, `cell`, `field` or `other`.
    package enum Kind: String, Codable, Sendable, CaseIterable {
        case text, button, image, cell, field, other
    }

    /// The route the frame belongs to: 0 for the launch's screen, then one more for each route.
    package var route: Int
    /// The identifier of the screen shown (`ScreenRouter.error` for the error screen).
    package var screen: String
    /// The elements, top to bottom.
    package var elements: [Element]

    package init(route: Int, screen: String, elements: [Element]) {
        self.route = route
        self.screen = screen
        self.elements = elements
    }

    /// The start of the frame's line: `ScreenRouter.elements `.
    package static let linePrefix = "ScreenRouter.elements "

    /// The frame as one line of standard output, without its line break.
    package var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, integers and optionals always encode; a failure cannot happen, and would leave an empty frame.
        let json = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return Self.linePrefix + json
    }

    /// The frame a line of standard output carries: `nil` when the line is no frame, an error when it starts as
    /// one and its JSON does not read.
    package static func parse(line: Substring) throws(ScreenRouterError) -> ElementSnapshot? {
        guard line.hasPrefix(linePrefix) else { return nil }
        let json = line.dropFirst(linePrefix.count)
        do {
            return try JSONDecoder().decode(ElementSnapshot.self, from: Data(json.utf8))
        } catch {
            throw ScreenRouterError(
                code: .malformedElementFrame,
                message:
                    "The app wrote an element frame that does not read (\(problem(error, json: Data(json.utf8)))): "
                    + "`\(line.prefix(200))`. "
                    + "A frame is one line, `\(linePrefix)` and the JSON "
                    + #"{"route": n, "screen": "<id>", "elements": [{"identifier", "label", "value"?, "kind"}]}"#
                    + ", kind one of " + Kind.allCases.map(\.rawValue).joined(separator: ", ") + "."
            )
        }
    }

    /// What the decoder refused, in the package's words: where in the JSON, and what was wrong there.
    ///
    /// - Parameters:
    ///   - error: What the decoder threw.
    ///   - json: The JSON it read.
    ///   - whole: What the JSON is, for a problem with all of it: `the frame` unless told.
    /// - Returns: Where the problem is and what it is, as a phrase of a message.
    package static func problem(_ error: any Error, json: Data, whole: String = "the frame") -> String {
        func path(_ keys: [any CodingKey]) -> String {
            let text = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? whole : "`\(text.hasPrefix(".") ? String(text.dropFirst()) : text)`"
        }
        guard let error = error as? DecodingError else { return "the decoder refused it" }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context.codingPath)) has a value of another type"
        case .dataCorrupted(let context):
            guard context.codingPath.isEmpty else { return "\(path(context.codingPath)) has a value it cannot hold" }
            return JSONDiagnosis.syntaxProblem(in: json).map { "not JSON: \($0)" } ?? "not JSON"
        @unknown default:
            return "the decoder refused it"
        }
    }

    /// Every frame in some output, in order.
    package static func frames(in output: String) throws(ScreenRouterError) -> [ElementSnapshot] {
        var frames: [ElementSnapshot] = []
        for line in output.split(separator: "\n") {
            if let frame = try parse(line: line) { frames.append(frame) }
        }
        return frames
    }
}
