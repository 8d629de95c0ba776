// expect: result of call to 'constraint(equalTo:)' is unused
// NSLayoutAnchor.h declares constraintEqualToAnchor: and its siblings __attribute__((warn_unused_result)): a
// constraint made and dropped, never activated, is a warning on a Mac, an error with warnings as errors.
import UIKit

@MainActor
func pin(_ view: UIView, below other: UIView) {
    view.topAnchor.constraint(equalTo: other.bottomAnchor)
}
