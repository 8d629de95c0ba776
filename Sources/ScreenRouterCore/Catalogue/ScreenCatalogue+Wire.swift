import Foundation

extension ScreenCatalogue {
    /// The catalogue's JSON, as `--list-screens` prints it: `{"protocol": 2, "screens": [...]}`, each entry with
    /// `"model": null` for a screen without a model; a version 1 entry without `networkSamples` reads as none.
    package struct Wire: Codable, Sendable {
        /// The catalogue.
        package var catalogue: ScreenCatalogue

        /// Wraps a catalogue for encoding.
        package init(_ catalogue: ScreenCatalogue) {
            self.catalogue = catalogue
        }

        private enum CodingKeys: String, CodingKey {
            case version = "protocol"
            case screens
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // Read as written, in the app's order.
            catalogue = ScreenCatalogue(screens: [])
            catalogue.screens = try container.decode([EntryWire].self, forKey: .screens).map(\.entry)
            catalogue.protocolVersion = try container.decode(Int.self, forKey: .version)
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(catalogue.protocolVersion, forKey: .version)
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
            case id, model, samples, networkSamples
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            entry = Entry(
                id: ScreenID(try container.decode(String.self, forKey: .id)),
                model: try container.decodeIfPresent(String.self, forKey: .model),
                samples: try container.decode([String].self, forKey: .samples),
                networkSamples: try container.decodeIfPresent([String].self, forKey: .networkSamples) ?? []
            )
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(entry.id.rawValue, forKey: .id)
            try container.encode(entry.model, forKey: .model)
            try container.encode(entry.samples, forKey: .samples)
            try container.encode(entry.networkSamples, forKey: .networkSamples)
        }
    }

    /// The version of the catalogue's protocol the app wrote.
    @available(
        *,
        deprecated,
        message: "A detail of the catalogue's JSON: `listScreens()` reads only the versions this release understands."
    )
    public var version: Int {
        get { protocolVersion }
        set { protocolVersion = newValue }
    }
}

// The catalogue's `Codable` conformance stays one release for code that decoded `--list-screens` output itself.
extension ScreenCatalogue {
    /// Reads a catalogue's JSON.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: A `DecodingError` when the JSON is not a catalogue.
    @available(*, deprecated, message: "Read a catalogue with `listScreens()` or the `screenrouter list` command.")
    public init(from decoder: any Decoder) throws {
        self = try Wire(from: decoder).catalogue
    }

    /// Writes the catalogue's JSON, as `--list-screens` prints it.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    @available(*, deprecated, message: "Read a catalogue with `listScreens()` or the `screenrouter list` command.")
    public func encode(to encoder: any Encoder) throws {
        try Wire(self).encode(to: encoder)
    }
}

extension ScreenCatalogue.Entry {
    /// Reads an entry of the catalogue's JSON.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: A `DecodingError` when the entry has no `id` or `samples`.
    @available(*, deprecated, message: "Read a catalogue with `listScreens()` or the `screenrouter list` command.")
    public init(from decoder: any Decoder) throws {
        self = try ScreenCatalogue.EntryWire(from: decoder).entry
    }

    /// Writes the entry, with `"model": null` for a screen without a model.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    @available(*, deprecated, message: "Read a catalogue with `listScreens()` or the `screenrouter list` command.")
    public func encode(to encoder: any Encoder) throws {
        try ScreenCatalogue.EntryWire(self).encode(to: encoder)
    }
}
