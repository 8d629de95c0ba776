// Stand-in for the SDK's <UIKit/NSLayoutConstraint.h>, <UIKit/NSLayoutAnchor.h> and <UIKit/UILayoutGuide.h>
// (source: Xcode 26 SDK, iOS 26). UIKit's API notes name the anchors' methods for Swift (`constraint(equalTo:)`);
// here NS_SWIFT_NAME does. Our own text.
#pragma once
#include "UIView.h"

NS_ASSUME_NONNULL_BEGIN

API_AVAILABLE(ios(6.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface NSLayoutConstraint : NSObject
+ (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints NS_SWIFT_NAME(activate(_:)) API_AVAILABLE(ios(8.0), tvos(9.0), visionos(1.0));
+ (void)deactivateConstraints:(NSArray<NSLayoutConstraint *> *)constraints NS_SWIFT_NAME(deactivate(_:))
    API_AVAILABLE(ios(8.0), tvos(9.0), visionos(1.0));
@property (nonatomic) CGFloat constant;
@property (getter=isActive) BOOL active API_AVAILABLE(ios(8.0), tvos(9.0), visionos(1.0));
@end

API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface NSLayoutAnchor<AnchorType> : NSObject
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
    NS_SWIFT_NAME(constraint(equalTo:)) __attribute__((warn_unused_result));
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
                                      constant:(CGFloat)c NS_SWIFT_NAME(constraint(equalTo:constant:))
    __attribute__((warn_unused_result));
@end

API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>
@end

API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>
@end

API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension *>
- (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)c NS_SWIFT_NAME(constraint(equalToConstant:))
    __attribute__((warn_unused_result));
@end

API_AVAILABLE(ios(9.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UILayoutGuide : NSObject <NSCoding>
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *leadingAnchor;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *trailingAnchor;
@property (nonatomic, readonly, strong) NSLayoutXAxisAnchor *centerXAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *topAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *bottomAnchor;
@property (nonatomic, readonly, strong) NSLayoutYAxisAnchor *centerYAnchor;
@property (nonatomic, readonly, strong) NSLayoutDimension *widthAnchor;
@property (nonatomic, readonly, strong) NSLayoutDimension *heightAnchor;
@end

NS_ASSUME_NONNULL_END
