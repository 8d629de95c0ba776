// A stand-in for Apple's SwiftUI, type-checked on Linux and never run. It declares only what ScreenRouter's
// SwiftUI adapters, the Demo's iOS sources and the documentation's samples (extracted from the articles by scripts/check-doc-samples.py) use, copied from the SDKs' SwiftUI and SwiftUICore module
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

    // The branch of an `if #available` erased to `AnyView`, so that its types need not exist where it is not taken.
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// SwiftUICore.swiftinterface · https://developer.apple.com/documentation/swiftui/anyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@frozen nonisolated public struct AnyView: View {
    public typealias Body = Never

    // https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    public init<V: View>(_ view: V) {}
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

// https://developer.apple.com/documentation/swiftui/foreach
// The stand-in declares the type `List(_:id:rowContent:)` builds, not ForEach's own initializers.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach: View where Content: View {
    public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension List where SelectionValue == Never {
    // https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj
    public init<Data, ID, RowContent>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
}

// https://developer.apple.com/documentation/swiftui/navigationpath
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationPath {
    // https://developer.apple.com/documentation/swiftui/navigationpath/init()
    public init() {}
}

// https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
nonisolated public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never

    // https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
}

// SwiftUI.swiftinterface: `deprecated: 100000.0` is "to be deprecated"; no deployment target reaches it, so Swift
// warns of nothing yet. https://developer.apple.com/documentation/swiftui/navigationview
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(
    macOS,
    introduced: 10.15,
    deprecated: 100000.0,
    message: "use NavigationStack or NavigationSplitView instead"
)
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
@available(
    watchOS,
    introduced: 7.0,
    deprecated: 100000.0,
    message: "use NavigationStack or NavigationSplitView instead"
)
@available(
    visionOS,
    introduced: 1.0,
    deprecated: 100000.0,
    message: "use NavigationStack or NavigationSplitView instead"
)
nonisolated public struct NavigationView<Content: View>: View {
    public typealias Body = Never

    // https://developer.apple.com/documentation/swiftui/navigationview/init(content:)
    public init(@ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/navigationlink
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    public typealias Body = Never

    // SwiftUI.swiftinterface: deprecated "to be" (100000.0) with this message on iOS, macOS, tvOS and watchOS; the
    // documentation lists visionOS 1.0 with the same range. The closure form takes its place.
    // https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)-9dxix
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Pass a closure as the destination")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}
}

// https://developer.apple.com/documentation/swiftui/spacer
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct Spacer: View {
    public typealias Body = Never

    // https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    public init(minLength: CGFloat? = nil) {}
}

// SwiftUICore.swiftinterface · https://developer.apple.com/documentation/swiftui/viewmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
    // The type of view the modifier's body produces.
    associatedtype Body: View

    // https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content) -> Self.Body

    // The proxy for the modified view; the SDK declares it `_ViewModifier_Content<Self>` (the symbol's mangled name
    // on the page of `body(content:)` names it). https://developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>
}

// Primitive modifiers have `Body == Never`, as primitive views do.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ViewModifier where Body == Never {
    public func body(content: Self.Content) -> Never { neverEvaluated() }
}

// The view a `ViewModifier`'s `body(content:)` receives, a primitive view of SwiftUICore.swiftinterface.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
}

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
nonisolated public struct _StubModifier: ViewModifier {
    public typealias Body = Never
}

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

    // https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    // https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    // https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        ModifiedContent(content: self, modifier: _StubModifier())
    }

    // https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public nonisolated func ignoresSafeArea(
        _ regions: SafeAreaRegions = .all,
        edges: Edge.Set = .all
    ) -> some View {
        ModifiedContent(content: self, modifier: _StubModifier())
    }
}

// A navigation bar's title display mode: there is no navigation bar on macOS, where SwiftUI's page lists neither the
// type nor the modifier. https://developer.apple.com/documentation/swiftui/navigationbaritem
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@available(macOS, unavailable)
public struct NavigationBarItem: Sendable {
    // https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

@available(iOS 14.0, watchOS 8.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)
    public nonisolated func navigationBarTitleDisplayMode(
        _ displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        ModifiedContent(content: self, modifier: _StubModifier())
    }
}

// https://developer.apple.com/documentation/swiftui/safearearegions
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/swiftui/safearearegions/all
    public static let all = SafeAreaRegions(rawValue: .max)
}

// https://developer.apple.com/documentation/swiftui/group
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Group<Content> {
    private let content: Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Group: View where Content: View {
    public typealias Body = Never

    // https://developer.apple.com/documentation/swiftui/group/init(content:)
    public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }
}

// SwiftUICore.swiftinterface: `@frozen @propertyWrapper public struct State<Value> : DynamicProperty`; the stand-in
// leaves out `DynamicProperty` and the projected `Binding`, which the package does not use.
// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct State<Value> {
    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) {}

    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { neverEvaluated() }
        nonmutating set {}
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension State where Value: ExpressibleByNilLiteral {
    // https://developer.apple.com/documentation/swiftui/state/init()
    public init() {}
}

// SwiftUI.swiftinterface · https://developer.apple.com/documentation/swiftui/app
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol App {
    // https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
    associatedtype Body: Scene

    // https://developer.apple.com/documentation/swiftui/app/body-swift.property
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }

    // https://developer.apple.com/documentation/swiftui/app/init()
    @MainActor @preconcurrency
    init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension App {
    // The entry point `@main` uses. https://developer.apple.com/documentation/swiftui/app/main()
    @MainActor @preconcurrency
    public static func main() {}
}

// https://developer.apple.com/documentation/swiftui/scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol Scene {
    // https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
    associatedtype Body: Scene

    // https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/scenebuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder
public struct SceneBuilder {
    // Passes a single scene through unmodified.
    // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

// https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct WindowGroup<Content: View>: Scene {
    // The page lists this initializer from iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0 and visionOS 1.0.
    // https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    public init(@ViewBuilder content: () -> Content) {}

    // `typealias Body = some Scene` in the SDK (SwiftUI.swiftinterface); the stand-in's body is the group itself.
    @MainActor @preconcurrency
    public var body: some Scene { self }
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

// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
    associatedtype UIViewControllerType: UIViewController

    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    @MainActor @preconcurrency
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/
    //     updateuiviewcontroller(_:context:)
    @MainActor @preconcurrency
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)

    // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
    typealias Context = UIViewControllerRepresentableContext<Self>
}

// The stand-in leaves out the members of the context (`coordinator`, `environment`, `transaction`).
// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {}
#endif
