// CoreFoundation stand-in (CFRunLoop.h, as Swift imports it through Foundation): the run-loop observer with which
// the routed root notices that the main thread finished a turn of work.

// CFBase.h · https://developer.apple.com/documentation/corefoundation/cfoptionflags
public typealias CFOptionFlags = UInt
// CFBase.h · https://developer.apple.com/documentation/corefoundation/cfindex
public typealias CFIndex = Int

// https://developer.apple.com/documentation/corefoundation/cfallocator
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public final class CFAllocator {}

// https://developer.apple.com/documentation/corefoundation/cfrunloop
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public final class CFRunLoop {}

// https://developer.apple.com/documentation/corefoundation/cfrunloopobserver
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public final class CFRunLoopObserver {}

// https://developer.apple.com/documentation/corefoundation/cfrunloopactivity
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CFRunLoopActivity: OptionSet, @unchecked Sendable {
    public let rawValue: CFOptionFlags
    public init(rawValue: CFOptionFlags) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/corefoundation/cfrunloopactivity/beforewaiting
    public static let beforeWaiting = CFRunLoopActivity(rawValue: 1 << 5)
}

// https://developer.apple.com/documentation/corefoundation/cfrunloopmode
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CFRunLoopMode: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/corefoundation/cfrunloopmode/commonmodes
    public static let commonModes: CFRunLoopMode! = CFRunLoopMode(rawValue: "kCFRunLoopCommonModes")
}

// https://developer.apple.com/documentation/corefoundation/cfrunloopgetmain()
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CFRunLoopGetMain() -> CFRunLoop! { CFRunLoop() }

// https://developer.apple.com/documentation/corefoundation/cfrunloopobservercreatewithhandler(_:_:_:_:_:)
@available(macOS 10.7, iOS 5.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CFRunLoopObserverCreateWithHandler(
    _ allocator: CFAllocator!,
    _ activities: CFOptionFlags,
    _ repeats: Bool,
    _ order: CFIndex,
    _ block: ((CFRunLoopObserver?, CFRunLoopActivity) -> Void)!
) -> CFRunLoopObserver! { CFRunLoopObserver() }

// https://developer.apple.com/documentation/corefoundation/cfrunloopaddobserver(_:_:_:)
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public func CFRunLoopAddObserver(_ rl: CFRunLoop!, _ observer: CFRunLoopObserver!, _ mode: CFRunLoopMode!) {}
