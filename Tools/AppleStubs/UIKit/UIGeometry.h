// Stand-in for the SDK's <UIKit/UIGeometry.h> and <UIKit/NSText.h> (source: Xcode 26 SDK, iOS 26). Our own text.
#pragma once
#include "UIKitDefines.h"

typedef NS_ENUM(NSInteger, NSTextAlignment) {
    NSTextAlignmentLeft = 0,
    NSTextAlignmentCenter = 1,
    NSTextAlignmentRight = 2,
    NSTextAlignmentJustified = 3,
    NSTextAlignmentNatural = 4,
} API_AVAILABLE(macos(10.0), ios(6.0), tvos(9.0), watchos(2.0), visionos(1.0));
