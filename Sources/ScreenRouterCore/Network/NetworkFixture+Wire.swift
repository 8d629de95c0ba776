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
