// Foundation stand-in: URL loading (NSURLProtocol.h, NSURLRequest.h, NSURLResponse.h, NSURLSession.h, NSURLError.h,
// NSURLCache.h), URL components, and the timer and run loop a URL protocol answers on.

// https://developer.apple.com/documentation/foundation/urlcomponents
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct URLComponents: Hashable, Sendable {
    // https://developer.apple.com/documentation/foundation/urlcomponents/init(string:)
    public init?(string: String) {}

    // https://developer.apple.com/documentation/foundation/urlcomponents/init(url:resolvingagainstbaseurl:)
    public init?(url: URL, resolvingAgainstBaseURL resolve: Bool) {}

    // https://developer.apple.com/documentation/foundation/urlcomponents/scheme
    public var scheme: String?

    // https://developer.apple.com/documentation/foundation/urlcomponents/host
    public var host: String?

    // https://developer.apple.com/documentation/foundation/urlcomponents/port
    public var port: Int?

    // https://developer.apple.com/documentation/foundation/urlcomponents/user
    public var user: String?

    // https://developer.apple.com/documentation/foundation/urlcomponents/password
    public var password: String?

    // https://developer.apple.com/documentation/foundation/urlcomponents/fragment
    public var fragment: String?

    // https://developer.apple.com/documentation/foundation/urlcomponents/percentencodedpath
    public var percentEncodedPath: String = ""

    // https://developer.apple.com/documentation/foundation/urlcomponents/percentencodedqueryitems
    @available(macOS 10.13, iOS 11.0, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
    public var percentEncodedQueryItems: [URLQueryItem]? {
        get { nil }
        set {}
    }
}

// https://developer.apple.com/documentation/foundation/urlqueryitem
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct URLQueryItem: Hashable, Sendable {
    // https://developer.apple.com/documentation/foundation/urlqueryitem/name
    public var name: String

    // https://developer.apple.com/documentation/foundation/urlqueryitem/value
    public var value: String?
}

extension StringProtocol {
    // https://developer.apple.com/documentation/foundation/nsstring/removingpercentencoding
    @available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public var removingPercentEncoding: String? { nil }
}

// FoundationErrors.h · https://developer.apple.com/documentation/foundation/nslocalizeddescriptionkey
public let NSLocalizedDescriptionKey: String = "NSLocalizedDescription"

// https://developer.apple.com/documentation/foundation/urlerror
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct URLError: Error, Hashable {
    // https://developer.apple.com/documentation/foundation/urlerror/code
    public struct Code: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let unknown = Code(rawValue: -1)
        public static let cancelled = Code(rawValue: -999)
        public static let badURL = Code(rawValue: -1000)
        public static let timedOut = Code(rawValue: -1001)
        public static let cannotFindHost = Code(rawValue: -1003)
        public static let notConnectedToInternet = Code(rawValue: -1009)
        public static let cannotParseResponse = Code(rawValue: -1017)
        public static let resourceUnavailable = Code(rawValue: -1008)
    }

    // https://developer.apple.com/documentation/foundation/urlerror/init(_:userinfo:)
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }

    // https://developer.apple.com/documentation/foundation/urlerror/code-swift.property
    public let code: Code

    public static func == (lhs: URLError, rhs: URLError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

// https://developer.apple.com/documentation/foundation/urlrequest
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct URLRequest: Hashable, Sendable {
    // https://developer.apple.com/documentation/foundation/urlrequest/init(url:cachepolicy:timeoutinterval:)
    public init(url: URL) { self.url = url }

    // https://developer.apple.com/documentation/foundation/urlrequest/url
    public var url: URL?

    // https://developer.apple.com/documentation/foundation/urlrequest/httpmethod
    public var httpMethod: String?
}

// https://developer.apple.com/documentation/foundation/urlresponse
@available(macOS 10.2, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class URLResponse: NSObject {}

// https://developer.apple.com/documentation/foundation/httpurlresponse
@available(macOS 10.2, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class HTTPURLResponse: URLResponse {
    // https://developer.apple.com/documentation/foundation/httpurlresponse/init(url:statuscode:httpversion:headerfields:)
    public init?(url: URL, statusCode: Int, httpVersion: String?, headerFields: [String: String]?) {}

    // https://developer.apple.com/documentation/foundation/httpurlresponse/statuscode
    open var statusCode: Int { 0 }

    // https://developer.apple.com/documentation/foundation/httpurlresponse/value(forhttpheaderfield:)
    @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    open func value(forHTTPHeaderField field: String) -> String? { nil }
}

extension Error {
    // https://developer.apple.com/documentation/swift/error/localizeddescription
    public var localizedDescription: String { "" }
}

// https://developer.apple.com/documentation/foundation/localizederror: the four requirements, each with a default
// implementation that returns nil.
public protocol LocalizedError: Error {
    var errorDescription: String? { get }
    var failureReason: String? { get }
    var recoverySuggestion: String? { get }
    var helpAnchor: String? { get }
}

extension LocalizedError {
    public var errorDescription: String? { nil }
    public var failureReason: String? { nil }
    public var recoverySuggestion: String? { nil }
    public var helpAnchor: String? { nil }
}

// https://developer.apple.com/documentation/foundation/urlcache
@available(macOS 10.2, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class URLCache: NSObject {
    // https://developer.apple.com/documentation/foundation/urlcache/storagepolicy
    public enum StoragePolicy: UInt, Sendable {
        case allowed, allowedInMemoryOnly, notAllowed
    }
}

// https://developer.apple.com/documentation/foundation/urlprotocolclient
@available(macOS 10.2, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public protocol URLProtocolClient: NSObjectProtocol {
    // https://developer.apple.com/documentation/foundation/urlprotocolclient/urlprotocol(_:didreceive:cachestoragepolicy:)
    func urlProtocol(
        _ protocol: URLProtocol,
        didReceive response: URLResponse,
        cacheStoragePolicy policy: URLCache.StoragePolicy
    )

    // https://developer.apple.com/documentation/foundation/urlprotocolclient/urlprotocol(_:didload:)
    func urlProtocol(_ protocol: URLProtocol, didLoad data: Data)

    // https://developer.apple.com/documentation/foundation/urlprotocolclient/urlprotocoldidfinishloading(_:)
    func urlProtocolDidFinishLoading(_ protocol: URLProtocol)

    // https://developer.apple.com/documentation/foundation/urlprotocolclient/urlprotocol(_:didfailwitherror:)
    func urlProtocol(_ protocol: URLProtocol, didFailWithError error: any Error)
}

// https://developer.apple.com/documentation/foundation/urlprotocol
@available(macOS 10.2, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class URLProtocol: NSObject {
    // https://developer.apple.com/documentation/foundation/urlprotocol/client
    open var client: (any URLProtocolClient)? { nil }

    // https://developer.apple.com/documentation/foundation/urlprotocol/request
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }

    // https://developer.apple.com/documentation/foundation/urlprotocol/caninit(with:)-8g5ig
    open class func canInit(with request: URLRequest) -> Bool { false }

    // https://developer.apple.com/documentation/foundation/urlprotocol/canonicalrequest(for:)
    open class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    // https://developer.apple.com/documentation/foundation/urlprotocol/startloading()
    open func startLoading() {}

    // https://developer.apple.com/documentation/foundation/urlprotocol/stoploading()
    open func stopLoading() {}

    // https://developer.apple.com/documentation/foundation/urlprotocol/registerclass(_:)
    open class func registerClass(_ protocolClass: AnyClass) -> Bool { true }
}

// https://developer.apple.com/documentation/foundation/urlsessionconfiguration
@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class URLSessionConfiguration: NSObject {
    // https://developer.apple.com/documentation/foundation/urlsessionconfiguration/default
    open class var `default`: URLSessionConfiguration { URLSessionConfiguration() }

    // https://developer.apple.com/documentation/foundation/urlsessionconfiguration/ephemeral
    open class var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }

    // https://developer.apple.com/documentation/foundation/urlsessionconfiguration/protocolclasses
    open var protocolClasses: [AnyClass]?
}

// https://developer.apple.com/documentation/foundation/urlsessiontask
@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class URLSessionTask: NSObject {
    // https://developer.apple.com/documentation/foundation/urlsessiontask/resume()
    open func resume() {}
}

// https://developer.apple.com/documentation/foundation/urlsessiondatatask
@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class URLSessionDataTask: URLSessionTask {}

// https://developer.apple.com/documentation/foundation/urlsession
// Sendable: the header marks the class NS_SWIFT_SENDABLE in the SDKs of Swift 5.7 (Xcode 14) on.
@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class URLSession: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/foundation/urlsession/shared
    open class var shared: URLSession { URLSession(configuration: .default) }

    // https://developer.apple.com/documentation/foundation/urlsession/init(configuration:)
    public init(configuration: URLSessionConfiguration) {}

    // https://developer.apple.com/documentation/foundation/urlsession/datatask(with:completionhandler:)-52wk8
    open func dataTask(
        with request: URLRequest,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDataTask { URLSessionDataTask() }
}

// https://developer.apple.com/documentation/foundation/timer
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class Timer: NSObject {
    // https://developer.apple.com/documentation/foundation/timer/init(timeinterval:repeats:block:)
    @available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {}
}

// https://developer.apple.com/documentation/foundation/runloop
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class RunLoop: NSObject {
    // https://developer.apple.com/documentation/foundation/runloop/current
    open class var current: RunLoop { RunLoop() }

    // https://developer.apple.com/documentation/foundation/runloop/add(_:formode:)
    open func add(_ timer: Timer, forMode mode: RunLoop.Mode) {}

    // https://developer.apple.com/documentation/foundation/runloop/mode
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/foundation/runloop/mode/common
        public static let common = Mode(rawValue: "kCFRunLoopCommonModes")
    }
}
