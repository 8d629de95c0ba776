// swift-format-ignore-file
// The code sample of the Page Objects and Typed Elements article for Linux and macOS, as it appears there, with
// what it needs around it to compile. scripts/build-docs.sh type-checks this file against the package and checks
// that every sample of the article appears in Tools/DocSamples unchanged. Change a sample here and in the article
// together.
// triple: macos
import ScreenRouter
import ScreenRouterTestSupport
import Testing

struct User: Codable, Sendable {
    let id: Int
    let name: String
}

extension Screen where Model == User {
    static let userDetail = Screen("userDetail")
}

final class UserDetailAIP: AIP {
    static let mainIdentifier = "userDetail"
}

extension UserDetailAIP {
    enum Element: String {
        case userName
    }
}

@MainActor
struct UserDetailUITests {
    @Test func showsTheName() async throws {
        let app = await launchApp(try ProcessApplication.product(named: "MyApp"), .screen(.userDetail, model: ada))
        #expect(app.element("userName")?.label == "Ada Lovelace")
        #expect(app.element(UserDetailAIP.elementIdentifier(for: .userName))?.label == "Ada Lovelace")
    }
}

let ada = User(id: 1, name: "Ada Lovelace")

@MainActor
final class UserDetailPage: ProcessPageObject {
    typealias Provider = UserDetailAIP
    static let screen = Screen<User>.userDetail
    let app: ProcessApplication

    init(app: ProcessApplication) { self.app = app }
}

@MainActor
final class SettingsPage: ProcessPageObject {
    typealias Provider = SettingsAIP
    static let screen: ScreenID = "settings"
    let app: ProcessApplication

    init(app: ProcessApplication) { self.app = app }
}

@MainActor
@Test func showsTheUser() async throws {
    await UserDetailPage(app: try ProcessApplication.product(named: "MyApp"))
        .givenPage(model: ada)
        .thenIShouldSee(element: .userName, text: "Ada Lovelace")
}

final class SettingsAIP: AIP {
    static let mainIdentifier = "settings"
}

extension SettingsAIP {
    enum Element: String {
        case settingsTitle
    }
}

extension Screen where Model == [User] {
    static let users = Screen("users")
}

final class UsersAIP: AIP {
    static let mainIdentifier = "users"
}

extension UsersAIP {
    enum Element: RawRepresentable {
        case usersEmpty
        case userRow(Int)

        init?(rawValue: String) { nil }

        var rawValue: String {
            switch self {
            case .usersEmpty: "usersEmpty"
            case .userRow(let index): "userRow.\(index)"
            }
        }
    }
}

@MainActor
final class UsersPage: ProcessPageObject {
    typealias Provider = UsersAIP
    static let screen = Screen<[User]>.users
    let app: ProcessApplication

    init(app: ProcessApplication) { self.app = app }
}

@MainActor
@Test func anEmptyListShowsNoRow() async throws {
    let page = await UsersPage(app: try ProcessApplication.product(named: "MyApp"))
        .givenPage(sample: "empty")
        .thenIShouldNotSee(element: .userRow(0))
        .thenIShouldSee(element: .usersEmpty, text: "No users")
    #expect(page.count(of: .usersEmpty) == 1)
    await SettingsPage(app: page.app).givenPage().thenIShouldSee(element: .settingsTitle)
}

@MainActor
func inlineCalls(users: UsersPage, detail: UserDetailPage) async {
    await detail.givenPage(sample: "ada")
    #expect(users.count(of: .userRow(0)) == 0)
}
