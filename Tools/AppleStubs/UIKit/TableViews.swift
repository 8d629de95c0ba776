// UIKit stand-in: table views and list content.

// UITableView.h (NS_SWIFT_UI_ACTOR @protocol UITableViewDataSource <NSObject>)
// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

// UITableView.h (NS_SWIFT_UI_ACTOR @protocol UITableViewDelegate); its requirements are optional in the SDK.
// https://developer.apple.com/documentation/uikit/uitableviewdelegate
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

@available(watchOS, unavailable)
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

// UITableView.h · https://developer.apple.com/documentation/uikit/uitableview
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITableView: UIScrollView {
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
    }

    // https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-1ntgl
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

    // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/backgroundview
    open var backgroundView: UIView?

    // https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

// UITableViewCell.h · https://developer.apple.com/documentation/uikit/uitableviewcell
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITableViewCell: UIView {
    // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    // UITableViewCell.h: `UITableViewCellAccessoryDetailDisclosureButton API_UNAVAILABLE(tvos)` and
    // `UITableViewCellAccessoryDetailButton API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos)`: a tvOS cell has no
    // buttons of its own, focus selects the whole row.
    // https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        @available(tvOS, unavailable)
        case detailDisclosureButton = 2
        case checkmark = 3
        @available(iOS 7.0, visionOS 1.0, *)
        @available(tvOS, unavailable)
        case detailButton = 4
    }

    // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }

    // https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
    open var accessoryType: UITableViewCell.AccessoryType = .none

    // UITableViewCell.h: `API_DEPRECATED("Use UIListContentConfiguration instead, this property will be deprecated in
    // a future release.", ios(3.0, API_TO_BE_DEPRECATED))`, which Swift imports for tvOS too (from tvOS 9.0 here,
    // the class's first release: Swift rejects a member more available than its class); the documentation lists
    // visionOS 1.0 and, for the sibling `detailTextLabel`, the same range. API_TO_BE_DEPRECATED is 100000: no
    // deployment target reaches it, so Swift warns of nothing yet.
    // https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
    @available(
        iOS,
        introduced: 3.0,
        deprecated: 100000,
        message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
    )
    @available(
        tvOS,
        introduced: 9.0,
        deprecated: 100000,
        message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
    )
    @available(
        visionOS,
        introduced: 1.0,
        deprecated: 100000,
        message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
    )
    open var textLabel: UILabel? { nil }
}

// UIContentConfiguration.h · https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public protocol UIContentConfiguration {}

// UIListContentConfiguration.h
// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
@available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
    public var text: String?

    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
    public var secondaryText: String?
}

// UIKit.swiftinterface, UIKit's extension of IndexPath for table and collection views.
// https://developer.apple.com/documentation/foundation/indexpath/row
@available(iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension IndexPath {
    public var row: Int {
        get { 0 }
        set {}
    }

    public var section: Int {
        get { 0 }
        set {}
    }
}
