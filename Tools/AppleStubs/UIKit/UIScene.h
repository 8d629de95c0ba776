// Stand-in for the SDK's <UIKit/UIScene.h>, <UIKit/UISceneSession.h>, <UIKit/UISceneOptions.h>,
// <UIKit/UISceneDefinitions.h>, <UIKit/UIWindowScene.h>, <UIKit/UIOpenURLContext.h> and <UIKit/UIScreen.h>
// (source: Xcode 26 SDK, iOS 26). The scene delegates' methods are optional requirements, as in the SDK. Our own text.
#pragma once
#include "UITraits.h"

NS_ASSUME_NONNULL_BEGIN

@class UISceneSession, UISceneConnectionOptions, UISceneOpenExternalURLOptions, UIOpenURLContext, UIScreen;
@protocol UISceneDelegate;

#define UIKIT_AVAILABLE_SCENES API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0)) API_UNAVAILABLE(watchos)

// UISceneDefinitions.h: a session's role, nested in UISceneSession by the API notes.
typedef NSString *UISceneSessionRole NS_TYPED_ENUM NS_SWIFT_NAME(UISceneSession.Role) UIKIT_AVAILABLE_SCENES;

// UISceneDefinitions.h
typedef NS_ENUM(NSInteger, UISceneActivationState) {
    UISceneActivationStateUnattached = -1,
    UISceneActivationStateForegroundActive,
    UISceneActivationStateForegroundInactive,
    UISceneActivationStateBackground
} NS_SWIFT_NAME(UIScene.ActivationState) UIKIT_AVAILABLE_SCENES;

UIKIT_AVAILABLE_SCENES NS_SWIFT_UI_ACTOR
@interface UIScene : UIResponder
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
- (instancetype)initWithSession:(UISceneSession *)session
              connectionOptions:(UISceneConnectionOptions *)connectionOptions NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly) UISceneSession *session;
@property (nullable, nonatomic, strong) id<UISceneDelegate> delegate;
@property (nonatomic, readonly) UISceneActivationState activationState;
- (void)openURL:(NSURL *)url
              options:(nullable UISceneOpenExternalURLOptions *)options
    completionHandler:(void (^__nullable)(BOOL success))completion NS_SWIFT_NAME(open(_:options:completionHandler:));
@property (null_resettable, nonatomic, copy) NSString *title;
@property (nonatomic, copy) NSString *subtitle API_AVAILABLE(ios(15.0), tvos(15.0), visionos(1.0));
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
// UIScene.h: the user-activity callbacks that need no NSUserActivity (which the stand-ins lack).
- (void)scene:(UIScene *)scene willContinueUserActivityWithType:(NSString *)userActivityType;
- (void)scene:(UIScene *)scene didFailToContinueUserActivityWithType:(NSString *)userActivityType error:(NSError *)error;
@end

UIKIT_AVAILABLE_SCENES NS_SWIFT_UI_ACTOR
@interface UISceneSession : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, readonly, nullable) UIScene *scene;
@property (nonatomic, readonly) UISceneSessionRole role;
@property (nonatomic, readonly) NSString *persistentIdentifier;
@end

// UISceneConfiguration.h: what `application(_:configurationForConnecting:options:)` returns; not its storyboard.
UIKIT_AVAILABLE_SCENES NS_SWIFT_UI_ACTOR
@interface UISceneConfiguration : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)configurationWithName:(nullable NSString *)name sessionRole:(UISceneSessionRole)sessionRole;
- (instancetype)initWithName:(nullable NSString *)name
                 sessionRole:(UISceneSessionRole)sessionRole NS_DESIGNATED_INITIALIZER;
@property (nonatomic, nullable, readonly) NSString *name;
@property (nonatomic, readonly) UISceneSessionRole role;
@property (nonatomic, nullable) Class sceneClass;
@property (nonatomic, nullable) Class delegateClass;
@end

UIKIT_AVAILABLE_SCENES NS_SWIFT_UI_ACTOR NS_SWIFT_NAME(UIScene.ConnectionOptions)
@interface UISceneConnectionOptions : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, readonly, copy) NSSet<UIOpenURLContext *> *URLContexts;
@property (nullable, nonatomic, readonly) NSString *sourceApplication;
@property (nullable, nonatomic, readonly) NSString *handoffUserActivityType;
@end

// UISceneOptions.h
UIKIT_AVAILABLE_SCENES NS_SWIFT_UI_ACTOR NS_SWIFT_NAME(UIScene.OpenURLOptions)
@interface UISceneOpenURLOptions : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nullable, nonatomic, readonly) NSString *sourceApplication;
@property (nullable, nonatomic, readonly) id annotation;
@property (nonatomic, readonly) BOOL openInPlace;
@end

// UISceneOptions.h
UIKIT_AVAILABLE_SCENES NS_SWIFT_UI_ACTOR NS_SWIFT_NAME(UIScene.OpenExternalURLOptions)
@interface UISceneOpenExternalURLOptions : NSObject
@property (nonatomic, readwrite) BOOL universalLinksOnly;
@end

// UIOpenURLContext.h
UIKIT_AVAILABLE_SCENES NS_SWIFT_UI_ACTOR
@interface UIOpenURLContext : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (nonatomic, readonly, copy) NSURL *URL;
@property (nonatomic, readonly, strong) UISceneOpenURLOptions *options;
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
@property (nonatomic, readonly) UITraitCollection *traitCollection;
@property (nonatomic, readonly) NSArray<UIWindow *> *windows;
@property (nullable, nonatomic, readonly, strong) UIWindow *keyWindow API_AVAILABLE(ios(15.0), tvos(15.0), visionos(1.0));
@property (nonatomic, readonly, getter=isFullScreen) BOOL fullScreen API_AVAILABLE(macCatalyst(16.0));
@end

// UIWindowScene.h: the role of an app's windows, `UISceneSession.Role.windowApplication`.
UIKIT_EXTERN UISceneSessionRole const UIWindowSceneSessionRoleApplication NS_SWIFT_NAME(UISceneSession.Role.windowApplication)
    UIKIT_AVAILABLE_SCENES;

UIKIT_AVAILABLE_SCENES NS_SWIFT_UI_ACTOR
@protocol UIWindowSceneDelegate <UISceneDelegate>
@optional
@property (nullable, nonatomic, strong) UIWindow *window;
@end

NS_ASSUME_NONNULL_END
