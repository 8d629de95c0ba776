// Stand-in for the SDK's <XCTest/XCUIElement.h>, <XCTest/XCUICoordinate.h>, <XCTest/XCUIScreenshot.h> and
// <XCTest/XCUIScreenshotProviding.h> (source: Xcode 26 SDK, XCTest of iOS 26): XCUIElement's attributes, queries and
// actions. Our own text.
#pragma once
#include "XCTestCase.h"
#include "XCUIElementTypeQueryProvider.h"

NS_ASSUME_NONNULL_BEGIN

XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@interface XCUIScreenshot : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
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
- (BOOL)waitForExistenceWithTimeout:(NSTimeInterval)timeout NS_SWIFT_NAME(waitForExistence(timeout:)) XCT_WARN_UNUSED
    API_AVAILABLE(macos(10.13), ios(11.0), tvos(11.0));
- (BOOL)waitForNonExistenceWithTimeout:(NSTimeInterval)timeout NS_SWIFT_NAME(waitForNonExistence(timeout:)) XCT_WARN_UNUSED
    API_AVAILABLE(macos(14.0), ios(17.0), tvos(17.0));
@property (readonly, getter=isHittable) BOOL hittable;
@property (readonly, copy) NSString *debugDescription;
- (XCUIElementQuery *)descendantsMatchingType:(XCUIElementType)type NS_SWIFT_NAME(descendants(matching:));
- (XCUIElementQuery *)childrenMatchingType:(XCUIElementType)type NS_SWIFT_NAME(children(matching:));
- (void)typeText:(NSString *)text;
@end

// XCUIElement.h's mouse events, macOS's.
@interface XCUIElement (XCUIElementMouseEvents)
- (void)hover API_AVAILABLE(macos(10.11)) API_UNAVAILABLE(ios, tvos, visionos);
- (void)click API_AVAILABLE(macos(10.11)) API_UNAVAILABLE(ios, tvos, visionos);
- (void)doubleClick API_AVAILABLE(macos(10.11)) API_UNAVAILABLE(ios, tvos, visionos);
- (void)rightClick API_AVAILABLE(macos(10.11)) API_UNAVAILABLE(ios, tvos, visionos);
@end

// XCUICoordinate.h: a point relative to an element.
XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@interface XCUICoordinate : NSObject
- (instancetype)init NS_UNAVAILABLE;
+ (instancetype)new NS_UNAVAILABLE;
@property (readonly) XCUIElement *element;
@property (readonly) CGVector normalizedOffset;
@property (readonly) CGVector pointsOffset;
@property (readonly) CGPoint screenPoint;
- (XCUICoordinate *)coordinateWithOffset:(CGVector)offsetVector NS_SWIFT_NAME(withOffset(_:));
- (void)tap API_UNAVAILABLE(tvos);
- (void)doubleTap API_UNAVAILABLE(tvos);
- (void)pressForDuration:(NSTimeInterval)duration NS_SWIFT_NAME(press(forDuration:)) API_UNAVAILABLE(tvos);
- (void)pressForDuration:(NSTimeInterval)duration
    thenDragToCoordinate:(XCUICoordinate *)otherCoordinate NS_SWIFT_NAME(press(forDuration:thenDragTo:))
    API_UNAVAILABLE(tvos);
@end

@interface XCUIElement (XCUICoordinate)
- (XCUICoordinate *)coordinateWithNormalizedOffset:(CGVector)normalizedOffset
    NS_SWIFT_NAME(coordinate(withNormalizedOffset:));
@end

// XCUIElement.h's touch events, which tvOS (a remote, no touches) lacks.
@interface XCUIElement (XCUIElementTouchEvents)
- (void)tap API_UNAVAILABLE(tvos);
- (void)doubleTap API_UNAVAILABLE(tvos);
- (void)twoFingerTap API_UNAVAILABLE(macos, tvos);
- (void)tapWithNumberOfTaps:(NSUInteger)numberOfTaps
            numberOfTouches:(NSUInteger)numberOfTouches NS_SWIFT_NAME(tap(withNumberOfTaps:numberOfTouches:)) API_UNAVAILABLE(macos, tvos);
- (void)pressForDuration:(NSTimeInterval)duration NS_SWIFT_NAME(press(forDuration:)) API_UNAVAILABLE(tvos);
- (void)pressForDuration:(NSTimeInterval)duration thenDragToElement:(XCUIElement *)otherElement NS_SWIFT_NAME(press(forDuration:thenDragTo:)) API_UNAVAILABLE(tvos);
- (void)swipeUp API_UNAVAILABLE(tvos);
- (void)swipeDown API_UNAVAILABLE(tvos);
- (void)swipeLeft API_UNAVAILABLE(tvos);
- (void)swipeRight API_UNAVAILABLE(tvos);
- (void)pinchWithScale:(CGFloat)scale velocity:(CGFloat)velocity NS_SWIFT_NAME(pinch(withScale:velocity:)) API_UNAVAILABLE(macos, tvos);
- (void)rotate:(CGFloat)rotation withVelocity:(CGFloat)velocity NS_SWIFT_NAME(rotate(_:withVelocity:)) API_UNAVAILABLE(macos, tvos);
- (void)adjustToNormalizedSliderPosition:(CGFloat)normalizedSliderPosition NS_SWIFT_NAME(adjust(toNormalizedSliderPosition:)) API_UNAVAILABLE(tvos);
@property (readonly) CGFloat normalizedSliderPosition API_UNAVAILABLE(tvos);
- (void)adjustToPickerWheelValue:(NSString *)pickerWheelValue NS_SWIFT_NAME(adjust(toPickerWheelValue:)) API_UNAVAILABLE(tvos);
@end

NS_ASSUME_NONNULL_END
