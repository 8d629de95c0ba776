import DemoShared
import Dispatch
import ScreenRouter
import UIKit

/// A user's profile, loaded over the network when the screen appears: its state, then the name and e-mail.
///
/// Its UI tests open it with a network fixture (`launchApp(screen: .profile, model: 1, network: ...)`) or one of
/// its samples, so each state shows without a server.
final class ProfileViewController: UIViewController {
    private let id: Int
    private let loader: ProfileLoader
    private var stack: UIStackView?

    init(id: Int, loader: ProfileLoader = ProfileLoader()) {
        self.id = id
        self.loader = loader
        super.init(nibName: nil, bundle: nil)
        title = "Profile"
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        show(.loading)
        loader.load(id: id) { [weak self] state in
            DispatchQueue.main.async { self?.show(state) }
        }
    }

    /// Replaces the labels with those of a state.
    private func show(_ state: ProfileState) {
        stack?.removeFromSuperview()
        var fields: [(ProfileAIP.Element, String)] = [(.profileState, state.summary)]
        if case .loaded(let user) = state {
            fields += [(.profileName, user.name), (.profileEmail, user.email)]
        }
        let labels = fields.map { element, text in
            let label = UILabel()
            label.text = text
            label.numberOfLines = 0
            label.addAccessibility(aip: ProfileAIP.self, element: element)
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
        ])
        self.stack = stack
    }
}
