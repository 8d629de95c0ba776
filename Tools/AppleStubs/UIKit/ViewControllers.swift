// UIKit stand-in: view controllers.

// UIViewController.h · https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIViewController: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init() }

    // `-init` of NSObject, imported as a convenience initializer.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { UIView() }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)
    open func show(_ vc: UIViewController, sender: Any?) {}

    // UIViewController.h (UIViewControllerPresentation), iOS 5.0 and every tvOS.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {}

    // UIViewController.h (childViewControllerForStatusBarStyle, childViewControllerForStatusBarHidden), iOS 7.0,
    // API_UNAVAILABLE(tvos); the documentation pages list iOS 7.0, Mac Catalyst 13.1 and visionOS "1.0 - 1.0"
    // (deprecated in visionOS 1.0, which has no status bar).
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open var childForStatusBarStyle: UIViewController? { nil }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarhidden
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open var childForStatusBarHidden: UIViewController? { nil }

    // UINavigationController.h (@interface UIViewController (UINavigationControllerItem)), as old as the class.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    open var navigationController: UINavigationController? { nil }

    // UIViewController.h (UIContainerViewControllerProtectedMethods and UIContainerViewControllerCallbacks), iOS 5.0
    // and every tvOS. https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open var children: [UIViewController] { [] }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open func addChild(_ childController: UIViewController) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open func removeFromParent() {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open func willMove(toParent parent: UIViewController?) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    @available(iOS 5.0, tvOS 9.0, visionOS 1.0, *)
    open func didMove(toParent parent: UIViewController?) {}

    // UIViewController.h; the documentation page lists iOS 13.0, Mac Catalyst 13.1, tvOS 13.0 and visionOS 1.0.
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle
    @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { .unspecified }
        set {}
    }

    // UIViewController.h (UIContainerViewControllerProtectedMethods), deprecated in iOS 17 for `traitOverrides`. The
    // documentation page lists iOS 8.0–17.0, Mac Catalyst 13.1–17.0 and visionOS 1.0–1.0; tvOS follows iOS
    // (9.0–17.0).
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/setoverridetraitcollection(_:forchild:)
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use traitOverrides instead")
    @available(tvOS, introduced: 9.0, deprecated: 17.0, message: "Use traitOverrides instead")
    @available(visionOS, introduced: 1.0, deprecated: 1.0, message: "Use traitOverrides instead")
    open func setOverrideTraitCollection(
        _ collection: UITraitCollection?,
        forChild childViewController: UIViewController
    ) {}
}

// UIKit's Swift overlay (iOS 17 SDK): `@MainActor @preconcurrency var traitOverrides: UITraitOverrides { get set }`.
// https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides-1z1cc (iOS 17.0, tvOS 17.0, Mac
// Catalyst, visionOS).
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
extension UIViewController {
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides() }
        set {}
    }
}

// UINavigationController.h · https://developer.apple.com/documentation/uikit/uinavigationcontroller
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UINavigationController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// UITableViewController.h · https://developer.apple.com/documentation/uikit/uitableviewcontroller
// The SDK declares it `<UITableViewDelegate, UITableViewDataSource>`, so subclasses `override` these methods.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    open var tableView: UITableView! {
        get { UITableView(frame: .zero, style: .plain) }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
