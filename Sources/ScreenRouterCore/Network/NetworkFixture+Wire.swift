import Foundation

extension NetworkFixture {
    /// The fixture's JSON, version 1: what `-network` carries and `-networkFile` holds.
    package struct Wire: Codable, Sendable {
        /// The fixture.
        package var fixture: NetworkFixture

        /// Wraps a fixture for encoding.
        package init(fixture: NetworkFixture) {
            self.fixture = fixture
        }

        package init(from decoder: any Decoder) throws {
            fixture = try NetworkFixture(wireFrom: decoder)
        }

        package func encode(to encoder: any Encoder) throws {
            try fixture.encode(wireTo: encoder)
        }
    }
}

// The fixture's `Codable` conformance stays one release for code that encoded or decoded fixtures itself.
extension NetworkFixture: Codable {
    /// Reads a fixture's JSON.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: A `DecodingError` when the JSON is not a fixture.
    @available(
        *,
        deprecated,
        message: "A fixture's JSON is a detail of the launch protocol: pass the fixture itself, as `network:`."
    )
    public init(from decoder: any Decoder) throws {
        try self.init(wireFrom: decoder)
    }

    /// Writes the fixture's JSON, version 1.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: An `EncodingError` when a `.json` value does not encode.
    @available(
        *,
        deprecated,
        message: "A fixture's JSON is a detail of the launch protocol: pass the fixture itself, as `network:`."
    )
    public func encode(to encoder: any Encoder) throws {
        try encode(wireTo: encoder)
    }
}
