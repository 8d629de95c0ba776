import Foundation
import ScreenRouter
import Testing

/// A session routes each sample in all its variants, thousands of cells over hundreds of screens: the app keeps the
/// payloads of the last few samples it encoded, not of every sample it opened.
@MainActor
struct SamplePayloadTests {
    /// A coordinator of `count` screens `person1`..., each with one sample, `ada`, named after its screen.
    func coordinator(screens count: Int) -> TestingCoordinator<String> {
        let coordinator = TestingCoordinator<String>()
        for number in 1...count {
            var person = Person.ada
            person.name = "Ada \(number)"
            coordinator.register(Screen<Person>(ScreenID("person\(number)")), samples: ["ada": person]) { $0.name }
        }
        return coordinator
    }

    @Test func theAppKeepsTheLastFewSamplesPayloadsNotEverySamplesItOpened() throws {
        let coordinator = coordinator(screens: 40)
        for number in 1...40 {
            // Each sample in 3 variants in turn, as an every-screen run opens it.
            for _ in 0..<3 {
                let name = try coordinator.resolve(LaunchRequest(screen: ScreenID("person\(number)"), sample: "ada"))
                #expect(name == "Ada \(number)")
            }
            #expect(RecentPayload.recent.count <= RecentPayload.kept)
        }
    }

    @Test func aSampleWhosePayloadWasLetGoIsEncodedAgainAlike() throws {
        let coordinator = coordinator(screens: 10)
        let first = LaunchRequest(screen: "person1", sample: "ada")
        #expect(try coordinator.resolve(first) == "Ada 1")
        for number in 2...10 {
            _ = try coordinator.resolve(LaunchRequest(screen: ScreenID("person\(number)"), sample: "ada"))
        }
        #expect(try coordinator.resolve(first) == "Ada 1")
    }
}
