import DemoShared

/// The users list: one row per user, labelled with the name; choosing a row opens the user's details.
enum UsersScreen {
    static func make(_ users: [User]) -> TerminalScreen {
        let rows =
            users.isEmpty
            ? [TerminalScreen.Element(identifier: DemoElement.usersEmpty, label: "No users")]
            : users.enumerated().map {
                .init(identifier: DemoElement.userRow($0.offset), label: $0.element.name, kind: .cell)
            }
        return TerminalScreen(
            screen: "users",
            title: "Users (\(users.count))",
            elements: [.init(identifier: DemoElement.usersList, label: "Users", kind: .other)] + rows,
            open: { index in users.indices.contains(index) ? UserDetailScreen.make(users[index]) : nil }
        )
    }
}
