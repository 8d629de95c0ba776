// expect: 'enablesMarqueeWhenAncestorFocused' is unavailable in iOS
// expect: 'adjustsImageWhenAncestorFocused' is unavailable in iOS
// The focus effects of labels and image views exist on tvOS only (API_UNAVAILABLE(ios, watchos) in UILabel.h,
// UIKIT_AVAILABLE_TVOS_ONLY in UIImageView.h): shared UIKit code sets them only in a tvOS file.
import UIKit

@MainActor
func focusEffects(_ label: UILabel, _ image: UIImageView) {
    label.enablesMarqueeWhenAncestorFocused = true
    image.adjustsImageWhenAncestorFocused = true
}
