// UIKit stand-in: Auto Layout.

// NSLayoutConstraint.h · https://developer.apple.com/documentation/uikit/nslayoutconstraint
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class NSLayoutConstraint: NSObject {
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

// NSLayoutAnchor.h · https://developer.apple.com/documentation/uikit/nslayoutanchor
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }

    // https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

// NSLayoutAnchor.h · https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

// NSLayoutAnchor.h · https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// NSLayoutAnchor.h · https://developer.apple.com/documentation/uikit/nslayoutdimension
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {}

// UILayoutGuide.h · https://developer.apple.com/documentation/uikit/uilayoutguide
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UILayoutGuide: NSObject {
    // https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
}
