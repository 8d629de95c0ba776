// Foundation stand-in: the CoreGraphics geometry types UIKit's and SwiftUI's declarations use. In the SDK they come
// from CoreGraphics (CGBase.h, CGGeometry.h and the CoreGraphics overlay), which Foundation re-exports on every
// Apple platform.

// https://developer.apple.com/documentation/corefoundation/cgfloat
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CGFloat: Hashable, Sendable, Codable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public var native: Double
    public init(_ value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
    public init(floatLiteral value: Double) { native = value }
}

// https://developer.apple.com/documentation/corefoundation/cgrect
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CGRect: Hashable, Sendable, Codable {
    public init() {}

    // https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-3p2ir
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {}

    // https://developer.apple.com/documentation/corefoundation/cgrect/zero
    public static var zero: CGRect { CGRect() }
}
