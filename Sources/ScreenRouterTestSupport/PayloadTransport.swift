import Foundation
import ScreenRouter

/// Makes the requests of launches and routes, each payload inline or in a file under the core's one rule
/// (``PayloadCarrier``), and fails before launch when a payload fits neither.
enum PayloadTransport {
    /// Makes the request with its model's JSON, if any, and its network fixture, if any, within the limits.
    ///
    /// - Returns: The request, and the files written for it.
    static func request(
        _ base: LaunchRequest,
        model json: Data?,
        network: CheckedNetwork?,
        limits: LaunchLimits,
        otherArgumentsSize: Int
    ) throws -> (LaunchRequest, [URL]) {
        var request = base
        var files: [URL] = []
        for (subject, payload) in [(PayloadSubject.model, json), (.network, network?.json)] {
            guard let payload else { continue }
            let (placed, file) = try launchPayload(
                payload,
                subject: subject,
                request: request,
                limits: limits,
                otherArgumentsSize: otherArgumentsSize
            )
            request = placed
            files += file.map { [$0] } ?? []
        }
        return (request, files)
    }

    /// The request with one payload of a launch: inline when the launch fits with it inline, otherwise in a file
    /// where the app can read the test's files.
    private static func launchPayload(
        _ json: Data,
        subject: PayloadSubject,
        request: LaunchRequest,
        limits: LaunchLimits,
        otherArgumentsSize: Int
    ) throws -> (LaunchRequest, URL?) {
        var written: URL?
        let carrier = PayloadCarrier.launch(limits, otherArgumentsSize: otherArgumentsSize)
        let (placed, _) = try carrier.adding(json, as: subject, to: request) { () throws(ScreenRouterError) in
            guard limits.allowsPayloadFiles else {
                throw ScreenRouterError.modelTooLargeForLaunch(
                    screen: request.screen,
                    jsonBytes: json.count,
                    base64Bytes: json.base64EncodedString().utf8.count,
                    limits: limits.description,
                    available: max(0, (limits.maximumTotalSize - otherArgumentsSize - LaunchLimits.headroom) / 4 * 3),
                    subject: subject
                )
            }
            let url = try PayloadCarrier.writeFile(json, for: request.screen, subject: subject)
            written = url
            return url.path
        }
        return (placed, written)
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
        let screen = base.screen
        let network = try fixture.map { try CheckedNetwork($0, codec: codec, screen: screen) }
        let carrier = PayloadCarrier.routeURL(scheme: scheme)
        var route = Route(request: base, files: [], network: network)
        for (subject, payload) in [(PayloadSubject.model, json), (.network, network?.json)] {
            guard let payload else { continue }
            let (placed, _) = try carrier.adding(payload, as: subject, to: route.request) {
                () throws(ScreenRouterError) in
                guard limits.allowsPayloadFiles else {
                    var inline = route.request
                    inline[payload: subject] = .base64(payload.base64EncodedString())
                    throw ScreenRouterError.modelTooLargeForRoute(
                        screen: screen,
                        jsonBytes: payload.count,
                        urlBytes: inline.routeURL(scheme: scheme).utf8.count,
                        limit: LaunchLimits.routeURLInlineLimit,
                        limits: limits.description,
                        subject: subject
                    )
                }
                let url = try PayloadCarrier.writeFile(payload, for: screen, subject: subject)
                route.files.append(url)
                return url.path
            }
            route.request = placed
        }
        return route
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
