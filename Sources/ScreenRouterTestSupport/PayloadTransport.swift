import Foundation
import ScreenRouter

/// Makes the requests of launches and routes, each payload inline or in a file under the core's one placement
/// (``PayloadCarrier/placing(_:in:file:)``), and fails before launch when a payload fits neither.
enum PayloadTransport {
    /// Places the model's JSON, if any, and the network fixture's, if any, in the request, inline or in files
    /// under `carrier`; where the app cannot read the test's files (`limits`), a payload that does not fit inline
    /// fails.
    ///
    /// - Returns: The request, and the files written for it.
    static func place(
        _ base: LaunchRequest,
        model json: Data?,
        network: CheckedNetwork?,
        carrier: PayloadCarrier,
        limits: LaunchLimits
    ) throws -> (LaunchRequest, [URL]) {
        var files: [URL] = []
        let payloads = [(PayloadSubject.model, json), (.network, network?.json)].compactMap { subject, json in
            json.map { (subject: subject, json: $0) }
        }
        let (placed, _) = try carrier.placing(payloads, in: base) {
            (subject, json, inline) throws(ScreenRouterError) -> String in
            guard limits.allowsPayloadFiles else {
                throw tooLarge(json, subject: subject, inline: inline, carrier: carrier, limits: limits)
            }
            let url = try PayloadCarrier.writeFile(json, for: base.screen, subject: subject)
            files.append(url)
            return url.path
        }
        return (placed, files)
    }

    /// Why a payload travels neither inline nor in a file.
    private static func tooLarge(
        _ json: Data,
        subject: PayloadSubject,
        inline: LaunchRequest,
        carrier: PayloadCarrier,
        limits: LaunchLimits
    ) -> ScreenRouterError {
        switch carrier {
        case .launch(_, let besides, let environment):
            var without = inline
            without[payload: subject] = nil
            // The room the one rule leaves for the payload's argument, an empty one counted with its flag.
            let room = limits.room(
                arguments: besides + without.arguments + [subject.inline.flag, ""],
                environment: environment
            )
            return ScreenRouterError.modelTooLargeForLaunch(
                screen: inline.screen,
                jsonBytes: json.count,
                base64Bytes: inline[payload: subject]?.inlineText?.utf8.count ?? 0,
                limits: limits.description,
                available: max(0, room) / 4 * 3,
                subject: subject
            )
        case .routeURL(let scheme):
            return ScreenRouterError.modelTooLargeForRoute(
                screen: inline.screen,
                jsonBytes: json.count,
                urlBytes: inline.routeURL(scheme: scheme).utf8.count,
                limit: LaunchLimits.routeURLInlineLimit,
                limits: limits.description,
                subject: subject
            )
        }
    }

    /// What a route sends: its request, the files that carry what the URL could not, and the network fixture,
    /// checked.
    struct Route {
        var request: LaunchRequest
        var files: [URL]
        var network: CheckedNetwork?
    }

    /// The route of a request (its screen, sample and variant) with the model's JSON, if any, and the fixture, if
    /// any, whose `.json` bodies are encoded with `codec`.
    static func routeRequest(
        _ base: LaunchRequest,
        model json: Data? = nil,
        network fixture: NetworkFixture?,
        codec: ModelCodec = ModelCodec(),
        scheme: String,
        limits: LaunchLimits
    ) throws -> Route {
        let network = try fixture.map { try CheckedNetwork($0, codec: codec, screen: base.screen) }
        let (request, files) = try place(
            base,
            model: json,
            network: network,
            carrier: .routeURL(scheme: scheme),
            limits: limits
        )
        return Route(request: request, files: files, network: network)
    }
}

/// The model and network fixture files test support wrote, kept as long as the launch arguments that name them.
///
/// An application relaunched with the same arguments (`app.terminate(); app.launch()`, or a scene that
/// reconnects) still finds its file. A file is removed when the same application is launched into a screen
/// again, and every file that is left when the test process exits.
@MainActor
enum PayloadFiles {
    private static var files: [ObjectIdentifier: [URL]] = [:]

    /// Records the files an application's arguments now name (its model's and its network fixture's), removing
    /// those they named before.
    static func replace(for application: some LaunchableApplication, with new: [URL]) {
        let key = ObjectIdentifier(application)
        for previous in files[key] ?? [] where !new.contains(previous) {
            try? FileManager.default.removeItem(at: previous)
            Leftovers.shared.remove(previous.path)
        }
        files[key] = new
        for file in new {
            Leftovers.shared.add(file.path)
        }
    }
}

/// Paths to remove when the test process exits, safe to read from the exit handler.
///
/// `@unchecked Sendable`: the set is only touched under `lock`.
private final class Leftovers: @unchecked Sendable {
    static let shared: Leftovers = {
        let leftovers = Leftovers()
        atexit { Leftovers.shared.removeAll() }
        return leftovers
    }()

    private let lock = NSLock()
    private var paths: Set<String> = []

    func add(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        paths.insert(path)
    }

    func remove(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        paths.remove(path)
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        for path in paths {
            try? FileManager.default.removeItem(atPath: path)
        }
        paths.removeAll()
    }
}
