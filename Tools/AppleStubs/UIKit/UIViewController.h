// Stand-in for the SDK's <UIKit/UIViewController.h>, <UIKit/UINavigationController.h> and
// <UIKit/UINavigationItem.h> (source: Xcode 26 SDK, iOS 26). UIKit's API notes give the child view controller API
// its Swift names (`children`, `addChild(_:)`); here NS_SWIFT_NAME says the same. Our own text.
#pragma once
#include "UITraits.h"
#include "UIView.h"

NS_ASSUME_NONNULL_BEGIN

@class UINavigationController;

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UINavigationItem : NSObject <NSCoding>
@property (nullable, nonatomic, copy) NSString *title;
@end

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UIViewController : UIResponder <NSCoding>
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
                         bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (null_resettable, nonatomic, strong) UIView *view;
- (void)loadView;
- (void)viewDidLoad;
@property (nonatomic, readonly, getter=isViewLoaded) BOOL viewLoaded API_AVAILABLE(ios(3.0));
- (void)viewWillAppear:(BOOL)animated;
- (void)viewDidAppear:(BOOL)animated;
- (void)viewWillDisappear:(BOOL)animated;
- (void)viewDidDisappear:(BOOL)animated;
- (void)viewWillLayoutSubviews API_AVAILABLE(ios(5.0));
- (void)viewDidLayoutSubviews API_AVAILABLE(ios(5.0));
@property (nullable, nonatomic, copy) NSString *title;
@property (nonatomic, readonly, strong) UINavigationItem *navigationItem;
@property (nullable, nonatomic, readonly, strong) UINavigationController *navigationController;
- (void)showViewController:(UIViewController *)vc sender:(nullable id)sender NS_SWIFT_NAME(show(_:sender:)) API_AVAILABLE(ios(8.0));
- (void)presentViewController:(UIViewController *)viewControllerToPresent
                     animated:(BOOL)flag
                   completion:(void (^__nullable)(void))completion
    NS_SWIFT_NAME(present(_:animated:completion:)) API_AVAILABLE(ios(5.0));
- (void)dismissViewControllerAnimated:(BOOL)flag
                           completion:(void (^__nullable)(void))completion
    NS_SWIFT_NAME(dismiss(animated:completion:)) API_AVAILABLE(ios(5.0));
@property (nullable, nonatomic, readonly) UIViewController *childViewControllerForStatusBarStyle NS_SWIFT_NAME(childForStatusBarStyle)
    API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos) API_DEPRECATED("", visionos(1.0, 1.0));
@property (nullable, nonatomic, readonly) UIViewController *childViewControllerForStatusBarHidden NS_SWIFT_NAME(childForStatusBarHidden)
    API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos) API_DEPRECATED("", visionos(1.0, 1.0));
@property (nonatomic, readonly) NSArray<__kindof UIViewController *> *childViewControllers NS_SWIFT_NAME(children)
    API_AVAILABLE(ios(5.0));
- (void)addChildViewController:(UIViewController *)childController NS_SWIFT_NAME(addChild(_:)) API_AVAILABLE(ios(5.0));
- (void)removeFromParentViewController NS_SWIFT_NAME(removeFromParent()) API_AVAILABLE(ios(5.0));
- (void)willMoveToParentViewController:(nullable UIViewController *)parent NS_SWIFT_NAME(willMove(toParent:))
    API_AVAILABLE(ios(5.0));
- (void)didMoveToParentViewController:(nullable UIViewController *)parent NS_SWIFT_NAME(didMove(toParent:))
    API_AVAILABLE(ios(5.0));
@property (nonatomic) UIUserInterfaceStyle overrideUserInterfaceStyle API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0));
- (void)setOverrideTraitCollection:(nullable UITraitCollection *)collection
            forChildViewController:(UIViewController *)childViewController
    NS_SWIFT_NAME(setOverrideTraitCollection(_:forChild:)) API_DEPRECATED("Use traitOverrides instead", ios(8.0, 17.0), tvos(9.0, 17.0), visionos(1.0, 1.0));
@end

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UINavigationController : UIViewController
- (instancetype)initWithRootViewController:(UIViewController *)rootViewController NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
                         bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;
- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;
- (nullable UIViewController *)popViewControllerAnimated:(BOOL)animated NS_SWIFT_NAME(popViewController(animated:));
- (nullable NSArray<__kindof UIViewController *> *)popToRootViewControllerAnimated:(BOOL)animated NS_SWIFT_NAME(popToRootViewController(animated:));
@property (nullable, nonatomic, readonly, strong) UIViewController *topViewController;
@property (nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;
- (void)setNavigationBarHidden:(BOOL)hidden animated:(BOOL)animated;
@end

NS_ASSUME_NONNULL_END
