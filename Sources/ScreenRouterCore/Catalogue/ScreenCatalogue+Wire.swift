import Foundation

extension ScreenCatalogue {
    /// The catalogue's JSON, as `--list-screens` prints it: `{"protocol": 2, "screens": [...]}`, each entry with
    /// `"model": null` for a screen without a model; a version 1 entry without `networkSamples` reads as none.
    ///
    /// An entry whose samples carry models has `sampleModels`, each sample's model JSON by name; an entry without
    /// one (as every entry an earlier release wrote) reads as none. Readers ignore keys they do not know, so the
    /// key needs no new version: an earlier release reads a catalogue with it as one without. So does `scheme`, the
    /// app's route URL scheme, written when the app runs sessions.
    package struct Wire: Codable, Sendable {
        /// The catalogue.
        package var catalogue: ScreenCatalogue

        /// Wraps a catalogue for encoding.
        package init(_ catalogue: ScreenCatalogue) {
            self.catalogue = catalogue
        }

        private enum CodingKeys: String, CodingKey {
            case version = "protocol"
            case scheme
            case screens
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // Read as written, in the app's order.
            catalogue = ScreenCatalogue(screens: [])
            catalogue.screens = try container.decode([EntryWire].self, forKey: .screens).map(\.entry)
            catalogue.protocolVersion = try container.decode(Int.self, forKey: .version)
            catalogue.scheme = try container.decodeIfPresent(String.self, forKey: .scheme)
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(catalogue.protocolVersion, forKey: .version)
            try container.encodeIfPresent(catalogue.scheme, forKey: .scheme)
            try container.encode(catalogue.screens.map(EntryWire.init), forKey: .screens)
        }
    }

    /// One entry of the catalogue's JSON.
    fileprivate struct EntryWire: Codable {
        var entry: Entry

        init(_ entry: Entry) {
            self.entry = entry
        }

        private enum CodingKeys: String, CodingKey {
            case id, model, samples, networkSamples, sampleModels
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            entry = Entry(
                id: ScreenID(try container.decode(String.self, forKey: .id)),
                model: try container.decodeIfPresent(String.self, forKey: .model),
                samples: try container.decode([String].self, forKey: .samples),
                networkSamples: try container.decodeIfPresent([String].self, forKey: .networkSamples) ?? []
            )
            let models = try container.decodeIfPresent([String: JSONWire].self, forKey: .sampleModels) ?? [:]
            entry.sampleModels = models.mapValues(\.value)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(entry.id.rawValue, forKey: .id)
            try container.encode(entry.model, forKey: .model)
            try container.encode(entry.samples, forKey: .samples)
            try container.encode(entry.networkSamples, forKey: .networkSamples)
            // Left out when empty, so that a catalogue without sample models is written as before.
            if !entry.sampleModels.isEmpty {
                try container.encode(entry.sampleModels.mapValues(JSONWire.init), forKey: .sampleModels)
            }
        }
    }

    /// Any JSON value inside the catalogue's JSON: a sample's model.
    ///
    /// Numbers are written as integers when they read as one, as doubles otherwise, and read back as the
    /// decoder gives them: a number a codec wrote reads back as the same number.
    fileprivate struct JSONWire: Codable {
        var value: JSONValue

        init(_ value: JSONValue) {
            self.value = value
        }

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            if let object = try? decoder.container(keyedBy: Key.self) {
                var members: [String: JSONValue] = [:]
                for key in object.allKeys {
                    members[key.stringValue] = try object.decode(JSONWire.self, forKey: key).value
                }
                value = .object(members)
                return
            }
            if var array = try? decoder.unkeyedContainer() {
                var elements: [JSONValue] = []
                while !array.isAtEnd {
                    elements.append(try array.decode(JSONWire.self).value)
                }
                value = .array(elements)
                return
            }
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                value = .null
            } else if let bool = try? single.decode(Bool.self) {
                value = .bool(bool)
            } else if let integer = try? single.decode(Int64.self) {
                value = .number(String(integer))
            } else if let integer = try? single.decode(UInt64.self) {
                value = .number(String(integer))
            } else if let double = try? single.decode(Double.self) {
                value = .number(String(double))
            } else {
                value = .string(try single.decode(String.self))
            }
        }

        func encode(to encoder: any Encoder) throws {
            switch value {
            case .null:
                var single = encoder.singleValueContainer()
                try single.encodeNil()
            case .bool(let bool):
                var single = encoder.singleValueContainer()
                try single.encode(bool)
            case .number(let text):
                var single = encoder.singleValueContainer()
                if let integer = Int64(text) {
                    try single.encode(integer)
                } else if let integer = UInt64(text) {
                    try single.encode(integer)
                } else if let double = Double(text), double.isFinite {
                    try single.encode(double)
                } else {
                    try single.encode(text)  // no number a codec writes; kept rather than failing the catalogue
                }
            case .string(let text):
                var single = encoder.singleValueContainer()
                try single.encode(text)
            case .array(let elements):
                var array = encoder.unkeyedContainer()
                for element in elements { try array.encode(JSONWire(element)) }
            case .object(let members):
                var object = encoder.container(keyedBy: Key.self)
                for (key, member) in members { try object.encode(JSONWire(member), forKey: Key(stringValue: key)) }
            }
        }
    }
}
