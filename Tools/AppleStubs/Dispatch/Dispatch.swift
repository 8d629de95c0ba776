// A stand-in for Apple's Dispatch (libdispatch and its Swift overlay, Dispatch.swiftinterface), type-checked on Linux
// and never run. It declares only what the package uses. Since the Swift 6 SDKs the overlay's queue, group and
// semaphore types are `@unchecked Sendable`; the types date from macOS 10.10, iOS 8.0, tvOS 9.0 and watchOS 2.0, the
// first systems with Swift. Each declaration names its page in Apple's documentation. Bodies are placeholders.

// https://developer.apple.com/documentation/dispatch/dispatchtime
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct DispatchTime: Comparable, Sendable {
    public let uptimeNanoseconds: UInt64

    // https://developer.apple.com/documentation/dispatch/dispatchtime/now()
    public static func now() -> DispatchTime { DispatchTime(uptimeNanoseconds: 0) }

    // https://developer.apple.com/documentation/dispatch/dispatchtime/distantfuture
    public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

    public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }

    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool {
        lhs.uptimeNanoseconds < rhs.uptimeNanoseconds
    }
}

// https://developer.apple.com/documentation/dispatch/dispatchtime/+(_:_:)-2g6jm
// `public func + (time: DispatchTime, seconds: Double) -> DispatchTime`
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(uptimeNanoseconds: time.uptimeNanoseconds + UInt64(seconds * 1_000_000_000))
}

// https://developer.apple.com/documentation/dispatch/dispatchtimeoutresult
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public enum DispatchTimeoutResult: Sendable {
    case success
    case timedOut
}

// https://developer.apple.com/documentation/dispatch/dispatchqos
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct DispatchQoS: Equatable, Sendable {
    // https://developer.apple.com/documentation/dispatch/dispatchqos/unspecified
    public static let unspecified = DispatchQoS()

    // https://developer.apple.com/documentation/dispatch/dispatchqos/qosclass
    public enum QoSClass: Sendable {
        case background, utility, `default`, userInitiated, userInteractive, unspecified
    }
}

// https://developer.apple.com/documentation/dispatch/dispatchworkitemflags
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct DispatchWorkItemFlags: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

// https://developer.apple.com/documentation/dispatch/dispatchgroup
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class DispatchGroup: @unchecked Sendable {
    // https://developer.apple.com/documentation/dispatch/dispatchgroup/init()
    public init() {}

    // https://developer.apple.com/documentation/dispatch/dispatchgroup/wait()
    public func wait() {}

    // Not `@discardableResult` in the overlay. https://developer.apple.com/documentation/dispatch/dispatchgroup/wait(timeout:)
    public func wait(timeout: DispatchTime) -> DispatchTimeoutResult { .success }
}

// https://developer.apple.com/documentation/dispatch/dispatchsemaphore
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class DispatchSemaphore: @unchecked Sendable {
    // https://developer.apple.com/documentation/dispatch/dispatchsemaphore/init(value:)
    public init(value: Int) {}

    // https://developer.apple.com/documentation/dispatch/dispatchsemaphore/wait()
    public func wait() {}

    // Not `@discardableResult` in the overlay.
    // https://developer.apple.com/documentation/dispatch/dispatchsemaphore/wait(timeout:)
    public func wait(timeout: DispatchTime) -> DispatchTimeoutResult { .success }

    // Returns whether a thread was woken; `@discardableResult` in the overlay.
    // https://developer.apple.com/documentation/dispatch/dispatchsemaphore/signal()
    @discardableResult
    public func signal() -> Int { 0 }
}

// https://developer.apple.com/documentation/dispatch/dispatchqueue
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class DispatchQueue: @unchecked Sendable {
    init() {}

    // https://developer.apple.com/documentation/dispatch/dispatchqueue/main
    public static let main = DispatchQueue()

    // https://developer.apple.com/documentation/dispatch/dispatchqueue/global(qos:)
    public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { DispatchQueue() }

    // https://developer.apple.com/documentation/dispatch/dispatchqueue/async(group:qos:flags:execute:)
    public func async(
        group: DispatchGroup? = nil,
        qos: DispatchQoS = .unspecified,
        flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {}

    // https://developer.apple.com/documentation/dispatch/dispatchqueue/asyncafter(deadline:qos:flags:execute:)
    public func asyncAfter(
        deadline: DispatchTime,
        qos: DispatchQoS = .unspecified,
        flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {}
}
