import DemoShared
import ScreenRouter
import ScreenRouterTestSupport
import TestHelpers
import Testing

@MainActor
struct UserDetailUITests {
    @Test func showsEveryFieldOfTheUser() async throws {
        let page = await UserDetailPage(app: try makeDemo()).givenPage(model: Fixture.ada)
        #expect(page.app.exitStatus == 0)
        #expect(page.app.showsTitle("User"))
        await page
            .thenIShouldSee(element: .userName, text: "Ada Lovelace")
            .thenIShouldSee(element: .userUsername, text: "ada")
            .thenIShouldSee(element: .userEmail, text: "ada@example.com")
            .thenIShouldSee(element: .userPhone, text: "+44 20 7946 0018")
            .thenIShouldSee(element: .userWebsite, text: "ada.example.com")
            .thenIShouldSee(element: .addressStreet, text: "12 St James's Square, Flat 2")
            .thenIShouldSee(element: .addressCity, text: "London SW1Y 4JH")
            .thenIShouldSee(element: .addressGeo, text: "51.5074, -0.1346")
            .thenIShouldSee(element: .companyName, text: "Analytical Engines")
            .thenIShouldSee(element: .companyCatchPhrase, text: "Weaving algebraic patterns")
            .thenIShouldSee(element: .companyBs, text: "compute Bernoulli numbers")
    }

    @Test func missingOptionalFieldsAreSaid() async throws {
        await UserDetailPage(app: try makeDemo())
            .givenPage(model: Fixture.user(7, "Grace Hopper"))
            .thenIShouldSee(element: .userPhone, text: "No phone")
            .thenIShouldSee(element: .userWebsite, text: "No website")
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
        await UserDetailPage(app: try makeDemo())
            .givenPage(model: Fixture.user(3, name))
            .thenIShouldSee(element: .userName, text: name)
    }
}

/// The seed's `launchApp(screen:model:)` with the application named first: the shape an `XCTestCase` takes.
@MainActor
struct SeedLaunchUITests {
    @Test func theSeedsFormLaunchesAProcessApplication() async throws {
        let demo = try makeDemo()
        let app = await launchApp(
            demo,
            screen: .userDetail,
            model: Fixture.ada,
            variant: ScreenVariant(appearance: .dark)
        )
        #expect(app.exitStatus == 0)
        #expect(app.standardOutput.contains("[userName] Ada Lovelace"))
        #expect(app.launchArguments.contains("-ScreenRouterAppearance"))
    }

    @Test func theSeedsFormFailsAtTheCallersLineWithTheAppsWords() async throws {
        let demo = try makeDemo()
        let issues = await capturingIssues {
            await launchApp(demo, screen: Screen<User>("userDetal"), model: Fixture.ada)
        }
        #expect(issues.count == 1)
        #expect(issues.first?.messages.first?.contains("No screen is registered as `userDetal`") == true)
    }
}
