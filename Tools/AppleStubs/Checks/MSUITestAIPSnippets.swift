// swift-format-ignore-file
// MSUITest's documented AIP snippets (Advanced Topics, "AccessibilityIdentifierProvider (AIP)"), with
// `import MSUITest` changed to `import ScreenRouter` and `@MainActor` added for Swift 6 (the document's
// `static var mainIdentifier` is mutable static state). Types are `private` so that the payload variant of the
// same names in MSUITestPayloadSnippets.swift can sit in the same module.
// 1
import ScreenRouter
import UIKit

@MainActor
private final class HomeAIP: AIP {
    // 2
    static var mainIdentifier: String = "home"
}

extension HomeAIP {
    // 3
    enum Element: String {
        case mainView
        case tableView
    }
}

private class HomeViewController: UIViewController {

    @IBOutlet private var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()

        // 1
        view.addAccessibility(aip: HomeAIP.self, element: .mainView)
        tableView.addAccessibility(aip: HomeAIP.self, element: .tableView)
    }
}
