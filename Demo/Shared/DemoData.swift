/// The Demo's embedded data set.
public enum DemoData {
    /// The users the app shows on a normal start.
    public static let users: [User] = [
        User(
            id: 1,
            name: "Leanne Graham",
            username: "Bret",
            email: "Sincere@april.biz",
            phone: "1-770-736-8031 x56442",
            website: "hildegard.org",
            address: .init(
                street: "Kulas Light",
                suite: "Apt. 556",
                city: "Gwenborough",
                zipcode: "92998-3874",
                geo: .init(lat: "-37.3159", lng: "81.1496")
            ),
            company: .init(
                name: "Romaguera-Crona",
                catchPhrase: "Multi-layered client-server neural-net",
                bs: "harness real-time e-markets"
            )
        ),
        User(
            id: 2,
            name: "Ervin Howell",
            username: "Antonette",
            email: "Shanna@melissa.tv",
            phone: "010-692-6593 x09125",
            website: "anastasia.net",
            address: .init(
                street: "Victor Plains",
                suite: "Suite 879",
                city: "Wisokyburgh",
                zipcode: "90566-7771",
                geo: .init(lat: "-43.9509", lng: "-34.4618")
            ),
            company: .init(
                name: "Deckow-Crist",
                catchPhrase: "Proactive didactic contingency",
                bs: "synergize scalable supply-chains"
            )
        ),
        User(
            id: 3,
            name: "Clementine Bauch",
            username: "Samantha",
            email: "Nathan@yesenia.net",
            phone: "1-463-123-4447",
            website: "ramiro.info",
            address: .init(
                street: "Douglas Extension",
                suite: "Suite 847",
                city: "McKenziehaven",
                zipcode: "59590-4157",
                geo: .init(lat: "-68.6102", lng: "-47.0653")
            ),
            company: .init(
                name: "Romaguera-Jacobson",
                catchPhrase: "Face to face bifurcated interface",
                bs: "e-enable strategic applications"
            )
        ),
        User(
            id: 4,
            name: "Patricia Lebsack",
            username: "Karianne",
            email: "Julianne.OConner@kory.org",
            phone: "493-170-9623 x156",
            website: "kale.biz",
            address: .init(
                street: "Hoeger Mall",
                suite: "Apt. 692",
                city: "South Elvis",
                zipcode: "53919-4257",
                geo: .init(lat: "29.4572", lng: "-164.2990")
            ),
            company: .init(
                name: "Robel-Corkery",
                catchPhrase: "Multi-tiered zero tolerance productivity",
                bs: "transition cutting-edge web services"
            )
        ),
        User(
            id: 5,
            name: "Chelsey Dietrich",
            username: "Kamren",
            email: "Lucio_Hettinger@annie.ca",
            phone: nil,
            website: nil,
            address: .init(
                street: "Skiles Walks",
                suite: "Suite 351",
                city: "Roscoeview",
                zipcode: "33263",
                geo: .init(lat: "-31.8129", lng: "62.5342")
            ),
            company: .init(
                name: "Keebler LLC",
                catchPhrase: "User-centric fault-tolerant solution",
                bs: "revolutionize end-to-end systems"
            )
        ),
    ]

    /// A user with the given identifier and name and plain values elsewhere, for fixtures.
    ///
    /// - Parameters:
    ///   - id: The identifier.
    ///   - name: The full name.
    /// - Returns: The user.
    public static func sample(id: Int, name: String) -> User {
        User(
            id: id,
            name: name,
            username: "user\(id)",
            email: "user\(id)@example.com",
            phone: "555-\(id)",
            website: "example.com",
            address: .init(
                street: "\(id) Main Street",
                suite: "Suite \(id)",
                city: "Springfield",
                zipcode: "0000\(id % 10)",
                geo: .init(lat: "0.0", lng: "0.0")
            ),
            company: .init(name: "Example Corp", catchPhrase: "Examples for all", bs: "exemplify")
        )
    }
}
