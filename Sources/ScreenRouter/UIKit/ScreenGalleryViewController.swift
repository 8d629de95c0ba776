#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The gallery as a table: one row per screen and sample, each identified by its
/// ``ScreenSample/accessibilityIdentifier``; choosing a row opens its screen.
///
/// `UIWindow` shows it, in a navigation controller, for a launch with `-vc ScreenRouter.gallery`. A debug menu
/// shows ``ScreenGalleryView`` instead, in a `UIHostingController` in a UIKit app.
///
/// A chosen screen is pushed onto the navigation controller, or presented when it is a navigation controller
/// of its own; a screen that cannot be built (a sample that no longer decodes) shows the error screen with
/// the message. The table's accessibility identifier is `ScreenRouter.gallery`.
final class ScreenGalleryViewController: UITableViewController {
    private static let cellIdentifier = "ScreenRouter.gallery.cell"

    /// The gallery the table lists.
    let gallery: ScreenGallery<UIViewController>

    /// Creates the gallery's table.
    ///
    /// - Parameter gallery: The gallery, such as the coordinator's ``TestingCoordinator/gallery``.
    init(gallery: ScreenGallery<UIViewController>) {
        self.gallery = gallery
        super.init(style: .plain)
        title = "Screens"
    }

    /// Not supported: the table is only made in code, from a gallery.
    ///
    /// Always fails, returning `nil`.
    ///
    /// - Parameter coder: Unused.
    required init?(coder: NSCoder) {
        return nil
    }

    /// Identifies the table and registers its cell.
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.accessibilityIdentifier = ScreenCatalogue.galleryIdentifier
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    }

    /// One row per screen and sample.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - section: The only section.
    /// - Returns: The number of the gallery's samples.
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        gallery.samples.count
    }

    /// The row of a screen and sample: its name, the model type, and its accessibility identifier.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPath: The row.
    /// - Returns: The cell.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let sample = gallery.samples[indexPath.row]
        if #available(iOS 14.0, tvOS 14.0, *) {
            var content = cell.defaultContentConfiguration()
            content.text = sample.description
            content.secondaryText = sample.model
            cell.contentConfiguration = content
        } else {
            cell.textLabel?.text = sample.description
        }
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = sample.accessibilityIdentifier
        return cell
    }

    /// Opens the chosen row's screen, or the error screen when it cannot be built.
    ///
    /// - Parameters:
    ///   - tableView: The table.
    ///   - indexPath: The chosen row.
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let screen = gallery.screen(for: gallery.samples[indexPath.row])
        if screen is UINavigationController || navigationController == nil {
            present(screen, animated: true)
        } else {
            show(screen, sender: self)
        }
    }
}
extension ScreenGallery where Root == UIViewController {
    /// The chosen sample's screen, or the error screen with the reason it cannot be built.
    @MainActor
    func screen(for sample: ScreenSample) -> UIViewController {
        do throws(ScreenRouterError) {
            return try open(sample)
        } catch {
            return RoutingErrorViewController(error: error)
        }
    }
}
#endif
