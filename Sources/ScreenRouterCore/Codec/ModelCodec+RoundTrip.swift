import Foundation

/// A model's trip through its codec: encoded, decoded as the app decodes it, and encoded again. What the second JSON
/// lacks or holds differently, key by key, is a field the app would not see: an optional whose key the decoder reads
/// under another name comes back `nil` without an error.
extension ModelCodec {
    /// Encodes a model and checks that it survives the codec's round trip, once per model type, screen and shape of
    /// its JSON (``RoundTripMemo``): a shape that came back whole is not checked again in this process.
    ///
    /// - Parameters:
    ///   - model: The fixture model, or a sample.
    ///   - screen: The screen the model is for, named in error messages.
    ///   - sample: The sample's name, for a sample the app registered; `nil` for a test's model.
    /// - Returns: The model's JSON.
    /// - Throws: ``ScreenRouterError`` as ``encode(_:for:)`` does, or with code ``ScreenRouterError/Code/modelMismatch``
    ///   naming every key the round trip drops, changes or adds, with the codec's key strategy where it is the cause.
    package func encodeSurvivingRoundTrip<Model: Codable>(
        _ model: Model,
        for screen: ScreenID?,
        sample: String? = nil
    ) throws(ScreenRouterError) -> Data {
        let json = try encode(model, for: screen)
        let shape = RoundTripMemo.shape(of: json, as: Model.self, for: screen)
        guard !RoundTripMemo.shared.contains(shape) else { return json }
        if let problem = roundTripProblem(of: model, json: json, for: screen, sample: sample) { throw problem }
        RoundTripMemo.shared.insert(shape)
        return json
    }

    /// What the round trip of a model's JSON loses, or `nil` when the JSON comes back as it was.
    ///
    /// JSON that does not decode as `Model` at all is not this check's to report: the launch that carries it fails
    /// with the decoder's own account.
    ///
    /// - Parameters:
    ///   - model: The model.
    ///   - json: The model's JSON, as this codec encodes it.
    ///   - screen: The screen the model is for, named in error messages.
    ///   - sample: The sample's name, for a sample the app registered; `nil` for a test's model.
    /// - Returns: The error with code ``ScreenRouterError/Code/modelMismatch`` that names every difference, or `nil`.
    package func roundTripProblem<Model: Codable>(
        of model: Model,
        json: Data,
        for screen: ScreenID?,
        sample: String?
    ) -> ScreenRouterError? {
        guard let decoded = try? decode(Model.self, from: json, for: screen),
            let again = try? encode(decoded, for: screen)
        else { return nil }
        // The common case costs one comparison of bytes: the encoder writes the same model the same way.
        if again == json { return nil }
        guard let before = JSONValue.read(json), let after = JSONValue.read(again) else { return nil }
        var changes: [RoundTripChange] = []
        RoundTripChange.compare(before, after, at: [], into: &changes)
        guard !changes.isEmpty else { return nil }
        var own: JSONValue?
        if changes.contains(where: { $0.kind == .dropped }) {
            let encoder = makeEncoder()
            encoder.keyEncodingStrategy = .useDefaultKeys
            own = (try? encoder.encode(model)).flatMap(JSONValue.read)
        }
        let explained = changes.map(KeyStrategy(codec: self, own: own).explained)
        return .modelLosesFields(
            screen: screen,
            sample: sample,
            type: typeName(Model.self),
            changes: explained.map(\.text),
            isEachFixed: explained.allSatisfy(\.isFixed),
            bytes: json
        )
    }
}

/// One difference between a model's JSON and the JSON of its round trip.
package struct RoundTripChange: Equatable, Sendable {
    /// What happened to the value.
    package enum Kind: Equatable, Sendable {
        /// The key is in the model's JSON and not in its round trip's.
        case dropped
        /// The round trip's JSON has the key and the model's does not.
        case added
        /// Both have the key, with other values.
        case changed
    }

    /// One step of a path: a key of an object, or an index of an array.
    package enum Step: Equatable, Sendable {
        case key(String)
        case index(Int)
    }

    package let kind: Kind
    /// Where, from the top level of the JSON.
    package let path: [Step]
    /// The value in the model's JSON; `nil` for an added key.
    package let before: JSONValue?
    /// The value in the round trip's JSON; `nil` for a dropped key.
    package let after: JSONValue?

    /// The path as a message shows it: `address.source_url`, `items[2].name`, `the top level`.
    package var place: String {
        guard !path.isEmpty else { return "the top level" }
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text += (text.isEmpty ? "" : ".") + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return "`\(text)`"
    }

    /// Every difference between two JSON values, in the order of the first one's keys, sorted.
    ///
    /// Arrays are compared element by element; two arrays that hold the same elements in another order (a `Set`,
    /// a dictionary with keys that are not strings, which encode in their own order) are the same.
    static func compare(_ before: JSONValue, _ after: JSONValue, at path: [Step], into changes: inout [RoundTripChange])
    {
        switch (before, after) {
        case (.object(let old), .object(let new)):
            for key in Set(old.keys).union(new.keys).sorted() {
                let place = path + [.key(key)]
                switch (old[key], new[key]) {
                case (let value?, nil):
                    // An explicit `null` the decoder leaves out loses nothing.
                    if value != .null { changes.append(Self(kind: .dropped, path: place, before: value, after: nil)) }
                case (nil, let value?):
                    if value != .null { changes.append(Self(kind: .added, path: place, before: nil, after: value)) }
                case (let first?, let second?):
                    compare(first, second, at: place, into: &changes)
                case (nil, nil):
                    break
                }
            }
        case (.array(let old), .array(let new)):
            if old.count == new.count, !zip(old, new).allSatisfy({ $0 == $1 }), Self.sameElements(old, new) { return }
            for index in 0..<max(old.count, new.count) {
                let place = path + [.index(index)]
                switch (index < old.count ? old[index] : nil, index < new.count ? new[index] : nil) {
                case (let first?, let second?): compare(first, second, at: place, into: &changes)
                case (let first?, nil): changes.append(Self(kind: .dropped, path: place, before: first, after: nil))
                case (nil, let second?): changes.append(Self(kind: .added, path: place, before: nil, after: second))
                case (nil, nil): break
                }
            }
        default:
            if before != after { changes.append(Self(kind: .changed, path: path, before: before, after: after)) }
        }
    }

    /// Whether two arrays hold the same elements, each as many times, in any order.
    private static func sameElements(_ old: [JSONValue], _ new: [JSONValue]) -> Bool {
        var remaining = new
        for element in old {
            guard let index = remaining.firstIndex(of: element) else { return false }
            remaining.remove(at: index)
        }
        return remaining.isEmpty
    }
}

/// Why a key did not come back, when the codec's key strategies are the reason: the encoder writes a property under
/// one key, and the decoder reads that key as another property's name.
private struct KeyStrategy {
    let codec: ModelCodec
    /// The model's JSON with its own property names (the encoder's key strategy left out), when a key was dropped.
    let own: JSONValue?

    /// The key the encoder writes for a property's name.
    func written(_ name: String) -> String? {
        let encoder = codec.makeEncoder()
        guard let json = try? encoder.encode(KeyProbe(keys: [name])), case .object(let members)? = JSONValue.read(json)
        else { return nil }
        return members.keys.first
    }

    /// The name the decoder reads a key as.
    func read(_ key: String) -> String? {
        let json = Data("{\(JSONString.quoted(key)):0}".utf8)
        return (try? codec.makeDecoder().decode(KeyProbe.self, from: json))?.keys.first
    }

    /// The property whose key the encoder writes as `key`, at the same place in the model's own JSON.
    func property(writtenAs key: String, at path: [RoundTripChange.Step]) -> String? {
        guard var value = own else { return nil }
        for step in path.dropLast() {
            switch (step, value) {
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                value = elements[index]
            case (.key(let key), .object(let members)):
                guard let name = members.keys.first(where: { written($0) == key }), let member = members[name] else {
                    return nil
                }
                value = member
            default:
                return nil
            }
        }
        guard case .object(let members) = value else { return nil }
        return members.keys.sorted().first { written($0) == key }
    }

    /// The change in words, with the reason the key strategies give and its fix when they give one; `isFixed` says
    /// whether it has a fix of its own.
    func explained(_ change: RoundTripChange) -> (text: String, isFixed: Bool) {
        let before = change.before.map(\.spoken) ?? "a value"
        let after = change.after.map(\.spoken) ?? "a value"
        switch change.kind {
        case .added:
            return ("\(change.place) is added (\(after))", false)
        case .changed:
            return ("\(change.place) changes (\(before), becomes \(after))", false)
        case .dropped:
            let dropped = "\(change.place) (\(before)) is dropped"
            guard case .key(let key)? = change.path.last, let read = read(key), read != key else {
                return (dropped, false)
            }
            guard let property = property(writtenAs: key, at: change.path), property != read else {
                return (
                    dropped + ": the decoder's key strategy reads `\(key)` as `\(read)`, a key the model lacks", false
                )
            }
            return (
                dropped + ": the encoder's key strategy writes the property `\(property)` as `\(key)`, and the "
                    + "decoder's reads `\(key)` back as `\(read)`, not `\(property)`, so `\(property)` decodes as "
                    + "absent; give the property the key the decoder reads, `case \(property) = \"\(read)\"` in the "
                    + "model's `CodingKeys`",
                true
            )
        }
    }
}

/// Writes and reads the keys of one JSON object, so that a coder's key strategy shows what it makes of a key.
private struct KeyProbe: Codable {
    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    let keys: [String]

    init(keys: [String]) { self.keys = keys }

    init(from decoder: any Decoder) throws {
        keys = try decoder.container(keyedBy: Key.self).allKeys.map(\.stringValue)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for key in keys { try container.encode(0, forKey: Key(stringValue: key)) }
    }
}
