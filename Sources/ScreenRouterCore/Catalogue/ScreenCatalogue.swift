import Foundation

/// Every screen an app registered, with the type of its model and the names of its samples: what the app
/// prints for `--uitesting --list-screens`.
///
/// The catalogue is how a test, a tool or a person learns what an app can show without reading its code.
/// The app's ``TestingCoordinator`` makes it from its registrations; test support reads it back to open every
/// screen with every sample, and the app's gallery (`-vc ScreenRouter.gallery`) lists the same rows.
///
/// A launch with `--uitesting --list-screens` prints it as JSON, version 2 of the catalogue's protocol, with
/// the screens sorted by identifier, `"model": null` for a screen without one, the samples that open with
/// a network fixture, and each sample's model as the JSON its launch carries:
///
/// ```
/// {"protocol": 2, "screens": [{"id": "profile", "model": "Int", "networkSamples": ["loaded", "offline"],
///   "sampleModels": {"loaded": 1, "offline": 1}, "samples": ["loaded", "offline"]},
///   {"id": "settings", "model": null, "networkSamples": [], "samples": []},
///   {"id": "userDetail", "model": "User", "networkSamples": [], "sampleModels": {"ada": {"id": 1, ...}},
///   "samples": ["ada"]}]}
/// ```
///
/// Version 1, written by earlier releases, had no `networkSamples`; it reads as none.
///
/// See <doc:TheScreenCatalogue>.
public struct ScreenCatalogue: Equatable, Sendable {
    /// One registered screen.
    package struct Entry: Equatable, Sendable {
        /// The screen's identifier.
        package var id: ScreenID

        /// The name of the screen's model type, such as `User` or `Array<User>`, or `nil` for a screen that
        /// takes no model (and for one registered with a ``ScreenFactory``, whose model type the app cannot see).
        package var model: String?

        /// The names of the screen's samples, in the order they were registered; a screen registered with a
        /// default model has the sample `default` first.
        package var samples: [String]

        /// The names of the samples that open with a network fixture the app registered beside them, in the
        /// order of ``samples``; none in a catalogue of version 1.
        package var networkSamples: [String]

        /// Each sample's model as the launch carries it, the JSON the screen's codec wrote, by sample name: what a
        /// person or an agent reads to write a model of their own.
        ///
        /// The `default` sample (the launch without a model) has none, nor has a sample whose JSON is over
        /// ``sampleModelLimit`` bytes or does not encode; nor has any sample in a catalogue that an earlier
        /// release wrote.
        package var sampleModels: [String: JSONValue] {
            get {
                guard !sampleModelJSON.isEmpty else { return sampleModelValues }
                return sampleModelValues.merging(sampleModelJSON.compactMapValues(JSONValue.read)) { $1 }
            }
            set {
                sampleModelValues = newValue
                sampleModelJSON = [:]
            }
        }

        /// The sample models given as values, or read from a catalogue's JSON, by sample name.
        package private(set) var sampleModelValues: [String: JSONValue] = [:]

        /// The sample models the app wrote, by sample name: JSON on one line with sorted keys, as the catalogue
        /// carries it (``ModelCodec/catalogueJSON(of:)``), kept as bytes so that listing a catalogue of a thousand
        /// screens does not read each model back to write it again.
        package private(set) var sampleModelJSON: [String: Data] = [:]

        /// Sets a sample's model to the JSON the app wrote of it, on one line with sorted keys.
        ///
        /// - Parameters:
        ///   - json: The model's JSON, as ``ModelCodec/catalogueJSON(of:)`` writes it.
        ///   - sample: The sample's name.
        package mutating func setSampleModel(json: Data, for sample: String) {
            sampleModelValues[sample] = nil
            sampleModelJSON[sample] = json
        }

        package static func == (first: Entry, second: Entry) -> Bool {
            first.id == second.id && first.model == second.model && first.samples == second.samples
                && first.networkSamples == second.networkSamples && first.sampleModels == second.sampleModels
        }

        /// The most bytes of JSON a sample's model may have to be carried in the catalogue: 16 KiB.
        package static let sampleModelLimit = 16 * 1024

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - id: The screen's identifier.
        ///   - model: The name of the screen's model type, or `nil`.
        ///   - samples: The names of its samples.
        ///   - networkSamples: The names of the samples with a network fixture.
        package init(id: ScreenID, model: String?, samples: [String], networkSamples: [String] = []) {
            self.id = id
            self.model = model
            self.samples = samples
            self.networkSamples = networkSamples
        }
    }

    /// The identifier of the gallery, the screen that lists every screen and sample: `ScreenRouter.gallery`.
    ///
    /// Launch it like any screen: `--uitesting -vc ScreenRouter.gallery`. Each row's accessibility identifier
    /// is its ``ScreenSample/accessibilityIdentifier``.
    package static let galleryIdentifier = LaunchProtocol.galleryIdentifier

    /// The version of the catalogue's protocol the app wrote.
    package var protocolVersion: Int

    /// The screens, sorted by identifier.
    package var screens: [Entry]

    /// The URL scheme of the app's route URLs, when the app runs sessions (`start(in:scheme:)`), so that a
    /// client such as `screenrouter mcp` can route it without being told; `nil` when the app did not say.
    package var scheme: String? = nil

    /// Creates a catalogue of the current version.
    ///
    /// - Parameter screens: The screens; they are sorted by identifier.
    package init(screens: [Entry]) {
        self.protocolVersion = LaunchProtocol.catalogueVersion
        self.screens = screens.sorted { $0.id.rawValue < $1.id.rawValue }
    }

    /// Every screen with each of its samples, in the catalogue's order: the rows of the gallery and the cases
    /// of an every-screen test.
    ///
    /// A screen without a model is one row; a screen with samples is a row per sample; a screen that needs a
    /// model and has no sample is one row without a sample, which cannot be opened without a fixture.
    public var screenSamples: [ScreenSample] {
        screens.flatMap { entry -> [ScreenSample] in
            guard !entry.samples.isEmpty else {
                return [ScreenSample(screen: entry.id, sample: nil, model: entry.model)]
            }
            return entry.samples.map { ScreenSample(screen: entry.id, sample: $0, model: entry.model) }
        }
    }

    /// Reads the JSON an app printed for `--list-screens`.
    ///
    /// - Parameters:
    ///   - data: What the app printed.
    ///   - command: The command that printed it, for messages.
    /// - Returns: The catalogue.
    /// - Throws: ``ScreenRouterError`` with code ``ScreenRouterError/Code/launchFailed`` when the output is not
    ///   a catalogue, or one of a version this release does not read.
    package static func read(_ data: Data, printedBy command: String) throws(ScreenRouterError) -> ScreenCatalogue {
        let catalogue: ScreenCatalogue
        if let quickly = readQuickly(data) {
            catalogue = quickly
        } else {
            do {
                catalogue = try JSONDecoder().decode(Wire.self, from: data).catalogue
            } catch {
                let problem =
                    data.isEmpty
                    ? "it printed nothing"
                    : JSONDiagnosis.syntaxProblem(in: data).map { "its output is not JSON (\($0))" }
                        ?? "its JSON is not a catalogue (\(describe(error)))"
                throw ScreenRouterError.catalogueNotPrinted(command: command, problem: problem, output: data)
            }
        }
        guard (1...LaunchProtocol.catalogueVersion).contains(catalogue.protocolVersion) else {
            throw ScreenRouterError.catalogueVersionUnsupported(catalogue.protocolVersion)
        }
        return catalogue
    }

    /// A decoding error in a few words: the missing key or the mismatched type, and where.
    private static func describe(_ error: any Error) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.isEmpty
                ? "the top level"
                : "`"
                    + keys.map { $0.intValue.map(String.init) ?? $0.stringValue }
                    .joined(separator: ".") + "`"
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(let type, let context)?, .valueNotFound(let type, let context)?:
            return "\(path(context.codingPath)) is not \(typeName(type))"
        case .dataCorrupted(let context)?:
            return "\(path(context.codingPath)): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}
