import DemoShared
import ScreenRouter
import UIKit

/// The list of users; selecting one shows its details.
final class UsersViewController: UITableViewController {
    private static let cellIdentifier = "UserCell"

    private let users: [User]

    init(users: [User]) {
        self.users = users
        super.init(style: .plain)
        title = "Users"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.addAccessibility(aip: UsersAIP.self, element: .usersList)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        if users.isEmpty {
            let emptyLabel = UILabel()
            emptyLabel.text = "No users"
            emptyLabel.textAlignment = .center
            emptyLabel.addAccessibility(aip: UsersAIP.self, element: .usersEmpty)
            tableView.backgroundView = emptyLabel
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        users.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let user = users[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = user.name
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.addAccessibility(aip: UsersAIP.self, element: .userRow(indexPath.row))
        cell.accessibilityLabel = user.name
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        show(UserDetailViewController(user: users[indexPath.row]), sender: self)
    }
}
