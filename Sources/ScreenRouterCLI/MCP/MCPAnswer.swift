import ScreenRouterCore

/// What the MCP server's tools answer: a result with the answer as `structuredContent` and as JSON text, a
/// snapshot's shape, and the budget every answer keeps.
///
/// No answer is over 25,000 tokens, 100,000 bytes at four bytes a token, the limit agents' clients put on a tool's
/// answer: one that would be is paged. A page holds as many of the answer's items (a screen's elements, a check's
/// cells, a catalogue's screens) as fit, and says which page it is, how many there are, and the call that returns
/// the next; an item that alone would not fit has its longest texts cut, each saying how long it was.
enum MCPAnswer {
    /// The most bytes an answer's line may take: 25,000 tokens at four bytes a token.
    static let budget = 100_000
    /// Room kept for the response around the result: `{"id": ..., "jsonrpc": "2.0", "result": ...}` and a line
    /// break.
    static let envelope = 256

    /// A tool's result: the value as `structuredContent`, and as JSON text in `content`.
    static func result(_ structured: JSONValue) -> JSONValue {
        .object(["content": text(structured.text), "structuredContent": structured])
    }

    /// A text content.
    static func text(_ text: String) -> JSONValue {
        .array([.object(["type": .string("text"), "text": .string(text)])])
    }

    /// Bytes of a result as the response writes it.
    static func size(_ result: JSONValue) -> Int {
        result.text.utf8.count
    }

    /// A screen as `open_screen` and `describe_screen` answer it and `screenrouter open --json` prints it:
    /// `{"elements": [{"frame"?, "identifier", "kind", "label", "value"?}], "hash", "route", "screen", "unit"?,
    /// "variant"}`.
    ///
    /// - Parameters:
    ///   - snapshot: The element frame.
    ///   - variant: The parts of the variant the host applied.
    ///   - elements: The elements to list (a page of them); all of them when `nil`.
    /// - Returns: The value.
    static func snapshot(
        _ snapshot: ElementSnapshot,
        variant: [String: String],
        elements: [JSONValue]? = nil
    ) -> JSONValue {
        var members: [String: JSONValue] = [
            "elements": .array(elements ?? self.elements(of: snapshot)),
            "hash": .string(SnapshotFile(snapshot).hash),
            "route": .integer(snapshot.route),
            "screen": .string(snapshot.screen),
            "variant": .object(variant.mapValues(JSONValue.string)),
        ]
        if let unit = snapshot.unit { members["unit"] = .string(unit.rawValue) }
        return .object(members)
    }

    /// Each element of a frame as an answer lists it.
    static func elements(of snapshot: ElementSnapshot) -> [JSONValue] {
        snapshot.elements.map { element in
            var members: [String: JSONValue] = [
                "identifier": .string(element.identifier),
                "label": .string(element.label),
                "kind": .string(element.kind.rawValue),
            ]
            if let value = element.value { members["value"] = .string(value) }
            if let frame = element.frame {
                members["frame"] = .array(frame.map { .number(SnapshotFile.Element.number($0)) })
            }
            return .object(members)
        }
    }

    /// Page `number` of an answer whose items are paged: the whole answer when it fits the budget, otherwise the page
    /// with a `page` member, `{"number", "of", "items": "<first>-<last> of <count>", "next"?}`, where `next` names the
    /// call that returns the next page.
    ///
    /// - Parameters:
    ///   - items: The answer's items.
    ///   - number: The page's number, from 1.
    ///   - next: The call that returns page `n`, as the page says it: `describe_screen {"page": 2}`.
    ///   - build: The answer's structured value with some of its items, and a page's `page` member (`nil` for the
    ///     whole answer).
    /// - Returns: The result, or `nil` when the answer has no such page.
    static func paged(
        _ items: [JSONValue],
        page number: Int,
        next: (Int) -> String,
        build: ([JSONValue], JSONValue?) -> JSONValue
    ) -> JSONValue? {
        let costs = items.map(cost)
        if size(result(build([], nil))) + total(costs[...]) <= budget - envelope {
            return number == 1 ? result(build(items, nil)) : nil
        }
        let pages = split(costs, next: next, build: build)
        guard pages.indices.contains(number - 1) else { return nil }
        let range = pages[number - 1]
        let info = pageInfo(number, of: pages.count, range: range, count: items.count, next: next)
        return result(build(fitted(items, range), info))
    }

    /// What an item adds to a result's bytes: its JSON in `structuredContent`, and the same escaped in the text
    /// content (a comma before it in each, but for the first, is counted by ``total(_:)``).
    private static func cost(_ item: JSONValue) -> Int {
        let text = item.text
        return text.utf8.count + JSONString.quoted(text).utf8.count - 2
    }

    /// What items add to a result's bytes.
    private static func total(_ costs: ArraySlice<Int>) -> Int {
        costs.reduce(0, +) + 2 * max(0, costs.count - 1)
    }

    /// The pages' ranges of items: each as many items as fit with the longest `page` member there could be, counted
    /// from the bytes each item adds (escaping is character by character, so an item adds the same bytes wherever
    /// it stands).
    private static func split(
        _ costs: [Int],
        next: (Int) -> String,
        build: ([JSONValue], JSONValue?) -> JSONValue
    ) -> [Range<Int>] {
        let widest = pageInfo(99_999, of: 99_999, range: 99_999..<99_999, count: 99_999, next: next)
        let room = budget - envelope - size(result(build([], widest)))
        var ranges: [Range<Int>] = []
        var start = 0
        var used = 0
        for (index, cost) in costs.enumerated() {
            let added = cost + (index > start ? 2 : 0)
            if index > start, used + added > room {
                ranges.append(start..<index)
                start = index
                used = cost
            } else {
                used += added
            }
        }
        if start < costs.count { ranges.append(start..<costs.count) }
        return ranges
    }

    /// The items of a range, a lone item cut to fit when it would not alone.
    private static func fitted(_ items: [JSONValue], _ range: Range<Int>) -> [JSONValue] {
        let slice = Array(items[range])
        guard slice.count == 1 else { return slice }
        // Room for the answer around one item: the budget less a quarter, the item taking at most that.
        var longest = budget
        var item = slice[0]
        while cost(item) > budget * 3 / 4, longest > 64 {
            longest /= 2
            item = cut(slice[0], longest: longest)
        }
        return [item]
    }

    /// A value with each string longer than `longest` bytes cut there, saying how long it was.
    static func cut(_ value: JSONValue, longest: Int) -> JSONValue {
        switch value {
        case .string(let text) where text.utf8.count > longest:
            var kept = String.UnicodeScalarView()
            var bytes = 0
            for scalar in text.unicodeScalars {
                bytes += UTF8.width(scalar)
                guard bytes <= longest else { break }
                kept.append(scalar)
            }
            return .string(
                String(kept) + "… (cut here to keep the answer under 25,000 tokens: \(text.utf8.count) bytes in all)"
            )
        case .array(let values): return .array(values.map { cut($0, longest: longest) })
        case .object(let members): return .object(members.mapValues { cut($0, longest: longest) })
        default: return value
        }
    }

    /// A page's `page` member.
    private static func pageInfo(
        _ number: Int,
        of count: Int,
        range: Range<Int>,
        count items: Int,
        next: (Int) -> String
    ) -> JSONValue {
        var members: [String: JSONValue] = [
            "number": .integer(number),
            "of": .integer(count),
            "items": .string("\(range.lowerBound + 1)-\(range.upperBound) of \(items)"),
        ]
        if number < count { members["next"] = .string(next(number + 1)) }
        return .object(members)
    }
}
