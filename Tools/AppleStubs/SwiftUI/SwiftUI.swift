// A stand-in for Apple's SwiftUI, type-checked on Linux and never run. It declares only what ScreenRouter's
// SwiftUI adapter and the Demo's iOS sources use, copied from the SDKs' SwiftUI and SwiftUICore module
// interfaces (SwiftUI.swiftinterface, SwiftUICore.swiftinterface) with their isolation and availability on every
// platform (SwiftUI began with iOS 13, macOS 10.15, tvOS 13 and watchOS 6); each declaration names its page in
// Apple's documentation. Bodies are placeholders. Its UIKit integration exists only where UIKit does.

@_exported import Foundation

#if canImport(UIKit)
import UIKit
#endif

// SwiftUICore.swiftinterface · https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol View {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View

    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

// Primitive views have `Body == Never`; SwiftUI gives them a `body` that is never called. Since the iOS 18 SDK,
// primitive views are `nonisolated` structs and modifiers `nonisolated` methods, as declared below.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Never: View {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View where Body == Never {
    public var body: Never { neverEvaluated() }
}

/// The stand-in is type-checked only; no `body` of a primitive view is ever evaluated.
private func neverEvaluated() -> Never {
    fatalError("The SwiftUI stand-in is for type-checking only.")
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@resultBuilder
public struct ViewBuilder {
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-9i5cn
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
}

// https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T
    public init(_ value: T) { self.value = value }
}

// https://developer.apple.com/documentation/swiftui/localizedstringkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct LocalizedStringKey: Equatable, ExpressibleByStringLiteral, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
}

// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Text: View, Equatable, Sendable {
    public typealias Body = Never

    // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    public init(
        _ key: LocalizedStringKey,
        tableName: String? = nil,
        bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {}

    // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {}

    // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    public init(verbatim content: String) {}
}

// https://developer.apple.com/documentation/swiftui/font
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Font: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/font/largetitle
    public static let largeTitle = Font()
    // https://developer.apple.com/documentation/swiftui/font/body
    public static let body = Font()
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

// https://developer.apple.com/documentation/swiftui/edge/set
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum Edge: Int8, Hashable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
    }
}

// https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct VStack<Content: View>: View {
    public typealias Body = Never

    // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public init(
        alignment: HorizontalAlignment = .center,
        spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {}
}

// https://developer.apple.com/documentation/swiftui/spacer
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Spacer: View {
    public typealias Body = Never

    // https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    public init(minLength: CGFloat? = nil) {}
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ViewModifier {}

// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct AccessibilityAttachmentModifier: ViewModifier {}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

/// The modifiers below return this in place of SwiftUI's private modifier types.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct _StubModifier: ViewModifier {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/accessibilityidentifier(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public nonisolated func accessibilityIdentifier(
        _ identifier: String
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    // https://developer.apple.com/documentation/swiftui/view/font(_:)
    public nonisolated func font(_ font: Font?) -> some View {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        ModifiedContent(content: self, modifier: _StubModifier())
    }
}

#if canImport(UIKit)
// SwiftUI's UIKit integration: iOS, Mac Catalyst, tvOS and visionOS. watchOS hosts SwiftUI in WatchKit instead.
// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }

    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:rootview:)
    public init?(coder aDecoder: NSCoder, rootView: Content) { super.init(coder: aDecoder) }

    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    // https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    public var rootView: Content {
        get { neverEvaluated() }
        set {}
    }
}
#endif
