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
// UIViewController.h: the view's life cycle, containment, presentation, editing and the system's appearance updates,
// as far as their types are the stand-ins' (not storyboards, segues, transitions, split views or key commands).
- (void)loadViewIfNeeded API_AVAILABLE(ios(9.0));
@property (nullable, nonatomic, readonly, strong) UIView *viewIfLoaded API_AVAILABLE(ios(9.0));
@property (nullable, nonatomic, readonly, copy) NSString *nibName API_DEPRECATED(
    "Loading Interface Builder products will not be supported in a future version of visionOS.", visionos(1.0, 1.0));
@property (nullable, nonatomic, readonly, strong) NSBundle *nibBundle API_DEPRECATED(
    "Loading Interface Builder products will not be supported in a future version of visionOS.", visionos(1.0, 1.0));
- (void)viewIsAppearing:(BOOL)animated API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0)) API_UNAVAILABLE(watchos);
- (void)didReceiveMemoryWarning;
@property (nullable, nonatomic, weak, readonly) UIViewController *parentViewController NS_SWIFT_NAME(parent);
@property (nullable, nonatomic, readonly) UIViewController *presentedViewController API_AVAILABLE(ios(5.0));
@property (nullable, nonatomic, readonly) UIViewController *presentingViewController API_AVAILABLE(ios(5.0));
@property (nonatomic, assign) BOOL definesPresentationContext API_AVAILABLE(ios(5.0));
@property (nonatomic, readonly, getter=isBeingPresented) BOOL beingPresented API_AVAILABLE(ios(5.0));
@property (nonatomic, readonly, getter=isBeingDismissed) BOOL beingDismissed API_AVAILABLE(ios(5.0));
@property (nonatomic, readonly, getter=isMovingToParentViewController)
    BOOL movingToParentViewController NS_SWIFT_NAME(isMovingToParent) API_AVAILABLE(ios(5.0));
@property (nonatomic, readonly, getter=isMovingFromParentViewController)
    BOOL movingFromParentViewController NS_SWIFT_NAME(isMovingFromParent) API_AVAILABLE(ios(5.0));
@property (nonatomic, assign) BOOL extendedLayoutIncludesOpaqueBars API_AVAILABLE(ios(7.0));
@property (nonatomic) CGSize preferredContentSize API_AVAILABLE(ios(7.0));
@property (nonatomic, readonly) BOOL prefersStatusBarHidden API_AVAILABLE(ios(7.0))
    API_DEPRECATED("Has no effect on visionOS", visionos(1.0, 1.0)) API_UNAVAILABLE(tvos);
- (void)setNeedsStatusBarAppearanceUpdate API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos, visionos);
- (void)showDetailViewController:(UIViewController *)vc sender:(nullable id)sender API_AVAILABLE(ios(8.0));
- (void)setNeedsUpdateOfSupportedInterfaceOrientations API_AVAILABLE(ios(16.0), visionos(1.0)) API_UNAVAILABLE(watchos);
@property (nonatomic, getter=isEditing) BOOL editing;
- (void)setEditing:(BOOL)editing animated:(BOOL)animated;
@property (nonatomic, readonly) BOOL shouldAutomaticallyForwardAppearanceMethods API_AVAILABLE(ios(6.0));
@property (nullable, nonatomic, copy) NSString *restorationIdentifier API_AVAILABLE(ios(6.0));
- (void)updateViewConstraints API_AVAILABLE(ios(6.0));
- (void)viewLayoutMarginsDidChange NS_REQUIRES_SUPER API_AVAILABLE(ios(11.0), tvos(11.0), visionos(1.0))
    API_UNAVAILABLE(watchos);
- (void)viewSafeAreaInsetsDidChange NS_REQUIRES_SUPER API_AVAILABLE(ios(11.0), tvos(11.0), visionos(1.0))
    API_UNAVAILABLE(watchos);
@property (nonatomic, getter=isModalInPresentation) BOOL modalInPresentation API_AVAILABLE(ios(13.0), visionos(1.0))
    API_UNAVAILABLE(watchos);
@property (nonatomic, readonly) BOOL prefersHomeIndicatorAutoHidden API_AVAILABLE(ios(11.0), visionos(1.0))
    API_UNAVAILABLE(tvos) API_UNAVAILABLE(watchos);
- (void)setNeedsUpdateOfHomeIndicatorAutoHidden API_AVAILABLE(ios(11.0), visionos(1.0)) API_UNAVAILABLE(tvos)
    API_UNAVAILABLE(watchos);
@property (nonatomic) BOOL hidesBottomBarWhenPushed API_UNAVAILABLE(tvos);
@end

// UINavigationController.h
typedef NS_ENUM(NSInteger, UINavigationControllerOperation) {
    UINavigationControllerOperationNone,
    UINavigationControllerOperationPush,
    UINavigationControllerOperationPop,
} NS_SWIFT_NAME(UINavigationController.Operation) API_UNAVAILABLE(watchos);

@protocol UINavigationControllerDelegate;

// UINavigationController.h: all but the navigation bar, the toolbar and the gesture recognizers (classes the stand-ins
// lack); hiding the bars on a swipe, a tap or the keyboard, and the toolbar, are unavailable on tvOS.
UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UINavigationController : UIViewController
- (instancetype)initWithRootViewController:(UIViewController *)rootViewController NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
                         bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;
- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;
- (nullable UIViewController *)popViewControllerAnimated:(BOOL)animated NS_SWIFT_NAME(popViewController(animated:));
- (nullable NSArray<__kindof UIViewController *> *)popToRootViewControllerAnimated:(BOOL)animated NS_SWIFT_NAME(popToRootViewController(animated:));
- (instancetype)initWithNavigationBarClass:(nullable Class)navigationBarClass
                              toolbarClass:(nullable Class)toolbarClass NS_DESIGNATED_INITIALIZER
    API_AVAILABLE(ios(5.0));
- (nullable NSArray<__kindof UIViewController *> *)popToViewController:(UIViewController *)viewController
                                                              animated:(BOOL)animated;
@property (nullable, nonatomic, readonly, strong) UIViewController *topViewController;
@property (nullable, nonatomic, readonly, strong) UIViewController *visibleViewController;
@property (nonatomic, copy) NSArray<__kindof UIViewController *> *viewControllers;
- (void)setViewControllers:(NSArray<UIViewController *> *)viewControllers animated:(BOOL)animated API_AVAILABLE(ios(3.0));
@property (nonatomic, getter=isNavigationBarHidden) BOOL navigationBarHidden;
- (void)setNavigationBarHidden:(BOOL)hidden animated:(BOOL)animated;
@property (nonatomic, getter=isToolbarHidden) BOOL toolbarHidden API_AVAILABLE(ios(3.0)) API_UNAVAILABLE(tvos);
- (void)setToolbarHidden:(BOOL)hidden animated:(BOOL)animated API_AVAILABLE(ios(3.0)) API_UNAVAILABLE(tvos);
@property (nullable, nonatomic, weak) id<UINavigationControllerDelegate> delegate;
- (void)showViewController:(UIViewController *)vc sender:(nullable id)sender NS_SWIFT_NAME(show(_:sender:))
    API_AVAILABLE(ios(8.0));
@property (nonatomic, readwrite, assign) BOOL hidesBarsWhenKeyboardAppears API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos);
@property (nonatomic, readwrite, assign) BOOL hidesBarsOnSwipe API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos);
@property (nonatomic, readwrite, assign)
    BOOL hidesBarsWhenVerticallyCompact API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos);
@property (nonatomic, readwrite, assign) BOOL hidesBarsOnTap API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos);
@end

// UINavigationController.h: the delegate's methods whose types the stand-ins have (not the transitions or the
// interface orientations).
API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@protocol UINavigationControllerDelegate <NSObject>
@optional
- (void)navigationController:(UINavigationController *)navigationController
      willShowViewController:(UIViewController *)viewController
                    animated:(BOOL)animated NS_SWIFT_NAME(navigationController(_:willShow:animated:));
- (void)navigationController:(UINavigationController *)navigationController
       didShowViewController:(UIViewController *)viewController
                    animated:(BOOL)animated NS_SWIFT_NAME(navigationController(_:didShow:animated:));
@end

NS_ASSUME_NONNULL_END
