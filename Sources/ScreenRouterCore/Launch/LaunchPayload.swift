import Foundation

/// How a launch carries its fixture model, or its network fixture: inline in the arguments, or in a file beside them.
///
/// Small models travel inline as `-model <base64>`. A model too large for one launch argument (Linux
/// refuses any argument over 128 KiB) travels as `-modelFile <path>`, a file of the model's plain JSON
/// that test support writes before launch. The router reads both forms the same way. A network fixture travels
/// the same way, as `-network <base64>` or `-networkFile <path>`, under the same rules.
package enum LaunchPayload: Hashable, Sendable {
    /// What a payload carries, so that a message about it names the right thing: the screen's model (`-model`,
    /// `-modelFile`) or its network fixture (`-network`, `-networkFile`).
    ///
    /// Both travel the same way, inline as base64 or in a file, under the same size and nesting rules; only the
    /// words of their messages differ.
    package enum Kind: Sendable {
        /// The screen's fixture model.
        case model
        /// The screen's network fixture.
        case network

        /// The parameter that carries the payload inline.
        package var inline: LaunchProtocol.Parameter {
            self == .model ? LaunchProtocol.model : LaunchProtocol.network
        }

        /// The parameter that carries the payload in a file.
        package var file: LaunchProtocol.Parameter {
            self == .model ? LaunchProtocol.modelFile : LaunchProtocol.networkFile
        }

        /// What the payload carries, as a message names it: `model`, `network fixture`.
        package var name: String {
            self == .model ? "model" : "network fixture"
        }

        /// The payload as a message names it: `model payload`, `network fixture`.
        package var noun: String {
            self == .model ? "model payload" : "network fixture"
        }

        /// The file as a message names it: `model file`, `network fixture file`.
        package var fileNoun: String {
            self == .model ? "model file" : "network fixture file"
        }
    }

    /// Standard, padded base64 of the model's JSON, carried as `-model <base64>`.
    case base64(String)

    /// The path of a file holding the model's JSON, carried as `-modelFile <path>`.
    case file(path: String)

    /// Reads the payload's JSON bytes.
    ///
    /// - Parameters:
    ///   - codec: The codec whose size limit applies.
    ///   - screen: The screen the payload is for, named in error messages.
    ///   - subject: What the payload carries, named in error messages: the model (by default) or the network
    ///     fixture, which travels the same way.
    /// - Returns: The JSON bytes.
    /// - Throws: ``ScreenRouterError`` when the base64 is malformed, the file cannot be read, or the payload
    ///   is over the codec's limit.
    package func json(
        using codec: ModelCodec = ModelCodec(),
        for screen: ScreenID? = nil,
        subject: LaunchPayload.Kind = .model
    ) throws(ScreenRouterError) -> Data {
        switch self {
        case .base64(let text):
            return try codec.decodeBase64(text, for: screen, subject: subject)
        case .file(let path):
            return try Self.readFile(atPath: path, codec: codec, screen: screen, subject: subject)
        }
    }

    /// Reads a payload file, refusing what is not a regular file and what is over the codec's limit before
    /// reading a byte.
    private static func readFile(
        atPath path: String,
        codec: ModelCodec,
        screen: ScreenID?,
        subject: LaunchPayload.Kind
    ) throws(ScreenRouterError) -> Data {
        // The size and type checked must be the target's, not those of a symbolic link to it.
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            throw ScreenRouterError.payloadFileUnreadable(
                screen: screen,
                path: path,
                reason: "no such file",
                subject: subject
            )
        }
        let type = attributes[.type] as? FileAttributeType
        guard type == .typeRegular else {
            // A device or a pipe may never end (`/dev/zero`) or block the launch (a FIFO without a writer).
            let reason = type == .typeDirectory ? "it is a directory" : "it is not a regular file"
            throw ScreenRouterError.payloadFileUnreadable(screen: screen, path: path, reason: reason, subject: subject)
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        try codec.checkSize(size, screen: screen, subject: subject)
        // An empty file has nothing to read (and reading one leaks a buffer in some Foundation versions).
        guard size > 0 else { return Data() }
        do {
            return try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw ScreenRouterError.payloadFileUnreadable(
                screen: screen,
                path: path,
                reason: "\(error)",
                subject: subject
            )
        }
    }

    /// What the payload carries, as a message says it: the bytes of JSON it encodes ("19 bytes of JSON"), or
    /// the file it names and that file's size ("a file of 7 bytes, `/tmp/x.json`").
    ///
    /// Nothing is decoded or read: the size of base64 text follows from its length and padding, a file's from
    /// its attributes.
    package var carriedSize: String {
        switch self {
        case .base64(let text):
            let count = text.utf8.count
            let padding = text.utf8.reversed().prefix(2).prefix { $0 == UInt8(ascii: "=") }.count
            let bytes = max(count / 4 * 3 + [0, 0, 1, 2][count % 4] - padding, 0)
            return "\(bytes) byte\(bytes == 1 ? "" : "s") of JSON"
        case .file(let path):
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard let size = (try? FileManager.default.attributesOfItem(atPath: target))?[.size] as? NSNumber else {
                return "a file, `\(path)`"
            }
            return "a file of \(size.intValue) byte\(size.intValue == 1 ? "" : "s"), `\(path)`"
        }
    }
}
