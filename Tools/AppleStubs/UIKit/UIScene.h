// Stand-in for the SDK's <UIKit/UIScene.h>, <UIKit/UISceneSession.h>, <UIKit/UISceneOptions.h>,
// <UIKit/UIWindowScene.h>, <UIKit/UIOpenURLContext.h> and <UIKit/UIScreen.h> (source: Xcode 26 SDK, iOS 26). The
// scene delegates' methods are optional requirements, as in the SDK. Our own text.
#pragma once
#include "UIView.h"

NS_ASSUME_NONNULL_BEGIN

@class UISceneSession, UISceneConnectionOptions, UIOpenURLContext, UIScreen;
@protocol UISceneDelegate;

#define UIKIT_AVAILABLE_SCENES API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0)) API_UNAVAILABLE(watchos)

UIKIT_AVAILABLE_SCENES NS_SWIFT_UI_ACTOR
@interface UIScene : UIResponder
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
- (instancetype)initWithSession:(UISceneSession *)session
              connectionOptions:(UISceneConnectionOptions *)connectionOptions NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly) UISceneSession *session;
@property (nullable, nonatomic, strong) id<UISceneDelegate> delegate;
@property (null_resettable, nonatomic, copy) NSString *title;
@end

UIKIT_AVAILABLE_SCENES NS_SWIFT_UI_ACTOR
@protocol UISceneDelegate <NSObject>
@optional
- (void)scene:(UIScene *)scene
    willConnectToSession:(UISceneSession *)session
                 options:(UISceneConnectionOptions *)connectionOptions NS_SWIFT_NAME(scene(_:willConnectTo:options:));
- (void)sceneDidDisconnect:(UIScene *)scene;
- (void)sceneDidBecomeActive:(UIScene *)scene;
- (void)sceneWillResignActive:(UIScene *)scene;
- (void)sceneWillEnterForeground:(UIScene *)scene;
- (void)sceneDidEnterBackground:(UIScene *)scene;
- (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts;
@end

UIKIT_AVAILABLE_SCENES NS_SWIFT_UI_ACTOR
@interface UISceneSession : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, readonly, nullable) UIScene *scene;
@property (nonatomic, readonly) NSString *persistentIdentifier;
@end

UIKIT_AVAILABLE_SCENES NS_SWIFT_UI_ACTOR NS_SWIFT_NAME(UIScene.ConnectionOptions)
@interface UISceneConnectionOptions : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, readonly, copy) NSSet<UIOpenURLContext *> *URLContexts;
@end

UIKIT_AVAILABLE_SCENES NS_SWIFT_UI_ACTOR
@interface UIOpenURLContext : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, readonly, copy) NSURL *URL;
@end

API_AVAILABLE(ios(2.0), tvos(9.0)) API_UNAVAILABLE(watchos, visionos) NS_SWIFT_UI_ACTOR
@interface UIScreen : NSObject
@property (class, nonatomic, readonly) UIScreen *mainScreen API_DEPRECATED(
    "Use a UIScreen instance found through context instead (i.e, view.window.windowScene.screen), or for properties "
    "like UIScreen.scale with trait equivalents, use a traitCollection found through context.",
    ios(2.0, 26.0), tvos(9.0, 26.0));
@property (nonatomic, readonly) CGRect bounds;
@property (nonatomic, readonly) CGFloat scale API_AVAILABLE(ios(4.0));
@end

UIKIT_AVAILABLE_SCENES NS_SWIFT_UI_ACTOR
@interface UIWindowScene : UIScene
@property (nonatomic, readonly) UIScreen *screen API_UNAVAILABLE(visionos);
@property (nonatomic, readonly) NSArray<UIWindow *> *windows;
@property (nullable, nonatomic, readonly, strong) UIWindow *keyWindow API_AVAILABLE(ios(15.0), tvos(15.0), visionos(1.0));
@end

UIKIT_AVAILABLE_SCENES NS_SWIFT_UI_ACTOR
@protocol UIWindowSceneDelegate <UISceneDelegate>
@optional
@property (nullable, nonatomic, strong) UIWindow *window;
@end

NS_ASSUME_NONNULL_END
