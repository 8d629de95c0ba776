import DemoShared
import ScreenRouter
import UIKit

/// One user's details, one label per field, each identified for UI tests.
final class UserDetailViewController: UIViewController {
    /// The label texts, by element, in the order they are shown.
    static func fields(of user: User) -> [(element: UserDetailAIP.Element, text: String)] {
        let address = user.address
        let company = user.company
        return [
            (.userName, user.name),
            (.userUsername, user.username),
            (.userEmail, user.email),
            (.userPhone, user.phone ?? "No phone"),
            (.userWebsite, user.website ?? "No website"),
            (.addressStreet, "\(address.street), \(address.suite)"),
            (.addressCity, "\(address.city) \(address.zipcode)"),
            (.addressGeo, "\(address.geo.lat), \(address.geo.lng)"),
            (.companyName, company.name),
            (.companyCatchPhrase, company.catchPhrase),
            (.companyBs, company.bs),
        ]
    }

    private let user: User

    init(user: User) {
        self.user = user
        super.init(nibName: nil, bundle: nil)
        title = user.name
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let labels = Self.fields(of: user).map { field in
            let label = UILabel()
            label.text = field.text
            // Dynamic Type: the label follows the text size a variant (or the device) sets.
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            label.addAccessibility(aip: UserDetailAIP.self, element: field.element)
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false

        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        view.addSubview(scrollView)

        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
    }
}
