import DemoShared
import Foundation
import Testing

/// Fixture users for the Demo's UI tests.
enum Fixture {
    static let ada = User(
        id: 1,
        name: "Ada Lovelace",
        username: "ada",
        email: "ada@example.com",
        phone: "+44 20 7946 0018",
        website: "ada.example.com",
        address: .init(
            street: "12 St James's Square",
            suite: "Flat 2",
            city: "London",
            zipcode: "SW1Y 4JH",
            geo: .init(lat: "51.5074", lng: "-0.1346")
        ),
        company: .init(
            name: "Analytical Engines",
            catchPhrase: "Weaving algebraic patterns",
            bs: "compute Bernoulli numbers"
        )
    )

    /// A user with the given name and nothing optional.
    static func user(_ id: Int, _ name: String) -> User {
        var user = DemoData.sample(id: id, name: name)
        user.phone = nil
        user.website = nil
        return user
    }

    /// `count` users with distinct names, far more than fits in one launch argument when large.
    static func users(count: Int) -> [User] {
        (0..<count).map { DemoData.sample(id: $0, name: "User \($0)") }
    }
}
