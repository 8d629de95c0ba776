// Stand-in for the SDK's <UIKit/UIView.h>, <UIKit/UIWindow.h>, <UIKit/UIImageView.h>, <UIKit/UIImage.h>,
// <UIKit/UILabel.h>, <UIKit/UIScrollView.h>, <UIKit/UIStackView.h>, <UIKit/UIColor.h>, <UIKit/UIFont.h>,
// <UIKit/UIFontDescriptor.h>, <UIKit/UIAccessibility.h>, <UIKit/UIAccessibilityIdentification.h>,
// <UIKit/UIContentSizeCategoryAdjusting.h>, <UIKit/NSParagraphStyle.h> and <UIKit/UIInterface.h> (source: Xcode 26
// SDK, iOS 26), declaration by declaration as far as the package, the Demo, the docs, our peers' documented snippets
// and the classes an app's UI tests meet reach. Our own text.
#pragma once
#include "UIGeometry.h"
#include "UIResponder.h"

NS_ASSUME_NONNULL_BEGIN

@class UIWindow, UIWindowScene, UIScreen, UIViewController, UILayoutGuide, NSLayoutXAxisAnchor, NSLayoutYAxisAnchor,
    NSLayoutDimension;

typedef NS_ENUM(NSInteger, UISemanticContentAttribute) {
    UISemanticContentAttributeUnspecified = 0,
    UISemanticContentAttributePlayback,
    UISemanticContentAttributeSpatial,
    UISemanticContentAttributeForceLeftToRight,
    UISemanticContentAttributeForceRightToLeft
} API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos);

typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing) {
    UIViewAutoresizingNone = 0,
    UIViewAutoresizingFlexibleLeftMargin = 1 << 0,
    UIViewAutoresizingFlexibleWidth = 1 << 1,
    UIViewAutoresizingFlexibleRightMargin = 1 << 2,
    UIViewAutoresizingFlexibleTopMargin = 1 << 3,
    UIViewAutoresizingFlexibleHeight = 1 << 4,
    UIViewAutoresizingFlexibleBottomMargin = 1 << 5
} NS_SWIFT_NAME(UIView.AutoresizingMask) UIKIT_AVAILABLE_VIEWS;

typedef NS_ENUM(NSInteger, UIViewContentMode) {
    UIViewContentModeScaleToFill,
    UIViewContentModeScaleAspectFit,
    UIViewContentModeScaleAspectFill,
    UIViewContentModeRedraw,
    UIViewContentModeCenter,
} NS_SWIFT_NAME(UIView.ContentMode) UIKIT_AVAILABLE_VIEWS;

API_AVAILABLE(ios(2.0), tvos(9.0), watchos(2.0), visionos(1.0)) NS_SWIFT_SENDABLE
@interface UIColor : NSObject
@property (class, nonatomic, readonly) UIColor *blackColor NS_SWIFT_NAME(black);
@property (class, nonatomic, readonly) UIColor *whiteColor NS_SWIFT_NAME(white);
@property (class, nonatomic, readonly) UIColor *clearColor NS_SWIFT_NAME(clear);
@property (class, nonatomic, readonly) UIColor *redColor NS_SWIFT_NAME(red);
@property (class, nonatomic, readonly) UIColor *systemBackgroundColor NS_SWIFT_NAME(systemBackground)
    API_AVAILABLE(ios(13.0), visionos(1.0)) API_UNAVAILABLE(tvos, watchos);
@property (class, nonatomic, readonly) UIColor *labelColor NS_SWIFT_NAME(label) API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0))
    API_UNAVAILABLE(watchos);
@end

typedef NSString *UIFontTextStyle NS_TYPED_ENUM NS_SWIFT_NAME(UIFont.TextStyle);
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleBody API_AVAILABLE(ios(7.0), tvos(9.0), watchos(2.0), visionos(1.0));
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleHeadline
    API_AVAILABLE(ios(7.0), tvos(9.0), watchos(2.0), visionos(1.0));

API_AVAILABLE(ios(2.0), tvos(9.0), watchos(2.0), visionos(1.0)) NS_SWIFT_SENDABLE
@interface UIFont : NSObject
+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style NS_SWIFT_NAME(preferredFont(forTextStyle:))
    API_AVAILABLE(ios(7.0), tvos(9.0), watchos(2.0), visionos(1.0));
+ (UIFont *)systemFontOfSize:(CGFloat)fontSize NS_SWIFT_NAME(systemFont(ofSize:));
@end

API_AVAILABLE(ios(2.0), tvos(9.0), watchos(2.0), visionos(1.0)) NS_SWIFT_SENDABLE
@interface UIImage : NSObject
+ (nullable UIImage *)imageNamed:(NSString *)name;
+ (nullable UIImage *)systemImageNamed:(NSString *)name NS_SWIFT_NAME(init(systemName:)) API_AVAILABLE(ios(13.0), tvos(13.0), watchos(6.0), visionos(1.0));
@property (nonatomic, readonly) CGFloat scale API_AVAILABLE(ios(4.0), watchos(2.0));
@end

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UIView : UIResponder <NSCoding>
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property (nonatomic) NSInteger tag;
@property (nonatomic) UISemanticContentAttribute semanticContentAttribute API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0));
@property (nonatomic) CGRect frame;
@property (nonatomic) CGRect bounds;
@property (nonatomic) UIViewAutoresizing autoresizingMask;
@property (nullable, nonatomic, readonly) UIView *superview;
@property (nonatomic, readonly, copy) NSArray<__kindof UIView *> *subviews;
@property (nullable, nonatomic, readonly) UIWindow *window;
- (void)removeFromSuperview;
- (void)addSubview:(UIView *)view;
- (void)bringSubviewToFront:(UIView *)view NS_SWIFT_NAME(bringSubviewToFront(_:));
- (void)setNeedsLayout;
- (void)layoutIfNeeded;
- (void)layoutSubviews;
@property (nullable, nonatomic, copy) UIColor *backgroundColor;
@property (nonatomic) CGFloat alpha;
@property (nonatomic, getter=isHidden) BOOL hidden;
@property (nonatomic) UIViewContentMode contentMode;
@property (nonatomic) BOOL clipsToBounds;
@property (class, nonatomic, readonly) BOOL areAnimationsEnabled;
+ (void)setAnimationsEnabled:(BOOL)enabled;
@property (nonatomic) BOOL translatesAutoresizingMaskIntoConstraints API_AVAILABLE(ios(6.0), tvos(9.0), visionos(1.0));
@property (nonatomic, readonly, strong)
    UILayoutGuide *safeAreaLayoutGuide API_AVAILABLE(ios(11.0), tvos(11.0), visionos(1.0));
@property (nonatomic, readonly, strong)
    NSLayoutXAxisAnchor *leadingAnchor API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0));
@property (nonatomic, readonly, strong)
    NSLayoutXAxisAnchor *trailingAnchor API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0));
@property (nonatomic, readonly, strong)
    NSLayoutXAxisAnchor *centerXAnchor API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0));
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *topAnchor API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0));
@property (nonatomic, readonly, strong)
    NSLayoutYAxisAnchor *bottomAnchor API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0));
@property (nonatomic, readonly, strong)
    NSLayoutYAxisAnchor *centerYAnchor API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0));
@property (nonatomic, readonly, strong) NSLayoutDimension *widthAnchor API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0));
@property (nonatomic, readonly, strong)
    NSLayoutDimension *heightAnchor API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0));
// UIView.h: geometry, the hierarchy and its callbacks, drawing, margins, intrinsic size, restoration and focus, as far
// as their types are the stand-ins' (not layers, transforms, gestures, events, animations or constraints' priorities).
@property (nonatomic) CGFloat contentScaleFactor API_AVAILABLE(ios(4.0));
@property (nonatomic, getter=isMultipleTouchEnabled) BOOL multipleTouchEnabled API_UNAVAILABLE(tvos);
@property (nonatomic, getter=isExclusiveTouch) BOOL exclusiveTouch API_UNAVAILABLE(tvos);
- (CGPoint)convertPoint:(CGPoint)point toView:(nullable UIView *)view NS_SWIFT_NAME(convert(_:to:));
- (CGPoint)convertPoint:(CGPoint)point fromView:(nullable UIView *)view NS_SWIFT_NAME(convert(_:from:));
- (CGRect)convertRect:(CGRect)rect toView:(nullable UIView *)view NS_SWIFT_NAME(convert(_:to:));
- (CGRect)convertRect:(CGRect)rect fromView:(nullable UIView *)view NS_SWIFT_NAME(convert(_:from:));
@property (nonatomic) BOOL autoresizesSubviews;
- (CGSize)sizeThatFits:(CGSize)size;
- (void)sizeToFit;
- (void)insertSubview:(UIView *)view atIndex:(NSInteger)index NS_SWIFT_NAME(insertSubview(_:at:));
- (void)exchangeSubviewAtIndex:(NSInteger)index1
            withSubviewAtIndex:(NSInteger)index2 NS_SWIFT_NAME(exchangeSubview(at:withSubviewAt:));
- (void)insertSubview:(UIView *)view belowSubview:(UIView *)siblingSubview;
- (void)insertSubview:(UIView *)view aboveSubview:(UIView *)siblingSubview;
- (void)sendSubviewToBack:(UIView *)view NS_SWIFT_NAME(sendSubviewToBack(_:));
- (void)didAddSubview:(UIView *)subview;
- (void)willRemoveSubview:(UIView *)subview;
- (void)willMoveToSuperview:(nullable UIView *)newSuperview NS_SWIFT_NAME(willMove(toSuperview:));
- (void)didMoveToSuperview;
- (void)willMoveToWindow:(nullable UIWindow *)newWindow NS_SWIFT_NAME(willMove(toWindow:));
- (void)didMoveToWindow;
- (BOOL)isDescendantOfView:(UIView *)view NS_SWIFT_NAME(isDescendant(of:));
- (nullable __kindof UIView *)viewWithTag:(NSInteger)tag;
@property (nonatomic) BOOL preservesSuperviewLayoutMargins API_AVAILABLE(ios(8.0));
@property (nonatomic) BOOL insetsLayoutMarginsFromSafeArea API_AVAILABLE(ios(11.0), tvos(11.0), visionos(1.0))
    API_UNAVAILABLE(watchos);
- (void)layoutMarginsDidChange API_AVAILABLE(ios(8.0));
- (void)safeAreaInsetsDidChange API_AVAILABLE(ios(11.0), tvos(11.0), visionos(1.0)) API_UNAVAILABLE(watchos);
- (void)drawRect:(CGRect)rect NS_SWIFT_NAME(draw(_:));
- (void)setNeedsDisplay;
- (void)setNeedsDisplayInRect:(CGRect)rect NS_SWIFT_NAME(setNeedsDisplay(_:));
@property (nonatomic, getter=isOpaque) BOOL opaque;
@property (nonatomic) BOOL clearsContextBeforeDrawing;
@property (nullable, nonatomic, strong) UIView *maskView NS_SWIFT_NAME(mask) API_AVAILABLE(ios(8.0));
@property (null_resettable, nonatomic, strong) UIColor *tintColor API_AVAILABLE(ios(7.0));
- (void)tintColorDidChange API_AVAILABLE(ios(7.0));
@property (nonatomic, readonly) CGSize intrinsicContentSize API_AVAILABLE(ios(6.0));
- (void)invalidateIntrinsicContentSize API_AVAILABLE(ios(6.0));
@property (nonatomic, readonly) BOOL hasAmbiguousLayout API_AVAILABLE(ios(6.0));
@property (nullable, nonatomic, copy) NSString *restorationIdentifier API_AVAILABLE(ios(6.0));
- (BOOL)drawViewHierarchyInRect:(CGRect)rect
             afterScreenUpdates:(BOOL)afterUpdates NS_SWIFT_NAME(drawHierarchy(in:afterScreenUpdates:))
    API_AVAILABLE(ios(7.0));
// UITextField.h: a view ends the editing of the text fields within it.
- (BOOL)endEditing:(BOOL)force;
@property (nonatomic, readonly) BOOL canBecomeFocused API_AVAILABLE(ios(9.0));
@property (readonly, nonatomic, getter=isFocused) BOOL focused API_AVAILABLE(ios(9.0));
@end

// UIAccessibilityIdentification.h: the protocol is not main-actor isolated, only its property is.
API_UNAVAILABLE(watchos)
@protocol UIAccessibilityIdentification <NSObject>
@required
@property (nullable, nonatomic, copy) NSString *accessibilityIdentifier API_AVAILABLE(ios(5.0)) NS_SWIFT_UI_ACTOR;
@end

@interface UIView (UIAccessibility) <UIAccessibilityIdentification>
@end

// UIAccessibilityConstants.h: the traits, a typed enum of bits, `uint64_t` in the SDK (no <stdint.h> here), which
// UIKit's overlay makes an `OptionSet`. The constants are `const` and `NS_SWIFT_NONISOLATED`, as in the SDK since
// Swift 6, so that Swift 6 code reads them from any isolation.
typedef unsigned long long UIAccessibilityTraits NS_TYPED_ENUM API_AVAILABLE(ios(3.0), tvos(9.0), watchos(2.0), visionos(1.0));
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitNone NS_SWIFT_NAME(UIAccessibilityTraits.none)
    NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitButton NS_SWIFT_NAME(UIAccessibilityTraits.button)
    NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitLink NS_SWIFT_NAME(UIAccessibilityTraits.link)
    NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitHeader NS_SWIFT_NAME(UIAccessibilityTraits.header)
    NS_SWIFT_NONISOLATED
    API_AVAILABLE(ios(6.0), tvos(9.0), watchos(2.0), visionos(1.0));
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitSearchField NS_SWIFT_NAME(UIAccessibilityTraits.searchField)
    NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitImage NS_SWIFT_NAME(UIAccessibilityTraits.image)
    NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitSelected NS_SWIFT_NAME(UIAccessibilityTraits.selected)
    NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitStaticText NS_SWIFT_NAME(UIAccessibilityTraits.staticText)
    NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitKeyboardKey NS_SWIFT_NAME(UIAccessibilityTraits.keyboardKey)
    NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitNotEnabled NS_SWIFT_NAME(UIAccessibilityTraits.notEnabled)
    NS_SWIFT_NONISOLATED;
UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitAdjustable NS_SWIFT_NAME(UIAccessibilityTraits.adjustable)
    NS_SWIFT_NONISOLATED;

// UIAccessibility.h: NSObject's informal accessibility protocol, main-actor isolated since the iOS 17 SDK.
@interface NSObject (UIAccessibility)
@property (nonatomic) UIAccessibilityTraits accessibilityTraits API_AVAILABLE(ios(3.0), tvos(9.0), visionos(1.0))
    API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;
@property (nonatomic) BOOL accessibilityElementsHidden API_AVAILABLE(ios(5.0), tvos(9.0), visionos(1.0))
    API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;
@property (nonatomic) BOOL isAccessibilityElement API_AVAILABLE(ios(3.0), tvos(9.0), visionos(1.0))
    API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;
@property (nullable, nonatomic, copy) NSString *accessibilityLabel API_AVAILABLE(ios(3.0), tvos(9.0), visionos(1.0))
    API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;
@property (nullable, nonatomic, copy) NSString *accessibilityValue API_AVAILABLE(ios(3.0), tvos(9.0), visionos(1.0))
    API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;
@end

// UIAccessibilityContainer.h: the elements a container shows assistive technologies instead of its subviews.
@interface NSObject (UIAccessibilityContainer)
@property (nullable, nonatomic, strong) NSArray *accessibilityElements API_AVAILABLE(ios(8.0), tvos(9.0), visionos(1.0))
    API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;
@end

// UIWindow.h: a window's level, nested in UIWindow by the API notes.
typedef CGFloat UIWindowLevel NS_TYPED_EXTENSIBLE_ENUM NS_SWIFT_NAME(UIWindow.Level) API_UNAVAILABLE(watchos);

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UIWindow : UIView
- (instancetype)initWithWindowScene:(UIWindowScene *)windowScene NS_DESIGNATED_INITIALIZER
    API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0));
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER
    API_DEPRECATED("Use init(windowScene:) instead.", ios(2.0, 26.0), tvos(9.0, 26.0), visionos(1.0, 26.0));
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)init API_DEPRECATED("", ios(2.0, 26.0), tvos(9.0, 26.0), visionos(1.0, 26.0));
@property (nullable, nonatomic, weak) UIWindowScene *windowScene API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0));
// UIWindow.h: the Mac Catalyst window's resizing; the screen, which visionOS lacks.
@property (nonatomic, setter=setCanResizeToFitContent:) BOOL canResizeToFitContent API_AVAILABLE(macCatalyst(13.0));
@property (nonatomic, strong) UIScreen *screen API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(visionos);
@property (nonatomic) UIWindowLevel windowLevel;
@property (nonatomic, readonly, getter=isKeyWindow) BOOL keyWindow;
@property (nonatomic, readonly) BOOL canBecomeKeyWindow API_AVAILABLE(ios(15.0), tvos(15.0), visionos(1.0));
- (void)becomeKeyWindow;
- (void)resignKeyWindow;
- (void)makeKeyWindow;
- (void)makeKeyAndVisible;
@property (nullable, nonatomic, strong) UIViewController *rootViewController;
- (CGPoint)convertPoint:(CGPoint)point toWindow:(nullable UIWindow *)window NS_SWIFT_NAME(convert(_:to:));
- (CGPoint)convertPoint:(CGPoint)point fromWindow:(nullable UIWindow *)window NS_SWIFT_NAME(convert(_:from:));
- (CGRect)convertRect:(CGRect)rect toWindow:(nullable UIWindow *)window NS_SWIFT_NAME(convert(_:to:));
- (CGRect)convertRect:(CGRect)rect fromWindow:(nullable UIWindow *)window NS_SWIFT_NAME(convert(_:from:));
@end

// UIWindow.h
UIKIT_EXTERN const UIWindowLevel UIWindowLevelNormal API_UNAVAILABLE(watchos);
UIKIT_EXTERN const UIWindowLevel UIWindowLevelAlert API_UNAVAILABLE(watchos);
UIKIT_EXTERN const UIWindowLevel UIWindowLevelStatusBar API_UNAVAILABLE(tvos, watchos);

// UIImageView.h: all but the symbol effects (NSSymbolEffect, which the stand-ins lack), the symbol configuration and
// the dynamic range; the focus members exist on tvOS only (UIKIT_AVAILABLE_TVOS_ONLY).
UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UIImageView : UIView
- (instancetype)initWithImage:(nullable UIImage *)image;
- (instancetype)initWithImage:(nullable UIImage *)image
             highlightedImage:(nullable UIImage *)highlightedImage API_AVAILABLE(ios(3.0));
@property (nullable, nonatomic, strong) UIImage *image;
@property (nullable, nonatomic, strong) UIImage *highlightedImage API_AVAILABLE(ios(3.0));
@property (nonatomic, getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property (nonatomic, getter=isHighlighted) BOOL highlighted API_AVAILABLE(ios(3.0));
@property (nullable, nonatomic, copy) NSArray<UIImage *> *animationImages;
@property (nullable, nonatomic, copy) NSArray<UIImage *> *highlightedAnimationImages API_AVAILABLE(ios(3.0));
@property (nonatomic) NSTimeInterval animationDuration;
@property (nonatomic) NSInteger animationRepeatCount;
@property (null_resettable, nonatomic, strong) UIColor *tintColor API_AVAILABLE(ios(7.0));
- (void)startAnimating;
- (void)stopAnimating;
@property (nonatomic, readonly, getter=isAnimating) BOOL animating;
@property (nonatomic) BOOL adjustsImageWhenAncestorFocused API_AVAILABLE(tvos(9.0)) API_UNAVAILABLE(ios, watchos);
@property (nonatomic) BOOL masksFocusEffectToContents API_AVAILABLE(tvos(11.0)) API_UNAVAILABLE(ios, watchos);
@end

API_AVAILABLE(ios(10.0), tvos(10.0), visionos(1.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@protocol UIContentSizeCategoryAdjusting <NSObject>
@property (nonatomic) BOOL adjustsFontForContentSizeCategory;
@end

// NSParagraphStyle.h
typedef NS_ENUM(NSInteger, NSLineBreakMode) {
    NSLineBreakByWordWrapping = 0,
    NSLineBreakByCharWrapping,
    NSLineBreakByClipping,
    NSLineBreakByTruncatingHead,
    NSLineBreakByTruncatingTail,
    NSLineBreakByTruncatingMiddle
} API_AVAILABLE(macos(10.0), ios(6.0), watchos(2.0), tvos(9.0), visionos(1.0));

// UILabel.h: all but the attributed text, the vibrancy, the baseline adjustment and the line-break strategy (types the
// stand-ins lack); the marquee exists on tvOS only.
UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UILabel : UIView <UIContentSizeCategoryAdjusting>
@property (nullable, nonatomic, copy) NSString *text;
@property (null_resettable, nonatomic, strong) UIFont *font;
@property (null_resettable, nonatomic, strong) UIColor *textColor;
@property (nullable, nonatomic, strong) UIColor *shadowColor;
@property (nonatomic) CGSize shadowOffset;
@property (nonatomic) NSTextAlignment textAlignment;
@property (nonatomic) NSLineBreakMode lineBreakMode;
@property (nullable, nonatomic, strong) UIColor *highlightedTextColor;
@property (nonatomic, getter=isHighlighted) BOOL highlighted;
@property (nonatomic, getter=isUserInteractionEnabled) BOOL userInteractionEnabled;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic) NSInteger numberOfLines;
@property (nonatomic) BOOL adjustsFontSizeToFitWidth;
@property (nonatomic) CGFloat minimumScaleFactor API_AVAILABLE(ios(6.0));
@property (nonatomic) BOOL allowsDefaultTighteningForTruncation API_AVAILABLE(ios(9.0));
- (CGRect)textRectForBounds:(CGRect)bounds limitedToNumberOfLines:(NSInteger)numberOfLines;
- (void)drawTextInRect:(CGRect)rect NS_SWIFT_NAME(drawText(in:));
@property (nonatomic) CGFloat preferredMaxLayoutWidth API_AVAILABLE(ios(6.0));
@property (nonatomic) BOOL enablesMarqueeWhenAncestorFocused API_AVAILABLE(tvos(12.0)) API_UNAVAILABLE(ios, watchos);
@end

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UIScrollView : UIView
@property (nonatomic, readonly, strong)
    UILayoutGuide *contentLayoutGuide API_AVAILABLE(ios(11.0), tvos(11.0), visionos(1.0));
@property (nonatomic, readonly, strong)
    UILayoutGuide *frameLayoutGuide API_AVAILABLE(ios(11.0), tvos(11.0), visionos(1.0));
@end

typedef NS_ENUM(NSInteger, UILayoutConstraintAxis) {
    UILayoutConstraintAxisHorizontal = 0,
    UILayoutConstraintAxisVertical = 1
} NS_SWIFT_NAME(NSLayoutConstraint.Axis) UIKIT_AVAILABLE_VIEWS;

API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UIStackView : UIView
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithArrangedSubviews:(NSArray<__kindof UIView *> *)views;
@property (nonatomic, readonly, copy) NSArray<__kindof UIView *> *arrangedSubviews;
- (void)addArrangedSubview:(UIView *)view;
@property (nonatomic) UILayoutConstraintAxis axis;
@property (nonatomic) CGFloat spacing;
@end

NS_ASSUME_NONNULL_END
