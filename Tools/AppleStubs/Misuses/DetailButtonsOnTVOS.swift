// expect: 'detailDisclosureButton' is unavailable in tvOS
// expect: 'detailButton' is unavailable in tvOS
// triple: tvos
// A tvOS table cell has no buttons of its own: focus selects the whole row (API_UNAVAILABLE(tvos) in
// UITableViewCell.h), and a gallery row compiled for tvOS must not ask for one.
import UIKit

@MainActor
func decorate(_ cell: UITableViewCell, withInfo: Bool) {
    cell.accessoryType = withInfo ? .detailDisclosureButton : .detailButton
}
