#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The one routed root of UIKit and SwiftUI apps: it holds the routed screen as its only child, under the
/// `ScreenRouter.routed` marker, and shows the error screen, the gallery, the catalogue and route numbers.
///
/// A window hosts it as its root view controller (``TestingCoordinator/start(in:arguments:)-(UIWindow,_)``); a
/// SwiftUI app hosts it in place of its content (`onOpenURL(routingWith:perform:)`). Either way a UI test finds
/// the same elements.
final class RoutedRootViewController: UIViewController, ScreenHost, RouteNumberShowing, WindowShowing {
    /// The variant the coordinator applied last: every screen installed from now on is shown in it.
    private var variant = ScreenVariant()

    /// The identifier of the screen installed last, which names its element frames.
    private var screenIdentifier = ""

    /// Writes the routed screen's element frames to standard output.
    private lazy var elementFrames = ElementFrameWriter(root: self)

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    #if os(iOS)
    /// The routed screen decides the status bar, as it would as the window's root.
    override var childForStatusBarStyle: UIViewController? { children.first }

    /// The routed screen decides whether the status bar shows.
    override var childForStatusBarHidden: UIViewController? { children.first }
    #endif

    /// Keeps the variant for the screens installed from now on (``show(_:in:)`` applies it to each); the screen shown
    /// now keeps the variant it was installed in.
    func apply(_ variant: ScreenVariant) {
        self.variant = variant
    }

    func install(_ root: UIViewController, as screen: ScreenID, route: Int) {
        screenIdentifier = screen.rawValue  // the coordinator's screen, which names its element frames
        installRoot(root)
    }

    /// Shows a root under the `ScreenRouter.routed` marker: a routed screen, the gallery or the catalogue.
    private func installRoot(_ root: UIViewController) {
        show(root)
        unansweredMarker?.removeFromSuperview()
        view.showRoutedMarker()
    }

    func showRoutingFailure(_ error: ScreenRouterError) {
        screenIdentifier = ScreenRouterError.accessibilityIdentifier
        show(RoutingErrorViewController(error: error))
        unansweredMarker?.removeFromSuperview()
        view.removeRoutedMarker()
    }

    /// The `ScreenRouter.unanswered` element, while the screen has made a request its fixture does not answer.
    private var unansweredMarker: UIView? {
        view.subviews.first { $0.accessibilityIdentifier == LaunchProtocol.unansweredMarker }
    }

    /// Shows a request the screen's network fixture does not answer: a transparent point above the screen, an
    /// accessibility element identified as `ScreenRouter.unanswered` whose label is the message (the first such
    /// request's) and whose value is its code, which test support checks after launch and when the test ends.
    func showUnansweredRequest(_ error: ScreenRouterError) {
        guard unansweredMarker == nil else { return }
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        marker.isUserInteractionEnabled = false
        marker.isAccessibilityElement = true
        marker.accessibilityIdentifier = LaunchProtocol.unansweredMarker
        marker.accessibilityLabel = error.message
        marker.accessibilityValue = error.code.description
        view.addSubview(marker)
    }

    func showGallery(_ gallery: ScreenGallery<UIViewController>) {
        screenIdentifier = ScreenCatalogue.galleryIdentifier
        installRoot(UINavigationController(rootViewController: ScreenGalleryViewController(gallery: gallery)))
    }

    /// Shows the catalogue in a label identified as `ScreenRouter.catalogue`, whose accessibility label is the
    /// catalogue's JSON, for a UI test to read; the JSON also goes to standard output.
    func showCatalogue(_ catalogue: ScreenCatalogue) {
        let json = String(decoding: catalogue.json, as: UTF8.self)
        StandardOutput.write(json)
        installRoot(ScreenCatalogueViewController(json: json))
    }

    /// Shows the route's number as the accessibility value of the `ScreenRouter.routed` mark, or of the error
    /// screen's label, so a UI test waiting for route 3 does not mistake the screen of route 2 for it; then writes
    /// the screen's element frame, which the coordinator's routed line follows.
    func showRouteNumber(_ number: Int) {
        let value = String(number)
        view.routedMarker?.accessibilityValue = value
        for case let errorScreen as RoutingErrorViewController in children {
            errorScreen.messageLabel.accessibilityValue = value
        }
        elementFrames.write(route: number, screen: screenIdentifier)
    }

    /// Replaces the child view controller with `root`, filling the view, shown in the variant applied last.
    private func show(_ root: UIViewController) {
        for child in children {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        addChild(root)
        show(root, in: variant)
        root.view.frame = view.bounds
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view)
        root.didMove(toParent: self)
    }
}

extension UIWindow {
    /// The window's routed root, made its root view controller (and the window shown) the first time.
    var routedRoot: RoutedRootViewController {
        if let root = rootViewController as? RoutedRootViewController {
            return root
        }
        let root = RoutedRootViewController()
        rootViewController = root
        makeKeyAndVisible()
        return root
    }
}

extension UIView {
    /// The `ScreenRouter.routed` mark among the view's subviews, if it has one.
    var routedMarker: UIView? {
        subviews.first { $0.accessibilityIdentifier == ScreenRouterError.routedAccessibilityIdentifier }
    }

    /// Puts the `ScreenRouter.routed` mark above everything else in the view, adding it the first time: one
    /// transparent point, an accessibility element a UI test waits for, that takes no touches.
    func showRoutedMarker() {
        if let marker = routedMarker {
            bringSubviewToFront(marker)
            return
        }
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        marker.isUserInteractionEnabled = false
        marker.isAccessibilityElement = true
        marker.accessibilityIdentifier = ScreenRouterError.routedAccessibilityIdentifier
        addSubview(marker)
    }

    /// Removes the `ScreenRouter.routed` mark: a failure shows only the error label.
    func removeRoutedMarker() {
        routedMarker?.removeFromSuperview()
    }
}

/// The screen of a `--list-screens` launch: the catalogue's JSON in one label a UI test reads.
final class ScreenCatalogueViewController: UIViewController {
    private let json: String

    init(json: String) {
        self.json = json
        super.init(nibName: nil, bundle: nil)
        title = "Screens"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        view.backgroundColor = RoutingErrorViewController.backgroundColor
        label.textColor = RoutingErrorViewController.textColor
        label.text = json
        label.numberOfLines = 0
        label.accessibilityIdentifier = LaunchProtocol.catalogueMarker
        label.accessibilityLabel = json
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
        ])
    }
}
#endif
