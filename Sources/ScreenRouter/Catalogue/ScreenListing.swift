import Foundation

/// What the catalogue knows of one registered screen: whether it takes a model and of which type, its
/// samples, and how to check a model for it without building it.
@MainActor
package struct ScreenListing {
    /// How a screen was registered.
    package enum Kind: Equatable {
        /// By identifier, with no model.
        case withoutModel
        /// With a model of the named type.
        case typed(String)
        /// With a ``ScreenFactory``, whose model type the coordinator cannot see.
        case factory
    }

    /// A named sample: how to make the model the launch would carry for it, and its network fixture.
    package struct Sample {
        /// The sample's name, passed as `-sample <name>`.
        package let name: String
        /// The payload a launch with this sample carries: the sample encoded with the screen's codec, or `nil`
        /// for the default model, which is used when a launch carries none.
        package let payload: @MainActor () throws(ScreenRouterError) -> LaunchPayload?
        /// The sample's model as the catalogue carries it (``ModelCodec/catalogueJSON(of:)``), or `nil` for the
        /// default model and a sample that does not encode.
        package var catalogueJSON: @MainActor () -> Data? = { nil }
        /// The network fixture the sample opens with, as a launch would carry it (its `.json` bodies encoded with
        /// the screen's codec); `nil` for a sample without one.
        package var network: (@MainActor () throws(ScreenRouterError) -> LaunchPayload)?

        /// Whether the sample opens with a network fixture.
        package var hasNetwork: Bool {
            // A pattern, not `!= nil`: comparing needs the function type's runtime metadata, which for a typed
            // `throws` is only in the newest systems.
            if case .some = network { return true }
            return false
        }
    }

    /// The samples of a typed registration, checked: the models by name, in order, and the network fixtures
    /// of some of them.
    package struct Samples<Model> {
        package var models: [(String, Model)]
        package var networks: [String: NetworkFixture]
    }

    /// How the screen was registered.
    package var kind: Kind

    /// Whether the screen has a default model, the sample ``defaultSample``, which a request with neither a
    /// model nor a sample opens.
    package var hasDefault = false

    /// The name of the sample a screen's default model is listed as: `default`.
    package static let defaultSample = "default"

    /// The samples, in the order they were registered (the default model first, as `default`).
    package var samples: [Sample]

    /// Decodes a request's model as the screen's model type without building the screen; `nil` for a screen
    /// registered with a factory, which only its factory can check.
    package var check: (@MainActor (LaunchRequest) throws(ScreenRouterError) -> Void)?

    /// A screen registered with a factory.
    package static let factory = ScreenListing(kind: .factory, samples: [], check: nil)

    /// A screen registered by identifier, without a model.
    package static let withoutModel = ScreenListing(kind: .withoutModel, samples: []) {
        (request: LaunchRequest) throws(ScreenRouterError) in
        try request.expectNoModel()
    }

    /// A typed screen: its model type, its samples (with `default` first when it has a default model) and the
    /// check that decodes a model with the screen's codec.
    package static func typed<Model: Codable>(
        _ screen: Screen<Model>,
        hasDefault: Bool = false,
        samples: Samples<Model> = Samples(models: [], networks: [:])
    ) -> ScreenListing {
        let codec = screen.codec
        var listed: [Sample] = hasDefault ? [Sample(name: defaultSample, payload: { nil })] : []
        for (name, model) in samples.models {
            let payload = RecentPayload { () throws(ScreenRouterError) in
                try codec.encodeSurvivingRoundTrip(model, for: screen.id, sample: name)
            }
            var sample = Sample(name: name) { () throws(ScreenRouterError) -> LaunchPayload? in try payload.value() }
            sample.catalogueJSON = { codec.catalogueJSON(of: model) }
            listed.append(sample)
        }
        for index in listed.indices {
            guard let fixture = samples.networks[listed[index].name] else { continue }
            let payload = RecentPayload { () throws(ScreenRouterError) in try fixture.json(using: codec, for: screen.id)
            }
            listed[index].network = { () throws(ScreenRouterError) -> LaunchPayload in try payload.value() }
        }
        var listing = ScreenListing(kind: .typed(typeName(Model.self)), samples: listed) {
            (request: LaunchRequest) throws(ScreenRouterError) in
            if hasDefault {
                _ = try request.decodeModelIfPresent(Model.self, using: codec)
            } else {
                _ = try request.decodeModel(Model.self, using: codec)
            }
        }
        listing.hasDefault = hasDefault
        return listing
    }

    /// The model type's name, or `nil` for a screen that takes none (or whose factory's type is unknown).
    package var modelName: String? {
        if case .typed(let name) = kind { return name }
        return nil
    }
}

/// A sample's payload, encoded (and its round trip through the codec checked) when a route asks for it, and kept while
/// it is among the last few asked for: a sample is a value fixed at registration, so every route to it carries the
/// same bytes, which each route still decodes as a test's model is decoded.
///
/// Only the last ``kept`` payloads are held, the app's whole: an every-screen run opens each sample in all its
/// variants before the next, so they save the encoding of every variant after the first, and a session of 12,000
/// cells over 1,000 screens holds as much as one of 100 (every sample's payload kept was 5 MiB of the app's memory
/// at the end of such a run).
@MainActor
package final class RecentPayload {
    /// How many payloads the app keeps, its samples' and their fixtures' together.
    package static let kept = 4
    /// The payloads kept, the latest last.
    package private(set) static var recent: [RecentPayload] = []

    private let encode: @MainActor () throws(ScreenRouterError) -> Data
    private var encoded: LaunchPayload?

    init(_ encode: @escaping @MainActor () throws(ScreenRouterError) -> Data) {
        self.encode = encode
    }

    /// The payload, in base64 as a launch carries it; a sample that does not encode fails each time it is asked for.
    func value() throws(ScreenRouterError) -> LaunchPayload {
        if let encoded { return encoded }
        let payload = LaunchPayload.base64(try encode().base64EncodedString())
        encoded = payload
        Self.recent.append(self)
        if Self.recent.count > Self.kept { Self.recent.removeFirst().encoded = nil }
        return payload
    }
}
