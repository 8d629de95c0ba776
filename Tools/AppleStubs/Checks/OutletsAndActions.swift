// What storyboard apps write and Apple accepts: a private outlet to a table view, an `@objc` action a button calls
// through `#selector`, and an optional delegate method, implemented under its exact name.
import UIKit

final class UsersViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    @IBOutlet private var tableView: UITableView!
    @IBOutlet private weak var refreshButton: UIButton!
    private var names = ["Ada", "Grace"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        refreshButton.addTarget(self, action: #selector(refresh(_:)), for: .touchUpInside)
    }

    @objc private func refresh(_ sender: UIButton) {
        tableView.reloadData()
    }

    @IBAction private func sort(_ sender: Any) {
        names.sort()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "user", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
