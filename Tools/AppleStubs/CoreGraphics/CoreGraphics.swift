// The Swift overlay of the stand-ins' clang module `CoreGraphics`, as the SDK's CoreGraphics.swiftinterface declares
// it (source: Xcode 26 SDK): `CGFloat`, to which Swift maps the C typedef, and the geometry structures' Swift
// members. Foundation re-exports it, as the SDK's does. Bodies are placeholders.
@_exported import CoreGraphics

// https://developer.apple.com/documentation/corefoundation/cgfloat
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@frozen
public struct CGFloat: Hashable, Sendable, Codable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public var native: Double
    public init(_ value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
    public init(floatLiteral value: Double) { native = value }
}

// https://developer.apple.com/documentation/corefoundation/cgrect
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension CGRect: Equatable, Hashable, Codable {
    // https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-3p2ir
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { self.init() }

    // https://developer.apple.com/documentation/corefoundation/cgrect/zero
    public static var zero: CGRect { CGRect() }

    public static func == (lhs: CGRect, rhs: CGRect) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}

    public init(from decoder: any Decoder) throws { self.init() }

    public func encode(to encoder: any Encoder) throws {}
}
