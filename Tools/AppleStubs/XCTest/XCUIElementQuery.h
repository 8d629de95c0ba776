// Stand-in for the SDK's <XCTest/XCUIElementQuery.h> (source: Xcode 26 SDK, XCTest of iOS 26): every member
// of XCUIElementQuery. Our own text.
#pragma once
#include "XCUIElement.h"

NS_ASSUME_NONNULL_BEGIN

#define XCUI_QUERY_UNAVAILABLE                                                                                        \
    XCUI_UNAVAILABLE("Use XCUIElementTypeQueryProvider methods on XCUIApplication or an existing XCUIElementQuery "   \
                     "to create XCUIElementQuery instances.")

// XCUIElementQuery.h: the identifiers of a window's buttons (macOS's), declared for every platform.
XCT_EXPORT NSString *XCUIIdentifierCloseWindow XCUI_AVAILABLE;
XCT_EXPORT NSString *XCUIIdentifierMinimizeWindow XCUI_AVAILABLE;
XCT_EXPORT NSString *XCUIIdentifierZoomWindow XCUI_AVAILABLE;
XCT_EXPORT NSString *XCUIIdentifierFullScreenWindow XCUI_AVAILABLE;

XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@interface XCUIElementQuery : NSObject <XCUIElementTypeQueryProvider>
- (instancetype)init XCUI_QUERY_UNAVAILABLE;
+ (instancetype)new XCUI_QUERY_UNAVAILABLE;
@property (readonly) XCUIElement *element;
@property (readonly) NSUInteger count;
// XCUIElementQuery.h: XCUI_DEPRECATED_WITH_DIRECT_REPLACEMENT, deprecated on every platform and deployment target.
- (XCUIElement *)elementAtIndex:(NSUInteger)index NS_SWIFT_NAME(element(at:))
    __attribute__((deprecated("Replaced by 'elementBoundByIndex:'", "elementBoundByIndex:")));
- (XCUIElement *)elementBoundByIndex:(NSUInteger)index NS_SWIFT_NAME(element(boundBy:));
- (XCUIElement *)elementMatchingPredicate:(NSPredicate *)predicate NS_SWIFT_NAME(element(matching:));
- (XCUIElement *)elementMatchingType:(XCUIElementType)elementType identifier:(nullable NSString *)identifier NS_SWIFT_NAME(element(matching:identifier:));
- (XCUIElement *)objectForKeyedSubscript:(NSString *)key;
@property (readonly, copy) NSArray<XCUIElement *> *allElementsBoundByAccessibilityElement;
@property (readonly, copy) NSArray<XCUIElement *> *allElementsBoundByIndex;
- (XCUIElementQuery *)descendantsMatchingType:(XCUIElementType)type NS_SWIFT_NAME(descendants(matching:));
- (XCUIElementQuery *)childrenMatchingType:(XCUIElementType)type NS_SWIFT_NAME(children(matching:));
- (XCUIElementQuery *)matchingPredicate:(NSPredicate *)predicate NS_SWIFT_NAME(matching(_:));
- (XCUIElementQuery *)matchingType:(XCUIElementType)elementType identifier:(nullable NSString *)identifier NS_SWIFT_NAME(matching(_:identifier:));
- (XCUIElementQuery *)matchingIdentifier:(NSString *)identifier NS_SWIFT_NAME(matching(identifier:));
- (XCUIElementQuery *)containingPredicate:(NSPredicate *)predicate NS_SWIFT_NAME(containing(_:));
- (XCUIElementQuery *)containingType:(XCUIElementType)elementType identifier:(nullable NSString *)identifier NS_SWIFT_NAME(containing(_:identifier:));
@property (readonly, copy) NSString *debugDescription;
@end

NS_ASSUME_NONNULL_END
