// Stand-in for the SDK's <XCTest/XCTestDefines.h> and <XCTest/XCTAvailability.h> (source: Xcode 26 SDK, XCTest of
// iOS 26) and <XCUIAutomation/XCUIAutomationDefines.h>. XCT_UI_TESTING_AVAILABLE and XCUI_UI_TESTING_AVAILABLE are 1
// on every platform of the Xcode 26 SDK, watchOS included: XCUIAutomation's types exist there. Our own text.
#pragma once
#include <Foundation/Foundation.h>

#define XCT_EXPORT extern __attribute__((visibility("default")))
#define XCT_WARN_UNUSED __attribute__((warn_unused_result))
#define XCT_DEPRECATED_WITH_REPLACEMENT(REPLACEMENT) __attribute__((deprecated("Replaced by '" REPLACEMENT "'")))
#define XCT_SWIFT_MAIN_ACTOR NS_SWIFT_UI_ACTOR
#define XCUI_UNAVAILABLE(_msg) __attribute__((unavailable(_msg)))
// XCUIAutomationDefines.h: the volume buttons do not exist in the Simulator.
#if TARGET_OS_SIMULATOR
#define XCUI_SIMULATOR_UNAVAILABLE(_msg) __attribute__((availability(ios, unavailable, message = _msg)))
#else
#define XCUI_SIMULATOR_UNAVAILABLE(_msg)
#endif
// XCUIAutomation's availability: the types date from Xcode 7 (macOS 10.11, iOS 9.0, tvOS 9.0) and exist on visionOS
// from 1.0; Xcode 26's XCUIAutomation headers give them no availability of their own, so they exist on watchOS too,
// from the package's minimum.
#define XCUI_AVAILABLE API_AVAILABLE(macos(10.11), ios(9.0), tvos(9.0), visionos(1.0))
// XCUIAutomationDefines.h
#define XCUI_WARN_UNUSED __attribute__((warn_unused_result))
#define XCUI_NOESCAPE __attribute__((noescape))
#define XCUI_PROTECTED_RESOURCES_RESET_API_AVAILABLE API_AVAILABLE(macos(10.15.4), ios(13.4), tvos(13.4))
