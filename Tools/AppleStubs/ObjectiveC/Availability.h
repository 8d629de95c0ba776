// Stand-in for the SDK's <os/availability.h> and <AvailabilityInternal.h> (source: Xcode 26 SDK, macOS 26 / iOS 26):
// the API_AVAILABLE, API_DEPRECATED, API_UNAVAILABLE and API_TO_BE_DEPRECATED macros, defined to the clang
// `availability` attributes the SDK defines them to, so the Swift compiler's clang importer turns them into
// `@available` attributes as it does with the SDK. Our own text; up to seven platforms an attribute.
#pragma once

// One platform of API_AVAILABLE: `ios(13.0)` becomes `availability(ios,introduced=13.0)`.
#define __SR_PLATFORM_AVAILABLE_macos(v) macos, introduced = v
#define __SR_PLATFORM_AVAILABLE_ios(v) ios, introduced = v
#define __SR_PLATFORM_AVAILABLE_tvos(v) tvos, introduced = v
#define __SR_PLATFORM_AVAILABLE_watchos(v) watchos, introduced = v
#define __SR_PLATFORM_AVAILABLE_visionos(v) xros, introduced = v
#define __SR_PLATFORM_AVAILABLE_macCatalyst(v) macCatalyst, introduced = v
#define __SR_AVAILABLE(p) __attribute__((availability(__SR_PLATFORM_AVAILABLE_##p)))

// One platform of API_DEPRECATED: `ios(2.0, 26.0)` becomes `availability(ios,introduced=2.0,deprecated=26.0)`.
#define __SR_PLATFORM_DEPRECATED_macos(a, d) macos, introduced = a, deprecated = d
#define __SR_PLATFORM_DEPRECATED_ios(a, d) ios, introduced = a, deprecated = d
#define __SR_PLATFORM_DEPRECATED_tvos(a, d) tvos, introduced = a, deprecated = d
#define __SR_PLATFORM_DEPRECATED_watchos(a, d) watchos, introduced = a, deprecated = d
#define __SR_PLATFORM_DEPRECATED_visionos(a, d) xros, introduced = a, deprecated = d
#define __SR_PLATFORM_DEPRECATED_macCatalyst(a, d) macCatalyst, introduced = a, deprecated = d

// One platform of API_UNAVAILABLE: `watchos` becomes `availability(watchos,unavailable)`.
#define __SR_PLATFORM_UNAVAILABLE_macos macos, unavailable
#define __SR_PLATFORM_UNAVAILABLE_ios ios, unavailable
#define __SR_PLATFORM_UNAVAILABLE_tvos tvos, unavailable
#define __SR_PLATFORM_UNAVAILABLE_watchos watchos, unavailable
#define __SR_PLATFORM_UNAVAILABLE_visionos xros, unavailable
#define __SR_PLATFORM_UNAVAILABLE_macCatalyst macCatalyst, unavailable
#define __SR_UNAVAILABLE(p) __attribute__((availability(__SR_PLATFORM_UNAVAILABLE_##p)))

// Applies M to each of up to seven arguments.
#define __SR_EACH_1(M, a) M(a)
#define __SR_EACH_2(M, a, ...) M(a) __SR_EACH_1(M, __VA_ARGS__)
#define __SR_EACH_3(M, a, ...) M(a) __SR_EACH_2(M, __VA_ARGS__)
#define __SR_EACH_4(M, a, ...) M(a) __SR_EACH_3(M, __VA_ARGS__)
#define __SR_EACH_5(M, a, ...) M(a) __SR_EACH_4(M, __VA_ARGS__)
#define __SR_EACH_6(M, a, ...) M(a) __SR_EACH_5(M, __VA_ARGS__)
#define __SR_EACH_7(M, a, ...) M(a) __SR_EACH_6(M, __VA_ARGS__)
#define __SR_PICK(_1, _2, _3, _4, _5, _6, _7, NAME, ...) NAME
#define __SR_EACH(M, ...)                                                                                             \
    __SR_PICK(__VA_ARGS__, __SR_EACH_7, __SR_EACH_6, __SR_EACH_5, __SR_EACH_4, __SR_EACH_3, __SR_EACH_2,              \
              __SR_EACH_1)(M, __VA_ARGS__)

// API_DEPRECATED("message", ios(2.0, 26.0), ...): the message goes to every platform.
#define __SR_DEPRECATED_WITH(msg, p) __attribute__((availability(__SR_PLATFORM_DEPRECATED_##p, message = msg)))
#define __SR_DEPRECATED_1(msg, a) __SR_DEPRECATED_WITH(msg, a)
#define __SR_DEPRECATED_2(msg, a, ...) __SR_DEPRECATED_WITH(msg, a) __SR_DEPRECATED_1(msg, __VA_ARGS__)
#define __SR_DEPRECATED_3(msg, a, ...) __SR_DEPRECATED_WITH(msg, a) __SR_DEPRECATED_2(msg, __VA_ARGS__)
#define __SR_DEPRECATED_4(msg, a, ...) __SR_DEPRECATED_WITH(msg, a) __SR_DEPRECATED_3(msg, __VA_ARGS__)
#define __SR_DEPRECATED_5(msg, a, ...) __SR_DEPRECATED_WITH(msg, a) __SR_DEPRECATED_4(msg, __VA_ARGS__)
#define __SR_DEPRECATED_6(msg, a, ...) __SR_DEPRECATED_WITH(msg, a) __SR_DEPRECATED_5(msg, __VA_ARGS__)

#define API_AVAILABLE(...) __SR_EACH(__SR_AVAILABLE, __VA_ARGS__)
#define API_UNAVAILABLE(...) __SR_EACH(__SR_UNAVAILABLE, __VA_ARGS__)
#define API_DEPRECATED(msg, ...)                                                                                      \
    __SR_PICK(__VA_ARGS__, _, __SR_DEPRECATED_6, __SR_DEPRECATED_5, __SR_DEPRECATED_4, __SR_DEPRECATED_3,             \
              __SR_DEPRECATED_2, __SR_DEPRECATED_1)(msg, __VA_ARGS__)
// The SDK's API_TO_BE_DEPRECATED is 100000: no deployment target reaches it, so Swift reports nothing.
#define API_TO_BE_DEPRECATED 100000
