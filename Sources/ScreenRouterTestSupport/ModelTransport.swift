import Foundation
import ScreenRouter

/// Chooses how a launch carries its model: inline as `-model <base64>` when it fits, otherwise as
/// `-modelFile <path>` where the platform allows it, otherwise a failure before launch.
enum ModelTransport {
    /// Room left for the arguments and environment the platform and the test add around the model.
    static let headroom = 64 * 1024

    /// Makes the request for a screen and its model within the limits.
    ///
    /// - Returns: The request, and the file written for it, if any (the caller removes it after launch).
    static func request<Model: Encodable>(
        for screen: ScreenID, model: Model, codec: ModelCodec, limits: LaunchLimits, otherArgumentsSize: Int
    ) throws -> (LaunchRequest, URL?) {
        let json = try codec.encode(model, for: screen)
        let base64 = json.base64EncodedString()
        let inline = LaunchRequest(screen: screen, model: .base64(base64))
        let argumentSize = base64.utf8.count + 1
        let fitsOneArgument = limits.maximumArgumentSize.map { argumentSize <= $0 } ?? true
        let total = otherArgumentsSize + LaunchLimits.size(arguments: inline.arguments, environment: [:]) + headroom
        if fitsOneArgument && total <= limits.maximumTotalSize {
            return (inline, nil)
        }
        guard limits.allowsModelFiles else {
            let available = max(0, (limits.maximumTotalSize - otherArgumentsSize - headroom) / 4 * 3)
            throw ScreenRouterError(
                code: .payloadTooLarge, screen: screen,
                message: "The model for screen `\(screen)` is \(json.count) bytes of JSON (\(base64.utf8.count) as "
                    + "base64), over what a launch on \(limits) can carry: about \(available) bytes of JSON. "
                    + "The app cannot read the test's files there, so the launch was not attempted. Trim the "
                    + "fixture to what the screen shows, or run the test on the simulator.")
        }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "ScreenRouter-\(screen.rawValue.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString).json")
        do {
            try json.write(to: url)
        } catch {
            throw ScreenRouterError(
                code: .payloadFileUnreadable, screen: screen,
                message: "The model for screen `\(screen)` is too large for one launch argument, and writing it to "
                    + "`\(url.path)` failed: \(error). Check that the temporary directory is writable.")
        }
        return (LaunchRequest(screen: screen, model: .file(path: url.path)), url)
    }
}
