import Foundation
import ScreenRouter

/// Chooses how a launch carries its model: inline as `-model <base64>` when it fits, otherwise as
/// `-modelFile <path>` where the platform allows it, otherwise a failure before launch.
enum ModelTransport {
    /// Room left for the arguments and environment the platform and the test add around the model.
    static let headroom = 64 * 1024

    /// Makes the request for a screen and its model within the limits.
    ///
    /// - Returns: The request, and the file written for it, if any.
    static func request<Model: Encodable>(
        for screen: Screen<Model>,
        model: Model,
        variant: ScreenVariant?,
        limits: LaunchLimits,
        otherArgumentsSize: Int
    ) throws -> (LaunchRequest, URL?) {
        let json = try screen.codec.encode(model, for: screen.id)
        let base64 = json.base64EncodedString()
        let inline = LaunchRequest(screen: screen.id, model: .base64(base64)).in(variant)
        let argumentSize = base64.utf8.count + 1
        let fitsOneArgument = limits.maximumArgumentSize.map { argumentSize <= $0 } ?? true
        let total = otherArgumentsSize + LaunchLimits.size(arguments: inline.arguments, environment: [:]) + headroom
        if fitsOneArgument && total <= limits.maximumTotalSize {
            return (inline, nil)
        }
        guard limits.allowsModelFiles else {
            throw ScreenRouterError.modelTooLargeForLaunch(
                screen: screen.id,
                jsonBytes: json.count,
                base64Bytes: base64.utf8.count,
                limits: limits.description,
                available: max(0, (limits.maximumTotalSize - otherArgumentsSize - headroom) / 4 * 3)
            )
        }
        let url = try writeFile(json, for: screen.id)
        return (LaunchRequest(screen: screen.id, model: .file(path: url.path)).in(variant), url)
    }

    /// The longest route URL that carries its model inline: the protocol's inline limit, 128 KiB.
    ///
    /// A URL has no documented limit on its way to an iOS app; this one keeps routes well inside what a URL
    /// carries in practice, and keeps a session's lines short.
    static let routeURLInlineLimit = LaunchProtocol.inlinePayloadLimit

    /// Makes the request of a route for a screen and its model: inline when its route URL stays within
    /// ``routeURLInlineLimit``, otherwise in a file where the app can read the test's files.
    ///
    /// - Returns: The request, and the file written for it, if any.
    static func routeRequest<Model: Encodable>(
        for screen: Screen<Model>,
        model: Model,
        variant: ScreenVariant?,
        scheme: String,
        limits: LaunchLimits
    ) throws -> (LaunchRequest, URL?) {
        let json = try screen.codec.encode(model, for: screen.id)
        let inline = LaunchRequest(screen: screen.id, model: .base64(json.base64EncodedString())).in(variant)
        let urlSize = inline.routeURL(scheme: scheme).utf8.count
        if urlSize <= routeURLInlineLimit {
            return (inline, nil)
        }
        guard limits.allowsModelFiles else {
            throw ScreenRouterError.modelTooLargeForRoute(
                screen: screen.id,
                jsonBytes: json.count,
                urlBytes: urlSize,
                limit: routeURLInlineLimit,
                limits: limits.description
            )
        }
        let url = try writeFile(json, for: screen.id)
        return (LaunchRequest(screen: screen.id, model: .file(path: url.path)).in(variant), url)
    }

    /// Writes a model's JSON to a new file in the temporary directory.
    private static func writeFile(_ json: Data, for screen: ScreenID) throws -> URL {
        let name = screen.rawValue.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ScreenRouter-\(name)-\(UUID().uuidString).json")
        do {
            try json.write(to: url)
        } catch {
            throw ScreenRouterError.modelFileNotWritten(screen: screen, path: url.path, reason: "\(error)")
        }
        return url
    }
}

/// The model files test support wrote, kept as long as the launch arguments that name them.
///
/// An application relaunched with the same arguments (`app.terminate(); app.launch()`, or a scene that
/// reconnects) still finds its file. A file is removed when the same application is launched into a screen
/// again, and every file that is left when the test process exits.
@MainActor
enum ModelFiles {
    private static var files: [ObjectIdentifier: URL] = [:]

    /// Records the file an application's arguments now name, removing the one they named before.
    static func replace(for application: some LaunchableApplication, with file: URL?) {
        let key = ObjectIdentifier(application)
        if let previous = files[key], previous != file {
            try? FileManager.default.removeItem(at: previous)
            Leftovers.shared.remove(previous.path)
        }
        files[key] = file
        if let file {
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
