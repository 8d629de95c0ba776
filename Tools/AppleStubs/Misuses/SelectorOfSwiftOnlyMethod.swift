// expect: argument of '#selector' refers to instance method 'refresh()' that is not exposed to Objective-C
// A target-action pair names its method through the Objective-C runtime: `#selector` needs an `@objc` method, and
// a Swift-only one is not (`@objc func refresh()` or `@IBAction` is the fix).
import UIKit

final class FeedViewController: UIViewController {
    let refreshButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        refreshButton.addTarget(self, action: #selector(refresh), for: .touchUpInside)
    }

    func refresh() {}
}
