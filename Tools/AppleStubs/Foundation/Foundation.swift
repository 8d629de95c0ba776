// A stand-in for Apple's Foundation as the SDKs ship it, type-checked on Linux and never run. The Linux toolchain's
// Foundation (swift-corelibs-foundation) has no textual interface and is compiled for Linux, so it cannot be
// imported for an Apple triple. This module declares only what the package uses, copied from the SDK's Foundation
// (Foundation.swiftinterface, FoundationEssentials.swiftinterface, the NS*.h headers as Swift imports them) with
// its isolation, `Sendable` conformances and availability for every platform; each declaration names its page in
// Apple's documentation. Bodies are placeholders.
//
// Sendable: only `NSError` (an `Error`) and the value types are `Sendable` here. Where the SDK also marks a class
// `Sendable` (several of the thread-safe ones), the stand-in leaves it out: the package does not rely on it, and
// without it the check is the stricter one.
//
// Availability: Foundation's value types (Data, URL, UUID, the coders) date from macOS 10.10, iOS 8.0, tvOS 9.0 and
// watchOS 2.0, the first systems with Swift; the NS classes from their Objective-C introduction. visionOS has all of
// them from 1.0, and Mac Catalyst from 13.1: Swift applies an `iOS` version to Mac Catalyst and `*` to visionOS.

// The overlay re-exports its clang module (Foundation.h), and the SDK's Foundation re-exports the C library,
// Dispatch, CoreGraphics and the Objective-C runtime.
@_exported import CoreGraphics
@_exported import Darwin
@_exported import Dispatch
@_exported import Foundation
@_exported import ObjectiveC

// NSObject, NSCoder, NSString and the collections are the Objective-C classes of Foundation.h and the ObjectiveC
// module's NSObject.h, which this overlay re-exports; Bundle and NSPredicate too (their Swift-only initializer below).

// NSLock.h · https://developer.apple.com/documentation/foundation/nslock
// Sendable: the header marks the class NS_SWIFT_SENDABLE from the SDKs of Swift 5.7 (Xcode 14) on; an
// annotation of the SDK, not of the system, so it holds at every deployment target.
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSLock: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/foundation/nslocking/lock()
    open func lock() {}

    // https://developer.apple.com/documentation/foundation/nslocking/unlock()
    open func unlock() {}
}

// NSValue.h · https://developer.apple.com/documentation/foundation/nsnumber
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSNumber: NSObject {
    // https://developer.apple.com/documentation/foundation/nsnumber/intvalue
    open var intValue: Int { 0 }
}

// NSError.h · https://developer.apple.com/documentation/foundation/nserror
// The class is Foundation.h's; the overlay makes it an `Error` (Sendable, as the header marks it).
extension NSError: Error {}

// NSError.h: `FOUNDATION_EXPORT NSErrorDomain const NSCocoaErrorDomain;` (and NSPOSIXErrorDomain), and
// `FOUNDATION_EXPORT NSErrorUserInfoKey const NSUnderlyingErrorKey;`; `NSErrorDomain` and `NSErrorUserInfoKey` are
// `NSString *`, imported as `String`.
// https://developer.apple.com/documentation/foundation/nscocoaerrordomain
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let NSCocoaErrorDomain: String = "NSCocoaErrorDomain"

// https://developer.apple.com/documentation/foundation/nsposixerrordomain
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let NSPOSIXErrorDomain: String = "NSPOSIXErrorDomain"

// https://developer.apple.com/documentation/foundation/nsunderlyingerrorkey
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let NSUnderlyingErrorKey: String = "NSUnderlyingError"

// FoundationErrors.h: `NSFileReadNoSuchFileError API_AVAILABLE(macos(10.0), ios(2.0), watchos(2.0), tvos(9.0)) = 260,`
// an enumerator of an anonymous enum, imported as an `Int` constant.
// https://developer.apple.com/documentation/foundation/nsfilereadnosuchfileerror-swift.var
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public var NSFileReadNoSuchFileError: Int { 260 }

// NSNull.h · https://developer.apple.com/documentation/foundation/nsnull
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSNull: NSObject {}

// NSError.h · https://developer.apple.com/documentation/foundation/nsdebugdescriptionerrorkey
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public let NSDebugDescriptionErrorKey: String = "NSDebugDescription"

// https://developer.apple.com/documentation/foundation/uuid
@available(macOS 10.8, iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct UUID: Hashable, Sendable, Codable {
    // https://developer.apple.com/documentation/foundation/uuid/init()
    public init() {}

    // https://developer.apple.com/documentation/foundation/uuid/uuidstring
    public var uuidString: String { "" }
}

// https://developer.apple.com/documentation/foundation/decimal
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct Decimal: Hashable, Sendable, Codable, CustomStringConvertible {
    // https://developer.apple.com/documentation/foundation/decimal/init()
    public init() {}

    // https://developer.apple.com/documentation/foundation/decimal/description
    public var description: String { "0" }
}

// https://developer.apple.com/documentation/foundation/indexpath
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct IndexPath: Hashable, Sendable, Codable {
    public init() {}
}

// Foundation.swiftinterface: with Objective-C interoperability (every Apple platform), the compiler bridges
// `error as NSError` and `nsError as Error` through these two functions of the Foundation module.
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func _convertErrorToNSError(_ error: any Error) -> NSError { NSError(domain: "", code: 0, userInfo: nil) }

@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func _convertNSErrorToError(_ error: NSError?) -> any Error {
    error ?? NSError(domain: "", code: 0, userInfo: nil)
}

// https://developer.apple.com/documentation/foundation/date
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct Date: Comparable, Hashable, Codable, Sendable {
    private var seconds: Double = 0

    // https://developer.apple.com/documentation/foundation/date/init()
    public init() {}

    // https://developer.apple.com/documentation/foundation/date/init(timeintervalsince1970:)
    public init(timeIntervalSince1970: TimeInterval) { seconds = timeIntervalSince1970 }

    // https://developer.apple.com/documentation/foundation/date/addingtimeinterval(_:)
    public func addingTimeInterval(_ timeInterval: TimeInterval) -> Date { self }

    // https://developer.apple.com/documentation/foundation/date/timeintervalsince(_:)
    public func timeIntervalSince(_ date: Date) -> TimeInterval { 0 }

    public static func < (lhs: Date, rhs: Date) -> Bool { lhs.seconds < rhs.seconds }
}

// NSThread.h · https://developer.apple.com/documentation/foundation/thread
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class Thread: NSObject {
    // https://developer.apple.com/documentation/foundation/thread/init(block:)
    @available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    public convenience init(block: @escaping @Sendable () -> Void) { self.init() }

    // https://developer.apple.com/documentation/foundation/thread/name
    open var name: String?

    // https://developer.apple.com/documentation/foundation/thread/start()
    open func start() {}

    // NSThread.h: `@property NSUInteger stackSize API_AVAILABLE(macos(10.5), ios(2.0), watchos(2.0), tvos(9.0));`
    // https://developer.apple.com/documentation/foundation/thread/stacksize
    open var stackSize: Int = 0

    // `+ (void)sleepForTimeInterval:(NSTimeInterval)ti;`
    // https://developer.apple.com/documentation/foundation/thread/sleep(fortimeinterval:)
    open class func sleep(forTimeInterval ti: TimeInterval) {}
}

// NSFormatter.h · https://developer.apple.com/documentation/foundation/formatter
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class Formatter: NSObject {}

// NSISO8601DateFormatter.h: `API_AVAILABLE(macos(10.12), ios(10.0), watchos(3.0), tvos(10.0))`.
// https://developer.apple.com/documentation/foundation/iso8601dateformatter
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class ISO8601DateFormatter: Formatter {
    // https://developer.apple.com/documentation/foundation/iso8601dateformatter/init()
    public override init() {}

    // https://developer.apple.com/documentation/foundation/iso8601dateformatter/string(from:)
    open func string(from date: Date) -> String { "" }
}

// NSPredicate.h (the overlay's variadic initializer) · https://developer.apple.com/documentation/foundation/nspredicate
@available(macOS 10.4, iOS 3.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension NSPredicate {
    // https://developer.apple.com/documentation/foundation/nspredicate/init(format:_:)
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(format: predicateFormat, argumentArray: nil)
    }
}

// Foundation's overlay makes `String` a C variadic argument, bridged to `NSString` (`%@` in formats).
// https://developer.apple.com/documentation/swift/cvararg
extension String: CVarArg {
    public var _cVarArgEncoding: [Int] { [] }
}
