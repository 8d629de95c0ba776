import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import Testing

@MainActor
struct UserDetailUITests {
    @Test func showsEveryFieldOfTheUser() async throws {
        let app = await launchApp(try makeDemo(), .screen(.userDetail, model: Fixture.ada))
        let screen = app.screen
        #expect(app.exitStatus == 0)
        #expect(screen.title == "User")
        #expect(screen[DemoElement.userName] == "Ada Lovelace")
        #expect(screen[DemoElement.userUsername] == "ada")
        #expect(screen[DemoElement.userEmail] == "ada@example.com")
        #expect(screen[DemoElement.userPhone] == "+44 20 7946 0018")
        #expect(screen[DemoElement.userWebsite] == "ada.example.com")
        #expect(screen[DemoElement.addressStreet] == "12 St James's Square, Flat 2")
        #expect(screen[DemoElement.addressCity] == "London SW1Y 4JH")
        #expect(screen[DemoElement.addressGeo] == "51.5074, -0.1346")
        #expect(screen[DemoElement.companyName] == "Analytical Engines")
        #expect(screen[DemoElement.companyCatchPhrase] == "Weaving algebraic patterns")
        #expect(screen[DemoElement.companyBs] == "compute Bernoulli numbers")
    }

    @Test func missingOptionalFieldsAreSaid() async throws {
        let app = await launchApp(try makeDemo(), .screen(.userDetail, model: Fixture.user(7, "Grace Hopper")))
        #expect(app.screen[DemoElement.userPhone] == "No phone")
        #expect(app.screen[DemoElement.userWebsite] == "No website")
    }

    @Test(arguments: [
        "Zoë Ångström-Núñez",
        "محمد عبد الله",
        "שָׁלוֹם עֲלֵיכֶם",
        "李小龍",
        "👩🏽‍💻 Dev 🚀",
        "Line\nbreak \\ back\"slash",
        "(looks, like) {a = plist;}",
    ])
    func unicodeAndAwkwardNamesArriveIntact(name: String) async throws {
        let app = await launchApp(try makeDemo(), .screen(.userDetail, model: Fixture.user(3, name)))
        #expect(app.screen[DemoElement.userName] == name)
    }
}
