// Stand-in for the SDK's <UIKit/UIApplication.h> (source: Xcode 26 SDK, iOS 26). The application delegate's methods
// are optional requirements, as in the SDK. Our own text.
#pragma once
#include "UIView.h"

NS_ASSUME_NONNULL_BEGIN

@class UIScene, UIWindow;
@protocol UIApplicationDelegate;

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
- (BOOL)canOpenURL:(NSURL *)url NS_SWIFT_NAME(canOpenURL(_:)) API_AVAILABLE(ios(3.0));
- (void)openURL:(NSURL *)url
              options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options
    completionHandler:(void (^__nullable)(BOOL success))completion NS_SWIFT_NAME(open(_:options:completionHandler:)) NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(10.0));
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
@end

NS_ASSUME_NONNULL_END
