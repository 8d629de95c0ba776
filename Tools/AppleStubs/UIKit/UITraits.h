// Stand-in for the SDK's content-size categories (<UIKit/UIContentSizeCategory.h>), <UIKit/UIInterface.h> and
// <UIKit/UITraitCollection.h> (source: Xcode 26 SDK, iOS 26). Our own text.
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
@interface UITraitCollection : NSObject
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
