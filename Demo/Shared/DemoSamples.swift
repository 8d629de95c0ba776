#if DEBUG
import ScreenRouter

/// The samples the Demo registers beside its screens, so that a launch, the gallery and the every-screen test
/// can open each screen without a fixture: `--uitesting -vc userDetail -sample ada`.
///
/// Debug builds only, like the registrations that use them.
public enum DemoSamples {
    /// Ada Lovelace, the user in `Demo/Fixtures/userDetail.ada.json`: no phone, no website.
    public static let ada = User(
        id: 1,
        name: "Ada Lovelace",
        username: "ada",
        email: "ada@example.com",
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

    /// A user whose name and address are far longer than a line, to see how the screen wraps them.
    public static let longName = User(
        id: 2,
        name: "Maria Magdalena Wilhelmina Theresia von Habsburg-Lothringen-Bourbon-Parma y Borbón-Dos Sicilias",
        username: "maria.magdalena.wilhelmina.theresia",
        email: "maria.magdalena.wilhelmina.theresia@habsburg-lothringen-bourbon-parma.example.com",
        phone: "+43 1 234 567 890 ext. 1234567",
        website: "www.habsburg-lothringen-bourbon-parma-y-borbon-dos-sicilias.example.com",
        address: .init(
            street: "Schönbrunner Schloßstraße 47, Hintereingang beim Palmenhaus",
            suite: "Appartement 1441, Stiege 3, Tür 12",
            city: "Wien",
            zipcode: "1130",
            geo: .init(lat: "48.1845", lng: "16.3122")
        ),
        company: .init(
            name: "Kaiserlich-Königliche Hof- und Staatsdruckerei",
            catchPhrase: "Multi-layered client-server neural-net",
            bs: "harness real-time e-markets"
        )
    )

    /// The samples of `userDetail`.
    public static let userDetail: KeyValuePairs<String, User> = [
        "ada": ada,
        "long name": longName,
    ]

    /// The samples of `profile`: the identifier of the user each one loads.
    public static let profile: KeyValuePairs<String, Int> = [
        "loaded": 1,
        "notFound": 7,
        "offline": 1,
        "slow": 1,
    ]

    /// The network fixtures of the samples of `profile`: the profile screen's states, on demand.
    public static let profileNetworks: KeyValuePairs<String, NetworkFixture> = [
        "loaded": [.get(ProfileLoader.url(forUser: 1)): .json(ada)],
        "notFound": [.get(ProfileLoader.url(forUser: 7)): .status(404)],
        "offline": [.get(ProfileLoader.url(forUser: 1)): .failure(.notConnectedToInternet)],
        "slow": [.get(ProfileLoader.url(forUser: 1)): .json(ada).delayed(by: 0.3)],
    ]

    /// The samples of `users`, after its default (the launch's service's users).
    public static let users: KeyValuePairs<String, [User]> = [
        "empty": [],
        "many": (1...30).map { DemoData.sample(id: $0, name: "User \($0)") },
    ]
}
#endif
