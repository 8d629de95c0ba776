// Foundation stand-in: URL, a value type of FoundationEssentials that the SDK's Foundation re-exports.

// https://developer.apple.com/documentation/foundation/url
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct URL: Hashable, Sendable, Codable, CustomStringConvertible {
    private var storage: String

    // https://developer.apple.com/documentation/foundation/url/init(fileurlwithpath:)
    // Deprecated in macOS 26, iOS 26, tvOS 26, watchOS 26 and visionOS 26 for `init(filePath:directoryHint:relativeTo:)`,
    // which needs macOS 13 and iOS 16; the package's minimums keep this one.
    public init(fileURLWithPath path: String) { storage = path }

    // https://developer.apple.com/documentation/foundation/url/init(string:)
    public init?(string: String) { storage = string }

    // https://developer.apple.com/documentation/foundation/url/absolutestring
    public var absoluteString: String { storage }

    // https://developer.apple.com/documentation/foundation/url/path
    public var path: String { storage }

    // https://developer.apple.com/documentation/foundation/url/scheme
    public var scheme: String? { nil }

    // https://developer.apple.com/documentation/foundation/url/lastpathcomponent
    public var lastPathComponent: String { "" }

    // https://developer.apple.com/documentation/foundation/url/pathextension
    public var pathExtension: String { "" }

    // https://developer.apple.com/documentation/foundation/url/standardizedfileurl
    public var standardizedFileURL: URL { self }

    // https://developer.apple.com/documentation/foundation/url/resolvingsymlinksinpath()
    public func resolvingSymlinksInPath() -> URL { self }

    // https://developer.apple.com/documentation/foundation/url/appendingpathcomponent(_:)
    public func appendingPathComponent(_ pathComponent: String) -> URL { self }

    // https://developer.apple.com/documentation/foundation/url/deletinglastpathcomponent()
    public func deletingLastPathComponent() -> URL { self }

    // https://developer.apple.com/documentation/foundation/url/appending(path:directoryhint:)
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public func appending<S: StringProtocol>(path: S, directoryHint: URL.DirectoryHint = .inferFromPath) -> URL {
        self
    }

    // https://developer.apple.com/documentation/foundation/url/directoryhint
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    public enum DirectoryHint: Sendable {
        case isDirectory, notDirectory, checkFileSystem, inferFromPath
    }

    public var description: String { storage }
}
