// Stand-in for the SDK's <UIKit/UIResponder.h> (source: Xcode 26 SDK, iOS 26). Our own text.
#pragma once
#include "UIKitDefines.h"

NS_ASSUME_NONNULL_BEGIN

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UIResponder : NSObject
@property (nonatomic, readonly, nullable) UIResponder *nextResponder;
@property (nonatomic, readonly) BOOL canBecomeFirstResponder;
- (BOOL)becomeFirstResponder;
- (BOOL)resignFirstResponder;
@property (nonatomic, readonly) BOOL isFirstResponder;
@end

NS_ASSUME_NONNULL_END
