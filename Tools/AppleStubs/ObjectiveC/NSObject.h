// Stand-in for the SDK's <objc/objc.h>, <objc/NSObject.h> and, for NSInteger and NSUInteger,
// <Foundation/NSObjCRuntime.h> (source: Xcode 26 SDK, objc4 as shipped with iOS 26): the root class NSObject and the
// NSObject protocol, declaration by declaration as far as the stand-ins and the package reach. Our own text.
#pragma once
#include "Availability.h"

// objc.h: BOOL is `bool` where OBJC_BOOL_IS_BOOL (64-bit iOS, its simulators, tvOS, visionOS), `signed char` on
// macOS and Mac Catalyst; Swift imports either as Bool. The stand-in uses `bool` on every triple.
typedef _Bool BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
typedef struct objc_selector *SEL;
typedef struct objc_class *Class;
typedef long NSInteger;
typedef unsigned long NSUInteger;

#define OBJC_ROOT_CLASS __attribute__((objc_root_class))
// The ObjectiveC module's API notes give these Swift names; here the attribute NS_SWIFT_NAME expands to does.
#define OBJC_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define OBJC_SWIFT_UNAVAILABLE(msg) __attribute__((availability(swift, unavailable, message = msg)))

#pragma clang assume_nonnull begin

@class NSString;

@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
@property (readonly) Class superclass;
- (Class)class OBJC_SWIFT_UNAVAILABLE("use 'type(of: anObject)' instead");
- (BOOL)isKindOfClass:(Class)aClass OBJC_SWIFT_NAME(isKind(of:));
- (BOOL)isMemberOfClass:(Class)aClass OBJC_SWIFT_NAME(isMember(of:));
- (BOOL)respondsToSelector:(SEL)aSelector OBJC_SWIFT_NAME(responds(to:));
@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;
@end

OBJC_ROOT_CLASS
@interface NSObject <NSObject>
+ (void)load;
+ (void)initialize;
// objc/NSObject.h: NS_DESIGNATED_INITIALIZER, as NS_ENFORCE_NSOBJECT_DESIGNATED_INITIALIZER is 1 in objc/objc-api.h.
- (instancetype)init __attribute__((objc_designated_initializer));
+ (instancetype)new OBJC_SWIFT_UNAVAILABLE("use object initializers instead");
+ (instancetype)alloc OBJC_SWIFT_UNAVAILABLE("use object initializers instead");
- (void)dealloc OBJC_SWIFT_UNAVAILABLE("use 'deinit' to define a de-initializer");
+ (BOOL)instancesRespondToSelector:(SEL)aSelector OBJC_SWIFT_NAME(instancesRespond(to:));
+ (BOOL)isSubclassOfClass:(Class)aClass OBJC_SWIFT_NAME(isSubclass(of:));
@end

#pragma clang assume_nonnull end
