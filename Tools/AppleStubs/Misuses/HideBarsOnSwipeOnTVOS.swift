// expect: 'hidesBarsOnSwipe' is unavailable in tvOS
// expect: 'setToolbarHidden(_:animated:)' is unavailable in tvOS
// tvOS has no swipes to hide the bars with and no toolbar (API_UNAVAILABLE(tvos) in UINavigationController.h): a
// navigation adapter compiled for tvOS must not set them.
// triple: tvos
import UIKit

@MainActor
func configure(_ navigation: UINavigationController) {
    navigation.hidesBarsOnSwipe = true
    navigation.setToolbarHidden(true, animated: false)
}
