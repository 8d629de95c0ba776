// Stand-in for the SDK's <Foundation/NSObjCRuntime.h>, NSTimeInterval of <Foundation/NSDate.h>, and the Swift
// annotations of <CoreFoundation/CFBase.h> (source: Xcode 26 SDK, iOS 26): the NS_* macros defined to the clang
// attributes the SDK defines them to, so that the Swift compiler's clang importer applies nullability, names, isolation
// and enums as with the SDK. Our own text.
#pragma once
#include <ObjectiveC/ObjectiveC.h>

#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
#define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
#define NS_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message = _msg)))
#define NS_SWIFT_UI_ACTOR __attribute__((swift_attr("@UIActor")))
#define NS_SWIFT_NONISOLATED __attribute__((swift_attr("nonisolated")))
#define NS_SWIFT_SENDABLE __attribute__((swift_attr("@Sendable")))
#define NS_SWIFT_NONSENDABLE __attribute__((swift_attr("@_nonSendable")))
#define NS_SWIFT_DISABLE_ASYNC __attribute__((swift_async(none)))
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NS_NOESCAPE __attribute__((noescape))
#define NS_FORMAT_FUNCTION(F, A) __attribute__((format(__NSString__, F, A)))
#define NS_TYPED_ENUM __attribute__((swift_wrapper(enum)))
#define NS_TYPED_EXTENSIBLE_ENUM __attribute__((swift_wrapper(struct)))
#define NS_STRING_ENUM NS_TYPED_ENUM
#define NS_EXTENSIBLE_STRING_ENUM NS_TYPED_EXTENSIBLE_ENUM
#define NS_ENUM(_type, _name)                                                                                         \
    enum __attribute__((enum_extensibility(open))) _name : _type _name;                                               \
    enum __attribute__((enum_extensibility(open))) _name : _type
#define NS_CLOSED_ENUM(_type, _name)                                                                                  \
    enum __attribute__((enum_extensibility(closed))) _name : _type _name;                                             \
    enum __attribute__((enum_extensibility(closed))) _name : _type
#define NS_OPTIONS(_type, _name)                                                                                      \
    enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type _name;                                    \
    enum __attribute__((flag_enum, enum_extensibility(open))) _name : _type
#define FOUNDATION_EXPORT extern
#define NS_SWIFT_BRIDGED(_type) __attribute__((swift_bridge(#_type)))
// NSObjCRuntime.h and Availability.h: API that an iOS app extension cannot use (checked under -application-extension).
#define NS_EXTENSION_UNAVAILABLE_IOS(_msg) __attribute__((availability(ios_app_extension, unavailable, message = _msg)))

typedef double NSTimeInterval NS_SWIFT_NAME(TimeInterval);
