// Stand-in for the SDK's <UIKit/UIKitDefines.h> (source: Xcode 26 SDK, iOS 26). Our own text.
#pragma once
#include <Foundation/Foundation.h>

#define UIKIT_EXTERN extern __attribute__((visibility("default")))
#define UIKIT_SWIFT_FORWARD_DECLARE(_type)
// The SDK's UIKit classes are API_AVAILABLE(ios(2.0)) and friends in one place: UIKIT_AVAILABLE_VIEWS is the
// availability of UIKit's responders, views, windows and view controllers, which watchOS lacks.
#define UIKIT_AVAILABLE_VIEWS API_AVAILABLE(ios(2.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos)
