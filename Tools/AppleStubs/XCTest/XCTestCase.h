// Stand-in for the SDK's <XCTest/XCAbstractTest.h> (the class XCTest), <XCTest/XCTestCase.h>,
// <XCTest/XCTAttachment.h>, <XCTest/XCTAttachmentLifetime.h>, <XCTest/XCTActivity.h> and <XCTest/XCTContext.h>
// (source: Xcode 26 SDK, XCTest of iOS 26). Our own text.
#pragma once
#include "XCTestDefines.h"

NS_ASSUME_NONNULL_BEGIN

@interface XCTest : NSObject
@property (readonly, copy) NSString *name;
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
+ (void)runActivityNamed:(NSString *)name block:(NS_NOESCAPE void (^)(id<XCTActivity> activity))block NS_REFINED_FOR_SWIFT;
@end

NS_ASSUME_NONNULL_END
