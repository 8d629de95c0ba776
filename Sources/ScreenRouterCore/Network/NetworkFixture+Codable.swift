import Foundation

/// The fixture's JSON, version 1: what `-network` carries (as base64) and `-networkFile` holds.
///
/// ```
/// {"version": 1, "entries": [
///   {"method": "GET", "url": "https://api.example.com/users/1", "status": 200,
///    "contentType": "application/json", "text": "{\"id\": 1}"},
///   {"method": "GET", "url": "https://api.example.com/avatars/*", "contentType": "image/png", "body": "iVBORw0KGgo="},
///   {"method": "GET", "url": "https://api.example.com/feed", "failure": -1009, "delay": 0.5}
/// ]}
/// ```
///
/// An entry has a `method` and a `url`; then either a `failure` (the raw value of a `URLError.Code`) or a
/// `status` (200 when left out) with an optional `contentType` and a body, as UTF-8 `text` or as standard
/// base64 `body`; and an optional `delay` in seconds. Unknown keys are refused, so a misspelt key is not
/// silently ignored. What the JSON cannot say wrongly (an unknown method, a status out of range) decodes, and
/// is reported with its own message when the fixture is launched, as for a fixture written in Swift.
extension NetworkFixture {
    private struct WireKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static let topKeys = ["version", "entries"]
    private static let entryKeys = ["method", "url", "status", "contentType", "text", "body", "failure", "delay"]

    /// Reads a fixture's JSON.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: A `DecodingError` when the JSON is not a fixture: a missing `entries`, `method` or `url`, a value
    ///   of the wrong type, an unknown key, both `text` and `body`, a `failure` with a status or body, a `body`
    ///   that is not base64, or a version newer than this release reads.
    package init(wireFrom decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: WireKey.self)
        try Self.refuseUnknownKeys(in: container, known: Self.topKeys, of: "the fixture")
        let version = try container.decodeIfPresent(Int.self, forKey: WireKey(stringValue: "version")) ?? 1
        guard (1...LaunchProtocol.networkFixtureVersion).contains(version) else {
            throw DecodingError.dataCorruptedError(
                forKey: WireKey(stringValue: "version"),
                in: container,
                debugDescription: "version \(version) is not one this release reads (1 to "
                    + "\(LaunchProtocol.networkFixtureVersion)); use the same release of ScreenRouter in the app and "
                    + "its tests"
            )
        }
        var list = try container.nestedUnkeyedContainer(forKey: WireKey(stringValue: "entries"))
        var entries: [Entry] = []
        // Every entry is read, so that a fixture's problems are all reported at once, each with its entry.
        var problems: [DecodingError] = []
        while !list.isAtEnd {
            do {
                let entry = try list.nestedContainer(keyedBy: WireKey.self)
                entries.append(try Self.entry(from: entry))
            } catch let problem as DecodingError {
                problems.append(problem)
                // An entry that is no object leaves the list where it was: step over it.
                if list.currentIndex == entries.count + problems.count - 1 { _ = try? list.decode(AnyValue.self) }
            }
        }
        if problems.count == 1, let problem = problems.first { throw problem }
        if !problems.isEmpty { throw DecodingProblems(problems: problems) }
        self.entries = entries
    }

    /// Any JSON value, read and left unused.
    private struct AnyValue: Decodable {
        init(from decoder: any Decoder) throws {}
    }

    private static func entry(from container: KeyedDecodingContainer<WireKey>) throws -> Entry {
        func key(_ name: String) -> WireKey { WireKey(stringValue: name) }
        try refuseUnknownKeys(in: container, known: entryKeys, of: "an entry")
        let request = Request(
            method: try container.decode(String.self, forKey: key("method")),
            url: try container.decode(String.self, forKey: key("url"))
        )
        let delay = try container.decodeIfPresent(Double.self, forKey: key("delay")) ?? 0
        if let failure = try container.decodeIfPresent(Int.self, forKey: key("failure")) {
            if let given = ["status", "contentType", "text", "body"].first(where: { container.contains(key($0)) }) {
                throw DecodingError.dataCorruptedError(
                    forKey: key(given),
                    in: container,
                    debugDescription: "an entry with a `failure` has no `\(given)`; a failed request gets no answer"
                )
            }
            return Entry(request: request, response: Response(failure: failure, delay: delay))
        }
        let text = try container.decodeIfPresent(String.self, forKey: key("text"))
        let base64 = try container.decodeIfPresent(String.self, forKey: key("body"))
        let body: Data
        switch (text, base64) {
        case (let text?, nil):
            body = Data(text.utf8)
        case (nil, let base64?):
            guard Base64Diagnosis.isStandard(base64), let data = Data(base64Encoded: base64) else {
                let problem = Base64Diagnosis.problem(in: base64) ?? "its final characters do not encode whole bytes"
                throw DecodingError.dataCorruptedError(
                    forKey: key("body"),
                    in: container,
                    debugDescription: "`body` is not standard base64: \(problem); give UTF-8 bodies as `text`"
                )
            }
            body = data
        case (nil, nil):
            body = Data()
        case (_?, _?):
            throw DecodingError.dataCorruptedError(
                forKey: key("body"),
                in: container,
                debugDescription: "an entry has `text` or `body`, not both"
            )
        }
        let response = Response(
            status: try container.decodeIfPresent(Int.self, forKey: key("status")) ?? 200,
            contentType: try container.decodeIfPresent(String.self, forKey: key("contentType")),
            body: .bytes(body),
            delay: delay
        )
        return Entry(request: request, response: response)
    }

    private static func refuseUnknownKeys(
        in container: KeyedDecodingContainer<WireKey>,
        known: [String],
        of what: String
    ) throws {
        let unknown = container.allKeys.filter { !known.contains($0.stringValue) }.sorted {
            $0.stringValue < $1.stringValue
        }
        guard let first = unknown.first else { return }
        let keys = known.map { "`\($0)`" }.joined(separator: ", ")
        let found = unknown.map { "`\(abbreviated($0.stringValue))`" }
        throw DecodingError.dataCorruptedError(
            forKey: first,
            in: container,
            debugDescription: found.count == 1
                ? "\(found[0]) is not a key of \(what); its keys are \(keys)"
                : "\(found.joined(separator: ", ")) are not keys of \(what); its keys are \(keys)"
        )
    }

    /// Writes the fixture's JSON, version 1; a `.json` body is encoded with its codec, or the default one.
    ///
    /// A UTF-8 body is written as `text`, any other as base64 `body`.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: An `EncodingError` when a `.json` value does not encode.
    package func encode(wireTo encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: WireKey.self)
        try container.encode(LaunchProtocol.networkFixtureVersion, forKey: WireKey(stringValue: "version"))
        var list = container.nestedUnkeyedContainer(forKey: WireKey(stringValue: "entries"))
        for entry in entries {
            var item = list.nestedContainer(keyedBy: WireKey.self)
            func key(_ name: String) -> WireKey { WireKey(stringValue: name) }
            try item.encode(entry.request.method, forKey: key("method"))
            try item.encode(entry.request.url, forKey: key("url"))
            let response = entry.response
            if response.delay != 0 {
                try item.encode(response.delay, forKey: key("delay"))
            }
            if let failure = response.failure {
                try item.encode(failure, forKey: key("failure"))
                continue
            }
            try item.encode(response.status, forKey: key("status"))
            try item.encodeIfPresent(response.contentType, forKey: key("contentType"))
            let body: Data
            do {
                body = try response.encodedBody(defaultCodec: ModelCodec(), for: nil, label: entry.label)
            } catch {
                throw EncodingError.invalidValue(
                    entry.label,
                    EncodingError.Context(codingPath: item.codingPath, debugDescription: error.message)
                )
            }
            guard !body.isEmpty else { continue }
            let text = String(decoding: body, as: UTF8.self)
            if Data(text.utf8) == body {
                try item.encode(text, forKey: key("text"))
            } else {
                try item.encode(body.base64EncodedString(), forKey: key("body"))
            }
        }
    }
}

extension NetworkFixture.Response {
    /// The body's bytes: a `.json` value encoded with its own codec, or `defaultCodec`.
    ///
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/invalidNetworkFixture`` naming the
    ///   entry when the value does not encode.
    package func encodedBody(
        defaultCodec: ModelCodec,
        for screen: ScreenID?,
        label: String
    ) throws(ScreenRouterError) -> Data {
        switch body {
        case .bytes(let data):
            return data
        case .encodable(let type, let codec, let encode):
            do {
                return try encode(codec ?? defaultCodec)
            } catch {
                throw ScreenRouterError.networkBodyNotEncodable(
                    screen: screen,
                    entry: label,
                    type: type,
                    reason: error.message
                )
            }
        }
    }
}

extension NetworkFixture {
    /// The fixture with every `.json` body encoded: with the codec the body was given, or `codec` (the screen's).
    ///
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/invalidNetworkFixture`` naming the first
    ///   entry whose value does not encode.
    package func resolved(using codec: ModelCodec, for screen: ScreenID?) throws(ScreenRouterError) -> NetworkFixture {
        var resolved = self
        for index in resolved.entries.indices {
            let entry = resolved.entries[index]
            let body = try entry.response.encodedBody(defaultCodec: codec, for: screen, label: entry.label)
            resolved.entries[index].response.body = .bytes(body)
        }
        return resolved
    }

    /// The fixture's JSON, with every `.json` body encoded as ``resolved(using:for:)`` does.
    ///
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/invalidNetworkFixture``.
    package func json(using codec: ModelCodec, for screen: ScreenID?) throws(ScreenRouterError) -> Data {
        let resolved = try resolved(using: codec, for: screen)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(Wire(fixture: resolved))
        } catch {
            // Every body is bytes by now, and strings, integers and finite numbers always encode; a delay that is
            // not finite is the one value JSON cannot carry.
            throw ScreenRouterError.networkFixtureNotEncodable(screen: screen, reason: "\(error)")
        }
    }

    /// Reads a fixture's JSON, as the app does with what `-network` or `-networkFile` carried; `file` is the file it
    /// was read from, for messages, or `nil` for JSON that came inline.
    ///
    /// - Throws: ``ScreenRouterError``: ``ScreenRouterError/Code/unreadablePayload`` for JSON that cannot be
    ///   read, ``ScreenRouterError/Code/invalidNetworkFixture`` for JSON that is not a fixture, or
    ///   ``ScreenRouterError/Code/payloadTooLarge``.
    package static func decode(
        json: Data,
        for screen: ScreenID?,
        file: String? = nil
    ) throws(ScreenRouterError) -> NetworkFixture {
        try ModelCodec().decode(Wire.self, from: json, for: screen, subject: .network, file: file).fixture
    }
}
