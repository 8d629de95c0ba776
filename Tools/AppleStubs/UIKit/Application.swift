// A stand-in for Apple's UIKit, type-checked on Linux and never run. It declares only what ScreenRouter's
// UIKit adapters and the Demo's iOS sources use, each declaration copied from the SDKs with its isolation and
// availability. Sources: the SDK headers named per declaration (UIKit.framework/Headers) as Swift imports them,
// and Apple's documentation at the address beside it. Bodies are placeholders.
//
// Availability is given for every platform: iOS (and with it Mac Catalyst), tvOS and visionOS. watchOS has a UIKit
// too, so `canImport(UIKit)` is true there, but without responders, views, windows or view controllers: those are
// `@available(watchOS, unavailable)` here, and code that uses them must be excluded by `!os(watchOS)`. macOS has no
// UIKit at all; scripts/typecheck-apple.sh does not build this module for macOS.

@_exported import Foundation

// UIResponder.h · https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
}

// UIApplication.h · https://developer.apple.com/documentation/uikit/uiapplication
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIApplication: UIResponder {
    // UIApplication.h · https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    // UIApplication.h: `typedef NSString * UIApplicationOpenURLOptionsKey NS_TYPED_ENUM`, introduced in iOS 9.0 and
    // tvOS 9.0, deprecated in 26.0 with the message below (which Swift reports only to code whose deployment target
    // is 26 or later). https://developer.apple.com/documentation/uikit/uiapplication/openurloptionskey
    @available(
        iOS,
        introduced: 9.0,
        deprecated: 26.0,
        message: """
            Use UIScene lifecycle and equivalent properties on UISceneOpenURLOptions from a UIOpenURLContext in \
            UIScene.ConnectionOptions.URLContexts instead.
            """
    )
    @available(
        tvOS,
        introduced: 9.0,
        deprecated: 26.0,
        message: """
            Use UIScene lifecycle and equivalent properties on UISceneOpenURLOptions from a UIOpenURLContext in \
            UIScene.ConnectionOptions.URLContexts instead.
            """
    )
    @available(
        visionOS,
        introduced: 1.0,
        deprecated: 26.0,
        message: """
            Use UIScene lifecycle and equivalent properties on UISceneOpenURLOptions from a UIOpenURLContext in \
            UIScene.ConnectionOptions.URLContexts instead.
            """
    )
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

// UIApplication.h (NS_SWIFT_UI_ACTOR @protocol UIApplicationDelegate <NSObject>)
// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
// Its requirements are `optional` in the SDK; here they have default implementations instead, and
// scripts/near-misses.awk reports the near misses Xcode would.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window
    var window: UIWindow? { get set }

    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/
    //     application(_:didfinishlaunchingwithoptions:)
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    // UIApplication.h: introduced in iOS 9.0 and tvOS 9.0; the page gives iOS, tvOS and visionOS 26.0 as the end of
    // its range, the deprecation (the UIScene life cycle's `scene(_:openURLContexts:)` replaces it). The header's
    // deprecation message is not copied: Swift reports it only to code whose deployment target is 26 or later.
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)
    @available(iOS, introduced: 9.0, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    func application(
        _ app: UIApplication,
        open url: URL,
        options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool
}

@available(watchOS, unavailable)
extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    @available(iOS, introduced: 9.0, deprecated: 26.0)
    @available(tvOS, introduced: 9.0, deprecated: 26.0)
    @available(visionOS, introduced: 1.0, deprecated: 26.0)
    public func application(
        _ app: UIApplication,
        open url: URL,
        options: [UIApplication.OpenURLOptionsKey: Any] = [:]
    ) -> Bool { false }

    // UIKit.swiftinterface: `@MainActor @preconcurrency static func main()`, the entry point `@main` uses.
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main()
    @MainActor @preconcurrency
    public static func main() {}
}

// UIScene.h · https://developer.apple.com/documentation/uikit/uiscene
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIScene: UIResponder {
    // UIScene.h: `- (instancetype)init NS_UNAVAILABLE;` and `+ (instancetype)new NS_UNAVAILABLE;`: UIKit makes the
    // scenes, through the designated `-initWithSession:connectionOptions:`.
    @available(*, unavailable)
    public override init() { super.init() }

    // https://developer.apple.com/documentation/uikit/uiscene/init(session:connectionoptions:)
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) { super.init() }

    // UISceneOptions.h (UISceneConnectionOptions): `- (instancetype)init NS_UNAVAILABLE;` and `+new` likewise; UIKit
    // hands them to the scene delegate. https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    @MainActor
    open class ConnectionOptions: NSObject {
        @available(*, unavailable)
        public override init() { super.init() }
    }
}

// UISceneSession.h: `- (instancetype)init NS_UNAVAILABLE;` and `+new` likewise.
// https://developer.apple.com/documentation/uikit/uiscenesession
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UISceneSession: NSObject {
    @available(*, unavailable)
    public override init() { super.init() }
}

// UIWindowScene.h · https://developer.apple.com/documentation/uikit/uiwindowscene
// It inherits UIScene's initializers, the unavailable `init()` with them, as Swift imports it; the stand-in spells
// both out, since a Swift subclass that declares an initializer inherits none.
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIWindowScene: UIScene {
    @available(*, unavailable)
    public override init() { fatalError() }

    public override init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
    }
}

// UIScene.h (NS_SWIFT_UI_ACTOR @protocol UISceneDelegate <NSObject>)
// https://developer.apple.com/documentation/uikit/uiscenedelegate
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    )

    // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)

    // The life-cycle methods of Xcode's scene delegate template, declared so that scripts/near-misses.awk knows their
    // names. https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:) and its siblings
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

// The requirements are `@optional` in UIScene.h; the stand-in gives them bodies instead (see its README).
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UISceneDelegate {
    public func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}

    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}

    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

// UIOpenURLContext.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UIOpenURLContext : NSObject`,
// with `-init` and `+new` NS_UNAVAILABLE. https://developer.apple.com/documentation/uikit/uiopenurlcontext
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIOpenURLContext: NSObject {
    @available(*, unavailable)
    public override init() { super.init() }

    // `@property (nonatomic, readonly, copy) NSURL *URL;`
    // https://developer.apple.com/documentation/uikit/uiopenurlcontext/url
    open var url: URL { URL(fileURLWithPath: "/") }
}

// UIWindowScene.h (NS_SWIFT_UI_ACTOR @protocol UIWindowSceneDelegate <UISceneDelegate>)
// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    var window: UIWindow? { get set }
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

// UIScreen.h · https://developer.apple.com/documentation/uikit/uiscreen
@available(iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@MainActor
open class UIScreen: NSObject {
    // UIScreen.h: `API_DEPRECATED(..., ios(2.0, 26.0), tvos(9.0, 26.0))`; UIScreen is unavailable in visionOS.
    // https://developer.apple.com/documentation/uikit/uiscreen/main
    @available(
        iOS,
        introduced: 2.0,
        deprecated: 26.0,
        message: """
            Use a UIScreen instance found through context instead (i.e, view.window.windowScene.screen), or for \
            properties like UIScreen.scale with trait equivalents, use a traitCollection found through context.
            """
    )
    @available(
        tvOS,
        introduced: 9.0,
        deprecated: 26.0,
        message: """
            Use a UIScreen instance found through context instead (i.e, view.window.windowScene.screen), or for \
            properties like UIScreen.scale with trait equivalents, use a traitCollection found through context.
            """
    )
    open class var main: UIScreen { UIScreen() }

    // https://developer.apple.com/documentation/uikit/uiscreen/bounds
    open var bounds: CGRect { .zero }
}
