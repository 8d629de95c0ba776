// Stand-in for the SDK's content-size categories (<UIKit/UIContentSizeCategory.h>), <UIKit/UIInterface.h>,
// <UIKit/UIDevice.h>'s idioms and <UIKit/UITraitCollection.h> (source: Xcode 26 SDK, iOS 26). Our own text.
#pragma once
#include "UIView.h"

NS_ASSUME_NONNULL_BEGIN

typedef NSString *UIContentSizeCategory NS_TYPED_ENUM API_AVAILABLE(ios(7.0), tvos(9.0), visionos(1.0))
    API_UNAVAILABLE(watchos);
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryUnspecified API_AVAILABLE(ios(10.0), tvos(10.0), visionos(1.0)) API_UNAVAILABLE(watchos);
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraSmall API_AVAILABLE(ios(7.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos);
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategorySmall API_AVAILABLE(ios(7.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos);
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryMedium API_AVAILABLE(ios(7.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos);
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryLarge API_AVAILABLE(ios(7.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos);
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraLarge API_AVAILABLE(ios(7.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos);
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraExtraLarge API_AVAILABLE(ios(7.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos);
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryExtraExtraExtraLarge API_AVAILABLE(ios(7.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos);
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityMedium API_AVAILABLE(ios(7.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos);
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityLarge API_AVAILABLE(ios(7.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos);
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraLarge API_AVAILABLE(ios(7.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos);
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraExtraLarge API_AVAILABLE(ios(7.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos);
UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraExtraExtraLarge API_AVAILABLE(ios(7.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos);

// UIInterface.h
typedef NS_ENUM(NSInteger, UIUserInterfaceLayoutDirection) {
    UIUserInterfaceLayoutDirectionLeftToRight,
    UIUserInterfaceLayoutDirectionRightToLeft,
} API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(watchos);

// UIInterface.h
typedef NS_ENUM(NSInteger, UIUserInterfaceSizeClass) {
    UIUserInterfaceSizeClassUnspecified = 0,
    UIUserInterfaceSizeClassCompact = 1,
    UIUserInterfaceSizeClassRegular = 2,
} API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos);

// UIDevice.h
typedef NS_ENUM(NSInteger, UIUserInterfaceIdiom) {
    UIUserInterfaceIdiomUnspecified = -1,
    UIUserInterfaceIdiomPhone API_AVAILABLE(ios(3.2)),
    UIUserInterfaceIdiomPad API_AVAILABLE(ios(3.2)),
    UIUserInterfaceIdiomTV API_AVAILABLE(ios(9.0)),
    UIUserInterfaceIdiomCarPlay API_AVAILABLE(ios(9.0)),
    UIUserInterfaceIdiomMac API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos) = 5,
    UIUserInterfaceIdiomVision API_AVAILABLE(ios(17.0)) API_UNAVAILABLE(watchos) = 6,
} API_UNAVAILABLE(watchos);

typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) {
    UIUserInterfaceStyleUnspecified,
    UIUserInterfaceStyleLight,
    UIUserInterfaceStyleDark,
} API_AVAILABLE(ios(12.0), tvos(10.0), visionos(1.0)) API_UNAVAILABLE(watchos);

typedef NS_ENUM(NSInteger, UITraitEnvironmentLayoutDirection) {
    UITraitEnvironmentLayoutDirectionUnspecified = -1,
    UITraitEnvironmentLayoutDirectionLeftToRight = 0,
    UITraitEnvironmentLayoutDirectionRightToLeft = 1,
} API_AVAILABLE(ios(10.0), tvos(10.0), visionos(1.0)) API_UNAVAILABLE(watchos);

API_AVAILABLE(ios(8.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos) NS_SWIFT_SENDABLE
@interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>
// UITraitCollection.h: the traits whose types the stand-ins have, their factories, and the current collection.
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
+ (UITraitCollection *)traitCollectionWithUserInterfaceIdiom:(UIUserInterfaceIdiom)idiom
    NS_SWIFT_NAME(init(userInterfaceIdiom:));
@property (nonatomic, readonly) UIUserInterfaceIdiom userInterfaceIdiom;
+ (UITraitCollection *)traitCollectionWithDisplayScale:(CGFloat)scale NS_SWIFT_NAME(init(displayScale:));
@property (nonatomic, readonly) CGFloat displayScale;
+ (UITraitCollection *)traitCollectionWithHorizontalSizeClass:(UIUserInterfaceSizeClass)horizontalSizeClass
    NS_SWIFT_NAME(init(horizontalSizeClass:));
@property (nonatomic, readonly) UIUserInterfaceSizeClass horizontalSizeClass;
+ (UITraitCollection *)traitCollectionWithVerticalSizeClass:(UIUserInterfaceSizeClass)verticalSizeClass
    NS_SWIFT_NAME(init(verticalSizeClass:));
@property (nonatomic, readonly) UIUserInterfaceSizeClass verticalSizeClass;
+ (UITraitCollection *)traitCollectionWithTypesettingLanguage:(NSString *)language NS_SWIFT_NAME(init(typesettingLanguage:))
    API_AVAILABLE(ios(17.0), tvos(17.0), visionos(1.0)) API_UNAVAILABLE(watchos);
@property (nonatomic, readonly) NSString *typesettingLanguage API_AVAILABLE(ios(17.0), tvos(17.0), visionos(1.0))
    API_UNAVAILABLE(watchos);
@property (class, nonatomic, strong) UITraitCollection *currentTraitCollection NS_SWIFT_NAME(current)
    API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0)) API_UNAVAILABLE(watchos);
- (void)performAsCurrentTraitCollection:(void(NS_NOESCAPE ^)(void))actions NS_SWIFT_NAME(performAsCurrent(_:))
    API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0)) API_UNAVAILABLE(watchos);
- (BOOL)hasDifferentColorAppearanceComparedToTraitCollection:(nullable UITraitCollection *)traitCollection
    NS_SWIFT_NAME(hasDifferentColorAppearance(comparedTo:)) API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0))
    API_UNAVAILABLE(watchos);
+ (UITraitCollection *)traitCollectionWithTraitsFromCollections:(NSArray<UITraitCollection *> *)traitCollections NS_SWIFT_NAME(init(traitsFrom:))
    API_DEPRECATED("Use UITraitCollection(mutations:) instead", ios(8.0, 17.0), tvos(9.0, 17.0), visionos(1.0, 1.0));
+ (UITraitCollection *)traitCollectionWithPreferredContentSizeCategory:(UIContentSizeCategory)preferredContentSizeCategory NS_SWIFT_NAME(init(preferredContentSizeCategory:))
    API_AVAILABLE(ios(10.0), tvos(10.0), visionos(1.0));
+ (UITraitCollection *)traitCollectionWithLayoutDirection:(UITraitEnvironmentLayoutDirection)layoutDirection NS_SWIFT_NAME(init(layoutDirection:))
    API_AVAILABLE(ios(10.0), tvos(10.0), visionos(1.0));
+ (UITraitCollection *)traitCollectionWithUserInterfaceStyle:(UIUserInterfaceStyle)userInterfaceStyle NS_SWIFT_NAME(init(userInterfaceStyle:))
    API_AVAILABLE(ios(12.0), tvos(10.0), visionos(1.0));
@property (nonatomic, readonly) UIUserInterfaceStyle userInterfaceStyle API_AVAILABLE(ios(12.0), tvos(10.0), visionos(1.0));
@property (nonatomic, copy, readonly)
    UIContentSizeCategory preferredContentSizeCategory API_AVAILABLE(ios(10.0), tvos(10.0), visionos(1.0));
@property (nonatomic, readonly)
    UITraitEnvironmentLayoutDirection layoutDirection API_AVAILABLE(ios(10.0), tvos(10.0), visionos(1.0));
@end

NS_ASSUME_NONNULL_END
