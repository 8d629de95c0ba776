// Stand-in for the SDK's Foundation headers (source: Xcode 26 SDK, iOS 26: NSString.h, NSArray.h, NSDictionary.h,
// NSSet.h, NSIndexPath.h, NSURL.h, NSData.h, NSCoder.h, NSBundle.h, NSPredicate.h, NSZone.h; NSCoding, NSCopying and
// NSSecureCoding from NSObject.h), declaration by
// declaration as far as the stand-ins' headers and the package reach. Our own text. Foundation's API notes bridge
// NSString, NSArray, NSDictionary, NSSet, NSIndexPath and NSURL to Swift's String, Array, Dictionary, Set, IndexPath
// and URL and drop the prefix of NSBundle; here the same is written on the declarations (`swift_bridge`,
// NS_SWIFT_NAME).
#pragma once
#include <CoreGraphics/CGGeometry.h>
#include "NSObjCRuntime.h"

NS_ASSUME_NONNULL_BEGIN

API_AVAILABLE(macos(10.0), ios(2.0), tvos(9.0), watchos(2.0), visionos(1.0))
NS_SWIFT_BRIDGED(Swift.String)
@interface NSString : NSObject
@property (readonly) NSUInteger length;
@end

API_AVAILABLE(macos(10.0), ios(2.0), tvos(9.0), watchos(2.0), visionos(1.0))
NS_SWIFT_BRIDGED(Swift.Array)
@interface NSArray<__covariant ObjectType> : NSObject
@property (readonly) NSUInteger count;
@end

API_AVAILABLE(macos(10.0), ios(2.0), tvos(9.0), watchos(2.0), visionos(1.0))
NS_SWIFT_BRIDGED(Swift.Dictionary)
@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject
@property (readonly) NSUInteger count;
@end

API_AVAILABLE(macos(10.0), ios(2.0), tvos(9.0), watchos(2.0), visionos(1.0))
NS_SWIFT_BRIDGED(Swift.Set)
@interface NSSet<__covariant ObjectType> : NSObject
@property (readonly) NSUInteger count;
@end

API_AVAILABLE(macos(10.4), ios(2.0), tvos(9.0), watchos(2.0), visionos(1.0))
NS_SWIFT_BRIDGED(Foundation.IndexPath)
@interface NSIndexPath : NSObject
@property (readonly) NSUInteger length;
@end

API_AVAILABLE(macos(10.0), ios(2.0), tvos(9.0), watchos(2.0), visionos(1.0))
NS_SWIFT_BRIDGED(Foundation.URL)
@interface NSURL : NSObject
@end

// NSError.h: Sendable (NS_SWIFT_SENDABLE) in the SDKs of Swift 5.7 (Xcode 14) on.
typedef NSString *NSErrorDomain;
typedef NSString *NSErrorUserInfoKey;

API_AVAILABLE(macos(10.0), ios(2.0), tvos(9.0), watchos(2.0), visionos(1.0)) NS_SWIFT_SENDABLE
@interface NSError : NSObject
- (instancetype)initWithDomain:(NSErrorDomain)domain
                          code:(NSInteger)code
                      userInfo:(nullable NSDictionary<NSErrorUserInfoKey, id> *)dict NS_DESIGNATED_INITIALIZER;
@property (readonly, copy) NSErrorDomain domain;
@property (readonly) NSInteger code;
@property (readonly, copy) NSDictionary<NSErrorUserInfoKey, id> *userInfo;
@property (readonly, copy) NSString *localizedDescription;
@end

API_AVAILABLE(macos(10.0), ios(2.0), tvos(9.0), watchos(2.0), visionos(1.0))
@interface NSCoder : NSObject
@end

@protocol NSCoding
- (void)encodeWithCoder:(NSCoder *)coder NS_SWIFT_NAME(encode(with:));
- (nullable instancetype)initWithCoder:(NSCoder *)coder;
@end

// NSZone.h
typedef struct _NSZone NSZone;

// NSObject.h
@protocol NSCopying
- (id)copyWithZone:(nullable NSZone *)zone;
@end

// NSObject.h
@protocol NSSecureCoding <NSCoding>
@required
@property (class, readonly) BOOL supportsSecureCoding;
@end

// NSData.h: bridged to Data by Foundation's overlay.
NS_SWIFT_BRIDGED(Foundation.Data)
@interface NSData : NSObject <NSCopying, NSSecureCoding>
@property (readonly) NSUInteger length;
@end

API_AVAILABLE(macos(10.0), ios(2.0), tvos(9.0), watchos(2.0), visionos(1.0))
NS_SWIFT_NAME(Bundle)
@interface NSBundle : NSObject
@property (class, readonly, strong) NSBundle *mainBundle;
@property (class, readonly, copy) NSArray<NSBundle *> *allBundles;
@property (readonly, copy) NSURL *bundleURL API_AVAILABLE(macos(10.6), ios(4.0), tvos(9.0), watchos(2.0), visionos(1.0));
@property (nullable, readonly, copy)
    NSURL *executableURL API_AVAILABLE(macos(10.6), ios(4.0), tvos(9.0), watchos(2.0), visionos(1.0));
- (nullable id)objectForInfoDictionaryKey:(NSString *)key NS_SWIFT_NAME(object(forInfoDictionaryKey:));
@end

API_AVAILABLE(macos(10.4), ios(3.0), tvos(9.0), watchos(2.0), visionos(1.0))
@interface NSPredicate : NSObject
+ (NSPredicate *)predicateWithFormat:(NSString *)predicateFormat argumentArray:(nullable NSArray *)arguments NS_SWIFT_NAME(init(format:argumentArray:));
@end

NS_ASSUME_NONNULL_END
