// Stand-in for the SDK's <XCTest/XCUIElement.h>, <XCTest/XCUICoordinate.h>, <XCTest/XCUIScreen.h>,
// <XCTest/XCUIScreenshot.h>, <XCTest/XCUIScreenshotProviding.h> and <XCTest/XCTAttachment+XCUIScreenshot.h>
// (source: Xcode 26 SDK, XCTest and XCUIAutomation of iOS 26): every member of XCUIElement, XCUICoordinate,
// XCUIScreen and XCUIScreenshot. Our own text.
#pragma once
#include "XCTestCase.h"
#include "XCUIElementTypeQueryProvider.h"

NS_ASSUME_NONNULL_BEGIN

// XCUIScreenshot.h: the image is a UIImage (an NSImage on macOS), declared forward as there.
#if TARGET_OS_IPHONE
@class UIImage;
#endif

// XCUIElement.h: the modifier keys of keyboard events, and the velocity of gestures.
typedef NS_OPTIONS(NSUInteger, XCUIKeyModifierFlags) {
    XCUIKeyModifierNone = 0,
    XCUIKeyModifierCapsLock = (1UL << 0),
    XCUIKeyModifierShift = (1UL << 1),
    XCUIKeyModifierControl = (1UL << 2),
    XCUIKeyModifierOption = (1UL << 3),
    XCUIKeyModifierCommand = (1UL << 4),
    XCUIKeyModifierFunction = (1UL << 5),
    XCUIKeyModifierAlphaShift = XCUIKeyModifierCapsLock,
    XCUIKeyModifierAlternate = XCUIKeyModifierOption,
} NS_SWIFT_NAME(XCUIElement.KeyModifierFlags) XCUI_AVAILABLE;

// XCUIElement.h
typedef CGFloat XCUIGestureVelocity NS_TYPED_EXTENSIBLE_ENUM XCUI_AVAILABLE;
XCT_EXPORT XCUIGestureVelocity const XCUIGestureVelocityDefault XCUI_AVAILABLE;
XCT_EXPORT XCUIGestureVelocity const XCUIGestureVelocitySlow XCUI_AVAILABLE;
XCT_EXPORT XCUIGestureVelocity const XCUIGestureVelocityFast XCUI_AVAILABLE;

// XCUIScreenshot.h
XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@interface XCUIScreenshot : NSObject
- (instancetype)init XCUI_UNAVAILABLE(
    "Only XCUIScreenshotProviding objects create screenshots. See XCUIScreen or XCUIElement.");
+ (instancetype)new XCUI_UNAVAILABLE(
    "Only XCUIScreenshotProviding objects create screenshots. See XCUIScreen or XCUIElement.");
#if TARGET_OS_IPHONE
@property (readonly, copy) UIImage *image;
#endif
@property (readonly, copy) NSData *PNGRepresentation NS_SWIFT_NAME(pngRepresentation);
@end

// XCUIScreenshotProviding.h
XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@protocol XCUIScreenshotProviding <NSObject>
- (XCUIScreenshot *)screenshot;
@end

// XCUIScreen.h
XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@interface XCUIScreen : NSObject <XCUIScreenshotProviding>
- (instancetype)init XCUI_UNAVAILABLE(
    "Use XCUIScreen.screens or XCUIScreen.mainScreen to acquire particular screen objects.");
+ (instancetype)new XCUI_UNAVAILABLE(
    "Use XCUIScreen.screens or XCUIScreen.mainScreen to acquire particular screen objects.");
@property (class, readonly, strong) XCUIScreen *mainScreen NS_SWIFT_NAME(main);
@property (class, readonly, copy) NSArray<XCUIScreen *> *screens;
@end

// XCTAttachment+XCUIScreenshot.h: main-actor, `#if XCT_UI_TESTING_AVAILABLE` (every platform in Xcode 26).
XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@interface XCTAttachment (XCUIScreenshot)
+ (instancetype)attachmentWithScreenshot:(XCUIScreenshot *)screenshot NS_SWIFT_NAME(init(screenshot:));
+ (instancetype)attachmentWithScreenshot:(XCUIScreenshot *)screenshot
                                 quality:(XCTImageQuality)quality NS_SWIFT_NAME(init(screenshot:quality:));
@end

XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@interface XCUIElement : NSObject <XCUIElementAttributes, XCUIElementTypeQueryProvider>
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
@end

// XCUIElement.h's keyboard events: typing text everywhere, modifier keys `#if TARGET_OS_OSX || TARGET_OS_MACCATALYST
// || TARGET_OS_IOS`.
NS_SWIFT_UI_ACTOR
@interface XCUIElement (XCUIElementKeyboardEvents)
- (void)typeText:(NSString *)text;
#if TARGET_OS_OSX || TARGET_OS_MACCATALYST || TARGET_OS_IOS
+ (void)performWithKeyModifiers:(XCUIKeyModifierFlags)flags
                          block:(XCUI_NOESCAPE void (^)(void))block NS_SWIFT_NAME(perform(withKeyModifiers:block:))
    API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)typeKey:(NSString *)key modifierFlags:(XCUIKeyModifierFlags)flags NS_SWIFT_NAME(typeKey(_:modifierFlags:));
#endif
@end

// XCUIElement.h's mouse events: `#if TARGET_OS_OSX || TARGET_OS_MACCATALYST || TARGET_OS_IOS`, from iOS 15.
#if TARGET_OS_OSX || TARGET_OS_MACCATALYST || TARGET_OS_IOS
NS_SWIFT_UI_ACTOR
@interface XCUIElement (XCUIElementMouseEvents)
- (void)hover API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)click API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)doubleClick API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)rightClick API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)clickForDuration:(NSTimeInterval)duration
       thenDragToElement:(XCUIElement *)otherElement NS_SWIFT_NAME(click(forDuration:thenDragTo:))
    API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)clickForDuration:(NSTimeInterval)duration
       thenDragToElement:(XCUIElement *)otherElement
            withVelocity:(XCUIGestureVelocity)velocity
     thenHoldForDuration:(NSTimeInterval)holdDuration
    NS_SWIFT_NAME(click(forDuration:thenDragTo:withVelocity:thenHoldForDuration:))
    API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)scrollByDeltaX:(CGFloat)deltaX deltaY:(CGFloat)deltaY NS_SWIFT_NAME(scroll(byDeltaX:deltaY:))
    API_AVAILABLE(ios(15.0), macCatalyst(13.0));
@end
#endif

// XCUIElement.h: the screenshot of an element.
NS_SWIFT_UI_ACTOR
@interface XCUIElement (XCUIScreenshotProviding) <XCUIScreenshotProviding>
@end

// XCUIElementAttributes.h: the keys of a snapshot's dictionary; the API notes nest the type in XCUIElement.
typedef NSString *XCUIElementAttributeName NS_TYPED_ENUM NS_SWIFT_NAME(XCUIElement.AttributeName) XCUI_AVAILABLE;
XCT_EXPORT XCUIElementAttributeName const XCUIElementAttributeNameChildren XCUI_AVAILABLE;
XCT_EXPORT XCUIElementAttributeName const XCUIElementAttributeNameElementType XCUI_AVAILABLE;
XCT_EXPORT XCUIElementAttributeName const XCUIElementAttributeNameIdentifier XCUI_AVAILABLE;
XCT_EXPORT XCUIElementAttributeName const XCUIElementAttributeNameValue XCUI_AVAILABLE;
XCT_EXPORT XCUIElementAttributeName const XCUIElementAttributeNamePlaceholderValue XCUI_AVAILABLE;
XCT_EXPORT XCUIElementAttributeName const XCUIElementAttributeNameTitle XCUI_AVAILABLE;
XCT_EXPORT XCUIElementAttributeName const XCUIElementAttributeNameLabel XCUI_AVAILABLE;
XCT_EXPORT XCUIElementAttributeName const XCUIElementAttributeNameFrame XCUI_AVAILABLE;
XCT_EXPORT XCUIElementAttributeName const XCUIElementAttributeNameEnabled XCUI_AVAILABLE;
XCT_EXPORT XCUIElementAttributeName const XCUIElementAttributeNameSelected XCUI_AVAILABLE;
XCT_EXPORT XCUIElementAttributeName const XCUIElementAttributeNameHasFocus XCUI_AVAILABLE;
XCT_EXPORT XCUIElementAttributeName const XCUIElementAttributeNameHorizontalSizeClass XCUI_AVAILABLE;
XCT_EXPORT XCUIElementAttributeName const XCUIElementAttributeNameVerticalSizeClass XCUI_AVAILABLE;

// XCUIElement.h: a snapshot of an element's attributes and descendants.

XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@protocol XCUIElementSnapshot <XCUIElementAttributes>
@property (readonly) NSArray<id<XCUIElementSnapshot>> *children;
@property (readonly, copy) NSDictionary<XCUIElementAttributeName, id> *dictionaryRepresentation;
@end

XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@protocol XCUIElementSnapshotProviding <NSObject>
- (nullable id<XCUIElementSnapshot>)snapshotWithError:(NSError **)outError;
@end

NS_SWIFT_UI_ACTOR
@interface XCUIElement (XCUIElementSnapshotProviding) <XCUIElementSnapshotProviding>
@end

// XCUICoordinate.h: a point relative to an element; the whole header is `#if !TARGET_OS_TV`.
#if !TARGET_OS_TV
XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@interface XCUICoordinate : NSObject <NSCopying>
- (instancetype)init XCUI_UNAVAILABLE(
    "Coordinates are never instantiated directly. Instead, they are created by elements or by other coordinates.");
+ (instancetype)new XCUI_UNAVAILABLE(
    "Coordinates are never instantiated directly. Instead, they are created by elements or by other coordinates.");
@property (readonly) XCUIElement *referencedElement;
@property (readonly) CGPoint screenPoint;
- (XCUICoordinate *)coordinateWithOffset:(CGVector)offsetVector NS_SWIFT_NAME(withOffset(_:));
@end

// XCUICoordinate.h: touches; swipes only in Mac Catalyst (API_UNAVAILABLE(ios, tvos, watchos)).
@interface XCUICoordinate (XCUICoordinateTouchEvents)
- (void)tap;
- (void)doubleTap;
- (void)pressForDuration:(NSTimeInterval)duration NS_SWIFT_NAME(press(forDuration:));
- (void)pressForDuration:(NSTimeInterval)duration
    thenDragToCoordinate:(XCUICoordinate *)otherCoordinate NS_SWIFT_NAME(press(forDuration:thenDragTo:));
- (void)pressForDuration:(NSTimeInterval)duration
    thenDragToCoordinate:(XCUICoordinate *)otherCoordinate
            withVelocity:(XCUIGestureVelocity)velocity
     thenHoldForDuration:(NSTimeInterval)holdDuration
    NS_SWIFT_NAME(press(forDuration:thenDragTo:withVelocity:thenHoldForDuration:));
- (void)swipeUp API_AVAILABLE(macCatalyst(13.0)) API_UNAVAILABLE(ios, tvos, watchos);
- (void)swipeDown API_AVAILABLE(macCatalyst(13.0)) API_UNAVAILABLE(ios, tvos, watchos);
- (void)swipeLeft API_AVAILABLE(macCatalyst(13.0)) API_UNAVAILABLE(ios, tvos, watchos);
- (void)swipeRight API_AVAILABLE(macCatalyst(13.0)) API_UNAVAILABLE(ios, tvos, watchos);
- (void)swipeUpWithVelocity:(XCUIGestureVelocity)velocity NS_SWIFT_NAME(swipeUp(velocity:))
    API_AVAILABLE(macCatalyst(13.0)) API_UNAVAILABLE(ios, tvos, watchos);
- (void)swipeDownWithVelocity:(XCUIGestureVelocity)velocity NS_SWIFT_NAME(swipeDown(velocity:))
    API_AVAILABLE(macCatalyst(13.0)) API_UNAVAILABLE(ios, tvos, watchos);
- (void)swipeLeftWithVelocity:(XCUIGestureVelocity)velocity NS_SWIFT_NAME(swipeLeft(velocity:))
    API_AVAILABLE(macCatalyst(13.0)) API_UNAVAILABLE(ios, tvos, watchos);
- (void)swipeRightWithVelocity:(XCUIGestureVelocity)velocity NS_SWIFT_NAME(swipeRight(velocity:))
    API_AVAILABLE(macCatalyst(13.0)) API_UNAVAILABLE(ios, tvos, watchos);
@end

// XCUICoordinate.h's mouse events: `#if TARGET_OS_OSX || TARGET_OS_MACCATALYST || TARGET_OS_IOS`, from iOS 15.
#if TARGET_OS_OSX || TARGET_OS_MACCATALYST || TARGET_OS_IOS
NS_SWIFT_UI_ACTOR
@interface XCUICoordinate (XCUICoordinateMouseEvents)
- (void)hover API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)click API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)doubleClick API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)rightClick API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)clickForDuration:(NSTimeInterval)duration
    thenDragToCoordinate:(XCUICoordinate *)otherCoordinate NS_SWIFT_NAME(click(forDuration:thenDragTo:))
    API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)clickForDuration:(NSTimeInterval)duration
    thenDragToCoordinate:(XCUICoordinate *)otherCoordinate
            withVelocity:(XCUIGestureVelocity)velocity
     thenHoldForDuration:(NSTimeInterval)holdDuration
    NS_SWIFT_NAME(click(forDuration:thenDragTo:withVelocity:thenHoldForDuration:))
    API_AVAILABLE(ios(15.0), macCatalyst(13.0));
- (void)scrollByDeltaX:(CGFloat)deltaX deltaY:(CGFloat)deltaY NS_SWIFT_NAME(scroll(byDeltaX:deltaY:))
    API_AVAILABLE(ios(15.0), macCatalyst(13.0));
@end
#endif

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
- (void)pressForDuration:(NSTimeInterval)duration
       thenDragToElement:(XCUIElement *)otherElement
            withVelocity:(XCUIGestureVelocity)velocity
     thenHoldForDuration:(NSTimeInterval)holdDuration
    NS_SWIFT_NAME(press(forDuration:thenDragTo:withVelocity:thenHoldForDuration:)) API_UNAVAILABLE(tvos);
#if !TARGET_OS_TV
- (void)swipeUp;
- (void)swipeDown;
- (void)swipeLeft;
- (void)swipeRight;
- (void)swipeUpWithVelocity:(XCUIGestureVelocity)velocity NS_SWIFT_NAME(swipeUp(velocity:));
- (void)swipeDownWithVelocity:(XCUIGestureVelocity)velocity NS_SWIFT_NAME(swipeDown(velocity:));
- (void)swipeLeftWithVelocity:(XCUIGestureVelocity)velocity NS_SWIFT_NAME(swipeLeft(velocity:));
- (void)swipeRightWithVelocity:(XCUIGestureVelocity)velocity NS_SWIFT_NAME(swipeRight(velocity:));
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
