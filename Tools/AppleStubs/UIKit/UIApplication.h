// Stand-in for the SDK's <UIKit/UIApplication.h> and <UIKit/UIOrientation.h> (source: Xcode 26 SDK, iOS 26). The
// application delegate's methods are optional requirements, as in the SDK. Our own text.
#pragma once
#include "UITraits.h"

NS_ASSUME_NONNULL_BEGIN

@class UIScene, UIWindow, UISceneSession, UISceneConnectionOptions, UISceneConfiguration, UIViewController;
@protocol UIApplicationDelegate;

// UIOrientation.h: an interface orientation has the value of the device orientation it shows (landscape left is the
// device turned right).
typedef NS_ENUM(NSInteger, UIInterfaceOrientation) {
    UIInterfaceOrientationUnknown = 0,
    UIInterfaceOrientationPortrait = 1,
    UIInterfaceOrientationPortraitUpsideDown = 2,
    UIInterfaceOrientationLandscapeLeft = 4,
    UIInterfaceOrientationLandscapeRight = 3
} API_UNAVAILABLE(tvos, watchos);

// UIOrientation.h
typedef NS_OPTIONS(NSUInteger, UIInterfaceOrientationMask) {
    UIInterfaceOrientationMaskPortrait = (1 << UIInterfaceOrientationPortrait),
    UIInterfaceOrientationMaskLandscapeLeft = (1 << UIInterfaceOrientationLandscapeLeft),
    UIInterfaceOrientationMaskLandscapeRight = (1 << UIInterfaceOrientationLandscapeRight),
    UIInterfaceOrientationMaskPortraitUpsideDown = (1 << UIInterfaceOrientationPortraitUpsideDown),
    UIInterfaceOrientationMaskLandscape = (UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight),
    UIInterfaceOrientationMaskAll = (UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft |
                                     UIInterfaceOrientationMaskLandscapeRight | UIInterfaceOrientationMaskPortraitUpsideDown),
    UIInterfaceOrientationMaskAllButUpsideDown = (UIInterfaceOrientationMaskPortrait |
                                                  UIInterfaceOrientationMaskLandscapeLeft |
                                                  UIInterfaceOrientationMaskLandscapeRight),
} API_UNAVAILABLE(tvos, watchos);

// UIApplication.h
typedef NS_ENUM(NSInteger, UIApplicationState) {
    UIApplicationStateActive,
    UIApplicationStateInactive,
    UIApplicationStateBackground
} NS_SWIFT_NAME(UIApplication.State) API_AVAILABLE(ios(4.0)) API_UNAVAILABLE(watchos);

// UIApplication.h
typedef NSUInteger UIBackgroundTaskIdentifier NS_TYPED_ENUM API_UNAVAILABLE(watchos);
UIKIT_EXTERN const UIBackgroundTaskIdentifier UIBackgroundTaskInvalid API_AVAILABLE(ios(4.0)) API_UNAVAILABLE(watchos);

typedef NSString *UIApplicationLaunchOptionsKey NS_TYPED_ENUM NS_SWIFT_NAME(UIApplication.LaunchOptionsKey)
    API_UNAVAILABLE(watchos);
UIKIT_EXTERN UIApplicationLaunchOptionsKey const UIApplicationLaunchOptionsURLKey
    API_DEPRECATED("", ios(3.0, 26.0), tvos(9.0, 26.0), visionos(1.0, 26.0)) API_UNAVAILABLE(watchos);

typedef NSString *UIApplicationOpenURLOptionsKey NS_TYPED_ENUM NS_SWIFT_NAME(UIApplication.OpenURLOptionsKey)
    API_DEPRECATED("Use UIScene lifecycle and equivalent properties on UISceneOpenURLOptions from a UIOpenURLContext in "
                   "UIScene.ConnectionOptions.URLContexts instead.",
                   ios(9.0, 26.0), tvos(9.0, 26.0), visionos(1.0, 26.0)) API_UNAVAILABLE(watchos);

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UIApplication : UIResponder
@property (class, nonatomic, readonly) UIApplication *sharedApplication NS_SWIFT_NAME(shared)
    NS_EXTENSION_UNAVAILABLE_IOS("Use view controller based solutions where appropriate instead.");
@property (nullable, nonatomic, assign) id<UIApplicationDelegate> delegate;
@property (nonatomic, readonly) NSSet<UIScene *> *connectedScenes API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0));
// UIApplication.h: callable from any isolation (NS_SWIFT_NONISOLATED).
- (BOOL)canOpenURL:(NSURL *)url NS_SWIFT_NAME(canOpenURL(_:)) API_AVAILABLE(ios(3.0)) NS_SWIFT_NONISOLATED;
- (void)openURL:(NSURL *)url
              options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options
    completionHandler:(void (^__nullable)(BOOL success))completion NS_SWIFT_NAME(open(_:options:completionHandler:)) NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(10.0));
// UIApplication.h: what needs no class the stand-ins lack (UIEvent, shortcut items, notifications, scene activation
// requests), and not the status bar's deprecated API.
@property (nonatomic, getter=isIdleTimerDisabled) BOOL idleTimerDisabled;
@property (nullable, nonatomic, readonly) UIWindow *keyWindow API_DEPRECATED(
    "Should not be used for applications that support multiple scenes as it returns a key window across all connected "
    "scenes",
    ios(2.0, 13.0)) API_UNAVAILABLE(visionos, watchos);
@property (nonatomic, readonly) NSArray<__kindof UIWindow *> *windows API_DEPRECATED(
    "Use UIWindowScene.windows on a relevant window scene instead", ios(2.0, 15.0), visionos(1.0, 1.0))
    API_UNAVAILABLE(watchos);
- (UIInterfaceOrientationMask)supportedInterfaceOrientationsForWindow:(nullable UIWindow *)window
    NS_SWIFT_NAME(supportedInterfaceOrientations(for:)) API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(tvos);
@property (nonatomic) BOOL applicationSupportsShakeToEdit API_AVAILABLE(ios(3.0)) API_UNAVAILABLE(tvos);
@property (nonatomic, readonly) UIApplicationState applicationState API_AVAILABLE(ios(4.0));
@property (nonatomic, readonly) NSTimeInterval backgroundTimeRemaining API_AVAILABLE(ios(4.0)) NS_SWIFT_NONISOLATED;
- (UIBackgroundTaskIdentifier)beginBackgroundTaskWithExpirationHandler:(void (^__nullable NS_SWIFT_UI_ACTOR)(void))handler
    NS_SWIFT_NAME(beginBackgroundTask(expirationHandler:)) API_AVAILABLE(ios(4.0)) NS_SWIFT_NONISOLATED;
- (UIBackgroundTaskIdentifier)beginBackgroundTaskWithName:(nullable NSString *)taskName
                                        expirationHandler:(void (^__nullable NS_SWIFT_UI_ACTOR)(void))handler
    NS_SWIFT_NAME(beginBackgroundTask(withName:expirationHandler:)) API_AVAILABLE(ios(7.0)) NS_SWIFT_NONISOLATED;
- (void)endBackgroundTask:(UIBackgroundTaskIdentifier)identifier API_AVAILABLE(ios(4.0)) NS_SWIFT_NONISOLATED;
@property (nonatomic, readonly, getter=isProtectedDataAvailable)
    BOOL protectedDataAvailable API_AVAILABLE(ios(4.0)) NS_SWIFT_NONISOLATED;
@property (nonatomic, readonly) UIUserInterfaceLayoutDirection userInterfaceLayoutDirection API_AVAILABLE(ios(5.0));
@property (nonatomic, readonly) UIContentSizeCategory preferredContentSizeCategory API_AVAILABLE(ios(7.0));
@property (nonatomic, readonly) NSSet<UISceneSession *> *openSessions API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0))
    API_UNAVAILABLE(watchos);
@property (nonatomic, readonly) BOOL supportsMultipleScenes API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0))
    API_UNAVAILABLE(watchos);
- (void)requestSceneSessionRefresh:(UISceneSession *)sceneSession API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0))
    API_UNAVAILABLE(watchos);
- (void)beginReceivingRemoteControlEvents API_AVAILABLE(ios(4.0));
- (void)endReceivingRemoteControlEvents API_AVAILABLE(ios(4.0));
@property (readonly, nonatomic) BOOL supportsAlternateIcons NS_EXTENSION_UNAVAILABLE_IOS("Extensions may not have alternate icons")
    API_AVAILABLE(ios(10.3), tvos(10.2), visionos(1.0)) API_UNAVAILABLE(watchos);
- (void)setAlternateIconName:(nullable NSString *)alternateIconName
           completionHandler:(nullable void (^)(NSError *_Nullable error))completionHandler
    NS_EXTENSION_UNAVAILABLE_IOS("Extensions may not have alternate icons")
    API_AVAILABLE(ios(10.3), tvos(10.2), visionos(1.0)) API_UNAVAILABLE(watchos);
@property (nullable, readonly, nonatomic) NSString *alternateIconName
    NS_EXTENSION_UNAVAILABLE_IOS("Extensions may not have alternate icons")
    API_AVAILABLE(ios(10.3), tvos(10.2), visionos(1.0)) API_UNAVAILABLE(watchos);
- (void)extendStateRestoration API_AVAILABLE(ios(6.0));
- (void)completeStateRestoration API_AVAILABLE(ios(6.0));
- (void)ignoreSnapshotOnNextApplicationLaunch API_AVAILABLE(ios(7.0));
@end

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@protocol UIApplicationDelegate <NSObject>
@optional
- (BOOL)application:(UIApplication *)application
    willFinishLaunchingWithOptions:(nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions
    API_AVAILABLE(ios(6.0));
- (BOOL)application:(UIApplication *)application
    didFinishLaunchingWithOptions:(nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions
    API_AVAILABLE(ios(3.0));
- (void)applicationDidBecomeActive:(UIApplication *)application
    API_DEPRECATED("Use UIScene lifecycle and sceneDidBecomeActive(_:) from UISceneDelegate or the "
                   "UIApplication.didBecomeActiveNotification instead.",
                   ios(2.0, 26.0), tvos(9.0, 26.0), visionos(1.0, 26.0)) API_UNAVAILABLE(watchos);
- (void)applicationWillResignActive:(UIApplication *)application
    API_DEPRECATED("Use UIScene lifecycle and sceneWillResignActive(_:) from UISceneDelegate or the "
                   "UIApplication.willResignActiveNotification instead.",
                   ios(2.0, 26.0), tvos(9.0, 26.0), visionos(1.0, 26.0)) API_UNAVAILABLE(watchos);
- (void)applicationDidEnterBackground:(UIApplication *)application API_AVAILABLE(ios(4.0))
    API_DEPRECATED("Use UIScene lifecycle and sceneDidEnterBackground(_:) from UISceneDelegate or the "
                   "UIApplication.didEnterBackgroundNotification instead.",
                   ios(4.0, 26.0), tvos(9.0, 26.0), visionos(1.0, 26.0)) API_UNAVAILABLE(watchos);
- (void)applicationWillEnterForeground:(UIApplication *)application
    API_DEPRECATED("Use UIScene lifecycle and sceneWillEnterForeground(_:) from UISceneDelegate or the "
                   "UIApplication.willEnterForegroundNotification instead.",
                   ios(4.0, 26.0), tvos(9.0, 26.0), visionos(1.0, 26.0)) API_UNAVAILABLE(watchos);
- (void)applicationWillTerminate:(UIApplication *)application;
- (BOOL)application:(UIApplication *)app
            openURL:(NSURL *)url
            options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options NS_SWIFT_NAME(application(_:open:options:))
    API_DEPRECATED("", ios(9.0, 26.0), tvos(9.0, 26.0), visionos(1.0, 26.0));
@property (nullable, nonatomic, strong) UIWindow *window API_AVAILABLE(ios(5.0));
// UIApplication.h: the delegate's methods whose types the stand-ins have (not notifications, background fetch, shortcut
// items, intents, CloudKit shares or user activities).
- (void)applicationDidFinishLaunching:(UIApplication *)application;
- (void)applicationDidReceiveMemoryWarning:(UIApplication *)application;
- (void)applicationSignificantTimeChange:(UIApplication *)application;
- (void)application:(UIApplication *)application
    handleEventsForBackgroundURLSession:(NSString *)identifier
                      completionHandler:(void (^)(void))completionHandler API_AVAILABLE(ios(7.0));
- (void)applicationProtectedDataWillBecomeUnavailable:(UIApplication *)application API_AVAILABLE(ios(4.0));
- (void)applicationProtectedDataDidBecomeAvailable:(UIApplication *)application API_AVAILABLE(ios(4.0));
- (UIInterfaceOrientationMask)application:(UIApplication *)application
    supportedInterfaceOrientationsForWindow:(nullable UIWindow *)window
    NS_SWIFT_NAME(application(_:supportedInterfaceOrientationsFor:)) API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(tvos);
- (nullable UIViewController *)application:(UIApplication *)application
    viewControllerWithRestorationIdentifierPath:(NSArray<NSString *> *)identifierComponents
                                          coder:(NSCoder *)coder API_AVAILABLE(ios(6.0));
- (BOOL)application:(UIApplication *)application
    shouldSaveSecureApplicationState:(NSCoder *)coder API_AVAILABLE(ios(13.2), tvos(13.2), visionos(1.0))
    API_UNAVAILABLE(watchos);
- (BOOL)application:(UIApplication *)application
    shouldRestoreSecureApplicationState:(NSCoder *)coder API_AVAILABLE(ios(13.2), tvos(13.2), visionos(1.0))
    API_UNAVAILABLE(watchos);
- (void)application:(UIApplication *)application
    willEncodeRestorableStateWithCoder:(NSCoder *)coder NS_SWIFT_NAME(application(_:willEncodeRestorableStateWith:))
    API_AVAILABLE(ios(6.0));
- (void)application:(UIApplication *)application
    didDecodeRestorableStateWithCoder:(NSCoder *)coder NS_SWIFT_NAME(application(_:didDecodeRestorableStateWith:))
    API_AVAILABLE(ios(6.0));
- (BOOL)application:(UIApplication *)application willContinueUserActivityWithType:(NSString *)userActivityType
    API_DEPRECATED("Use UIScene lifecycle and scene(_:willContinueUserActivityWithType:) from UISceneDelegate instead.",
                   ios(8.0, 26.0), tvos(9.0, 26.0), visionos(1.0, 26.0)) API_UNAVAILABLE(watchos);
- (void)application:(UIApplication *)application
    didFailToContinueUserActivityWithType:(NSString *)userActivityType
                                    error:(NSError *)error
    API_DEPRECATED("Use UIScene lifecycle and scene(_:didFailToContinueUserActivityWithType:error:) from "
                   "UISceneDelegate instead.",
                   ios(8.0, 26.0), tvos(9.0, 26.0), visionos(1.0, 26.0)) API_UNAVAILABLE(watchos);
- (UISceneConfiguration *)application:(UIApplication *)application
    configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession
                                   options:(UISceneConnectionOptions *)options
    NS_SWIFT_NAME(application(_:configurationForConnecting:options:)) API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0))
    API_UNAVAILABLE(watchos);
- (void)application:(UIApplication *)application
    didDiscardSceneSessions:(NSSet<UISceneSession *> *)sceneSessions
    API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0)) API_UNAVAILABLE(watchos);
- (BOOL)applicationShouldAutomaticallyLocalizeKeyCommands:(UIApplication *)application
    API_AVAILABLE(ios(15.0), tvos(15.0), visionos(1.0)) API_UNAVAILABLE(watchos);
@end

NS_ASSUME_NONNULL_END
