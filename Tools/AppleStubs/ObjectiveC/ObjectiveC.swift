// The Swift overlay of the stand-ins' clang module `ObjectiveC`, as the SDK's ObjectiveC.swiftinterface declares it
// (source: Xcode 26 SDK): `Selector`, which `#selector` makes, `ObjCBool`, and NSObject's `Equatable` and `Hashable`
// through `isEqual(_:)` and `hash`. Bodies are placeholders.
@_exported import ObjectiveC

// https://developer.apple.com/documentation/objectivec/selector
@frozen
public struct Selector: ExpressibleByStringLiteral, Hashable {
    var name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
}

// https://developer.apple.com/documentation/objectivec/objcbool
@frozen
public struct ObjCBool: ExpressibleByBooleanLiteral {
    public var boolValue: Bool
    public init(_ value: Bool) { boolValue = value }
    public init(booleanLiteral value: Bool) { boolValue = value }
}

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }

    @nonobjc public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
