// Stand-in for the SDK's <UIKit/UIView.h>, <UIKit/UIWindow.h>, <UIKit/UIImageView.h>, <UIKit/UIImage.h>,
// <UIKit/UILabel.h>, <UIKit/UIScrollView.h>, <UIKit/UIStackView.h>, <UIKit/UIColor.h>, <UIKit/UIFont.h>,
// <UIKit/UIFontDescriptor.h>, <UIKit/UIAccessibility.h>, <UIKit/UIAccessibilityIdentification.h>,
// <UIKit/UIContentSizeCategoryAdjusting.h> and <UIKit/UIInterface.h> (source: Xcode 26 SDK, iOS 26), declaration by
// declaration as far as the package, the Demo, the docs and our peers' documented snippets reach. Our own text.
#pragma once
#include "UIGeometry.h"
#include "UIResponder.h"

NS_ASSUME_NONNULL_BEGIN

@class UIWindow, UIWindowScene, UIViewController, UILayoutGuide, NSLayoutXAxisAnchor, NSLayoutYAxisAnchor, NSLayoutDimension;

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

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UIWindow : UIView
- (instancetype)initWithWindowScene:(UIWindowScene *)windowScene NS_DESIGNATED_INITIALIZER
    API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0));
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER
    API_DEPRECATED("Use init(windowScene:) instead.", ios(2.0, 26.0), tvos(9.0, 26.0), visionos(1.0, 26.0));
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
- (instancetype)init API_DEPRECATED("", ios(2.0, 26.0), tvos(9.0, 26.0), visionos(1.0, 26.0));
@property (nullable, nonatomic, weak) UIWindowScene *windowScene API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0));
@property (nonatomic, readonly, getter=isKeyWindow) BOOL keyWindow;
- (void)makeKeyWindow;
- (void)makeKeyAndVisible;
@property (nullable, nonatomic, strong) UIViewController *rootViewController;
@end

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UIImageView : UIView
- (instancetype)initWithImage:(nullable UIImage *)image;
@property (nullable, nonatomic, strong) UIImage *image;
@end

API_AVAILABLE(ios(10.0), tvos(10.0), visionos(1.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@protocol UIContentSizeCategoryAdjusting <NSObject>
@property (nonatomic) BOOL adjustsFontForContentSizeCategory;
@end

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UILabel : UIView <UIContentSizeCategoryAdjusting>
@property (nullable, nonatomic, copy) NSString *text;
@property (null_resettable, nonatomic, strong) UIFont *font;
@property (null_resettable, nonatomic, strong) UIColor *textColor;
@property (nonatomic) NSTextAlignment textAlignment;
@property (nonatomic) NSInteger numberOfLines;
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
