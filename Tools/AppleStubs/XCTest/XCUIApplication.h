// Stand-in for the SDK's <XCTest/XCUIApplication.h>, <XCTest/XCUIDevice.h>, <XCTest/XCUIDeviceButton.h>,
// <XCTest/XCUIAccessibilityAuditTypes.h>, <XCTest/XCUIAccessibilityAuditIssue.h> and <XCTest/XCUIProtectedResource.h>
// (source: Xcode 26 SDK, XCTest and XCUIAutomation of iOS 26): every member of XCUIApplication. Our own text.
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
} NS_SWIFT_NAME(XCUIApplication.State) API_AVAILABLE(macos(10.13), ios(11.0), tvos(11.0), visionos(1.0));

// XCUIProtectedResource.h: what `resetAuthorizationStatus(for:)` resets; each platform has its own cases.
typedef NS_ENUM(NSInteger, XCUIProtectedResource) {
    XCUIProtectedResourceContacts = 1,
    XCUIProtectedResourceCalendar = 2,
    XCUIProtectedResourceReminders = 3,
    XCUIProtectedResourcePhotos = 4,
    XCUIProtectedResourceMicrophone = 5,
    XCUIProtectedResourceCamera = 6,
    XCUIProtectedResourceMediaLibrary = 7,
    XCUIProtectedResourceHomeKit = 8,
#if defined(__ENVIRONMENT_MAC_OS_X_VERSION_MIN_REQUIRED__) || TARGET_OS_IOS || TARGET_OS_WATCH
    XCUIProtectedResourceFocus API_AVAILABLE(macos(12.0), ios(15.0), watchos(8.0)) = 9,
#endif
#if TARGET_OS_IOS
    XCUIProtectedResourceLocalNetwork API_AVAILABLE(ios(15.4)) = -0x40000005,
#endif
#if TARGET_OS_IPHONE
    XCUIProtectedResourceBluetooth = -0x40000000,
    XCUIProtectedResourceKeyboardNetwork = -0x40000001,
    XCUIProtectedResourceLocation = -0x40000002,
    XCUIProtectedResourceHealth API_AVAILABLE(ios(14.0), tvos(14.0)) = -0x40000003,
    XCUIProtectedResourceUserTracking API_AVAILABLE(ios(15.0), tvos(15.0)) = -0x40000004,
#endif
} XCUI_PROTECTED_RESOURCES_RESET_API_AVAILABLE;

XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@interface XCUIApplication : XCUIElement
- (instancetype)init NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithBundleIdentifier:(NSString *)bundleIdentifier NS_DESIGNATED_INITIALIZER
    API_AVAILABLE(macos(10.13), ios(11.0), tvos(11.0));
// XCUIApplication.h: `#if TARGET_OS_OSX || TARGET_OS_MACCATALYST`.
#if defined(__ENVIRONMENT_MAC_OS_X_VERSION_MIN_REQUIRED__) || TARGET_OS_MACCATALYST
- (instancetype)initWithURL:(NSURL *)url NS_DESIGNATED_INITIALIZER;
#endif
- (void)launch;
- (void)activate API_AVAILABLE(macos(10.13), ios(11.0), tvos(11.0));
- (void)terminate;
- (void)openURL:(NSURL *)url NS_SWIFT_NAME(open(_:)) API_AVAILABLE(macos(13.3), ios(16.4), tvos(16.4), watchos(9.4));
@property (nonatomic, copy) NSArray<NSString *> *launchArguments;
@property (nonatomic, copy) NSDictionary<NSString *, NSString *> *launchEnvironment;
@property (readonly) XCUIApplicationState state API_AVAILABLE(macos(10.13), ios(11.0), tvos(11.0));
- (BOOL)waitForState:(XCUIApplicationState)state
             timeout:(NSTimeInterval)timeout NS_SWIFT_NAME(wait(for:timeout:)) XCT_WARN_UNUSED API_AVAILABLE(macos(10.13), ios(11.0), tvos(11.0));
- (void)resetAuthorizationStatusForResource:(XCUIProtectedResource)resource
    NS_SWIFT_NAME(resetAuthorizationStatus(for:)) XCUI_PROTECTED_RESOURCES_RESET_API_AVAILABLE;
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

XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
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
} API_AVAILABLE(macos(14.0), ios(17.0), tvos(17.0), watchos(10.0), visionos(1.0));

API_AVAILABLE(macos(14.0), ios(17.0), tvos(17.0), watchos(10.0), visionos(1.0))
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
    API_AVAILABLE(macos(14.0), ios(17.0), tvos(17.0), watchos(10.0), visionos(1.0));
@end

NS_ASSUME_NONNULL_END
