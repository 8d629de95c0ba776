import Foundation
import ScreenRouter

/// Chooses how a launch carries its model and its network fixture, both by the same rules.
///
/// Each travels inline (`-model <base64>`, `-network <base64>`) when it fits, otherwise in a file
/// (`-modelFile <path>`, `-networkFile <path>`) where the platform allows it, otherwise fails before launch.
enum ModelTransport {
    /// Room left for the arguments and environment the platform and the test add around the model.
    static let headroom = 64 * 1024

    /// Makes the request for a screen and its model within the limits.
    ///
    /// - Returns: The request, and the files written for it.
    static func request<Model: Encodable>(
        for screen: Screen<Model>,
        model: Model,
        network: CheckedNetwork?,
        variant: ScreenVariant?,
        limits: LaunchLimits,
        otherArgumentsSize: Int
    ) throws -> (LaunchRequest, [URL]) {
        let json = try screen.codec.encode(model, for: screen.id)
        let (payload, file) = try launchPayload(
            json,
            subject: .model,
            screen: screen.id,
            limits: limits,
            otherArgumentsSize: otherArgumentsSize
        )
        let request = LaunchRequest(screen: screen.id, model: payload).in(variant)
        let (withNetwork, networkFile) = try adding(
            network,
            to: request,
            limits: limits,
            otherArgumentsSize: otherArgumentsSize
                + LaunchLimits.size(arguments: [payload.flag, payload.value], environment: [:])
        )
        return (withNetwork, [file, networkFile].compactMap { $0 })
    }

    /// The request with its network fixture, inline or in a file, within the limits.
    ///
    /// - Returns: The request, and the file written for the fixture, if any.
    static func adding(
        _ network: CheckedNetwork?,
        to request: LaunchRequest,
        limits: LaunchLimits,
        otherArgumentsSize: Int
    ) throws -> (LaunchRequest, URL?) {
        guard let network else { return (request, nil) }
        let (payload, file) = try launchPayload(
            network.json,
            subject: .network,
            screen: request.screen,
            limits: limits,
            otherArgumentsSize: otherArgumentsSize
        )
        return (request.with(network: payload), file)
    }

    /// One payload of a launch: inline when its argument fits one argument and the launch's total, otherwise in
    /// a file where the app can read the test's files.
    private static func launchPayload(
        _ json: Data,
        subject: PayloadSubject,
        screen: ScreenID,
        limits: LaunchLimits,
        otherArgumentsSize: Int
    ) throws -> (ModelPayload, URL?) {
        let base64 = json.base64EncodedString()
        let argumentSize = base64.utf8.count + 1
        let fitsOneArgument = limits.maximumArgumentSize.map { argumentSize <= $0 } ?? true
        // The variant's arguments are a few short words, within the headroom.
        let arguments = LaunchRequest(screen: screen).arguments + [subject.inline.flag, base64]
        let total = otherArgumentsSize + LaunchLimits.size(arguments: arguments, environment: [:]) + headroom
        if fitsOneArgument && total <= limits.maximumTotalSize {
            return (.base64(base64), nil)
        }
        guard limits.allowsModelFiles else {
            throw ScreenRouterError.modelTooLargeForLaunch(
                screen: screen,
                jsonBytes: json.count,
                base64Bytes: base64.utf8.count,
                limits: limits.description,
                available: max(0, (limits.maximumTotalSize - otherArgumentsSize - headroom) / 4 * 3),
                subject: subject
            )
        }
        let url = try writeFile(json, for: screen, subject: subject)
        return (.file(path: url.path), url)
    }

    /// The longest route URL that carries its model inline: the protocol's inline limit, 128 KiB.
    ///
    /// A URL has no documented limit on its way to an iOS app; this one keeps routes well inside what a URL
    /// carries in practice, and keeps a session's lines short.
    static let routeURLInlineLimit = LaunchProtocol.inlinePayloadLimit

    /// What a route sends: its request, the files that carry what the URL could not, and the network fixture,
    /// checked.
    struct Route {
        var request: LaunchRequest
        var files: [URL]
        var network: CheckedNetwork?
    }

    /// Makes the request of a route for a screen, its model and its network fixture: inline when the route URL
    /// stays within ``routeURLInlineLimit``, otherwise the fixture, then the model too, in files where the app
    /// can read the test's files.
    static func routeRequest<Model: Encodable>(
        for screen: Screen<Model>,
        model: Model,
        network: NetworkFixture?,
        variant: ScreenVariant?,
        scheme: String,
        limits: LaunchLimits
    ) throws -> Route {
        let json = try screen.codec.encode(model, for: screen.id)
        return try routeRequest(
            LaunchRequest(screen: screen.id).in(variant),
            model: json,
            network: network,
            codec: screen.codec,
            scheme: scheme,
            limits: limits
        )
    }

    /// The route of a request (its screen, sample and variant) with the model's JSON, if any, and the fixture, if
    /// any, whose `.json` bodies are encoded with `codec`, as ``routeRequest(for:model:network:variant:scheme:limits:)``
    /// makes it.
    static func routeRequest(
        _ base: LaunchRequest,
        model json: Data? = nil,
        network fixture: NetworkFixture?,
        codec: ModelCodec = .default,
        scheme: String,
        limits: LaunchLimits
    ) throws -> Route {
        let screen = base.screen
        let network = try fixture.map { try CheckedNetwork($0, codec: codec, screen: screen) }
        let model = json.map { ModelPayload.base64($0.base64EncodedString()) } ?? base.model
        let fixturePayload = network.map { ModelPayload.base64($0.json.base64EncodedString()) }
        var inline = base
        inline.model = model
        inline.network = fixturePayload
        let urlSize = inline.routeURL(scheme: scheme).utf8.count
        if urlSize <= routeURLInlineLimit {
            return Route(request: inline, files: [], network: network)
        }
        let subject: PayloadSubject = (network?.json.count ?? 0) > (json?.count ?? 0) ? .network : .model
        guard limits.allowsModelFiles else {
            throw ScreenRouterError.modelTooLargeForRoute(
                screen: screen,
                jsonBytes: (subject == .network ? network?.json.count : json?.count) ?? 0,
                urlBytes: urlSize,
                limit: routeURLInlineLimit,
                limits: limits.description,
                subject: subject
            )
        }
        var route = Route(request: inline, files: [], network: network)
        if let network {
            let url = try writeFile(network.json, for: screen, subject: .network)
            route.files.append(url)
            route.request = route.request.with(network: .file(path: url.path))
            if route.request.routeURL(scheme: scheme).utf8.count <= routeURLInlineLimit {
                return route
            }
        }
        if let json {
            let url = try writeFile(json, for: screen, subject: .model)
            route.files.append(url)
            route.request.model = .file(path: url.path)
        }
        return route
    }

    /// Writes a payload's JSON to a new file in the temporary directory.
    private static func writeFile(_ json: Data, for screen: ScreenID, subject: PayloadSubject) throws -> URL {
        let name = screen.rawValue.filter { $0.isLetter || $0.isNumber }
        let kind = subject == .model ? "" : "network-"
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ScreenRouter-\(kind)\(name)-\(UUID().uuidString).json")
        do {
            try json.write(to: url)
        } catch {
            throw ScreenRouterError.modelFileNotWritten(
                screen: screen,
                path: url.path,
                reason: "\(error)",
                subject: subject
            )
        }
        return url
    }
}

extension ModelPayload {
    /// The launch argument and its value: `-model <base64>` or `-modelFile <path>`.
    fileprivate var flag: String {
        switch self {
        case .base64: LaunchProtocol.model.flag
        case .file: LaunchProtocol.modelFile.flag
        }
    }

    /// The argument's value: the base64 text or the path.
    fileprivate var value: String {
        switch self {
        case .base64(let text): text
        case .file(let path): path
        }
    }
}

/// The model and network fixture files test support wrote, kept as long as the launch arguments that name them.
///
/// An application relaunched with the same arguments (`app.terminate(); app.launch()`, or a scene that
/// reconnects) still finds its file. A file is removed when the same application is launched into a screen
/// again, and every file that is left when the test process exits.
@MainActor
enum ModelFiles {
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
