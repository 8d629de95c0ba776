import Foundation

/// What a command-line host shows of a screen, element by element: the frame it writes to standard output each
/// time it renders a screen, and that test support reads back.
///
/// The frame is one line, `ScreenRouter.elements <JSON>`, written before the route's `ScreenRouter.routed <n>`
/// line, with the JSON
/// `{"route": n, "screen": "<id>", "elements": [{"identifier", "label", "value"?, "kind", "frame"?}], "unit"?}`.
/// An element's `frame` is `[x, y, width, height]`; `unit` says in what, `cell` (a terminal's character cells:
/// column, row, width, height 1, counted from 0 at the top left) or `point`, and is written when an element has a
/// frame (a frame without it is in points). A screen that loads and then shows its data writes one frame for each
/// state; the last frame of a route is what the route left on screen.
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
        /// Where the element is on screen, in the snapshot's ``Unit``: x, y, width and height, each to the
        /// hundredth; `nil` when the host gave none.
        package var frame: [Double]?

        package init(
            identifier: String,
            label: String,
            value: String? = nil,
            kind: Kind = .text,
            frame: [Double]? = nil
        ) {
            self.identifier = identifier
            self.label = label
            self.value = value
            self.kind = kind
            self.frame = frame.map { $0.map(Self.rounded) }
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let frame = try container.decodeIfPresent([Double].self, forKey: .frame)
            if let frame, !Self.holds(frame) {
                throw DecodingError.dataCorruptedError(
                    forKey: .frame,
                    in: container,
                    debugDescription: Self.frameShape
                )
            }
            self.init(
                identifier: try container.decode(String.self, forKey: .identifier),
                label: try container.decode(String.self, forKey: .label),
                value: try container.decodeIfPresent(String.self, forKey: .value),
                kind: try container.decode(Kind.self, forKey: .kind),
                frame: frame
            )
        }

        /// Whether numbers read are a frame: four of them, none beyond ``limit``.
        static func holds(_ frame: [Double]) -> Bool {
            frame.count == 4 && frame.allSatisfy { abs($0) <= limit }
        }

        /// What a frame that does not read lacks, as a phrase after its path.
        static let frameShape = "does not hold 4 numbers of at most 1000000000"

        /// The element's fields as JSON, their keys sorted, without the braces: `"frame":[…],` when it has one,
        /// then `"identifier":…,"kind":…,"label":…`, then `"value":…` when it has one.
        package var jsonFields: String {
            var fields = frame.map { "\"frame\":[" + $0.map(Self.number).joined(separator: ",") + "]," } ?? ""
            fields +=
                "\"identifier\":" + JSONString.quoted(identifier) + ",\"kind\":" + JSONString.quoted(kind.rawValue)
            fields += ",\"label\":" + JSONString.quoted(label)
            if let value { fields += ",\"value\":" + JSONString.quoted(value) }
            return fields
        }

        /// A coordinate to the hundredth, so that the bytes written do not depend on the last digits of a
        /// floating-point computation.
        static func rounded(_ coordinate: Double) -> Double {
            guard coordinate.isFinite else { return 0 }
            return (min(max(coordinate, -limit), limit) * 100).rounded() / 100
        }

        /// The largest coordinate a frame holds, either way: far beyond any screen.
        package static let limit = 1_000_000_000.0

        /// A coordinate as JSON: an integer when it is one, otherwise up to two decimals (`88`, `88.5`, `-0.33`).
        package static func number(_ value: Double) -> String {
            let hundredths = Int((value * 100).rounded())
            let sign = hundredths < 0 ? "-" : ""
            let whole = abs(hundredths) / 100
            let fraction = abs(hundredths) % 100
            guard fraction != 0 else { return sign + "\(whole)" }
            let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
            return sign + "\(whole).\(digits)"
        }
    }

    /// What an element's frame is measured in.
    package enum Unit: String, Codable, Sendable, CaseIterable {
        /// A terminal's character cells: column, row, width in cells, height 1; a command-line host's.
        case cell
        /// Points, as UIKit and XCUITest measure them: XCUITest's snapshots.
        case point
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
    /// What the elements' frames are measured in: `nil` exactly when no element has a frame.
    package private(set) var unit: Unit?

    /// A frame of a screen's elements.
    ///
    /// - Parameters:
    ///   - route: The route's number.
    ///   - screen: The screen's identifier.
    ///   - elements: The elements, top to bottom.
    ///   - unit: What the elements' frames are measured in; points when an element has a frame and this is
    ///     `nil`, and ignored when none has.
    package init(route: Int, screen: String, elements: [Element], unit: Unit? = nil) {
        self.route = route
        self.screen = screen
        self.elements = elements
        self.unit = elements.contains { $0.frame != nil } ? (unit ?? .point) : nil
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            route: try container.decode(Int.self, forKey: .route),
            screen: try container.decode(String.self, forKey: .screen),
            elements: try container.decode([Element].self, forKey: .elements),
            unit: try container.decodeIfPresent(Unit.self, forKey: .unit)
        )
    }

    /// The start of the frame's line: `ScreenRouter.elements `.
    package static let linePrefix = "ScreenRouter.elements "

    /// The frame as one line of standard output, without its line break.
    package var line: String {
        let list = elements.map { "{" + $0.jsonFields + "}" }.joined(separator: ",")
        let unit = self.unit.map { ",\"unit\":\"\($0.rawValue)\"" } ?? ""
        return Self.linePrefix
            + "{\"elements\":[\(list)],\"route\":\(route),\"screen\":\(JSONString.quoted(screen))\(unit)}"
    }

    /// The frame a line of standard output carries: `nil` when the line is no frame, an error when it starts as
    /// one and its JSON does not read.
    package static func parse(line: Substring) throws(ScreenRouterError) -> ElementSnapshot? {
        guard line.hasPrefix(linePrefix) else { return nil }
        let json = line.dropFirst(linePrefix.count)
        let bytes = Data(json.utf8)
        let frame: ElementSnapshot
        if let read = quickRead(bytes) {
            frame = read
        } else {
            do {
                frame = try JSONDecoder().decode(ElementSnapshot.self, from: bytes)
            } catch {
                throw malformed(line, problem: problem(error, json: bytes))
            }
        }
        return frame
    }

    /// The error of a line that starts as a frame and does not read.
    private static func malformed(_ line: Substring, problem: String) -> ScreenRouterError {
        ScreenRouterError(
            code: .malformedElementFrame,
            message: "The app wrote an element frame that does not read (\(problem)): `\(line.prefix(200))`. "
                + "A frame is one line, `\(linePrefix)` and the JSON "
                + #"{"route": n, "screen": "<id>", "elements": [{"identifier", "label", "value"?, "kind", "#
                + #""frame"?: [x, y, width, height]}], "unit"?}"#
                + ", kind one of " + Kind.allCases.map(\.rawValue).joined(separator: ", ")
                + ", unit " + Unit.allCases.map(\.rawValue).joined(separator: " or ") + "."
        )
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
            guard context.codingPath.isEmpty else {
                let phrase =
                    context.debugDescription == Element.frameShape ? Element.frameShape : "has a value it cannot hold"
                return "\(path(context.codingPath)) \(phrase)"
            }
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
        let unit: Unit?
        switch members["unit"] {
        case nil, .null?: unit = nil
        case .string(let name)?:
            guard let named = Unit(rawValue: name) else { return nil }
            unit = named
        default: return nil
        }
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
            var frame: [Double]?
            switch fields["frame"] {
            case nil, .null?: frame = nil
            case .array(let numbers)?:
                frame = []
                for number in numbers {
                    guard case .number(let text) = number, let coordinate = Double(text) else { return nil }
                    frame?.append(coordinate)
                }
                guard let read = frame, Element.holds(read) else { return nil }
            default: return nil
            }
            elements.append(Element(identifier: identifier, label: label, value: value, kind: kind, frame: frame))
        }
        return ElementSnapshot(route: route, screen: screen, elements: elements, unit: unit)
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
