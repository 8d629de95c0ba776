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

        /// The element's fields as JSON, their keys sorted, without the braces:
        /// `"identifier":…,"kind":…,"label":…`, then `"value":…` when it has one.
        package var jsonFields: String {
            var fields =
                "\"identifier\":" + JSONString.quoted(identifier) + ",\"kind\":" + JSONString.quoted(kind.rawValue)
            fields += ",\"label\":" + JSONString.quoted(label)
            if let value { fields += ",\"value\":" + JSONString.quoted(value) }
            return fields
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
        let list = elements.map { "{" + $0.jsonFields + "}" }.joined(separator: ",")
        return Self.linePrefix + "{\"elements\":[\(list)],\"route\":\(route),\"screen\":\(JSONString.quoted(screen))}"
    }

    /// The frame a line of standard output carries: `nil` when the line is no frame, an error when it starts as
    /// one and its JSON does not read.
    package static func parse(line: Substring) throws(ScreenRouterError) -> ElementSnapshot? {
        guard line.hasPrefix(linePrefix) else { return nil }
        let json = line.dropFirst(linePrefix.count)
        let bytes = Data(json.utf8)
        if let frame = quickRead(bytes) { return frame }
        do {
            return try JSONDecoder().decode(ElementSnapshot.self, from: bytes)
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

    /// The frame a host wrote, read without a decoder, several times faster.
    ///
    /// It reads JSON without escapes or control characters whose members have the types a frame's have, and gives
    /// `nil` for anything else, which the decoder then reads, or refuses in its own words.
    private static func quickRead(_ json: Data) -> ElementSnapshot? {
        guard !json.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\\") }),
            case .object(let members)? = JSONValue.read(json),
            case .number(let number)? = members["route"], let route = Int(number),
            case .string(let screen)? = members["screen"],
            case .array(let list)? = members["elements"]
        else { return nil }
        var elements: [Element] = []
        elements.reserveCapacity(list.count)
        for item in list {
            guard case .object(let fields) = item,
                case .string(let identifier)? = fields["identifier"],
                case .string(let label)? = fields["label"],
                case .string(let kindName)? = fields["kind"], let kind = Kind(rawValue: kindName)
            else { return nil }
            let value: String?
            switch fields["value"] {
            case nil, .null?: value = nil
            case .string(let text)?: value = text
            default: return nil
            }
            elements.append(Element(identifier: identifier, label: label, value: value, kind: kind))
        }
        return ElementSnapshot(route: route, screen: screen, elements: elements)
    }

    /// Every frame in some output, in order.
    ///
    /// Lines end at each line feed byte, as the protocol's lines do.
    package static func frames(in output: String) throws(ScreenRouterError) -> [ElementSnapshot] {
        var frames: [ElementSnapshot] = []
        for line in output.utf8.split(separator: UInt8(ascii: "\n")) {
            if let frame = try parse(line: Substring(line)) { frames.append(frame) }
        }
        return frames
    }
}
