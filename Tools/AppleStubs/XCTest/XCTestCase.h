// Stand-in for the SDK's <XCTest/XCTest.h> classes XCTest and XCTestCase, <XCTest/XCTAttachment.h>,
// <XCTest/XCTActivity.h> and <XCTest/XCTContext.h> (source: Xcode 26 SDK, XCTest of iOS 26). Our own text.
#pragma once
#include "XCTestDefines.h"

NS_ASSUME_NONNULL_BEGIN

@interface XCTest : NSObject
@property (readonly, copy) NSString *name;
- (void)setUp;
- (BOOL)setUpWithError:(NSError **)error API_AVAILABLE(macos(10.15), ios(13.0), tvos(13.0), watchos(6.0));
- (void)tearDown;
- (BOOL)tearDownWithError:(NSError **)error API_AVAILABLE(macos(10.15), ios(13.0), tvos(13.0), watchos(6.0));
@end

@interface XCTestCase : XCTest
@property BOOL continueAfterFailure;
- (void)recordFailureWithDescription:(NSString *)description
                              inFile:(NSString *)filePath
                              atLine:(NSUInteger)lineNumber
                            expected:(BOOL)expected NS_SWIFT_NAME(recordFailure(withDescription:inFile:atLine:expected:))
    XCT_DEPRECATED_WITH_REPLACEMENT("recordIssue:");
@end

typedef NS_ENUM(NSInteger, XCTAttachmentLifetime) {
    XCTAttachmentLifetimeKeepAlways = 0,
    XCTAttachmentLifetimeDeleteOnSuccess = 1
} NS_SWIFT_NAME(XCTAttachment.Lifetime);

@interface XCTAttachment : NSObject
@property (nullable, copy) NSString *name;
@property XCTAttachmentLifetime lifetime;
@end

// XCTActivity.h: a plain protocol, not main-actor isolated.
@protocol XCTActivity <NSObject>
@property (readonly, copy) NSString *name;
- (void)addAttachment:(XCTAttachment *)attachment NS_SWIFT_NAME(add(_:));
@end

@interface XCTContext : NSObject
- (instancetype)init XCUI_UNAVAILABLE(
    "XCTContext is not to be instantiated directly, use +[XCTContext runActivityNamed:block:] to run an activity.");
+ (instancetype)new XCUI_UNAVAILABLE(
    "XCTContext is not to be instantiated directly, use +[XCTContext runActivityNamed:block:] to run an activity.");
+ (nullable id)runActivityNamed:(NSString *)name
                          block:(id _Nullable(NS_NOESCAPE ^)(id<XCTActivity> activity))block NS_REFINED_FOR_SWIFT;
@end

NS_ASSUME_NONNULL_END
