import Foundation
import ScreenRouter

struct Address: Codable, Equatable, Sendable {
    var street: String
    var city: String
}

struct Person: Codable, Equatable, Sendable {
    var id: Int
    var name: String
    var email: String
    var address: Address
    var tags: [String]
}

struct Event: Codable, Equatable, Sendable {
    var eventName: String
    var startsAt: Date
}

extension Screen where Model == Person {
    static let person = Screen("person")
}

extension Screen where Model == [Person] {
    static let people = Screen("people")
}

extension Person {
    static let ada = Person(
        id: 1,
        name: "Ada Lovelace",
        email: "ada@example.com",
        address: Address(street: "12 St James's Square", city: "London"),
        tags: ["math", "engines"]
    )
}

/// A small deterministic generator, so random round trips are reproducible from their seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Person {
    static func random(using generator: inout SeededGenerator) -> Person {
        let alphabet = Array("abcxyzÄéß漢字🙂 \"\\/,(){}<>\n\t'=+-")
        func text() -> String {
            String(
                (0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            )
        }
        return Person(
            id: Int.random(in: Int.min...Int.max, using: &generator),
            name: text(),
            email: text(),
            address: Address(street: text(), city: text()),
            tags: (0..<Int.random(in: 0...5, using: &generator)).map { _ in text() }
        )
    }
}

/// A host that records what the coordinator installs.
@MainActor
final class RecordingHost: ScreenHost {
    var installed: [String] = []
    var failures: [ScreenRouterError] = []
    func install(_ root: String, as screen: ScreenID, route: Int) { installed.append(root) }
    func showRoutingFailure(_ error: ScreenRouterError) { failures.append(error) }
}

extension TestingCoordinator<String> {
    /// What `start(in:)` shows for a launch with `--uitesting` and these arguments, and the routed lines it writes.
    func launch(_ arguments: [String]) -> (host: RecordingHost, routedLines: [String]) {
        let host = RecordingHost()
        var lines: [String] = []
        writeRoutedLine = { lines.append($0) }
        start(in: host, arguments: ["/app", "--uitesting"] + arguments)
        return (host, lines)
    }
}
