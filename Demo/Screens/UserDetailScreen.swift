import DemoShared

/// One user's details, each field an element.
enum UserDetailScreen {
    static func make(_ user: User) -> TerminalScreen {
        TerminalScreen(
            screen: "userDetail",
            title: "User",
            elements: [
                .init(identifier: DemoElement.userName, label: user.name),
                .init(identifier: DemoElement.userUsername, label: user.username),
                .init(identifier: DemoElement.userEmail, label: user.email),
                .init(identifier: DemoElement.userPhone, label: user.phone ?? "No phone"),
                .init(identifier: DemoElement.userWebsite, label: user.website ?? "No website"),
                .init(identifier: DemoElement.addressStreet, label: "\(user.address.street), \(user.address.suite)"),
                .init(identifier: DemoElement.addressCity, label: "\(user.address.city) \(user.address.zipcode)"),
                .init(identifier: DemoElement.addressGeo, label: "\(user.address.geo.lat), \(user.address.geo.lng)"),
                .init(identifier: DemoElement.companyName, label: user.company.name),
                .init(identifier: DemoElement.companyCatchPhrase, label: user.company.catchPhrase),
                .init(identifier: DemoElement.companyBs, label: user.company.bs),
            ]
        )
    }
}
