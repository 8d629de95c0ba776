// expect: 'systemBackground' is unavailable in tvOS
// triple: tvos
// UIKit's `systemBackground` does not exist on tvOS, where the UIKit adapters compile too.
import UIKit

@MainActor
func paint(_ view: UIView) {
    view.backgroundColor = .systemBackground
}
