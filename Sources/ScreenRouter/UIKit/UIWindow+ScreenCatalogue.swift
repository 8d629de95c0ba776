#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UIWindow {
    /// Shows the gallery as a table, in a navigation controller, for a launch with `-vc ScreenRouter.gallery`.
    ///
    /// - Parameter gallery: The gallery.
    public func showGallery(_ gallery: ScreenGallery<UIViewController>) {
        install(UINavigationController(rootViewController: ScreenGalleryViewController(gallery: gallery)))
    }

    /// Shows the catalogue for a launch with `--uitesting --list-screens`: a label, identified as
    /// `ScreenRouter.catalogue`, whose accessibility label is the catalogue's JSON, for a UI test to read; the
    /// JSON also goes to standard output.
    ///
    /// - Parameter catalogue: The catalogue.
    public func showCatalogue(_ catalogue: ScreenCatalogue) {
        let json = String(decoding: catalogue.json, as: UTF8.self)
        StandardOutput.write(json)
        install(ScreenCatalogueViewController(json: json))
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
