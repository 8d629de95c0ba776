// Stand-in for the SDK's <UIKit/UIControl.h>, <UIKit/UIButton.h> and <UIKit/UITextField.h> (source: Xcode 26 SDK,
// iOS 26), as far as the Demo, the docs and our peers' documented snippets reach. Our own text.
#pragma once
#include "UIView.h"

NS_ASSUME_NONNULL_BEGIN

typedef NS_OPTIONS(NSUInteger, UIControlEvents) {
    UIControlEventTouchDown = 1 << 0,
    UIControlEventTouchUpInside = 1 << 6,
    UIControlEventValueChanged = 1 << 12,
    UIControlEventPrimaryActionTriggered API_AVAILABLE(ios(9.0)) = 1 << 13,
    UIControlEventEditingChanged = 1 << 17,
    UIControlEventAllEvents = 0xFFFFFFFF
} NS_SWIFT_NAME(UIControl.Event) API_UNAVAILABLE(watchos);

typedef NS_OPTIONS(NSUInteger, UIControlState) {
    UIControlStateNormal = 0,
    UIControlStateHighlighted = 1 << 0,
    UIControlStateDisabled = 1 << 1,
    UIControlStateSelected = 1 << 2
} NS_SWIFT_NAME(UIControl.State) API_UNAVAILABLE(watchos);

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UIControl : UIView
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, getter=isEnabled) BOOL enabled;
@property (nonatomic, getter=isSelected) BOOL selected;
- (void)addTarget:(nullable id)target action:(SEL)action forControlEvents:(UIControlEvents)controlEvents NS_SWIFT_NAME(addTarget(_:action:for:));
- (void)removeTarget:(nullable id)target action:(nullable SEL)action forControlEvents:(UIControlEvents)controlEvents NS_SWIFT_NAME(removeTarget(_:action:for:));
- (void)sendActionsForControlEvents:(UIControlEvents)controlEvents NS_SWIFT_NAME(sendActions(for:));
@end

typedef NS_ENUM(NSInteger, UIButtonType) {
    UIButtonTypeCustom = 0,
    UIButtonTypeSystem API_AVAILABLE(ios(7.0)),
    UIButtonTypeDetailDisclosure,
    UIButtonTypeInfoLight,
    UIButtonTypeInfoDark,
    UIButtonTypeContactAdd,
    UIButtonTypePlain API_AVAILABLE(tvos(11.0)) API_UNAVAILABLE(ios, watchos),
    UIButtonTypeClose API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos),
    UIButtonTypeRoundedRect = UIButtonTypeSystem
} NS_SWIFT_NAME(UIButton.ButtonType) API_UNAVAILABLE(watchos);

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UIButton : UIControl
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
+ (instancetype)buttonWithType:(UIButtonType)buttonType;
@property (nonatomic, readonly) UIButtonType buttonType;
- (void)setTitle:(nullable NSString *)title forState:(UIControlState)state NS_SWIFT_NAME(setTitle(_:for:));
- (void)setImage:(nullable UIImage *)image forState:(UIControlState)state NS_SWIFT_NAME(setImage(_:for:));
- (nullable NSString *)titleForState:(UIControlState)state NS_SWIFT_NAME(title(for:));
@property (nullable, nonatomic, readonly, strong) NSString *currentTitle;
@property (nullable, nonatomic, readonly, strong) UILabel *titleLabel;
// UIButton.h: the per-state colours and images, the current ones, and the states a pointer gives; not configurations,
// menus, actions or attributed titles (types the stand-ins lack).
+ (instancetype)systemButtonWithImage:(UIImage *)image target:(nullable id)target action:(nullable SEL)action
    API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0)) API_UNAVAILABLE(watchos);
- (void)setNeedsUpdateConfiguration API_AVAILABLE(ios(15.0), tvos(15.0), visionos(1.0)) API_UNAVAILABLE(watchos);
- (void)updateConfiguration API_AVAILABLE(ios(15.0), tvos(15.0), visionos(1.0)) API_UNAVAILABLE(watchos);
@property (nonatomic, readwrite, assign) BOOL automaticallyUpdatesConfiguration API_AVAILABLE(ios(15.0), tvos(15.0),
                                                                                              visionos(1.0))
    API_UNAVAILABLE(watchos);
@property (null_resettable, nonatomic, strong) UIColor *tintColor API_AVAILABLE(ios(5.0));
@property (nonatomic, assign, readonly, getter=isHovered) BOOL hovered API_AVAILABLE(ios(15.0), tvos(15.0), visionos(1.0))
    API_UNAVAILABLE(watchos);
@property (nonatomic, assign, readonly, getter=isHeld) BOOL held API_AVAILABLE(ios(15.0), tvos(15.0), visionos(1.0))
    API_UNAVAILABLE(watchos);
@property (nonatomic, readwrite, assign, getter=isPointerInteractionEnabled)
    BOOL pointerInteractionEnabled API_AVAILABLE(ios(13.4), visionos(1.0)) API_UNAVAILABLE(watchos, tvos);
@property (nonatomic, readwrite, assign) BOOL changesSelectionAsPrimaryAction API_AVAILABLE(ios(15.0), tvos(17.0),
                                                                                            visionos(1.0))
    API_UNAVAILABLE(watchos);
- (void)setTitleColor:(nullable UIColor *)color forState:(UIControlState)state NS_SWIFT_NAME(setTitleColor(_:for:));
- (void)setTitleShadowColor:(nullable UIColor *)color forState:(UIControlState)state
    NS_SWIFT_NAME(setTitleShadowColor(_:for:));
- (void)setBackgroundImage:(nullable UIImage *)image forState:(UIControlState)state
    NS_SWIFT_NAME(setBackgroundImage(_:for:));
- (nullable UIColor *)titleColorForState:(UIControlState)state NS_SWIFT_NAME(titleColor(for:));
- (nullable UIColor *)titleShadowColorForState:(UIControlState)state NS_SWIFT_NAME(titleShadowColor(for:));
- (nullable UIImage *)imageForState:(UIControlState)state NS_SWIFT_NAME(image(for:));
- (nullable UIImage *)backgroundImageForState:(UIControlState)state NS_SWIFT_NAME(backgroundImage(for:));
@property (nonatomic, readonly, strong) UIColor *currentTitleColor;
@property (nullable, nonatomic, readonly, strong) UIColor *currentTitleShadowColor;
@property (nullable, nonatomic, readonly, strong) UIImage *currentImage;
@property (nullable, nonatomic, readonly, strong) UIImage *currentBackgroundImage;
@property (nullable, nonatomic, readonly, strong) UIImageView *imageView API_AVAILABLE(ios(3.0));
@property (nonatomic, readonly, strong, nullable) UILabel *subtitleLabel API_AVAILABLE(ios(15.0), tvos(15.0),
                                                                                       visionos(1.0))
    API_UNAVAILABLE(watchos);
@end

typedef NS_ENUM(NSInteger, UITextBorderStyle) {
    UITextBorderStyleNone,
    UITextBorderStyleLine,
    UITextBorderStyleBezel,
    UITextBorderStyleRoundedRect
} UIKIT_AVAILABLE_VIEWS;

@class UITextField;

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@protocol UITextFieldDelegate <NSObject>
@optional
- (BOOL)textFieldShouldBeginEditing:(UITextField *)textField;
- (void)textFieldDidBeginEditing:(UITextField *)textField;
- (BOOL)textFieldShouldEndEditing:(UITextField *)textField;
- (void)textFieldDidEndEditing:(UITextField *)textField;
- (void)textFieldDidChangeSelection:(UITextField *)textField API_AVAILABLE(ios(13.0), tvos(13.0), visionos(1.0));
- (BOOL)textFieldShouldClear:(UITextField *)textField;
- (BOOL)textFieldShouldReturn:(UITextField *)textField;
@end

// UITextInputTraits.h and UITextInput.h: what an object that takes typed text adopts.
UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@protocol UITextInputTraits <NSObject>
@optional
@property (nonatomic, getter=isSecureTextEntry) BOOL secureTextEntry;
@end

API_AVAILABLE(ios(3.2), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@protocol UIKeyInput <UITextInputTraits>
@property (nonatomic, readonly) BOOL hasText;
- (void)insertText:(NSString *)text;
- (void)deleteBackward;
@end

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UITextField : UIControl <UIKeyInput, UIContentSizeCategoryAdjusting>
@property (nullable, nonatomic, copy) NSString *text;
@property (nullable, nonatomic, copy) NSString *placeholder;
@property (nullable, nonatomic, strong) UIColor *textColor;
@property (nullable, nonatomic, strong) UIFont *font;
@property (nonatomic) NSTextAlignment textAlignment;
@property (nonatomic) UITextBorderStyle borderStyle;
@property (nullable, nonatomic, weak) id<UITextFieldDelegate> delegate;
@property (nonatomic, getter=isSecureTextEntry) BOOL secureTextEntry;
@end

NS_ASSUME_NONNULL_END
