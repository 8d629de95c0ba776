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

// UITableViewCell.h
typedef NS_ENUM(NSInteger, UITableViewCellEditingStyle) {
    UITableViewCellEditingStyleNone,
    UITableViewCellEditingStyleDelete,
    UITableViewCellEditingStyleInsert
} NS_SWIFT_NAME(UITableViewCell.EditingStyle) API_UNAVAILABLE(watchos);

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
// UITableView.h: editing, moving and the section index.
- (BOOL)tableView:(UITableView *)tableView canEditRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:canEditRowAt:));
- (BOOL)tableView:(UITableView *)tableView canMoveRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:canMoveRowAt:));
- (nullable NSArray<NSString *> *)sectionIndexTitlesForTableView:(UITableView *)tableView
    NS_SWIFT_NAME(sectionIndexTitles(for:));
- (NSInteger)tableView:(UITableView *)tableView
    sectionForSectionIndexTitle:(NSString *)title
                        atIndex:(NSInteger)index NS_SWIFT_NAME(tableView(_:sectionForSectionIndexTitle:at:));
- (void)tableView:(UITableView *)tableView
    commitEditingStyle:(UITableViewCellEditingStyle)editingStyle
     forRowAtIndexPath:(NSIndexPath *)indexPath NS_SWIFT_NAME(tableView(_:commit:forRowAt:));
- (void)tableView:(UITableView *)tableView
    moveRowAtIndexPath:(NSIndexPath *)sourceIndexPath
           toIndexPath:(NSIndexPath *)destinationIndexPath NS_SWIFT_NAME(tableView(_:moveRowAt:to:));
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
// UITableView.h: the delegate's methods whose types the stand-ins have (not the context menus, swipe actions, focus
// updates, spring loading or the deprecated row actions).
- (void)tableView:(UITableView *)tableView
    willDisplayHeaderView:(UIView *)view
               forSection:(NSInteger)section NS_SWIFT_NAME(tableView(_:willDisplayHeaderView:forSection:))
    API_AVAILABLE(ios(6.0));
- (void)tableView:(UITableView *)tableView
    willDisplayFooterView:(UIView *)view
               forSection:(NSInteger)section NS_SWIFT_NAME(tableView(_:willDisplayFooterView:forSection:))
    API_AVAILABLE(ios(6.0));
- (void)tableView:(UITableView *)tableView
    didEndDisplayingCell:(UITableViewCell *)cell
       forRowAtIndexPath:(NSIndexPath *)indexPath NS_SWIFT_NAME(tableView(_:didEndDisplaying:forRowAt:))
    API_AVAILABLE(ios(6.0));
- (void)tableView:(UITableView *)tableView
    didEndDisplayingHeaderView:(UIView *)view
                    forSection:(NSInteger)section NS_SWIFT_NAME(tableView(_:didEndDisplayingHeaderView:forSection:))
    API_AVAILABLE(ios(6.0));
- (void)tableView:(UITableView *)tableView
    didEndDisplayingFooterView:(UIView *)view
                    forSection:(NSInteger)section NS_SWIFT_NAME(tableView(_:didEndDisplayingFooterView:forSection:))
    API_AVAILABLE(ios(6.0));
- (CGFloat)tableView:(UITableView *)tableView heightForHeaderInSection:(NSInteger)section
    NS_SWIFT_NAME(tableView(_:heightForHeaderInSection:));
- (CGFloat)tableView:(UITableView *)tableView heightForFooterInSection:(NSInteger)section
    NS_SWIFT_NAME(tableView(_:heightForFooterInSection:));
- (CGFloat)tableView:(UITableView *)tableView estimatedHeightForRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:estimatedHeightForRowAt:)) API_AVAILABLE(ios(7.0));
- (CGFloat)tableView:(UITableView *)tableView estimatedHeightForHeaderInSection:(NSInteger)section
    NS_SWIFT_NAME(tableView(_:estimatedHeightForHeaderInSection:)) API_AVAILABLE(ios(7.0));
- (CGFloat)tableView:(UITableView *)tableView estimatedHeightForFooterInSection:(NSInteger)section
    NS_SWIFT_NAME(tableView(_:estimatedHeightForFooterInSection:)) API_AVAILABLE(ios(7.0));
- (nullable UIView *)tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section
    NS_SWIFT_NAME(tableView(_:viewForHeaderInSection:));
- (nullable UIView *)tableView:(UITableView *)tableView viewForFooterInSection:(NSInteger)section
    NS_SWIFT_NAME(tableView(_:viewForFooterInSection:));
- (void)tableView:(UITableView *)tableView accessoryButtonTappedForRowWithIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:accessoryButtonTappedForRowWith:));
- (BOOL)tableView:(UITableView *)tableView shouldHighlightRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:shouldHighlightRowAt:)) API_AVAILABLE(ios(6.0));
- (void)tableView:(UITableView *)tableView didHighlightRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:didHighlightRowAt:)) API_AVAILABLE(ios(6.0));
- (void)tableView:(UITableView *)tableView didUnhighlightRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:didUnhighlightRowAt:)) API_AVAILABLE(ios(6.0));
- (nullable NSIndexPath *)tableView:(UITableView *)tableView willDeselectRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:willDeselectRowAt:)) API_AVAILABLE(ios(3.0));
- (BOOL)tableView:(UITableView *)tableView canPerformPrimaryActionForRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:canPerformPrimaryActionForRowAt:)) API_AVAILABLE(ios(16.0), tvos(16.0), visionos(1.0));
- (void)tableView:(UITableView *)tableView performPrimaryActionForRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:performPrimaryActionForRowAt:)) API_AVAILABLE(ios(16.0), tvos(16.0), visionos(1.0));
- (UITableViewCellEditingStyle)tableView:(UITableView *)tableView editingStyleForRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:editingStyleForRowAt:));
- (nullable NSString *)tableView:(UITableView *)tableView
    titleForDeleteConfirmationButtonForRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:titleForDeleteConfirmationButtonForRowAt:)) API_AVAILABLE(ios(3.0)) API_UNAVAILABLE(tvos);
- (BOOL)tableView:(UITableView *)tableView shouldIndentWhileEditingRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:shouldIndentWhileEditingRowAt:));
- (void)tableView:(UITableView *)tableView willBeginEditingRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:willBeginEditingRowAt:)) API_UNAVAILABLE(tvos);
- (void)tableView:(UITableView *)tableView didEndEditingRowAtIndexPath:(nullable NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:didEndEditingRowAt:)) API_UNAVAILABLE(tvos);
- (NSIndexPath *)tableView:(UITableView *)tableView
    targetIndexPathForMoveFromRowAtIndexPath:(NSIndexPath *)sourceIndexPath
                         toProposedIndexPath:(NSIndexPath *)proposedDestinationIndexPath
    NS_SWIFT_NAME(tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:));
- (NSInteger)tableView:(UITableView *)tableView indentationLevelForRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:indentationLevelForRowAt:));
- (BOOL)tableView:(UITableView *)tableView canFocusRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:canFocusRowAt:)) API_AVAILABLE(ios(9.0));
- (nullable NSIndexPath *)indexPathForPreferredFocusedViewInTableView:(UITableView *)tableView
    NS_SWIFT_NAME(indexPathForPreferredFocusedView(in:)) API_AVAILABLE(ios(9.0));
- (BOOL)tableView:(UITableView *)tableView selectionFollowsFocusForRowAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:selectionFollowsFocusForRowAt:)) API_AVAILABLE(ios(15.0), visionos(1.0))
    API_UNAVAILABLE(watchos, tvos);
- (BOOL)tableView:(UITableView *)tableView shouldBeginMultipleSelectionInteractionAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:shouldBeginMultipleSelectionInteractionAt:)) API_AVAILABLE(ios(13.0), visionos(1.0))
    API_UNAVAILABLE(tvos, watchos);
- (void)tableView:(UITableView *)tableView didBeginMultipleSelectionInteractionAtIndexPath:(NSIndexPath *)indexPath
    NS_SWIFT_NAME(tableView(_:didBeginMultipleSelectionInteractionAt:)) API_AVAILABLE(ios(13.0), visionos(1.0))
    API_UNAVAILABLE(tvos, watchos);
- (void)tableViewDidEndMultipleSelectionInteraction:(UITableView *)tableView
    NS_SWIFT_NAME(tableViewDidEndMultipleSelectionInteraction(_:)) API_AVAILABLE(ios(13.0), visionos(1.0))
    API_UNAVAILABLE(tvos, watchos);
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
