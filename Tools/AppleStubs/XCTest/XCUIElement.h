// Stand-in for the SDK's <XCTest/XCUIElement.h>, <XCTest/XCUICoordinate.h>, <XCTest/XCUIScreenshot.h>,
// <XCTest/XCUIScreenshotProviding.h> and <XCTest/XCTAttachment+XCUIScreenshot.h> (source: Xcode 26 SDK, XCTest of iOS
// 26): XCUIElement's attributes, queries and actions. Our own text.
#pragma once
#include "XCTestCase.h"
#include "XCUIElementTypeQueryProvider.h"

NS_ASSUME_NONNULL_BEGIN

XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@interface XCUIScreenshot : NSObject
- (instancetype)init XCUI_UNAVAILABLE(
    "Only XCUIScreenshotProviding objects create screenshots. See XCUIScreen or XCUIElement.");
+ (instancetype)new XCUI_UNAVAILABLE(
    "Only XCUIScreenshotProviding objects create screenshots. See XCUIScreen or XCUIElement.");
@end

XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@protocol XCUIScreenshotProviding <NSObject>
- (XCUIScreenshot *)screenshot;
@end

XCUI_AVAILABLE
@interface XCTAttachment (XCUIScreenshot)
+ (instancetype)attachmentWithScreenshot:(XCUIScreenshot *)screenshot NS_SWIFT_NAME(init(screenshot:)) NS_SWIFT_UI_ACTOR;
@end

XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@interface XCUIElement : NSObject <XCUIElementAttributes, XCUIElementTypeQueryProvider, XCUIScreenshotProviding>
- (instancetype)init XCUI_UNAVAILABLE("Use XCUIElementQuery to create XCUIElement instances.");
+ (instancetype)new XCUI_UNAVAILABLE("Use XCUIElementQuery to create XCUIElement instances.");
@property (readonly) BOOL exists;
// XCUIElement.h: neither has availability of its own in the Xcode 26 SDK; only the first is XCUI_WARN_UNUSED.
- (BOOL)waitForExistenceWithTimeout:(NSTimeInterval)timeout NS_SWIFT_NAME(waitForExistence(timeout:)) XCT_WARN_UNUSED;
- (BOOL)waitForNonExistenceWithTimeout:(NSTimeInterval)timeout NS_SWIFT_NAME(waitForNonExistence(timeout:));
@property (readonly, getter=isHittable) BOOL hittable;
@property (readonly, copy) NSString *debugDescription;
- (XCUIElementQuery *)descendantsMatchingType:(XCUIElementType)type NS_SWIFT_NAME(descendants(matching:));
- (XCUIElementQuery *)childrenMatchingType:(XCUIElementType)type NS_SWIFT_NAME(children(matching:));
- (void)typeText:(NSString *)text;
@end

// XCUIElement.h's mouse events: `#if TARGET_OS_OSX || TARGET_OS_MACCATALYST || TARGET_OS_IOS`, from iOS 15.
#if TARGET_OS_OSX || TARGET_OS_MACCATALYST || TARGET_OS_IOS
NS_SWIFT_UI_ACTOR
@interface XCUIElement (XCUIElementMouseEvents)
- (void)hover API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)click API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)doubleClick API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)rightClick API_AVAILABLE(ios(15.0), macCatalyst(13.0));
@end
#endif

// XCUICoordinate.h: a point relative to an element; the whole header is `#if !TARGET_OS_TV`.
#if !TARGET_OS_TV
XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@interface XCUICoordinate : NSObject
- (instancetype)init XCUI_UNAVAILABLE(
    "Coordinates are never instantiated directly. Instead, they are created by elements or by other coordinates.");
+ (instancetype)new XCUI_UNAVAILABLE(
    "Coordinates are never instantiated directly. Instead, they are created by elements or by other coordinates.");
@property (readonly) XCUIElement *referencedElement;
@property (readonly) CGPoint screenPoint;
- (XCUICoordinate *)coordinateWithOffset:(CGVector)offsetVector NS_SWIFT_NAME(withOffset(_:));
@end

@interface XCUICoordinate (XCUICoordinateTouchEvents)
- (void)tap;
- (void)doubleTap;
- (void)pressForDuration:(NSTimeInterval)duration NS_SWIFT_NAME(press(forDuration:));
- (void)pressForDuration:(NSTimeInterval)duration
    thenDragToCoordinate:(XCUICoordinate *)otherCoordinate NS_SWIFT_NAME(press(forDuration:thenDragTo:));
@end

// XCUIElement.h: `#if !TARGET_OS_TV`.
@interface XCUIElement (XCUICoordinate)
- (XCUICoordinate *)coordinateWithNormalizedOffset:(CGVector)normalizedOffset
    NS_SWIFT_NAME(coordinate(withNormalizedOffset:));
@end
#endif

// XCUIElement.h's touch events, which tvOS (a remote, no touches) lacks: taps and presses are API_UNAVAILABLE(tvos),
// swipes `#if !TARGET_OS_TV`, and the multi-touch gestures `#if (TARGET_OS_IOS || TARGET_OS_WATCH) &&
// !TARGET_OS_MACCATALYST` (neither visionOS nor Mac Catalyst has them).
NS_SWIFT_UI_ACTOR
@interface XCUIElement (XCUIElementTouchEvents)
- (void)tap API_UNAVAILABLE(tvos);
- (void)doubleTap API_UNAVAILABLE(tvos);
- (void)pressForDuration:(NSTimeInterval)duration NS_SWIFT_NAME(press(forDuration:)) API_UNAVAILABLE(tvos);
- (void)pressForDuration:(NSTimeInterval)duration thenDragToElement:(XCUIElement *)otherElement NS_SWIFT_NAME(press(forDuration:thenDragTo:)) API_UNAVAILABLE(tvos);
#if !TARGET_OS_TV
- (void)swipeUp;
- (void)swipeDown;
- (void)swipeLeft;
- (void)swipeRight;
#endif
#if (TARGET_OS_IOS || TARGET_OS_WATCH) && !TARGET_OS_MACCATALYST
- (void)twoFingerTap;
- (void)tapWithNumberOfTaps:(NSUInteger)numberOfTaps
            numberOfTouches:(NSUInteger)numberOfTouches NS_SWIFT_NAME(tap(withNumberOfTaps:numberOfTouches:));
- (void)pinchWithScale:(CGFloat)scale velocity:(CGFloat)velocity NS_SWIFT_NAME(pinch(withScale:velocity:));
- (void)rotate:(CGFloat)rotation withVelocity:(CGFloat)velocity NS_SWIFT_NAME(rotate(_:withVelocity:));
#endif
@end

// XCUIElement.h: sliders, on every platform.
NS_SWIFT_UI_ACTOR
@interface XCUIElement (XCUIElementTypeSlider)
- (void)adjustToNormalizedSliderPosition:(CGFloat)normalizedSliderPosition NS_SWIFT_NAME(adjust(toNormalizedSliderPosition:));
@property (readonly) CGFloat normalizedSliderPosition;
@end

// XCUIElement.h: picker wheels, `#if TARGET_OS_IOS` (not tvOS, not visionOS).
#if TARGET_OS_IOS
NS_SWIFT_UI_ACTOR
@interface XCUIElement (XCUIElementTypePickerWheel)
- (void)adjustToPickerWheelValue:(NSString *)pickerWheelValue NS_SWIFT_NAME(adjust(toPickerWheelValue:));
@end
#endif

NS_ASSUME_NONNULL_END
