// swift-format-ignore-file
// MSUITest's documented payload snippets (Advanced Topics, "Add payload in identifiers", app target), with
// `import ScreenRouter`, `@MainActor` for Swift 6, and the document's typo `aip: ImageAIP.,` written as the
// provider it declares, `aip: HomeAIP.self`. Types are `private`, as in MSUITestAIPSnippets.swift.
import ScreenRouter
import UIKit

@MainActor
private final class HomeAIP: AIP {
    static var mainIdentifier: String = "home"
}

extension HomeAIP {
    enum Element: RawRepresentable {
        case mainView
        case imageView(_ imageName: String)

        // We can ignore it for sake of example
        init?(rawValue: String) { return nil }

        var rawValue: String {
            switch self {
            case .mainView:
                return "mainView"
            case .imageView(let name):
                return "imageView_image:\(name)"
            }
        }
    }
}

private class HomeViewController: UIViewController {

    @IBOutlet private var imageView: UIImageView!

    // Callback from a API request
    func serverDidAnswer(with imageURL: String) {
        imageView.addAccessibility(aip: HomeAIP.self, element: .imageView(imageURL))

    }
}
