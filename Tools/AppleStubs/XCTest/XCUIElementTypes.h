// Stand-in for the SDK's <XCTest/XCUIElementTypes.h> (source: Xcode 26 SDK, XCTest of iOS 26): every element type,
// in Apple's order and with Apple's values, and the attributes protocol. Our own text.
#pragma once
#include "XCTestDefines.h"

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSUInteger, XCUIElementType) {
    XCUIElementTypeAny = 0,  // 0
    XCUIElementTypeOther,
    XCUIElementTypeApplication,
    XCUIElementTypeGroup,
    XCUIElementTypeWindow,
    XCUIElementTypeSheet,
    XCUIElementTypeDrawer,
    XCUIElementTypeAlert,
    XCUIElementTypeDialog,
    XCUIElementTypeButton,
    XCUIElementTypeRadioButton,  // 10
    XCUIElementTypeRadioGroup,
    XCUIElementTypeCheckBox,
    XCUIElementTypeDisclosureTriangle,
    XCUIElementTypePopUpButton,
    XCUIElementTypeComboBox,
    XCUIElementTypeMenuButton,
    XCUIElementTypeToolbarButton,
    XCUIElementTypePopover,
    XCUIElementTypeKeyboard,
    XCUIElementTypeKey,  // 20
    XCUIElementTypeNavigationBar,
    XCUIElementTypeTabBar,
    XCUIElementTypeTabGroup,
    XCUIElementTypeToolbar,
    XCUIElementTypeStatusBar,
    XCUIElementTypeTable,
    XCUIElementTypeTableRow,
    XCUIElementTypeTableColumn,
    XCUIElementTypeOutline,
    XCUIElementTypeOutlineRow,  // 30
    XCUIElementTypeBrowser,
    XCUIElementTypeCollectionView,
    XCUIElementTypeSlider,
    XCUIElementTypePageIndicator,
    XCUIElementTypeProgressIndicator,
    XCUIElementTypeActivityIndicator,
    XCUIElementTypeSegmentedControl,
    XCUIElementTypePicker,
    XCUIElementTypePickerWheel,
    XCUIElementTypeSwitch,  // 40
    XCUIElementTypeToggle,
    XCUIElementTypeLink,
    XCUIElementTypeImage,
    XCUIElementTypeIcon,
    XCUIElementTypeSearchField,
    XCUIElementTypeScrollView,
    XCUIElementTypeScrollBar,
    XCUIElementTypeStaticText,
    XCUIElementTypeTextField,
    XCUIElementTypeSecureTextField,  // 50
    XCUIElementTypeDatePicker,
    XCUIElementTypeTextView,
    XCUIElementTypeMenu,
    XCUIElementTypeMenuItem,
    XCUIElementTypeMenuBar,
    XCUIElementTypeMenuBarItem,
    XCUIElementTypeMap,
    XCUIElementTypeWebView,
    XCUIElementTypeIncrementArrow,
    XCUIElementTypeDecrementArrow,  // 60
    XCUIElementTypeTimeline,
    XCUIElementTypeRatingIndicator,
    XCUIElementTypeValueIndicator,
    XCUIElementTypeSplitGroup,
    XCUIElementTypeSplitter,
    XCUIElementTypeRelevanceIndicator,
    XCUIElementTypeColorWell,
    XCUIElementTypeHelpTag,
    XCUIElementTypeMatte,
    XCUIElementTypeDockItem,  // 70
    XCUIElementTypeRuler,
    XCUIElementTypeRulerMarker,
    XCUIElementTypeGrid,
    XCUIElementTypeLevelIndicator,
    XCUIElementTypeCell,
    XCUIElementTypeLayoutArea,
    XCUIElementTypeLayoutItem,
    XCUIElementTypeHandle,
    XCUIElementTypeStepper,
    XCUIElementTypeTab,  // 80
    XCUIElementTypeTouchBar API_AVAILABLE(macos(10.12.2)),
    XCUIElementTypeStatusItem API_AVAILABLE(macos(13.0)),
} NS_SWIFT_NAME(XCUIElement.ElementType) XCUI_AVAILABLE;

// XCUIElementAttributes.h: the size classes, compact and regular on iOS, tvOS and visionOS (TARGET_OS_IPHONE).
#if TARGET_OS_IPHONE
typedef NS_ENUM(NSInteger, XCUIUserInterfaceSizeClass) {
    XCUIUserInterfaceSizeClassUnspecified = 0,
    XCUIUserInterfaceSizeClassCompact = 1,
    XCUIUserInterfaceSizeClassRegular = 2
} XCUI_AVAILABLE;
#else
typedef NS_ENUM(NSInteger, XCUIUserInterfaceSizeClass) {
    XCUIUserInterfaceSizeClassUnspecified = 0
} XCUI_AVAILABLE;
#endif

// XCUIElementAttributes.h
XCUI_AVAILABLE NS_SWIFT_UI_ACTOR
@protocol XCUIElementAttributes
@property (readonly) NSString *identifier;
@property (readonly) CGRect frame;
@property (readonly, nullable) id value;
@property (readonly, copy) NSString *title;
@property (readonly, copy) NSString *label;
@property (readonly) XCUIElementType elementType;
@property (readonly, getter=isEnabled) BOOL enabled;
@property (readonly, getter=isSelected) BOOL selected;
@property (readonly, nullable) NSString *placeholderValue;
@property (readonly) XCUIUserInterfaceSizeClass horizontalSizeClass;
@property (readonly) XCUIUserInterfaceSizeClass verticalSizeClass;
#if !TARGET_OS_OSX
@property (readonly) BOOL hasFocus;
#endif
@end

NS_ASSUME_NONNULL_END
