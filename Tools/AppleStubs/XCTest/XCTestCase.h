// Stand-in for the SDK's <XCTest/XCAbstractTest.h> (the class XCTest), <XCTest/XCTestCase.h>,
// <XCTest/XCTAttachment.h>, <XCTest/XCTAttachmentLifetime.h>, <XCTest/XCTActivity.h>, <XCTest/XCTContext.h> and
// <XCTest/XCTestCase+XCUIApplicationLaunchTesting.h> (source: Xcode 26 SDK, XCTest of iOS 26; XCTestRun from
// <XCTest/XCTestRun.h>): every set-up and tear-down form, attachments, activities. Our own text.
#pragma once
#include "XCTestDefines.h"

NS_ASSUME_NONNULL_BEGIN

@class XCTAttachment;

// XCTestRun.h: what running a test produced; only named here.
@interface XCTestRun : NSObject
@end

@interface XCTest : NSObject
@property (readonly) NSUInteger testCaseCount;
@property (readonly, copy) NSString *name;
@property (readonly, nullable) Class testRunClass;
@property (readonly, nullable) XCTestRun *testRun;
- (void)performTest:(XCTestRun *)run;
- (void)runTest;
// XCAbstractTest.h: every form of set-up and tear-down, without availability of its own. Swift imports the
// completion-handler forms also as `setUp() async throws` and `tearDown() async throws`.
- (void)setUpWithCompletionHandler:(void (^)(NSError *_Nullable error))completion;
- (BOOL)setUpWithError:(NSError **)error;
- (void)setUp;
- (void)tearDown;
- (BOOL)tearDownWithError:(NSError **)error;
- (void)tearDownWithCompletionHandler:(void (^)(NSError *_Nullable error))completion;
@end

@interface XCTestCase : XCTest
@property BOOL continueAfterFailure;
// XCTestCase.h: tear-down blocks, run after -tearDown in the reverse order of their registration.
- (void)addTeardownBlock:(void (^)(void))block;
- (void)addAsyncTeardownBlock:(void (^)(void (^completion)(NSError *_Nullable error)))block;
@property NSTimeInterval executionTimeAllowance;
- (void)recordFailureWithDescription:(NSString *)description
                              inFile:(NSString *)filePath
                              atLine:(NSUInteger)lineNumber
                            expected:(BOOL)expected NS_SWIFT_NAME(recordFailure(withDescription:inFile:atLine:expected:))
    XCT_DEPRECATED_WITH_REPLACEMENT("recordIssue:");
@end

// XCTestCase.h: the class's set-up and tear-down, once for all its tests.
@interface XCTestCase (XCTestSuiteExtensions)
+ (void)setUp;
+ (void)tearDown;
@end

typedef NS_ENUM(NSInteger, XCTAttachmentLifetime) {
    XCTAttachmentLifetimeKeepAlways = 0,
    XCTAttachmentLifetimeDeleteOnSuccess = 1
} NS_SWIFT_NAME(XCTAttachment.Lifetime);

// XCTAttachment.h
@interface XCTAttachment : NSObject <NSSecureCoding>
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
- (instancetype)initWithUniformTypeIdentifier:(nullable NSString *)identifier
                                         name:(nullable NSString *)name
                                      payload:(nullable NSData *)payload
                                     userInfo:(nullable NSDictionary *)userInfo NS_DESIGNATED_INITIALIZER;
+ (instancetype)attachmentWithUniformTypeIdentifier:(nullable NSString *)identifier
                                               name:(nullable NSString *)name
                                            payload:(nullable NSData *)payload
                                           userInfo:(nullable NSDictionary *)userInfo;
@property (readonly, copy) NSString *uniformTypeIdentifier;
@property (nullable, copy) NSString *name;
@property (nullable, copy) NSDictionary *userInfo;
@property XCTAttachmentLifetime lifetime;
@end

// XCTAttachment.h: the image is a UIImage (an NSImage on macOS), declared forward as there.
#if TARGET_OS_IPHONE
@class UIImage;
#endif

// XCTAttachment.h
typedef NS_ENUM(NSInteger, XCTImageQuality) {
    XCTImageQualityOriginal,
    XCTImageQualityMedium,
    XCTImageQualityLow
};

// XCTAttachment.h: factories, imported as convenience initialisers; the Swift names of the URL forms are the API
// notes' (`XCTAttachment(contentsOfFile:)`, `XCTAttachment(compressedContentsOfDirectory:)`).
@interface XCTAttachment (ConvenienceInitializers)
+ (instancetype)attachmentWithData:(NSData *)payload;
+ (instancetype)attachmentWithData:(NSData *)payload uniformTypeIdentifier:(NSString *)identifier;
+ (instancetype)attachmentWithString:(NSString *)string;
+ (instancetype)attachmentWithArchivableObject:(id<NSSecureCoding>)object;
+ (instancetype)attachmentWithArchivableObject:(id<NSSecureCoding>)object
                         uniformTypeIdentifier:(NSString *)identifier;
+ (instancetype)attachmentWithPlistObject:(id)object;
+ (instancetype)attachmentWithContentsOfFileAtURL:(NSURL *)url NS_SWIFT_NAME(init(contentsOfFile:));
+ (instancetype)attachmentWithContentsOfFileAtURL:(NSURL *)url
                            uniformTypeIdentifier:(NSString *)identifier
    NS_SWIFT_NAME(init(contentsOfFile:uniformTypeIdentifier:));
+ (instancetype)attachmentWithCompressedContentsOfDirectoryAtURL:(NSURL *)url
    NS_SWIFT_NAME(init(compressedContentsOfDirectory:));
#if TARGET_OS_IPHONE
+ (instancetype)attachmentWithImage:(UIImage *)image;
+ (instancetype)attachmentWithImage:(UIImage *)image quality:(XCTImageQuality)quality;
#endif
@end

// XCTActivity.h: a plain protocol, not main-actor isolated.
@protocol XCTActivity <NSObject>
@property (readonly, copy) NSString *name;
- (void)addAttachment:(XCTAttachment *)attachment NS_SWIFT_NAME(add(_:));
@end

// XCTestCase.h: a test case is an activity too, so `add(_:)` attaches to the test.
@interface XCTestCase (XCTActivity) <XCTActivity>
@end

@interface XCTContext : NSObject
- (instancetype)init XCUI_UNAVAILABLE(
    "XCTContext is not to be instantiated directly, use +[XCTContext runActivityNamed:block:] to run an activity.");
+ (instancetype)new XCUI_UNAVAILABLE(
    "XCTContext is not to be instantiated directly, use +[XCTContext runActivityNamed:block:] to run an activity.");
+ (void)runActivityNamed:(NSString *)name block:(NS_NOESCAPE void (^)(id<XCTActivity> activity))block NS_REFINED_FOR_SWIFT;
@end

// XCTestCase+XCUIApplicationLaunchTesting.h: main-actor, `#if XCT_UI_TESTING_AVAILABLE` (every platform in Xcode 26).
XCT_SWIFT_MAIN_ACTOR
@interface XCTestCase (XCUIApplication_LaunchTesting)
@property (class, readonly) BOOL runsForEachTargetApplicationUIConfiguration;
@end

NS_ASSUME_NONNULL_END
