// Stand-in for the SDK's <XCTest/XCUIApplication.h>, <XCTest/XCUIDevice.h>, <XCTest/XCUIDeviceButton.h>,
// <XCTest/XCUIAccessibilityAuditTypes.h> and <XCTest/XCUIAccessibilityAuditIssue.h> (source: Xcode 26 SDK, XCTest of
// iOS 26). Our own text.
#pragma once
#include "XCUIElement.h"

NS_ASSUME_NONNULL_BEGIN

// `#if !TARGET_OS_OSX` in the SDK: a suspended background state exists everywhere but on macOS.
typedef NS_ENUM(NSUInteger, XCUIApplicationState) {
    XCUIApplicationStateUnknown = 0,
    XCUIApplicationStateNotRunning = 1,
#if !defined(__ENVIRONMENT_MAC_OS_X_VERSION_MIN_REQUIRED__)
    XCUIApplicationStateRunningBackgroundSuspended = 2,
#endif
    XCUIApplicationStateRunningBackground = 3,
    XCUIApplicationStateRunningForeground = 4
} NS_SWIFT_NAME(XCUIApplication.State) API_AVAILABLE(macos(10.13), ios(11.0), tvos(11.0), visionos(1.0))
    API_UNAVAILABLE(watchos);

XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@interface XCUIApplication : XCUIElement
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithBundleIdentifier:(NSString *)bundleIdentifier NS_DESIGNATED_INITIALIZER
    API_AVAILABLE(macos(10.13), ios(11.0), tvos(11.0));
- (void)launch;
- (void)activate API_AVAILABLE(macos(10.13), ios(11.0), tvos(11.0));
- (void)terminate;
- (void)openURL:(NSURL *)url NS_SWIFT_NAME(open(_:)) API_AVAILABLE(macos(13.3), ios(16.4), tvos(16.4));
@property (nonatomic, copy) NSArray<NSString *> *launchArguments;
@property (nonatomic, copy) NSDictionary<NSString *, NSString *> *launchEnvironment;
@property (readonly) XCUIApplicationState state API_AVAILABLE(macos(10.13), ios(11.0), tvos(11.0));
- (BOOL)waitForState:(XCUIApplicationState)state
             timeout:(NSTimeInterval)timeout NS_SWIFT_NAME(wait(for:timeout:)) XCT_WARN_UNUSED API_AVAILABLE(macos(10.13), ios(11.0), tvos(11.0));
@end

// XCUIDeviceButton.h: the device's hardware buttons, `#if TARGET_OS_IPHONE && !TARGET_OS_MACCATALYST`; the volume
// buttons are unavailable in the Simulator, the action button exists on iOS and watchOS.
#if TARGET_OS_IPHONE && !TARGET_OS_MACCATALYST
typedef NS_ENUM(NSInteger, XCUIDeviceButton) {
    XCUIDeviceButtonHome = 1,
    XCUIDeviceButtonVolumeUp XCUI_SIMULATOR_UNAVAILABLE(
        "This API is not available in the Simulator, see the XCUIDeviceButton documentation for details.") = 2,
    XCUIDeviceButtonVolumeDown XCUI_SIMULATOR_UNAVAILABLE(
        "This API is not available in the Simulator, see the XCUIDeviceButton documentation for details.") = 3,
#if TARGET_OS_WATCH || TARGET_OS_IOS
    XCUIDeviceButtonAction = 4,
#endif
} NS_SWIFT_NAME(XCUIDevice.Button) XCUI_AVAILABLE;
#endif

API_AVAILABLE(macos(10.11), ios(9.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface XCUIDevice : NSObject
@property (class, readonly) XCUIDevice *sharedDevice NS_SWIFT_NAME(shared);
#if TARGET_OS_IPHONE && !TARGET_OS_MACCATALYST
- (void)pressButton:(XCUIDeviceButton)button NS_SWIFT_NAME(press(_:));
#endif
@end

typedef NS_OPTIONS(unsigned long long, XCUIAccessibilityAuditType) {
    XCUIAccessibilityAuditTypeContrast = 1ULL << 0,
    XCUIAccessibilityAuditTypeElementDetection = 1ULL << 1,
    XCUIAccessibilityAuditTypeHitRegion = 1ULL << 2,
    XCUIAccessibilityAuditTypeSufficientElementDescription = 1ULL << 3,
    XCUIAccessibilityAuditTypeDynamicType API_UNAVAILABLE(macos) = 1ULL << 16,
    XCUIAccessibilityAuditTypeTextClipped API_UNAVAILABLE(macos) = 1ULL << 17,
    XCUIAccessibilityAuditTypeTrait API_UNAVAILABLE(macos) = 1ULL << 18,
    XCUIAccessibilityAuditTypeAll = ~0ULL
} API_AVAILABLE(macos(14.0), ios(17.0), tvos(17.0), visionos(1.0)) API_UNAVAILABLE(watchos);

API_AVAILABLE(macos(14.0), ios(17.0), tvos(17.0), visionos(1.0)) API_UNAVAILABLE(watchos)
@interface XCUIAccessibilityAuditIssue : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (readonly, nullable) XCUIElement *element;
@property (readonly, copy) NSString *compactDescription;
@property (readonly, copy) NSString *detailedDescription;
@property (readonly) XCUIAccessibilityAuditType auditType;
@end

@interface XCUIApplication (XCUIAccessibilityAudit)
- (BOOL)performAccessibilityAuditWithAuditTypes:(XCUIAccessibilityAuditType)auditTypes
                                   issueHandler:(BOOL (^_Nullable)(XCUIAccessibilityAuditIssue *issue))issueHandler
                                          error:(NSError **)outError NS_REFINED_FOR_SWIFT
    API_AVAILABLE(macos(14.0), ios(17.0), tvos(17.0), visionos(1.0)) API_UNAVAILABLE(watchos);
@end

NS_ASSUME_NONNULL_END
