// Stand-in for the SDK's <UIKit/UITableView.h>, <UIKit/UITableViewCell.h>, <UIKit/UITableViewController.h>,
// <UIKit/UICollectionViewCell.h> and
// <UIKit/UIScrollView.h>'s delegate (source: Xcode 26 SDK, iOS 26). The delegate protocols' `@optional` methods are
// optional requirements, as in the SDK: a method that nearly matches one gets the compiler's own warning. Our own text.
#pragma once
#include "UIViewController.h"

NS_ASSUME_NONNULL_BEGIN

@class UITableView, UITableViewCell;

typedef NS_ENUM(NSInteger, UITableViewStyle) {
    UITableViewStylePlain,
    UITableViewStyleGrouped,
    UITableViewStyleInsetGrouped API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos)
} NS_SWIFT_NAME(UITableView.Style) API_UNAVAILABLE(watchos);

typedef NS_ENUM(NSInteger, UITableViewCellStyle) {
    UITableViewCellStyleDefault,
    UITableViewCellStyleValue1,
    UITableViewCellStyleValue2,
    UITableViewCellStyleSubtitle
} NS_SWIFT_NAME(UITableViewCell.CellStyle) API_UNAVAILABLE(watchos);

typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType) {
    UITableViewCellAccessoryNone,
    UITableViewCellAccessoryDisclosureIndicator,
    UITableViewCellAccessoryDetailDisclosureButton API_UNAVAILABLE(tvos),
    UITableViewCellAccessoryCheckmark,
    UITableViewCellAccessoryDetailButton API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos)
} NS_SWIFT_NAME(UITableViewCell.AccessoryType) API_UNAVAILABLE(watchos);

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@protocol UIScrollViewDelegate <NSObject>
@optional
- (void)scrollViewDidScroll:(UIScrollView *)scrollView;
- (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView;
- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;
@end

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@protocol UITableViewDataSource <NSObject>
@required
- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section;
- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath NS_SWIFT_NAME(tableView(_:cellForRowAt:)) NS_SWIFT_NAME(cellForRow(at:));
@optional
- (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView NS_SWIFT_NAME(numberOfSections(in:));
- (nullable NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section;
- (nullable NSString *)tableView:(UITableView *)tableView titleForFooterInSection:(NSInteger)section;
@end

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@protocol UITableViewDelegate <NSObject, UIScrollViewDelegate>
@optional
- (void)tableView:(UITableView *)tableView
      willDisplayCell:(UITableViewCell *)cell
    forRowAtIndexPath:(NSIndexPath *)indexPath NS_SWIFT_NAME(tableView(_:willDisplay:forRowAt:));
- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath NS_SWIFT_NAME(tableView(_:heightForRowAt:));
- (nullable NSIndexPath *)tableView:(UITableView *)tableView willSelectRowAtIndexPath:(NSIndexPath *)indexPath NS_SWIFT_NAME(tableView(_:willSelectRowAt:));
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath NS_SWIFT_NAME(tableView(_:didSelectRowAt:));
- (void)tableView:(UITableView *)tableView didDeselectRowAtIndexPath:(NSIndexPath *)indexPath NS_SWIFT_NAME(tableView(_:didDeselectRowAt:));
@end

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UITableView : UIScrollView
- (instancetype)initWithFrame:(CGRect)frame style:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly) UITableViewStyle style;
@property (nonatomic, weak, nullable) id<UITableViewDataSource> dataSource;
@property (nonatomic, weak, nullable) id<UITableViewDelegate> delegate;
@property (nonatomic) CGFloat rowHeight;
@property (nonatomic, strong, nullable) UIView *backgroundView API_AVAILABLE(ios(3.2));
- (void)reloadData;
- (nullable __kindof UITableViewCell *)cellForRowAtIndexPath:(NSIndexPath *)indexPath;
- (void)deselectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated NS_SWIFT_NAME(deselectRow(at:animated:));
- (nullable __kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier NS_SWIFT_NAME(dequeueReusableCell(withIdentifier:));
- (__kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier
                                                   forIndexPath:(NSIndexPath *)indexPath NS_SWIFT_NAME(dequeueReusableCell(withIdentifier:for:)) API_AVAILABLE(ios(6.0));
- (void)registerClass:(nullable Class)cellClass forCellReuseIdentifier:(NSString *)identifier API_AVAILABLE(ios(6.0));
@end

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UITableViewCell : UIView
- (instancetype)initWithStyle:(UITableViewCellStyle)style
              reuseIdentifier:(nullable NSString *)reuseIdentifier NS_DESIGNATED_INITIALIZER API_AVAILABLE(ios(3.0));
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly, strong) UIView *contentView;
@property (nonatomic, readonly, strong, nullable) UILabel *textLabel API_DEPRECATED(
    "Use UIListContentConfiguration instead, this property will be deprecated in a future release.",
    ios(3.0, API_TO_BE_DEPRECATED), tvos(9.0, API_TO_BE_DEPRECATED), visionos(1.0, API_TO_BE_DEPRECATED));
@property (nonatomic, readonly, strong, nullable) UILabel *detailTextLabel API_DEPRECATED(
    "Use UIListContentConfiguration instead, this property will be deprecated in a future release.",
    ios(3.0, API_TO_BE_DEPRECATED), tvos(9.0, API_TO_BE_DEPRECATED), visionos(1.0, API_TO_BE_DEPRECATED));
@property (nonatomic, readonly, strong, nullable) UIImageView *imageView API_DEPRECATED(
    "Use UIListContentConfiguration instead, this property will be deprecated in a future release.",
    ios(3.0, API_TO_BE_DEPRECATED), tvos(9.0, API_TO_BE_DEPRECATED), visionos(1.0, API_TO_BE_DEPRECATED));
@property (nonatomic, readonly, copy, nullable) NSString *reuseIdentifier;
@property (nonatomic) UITableViewCellAccessoryType accessoryType;
- (void)prepareForReuse;
@end

UIKIT_AVAILABLE_VIEWS NS_SWIFT_UI_ACTOR
@interface UITableViewController : UIViewController <UITableViewDelegate, UITableViewDataSource>
- (instancetype)initWithStyle:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
                         bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@property (null_resettable, nonatomic, strong) UITableView *tableView;
@end

// UICollectionViewCell.h: the cells of a collection view (its layout and data source are not reached here).
API_AVAILABLE(ios(6.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UICollectionReusableView : UIView
@end

API_AVAILABLE(ios(6.0), tvos(9.0), visionos(1.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
@interface UICollectionViewCell : UICollectionReusableView
@end

NS_ASSUME_NONNULL_END
