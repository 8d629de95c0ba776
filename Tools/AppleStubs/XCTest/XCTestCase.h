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
    API_DEPRECATED("Use -recordIssue: instead.", macos(10.10, 11.0), ios(8.0, 14.0), tvos(9.0, 14.0),
                   watchos(2.0, 7.0));
@end

typedef NS_ENUM(NSInteger, XCTAttachmentLifetime) {
    XCTAttachmentLifetimeKeepAlways = 0,
    XCTAttachmentLifetimeDeleteOnSuccess = 1
} NS_SWIFT_NAME(XCTAttachment.Lifetime);

@interface XCTAttachment : NSObject
@property (nullable, copy) NSString *name;
@property XCTAttachmentLifetime lifetime;
@end

NS_SWIFT_UI_ACTOR
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
