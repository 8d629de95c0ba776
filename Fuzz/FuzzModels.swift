import Foundation

// The models and screens the fuzz target routes to. They are compiled into the same module as the
// library sources, but the target uses only the library's public API.

/// A nested object inside ``FuzzPerson``.
struct FuzzAddress: Codable, Equatable, Sendable {
    var street: String
    var city: String
}

/// A typed model with a nested object, an `Int`, non-optional and optional strings, a `Double`, an array
/// and a dictionary: enough shapes for every kind of decoding mismatch.
struct FuzzPerson: Codable, Equatable, Sendable {
    var id: Int
    var name: String
    var nickname: String?
    var address: FuzzAddress
    var tags: [String]
    var score: Double
    var flags: [String: Bool]
}

/// A model of the types fixtures commonly hold besides JSON's own: a `Decimal`, a `Date`, a `URL`, a `UUID`,
/// `Data`, enums with raw values, a nested optional, an array and a dictionary, so a mismatch on each reaches
/// the codec's messages.
struct FuzzOrder: Codable, Sendable {
    enum Status: String, Codable, Sendable {
        case open
        case paid
    }
    enum Priority: Int, Codable, Sendable {
        case low = 1
        case high = 2
    }
    var price: Decimal
    var placed: Date
    var link: URL
    var id: UUID
    var receipt: Data
    var status: Status
    var priority: Priority
    var note: String??
    var lines: [Decimal]
    var totals: [String: Decimal]
}

/// A recursive model, so deeply nested payloads reach a decoder that would follow them.
indirect enum FuzzTree: Codable, Equatable, Sendable {
    case leaf(Int)
    case node([FuzzTree])
}

/// A factory with an error of its own, so the target reaches `screenFactoryFailed`.
struct FuzzEchoFactory: ScreenFactory {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "the echo screen refuses negative numbers" }
    }

    func makeRoot(for request: LaunchRequest) throws -> String {
        let number = try request.decodeModelIfPresent(Int.self) ?? 0
        guard number >= 0 else { throw Refused() }
        return "echo:\(number)"
    }
}

/// The coordinators the target routes through: one with the default codec, one with a small size limit.
@MainActor
enum FuzzCoordinators {
    /// The size limit of the small codec, in bytes.
    static let smallLimit = 256

    static let standard = make(codec: ModelCodec())
    static let small = make(codec: ModelCodec(maximumPayloadSize: smallLimit))

    private static func make(codec: ModelCodec) -> TestingCoordinator<String> {
        // Every typed screen carries the coordinator's codec, as an app declares its screens with its codec.
        let coordinator = TestingCoordinator<String>()
        coordinator.answerRequestsFromNetworkFixtures()
        // Samples: one that fits both codecs, one over the small codec's limit, and one whose `Double.nan` no
        // JSON encoder writes, so opening a sample meets every outcome of its trip through the codec.
        let ada = FuzzPerson(
            id: 1,
            name: "Ada",
            nickname: nil,
            address: FuzzAddress(street: "s", city: "c"),
            tags: [],
            score: 1.5,
            flags: [:]
        )
        var crowded = ada
        crowded.tags = Array(repeating: "tag", count: 200)
        var unwritable = ada
        unwritable.score = .nan
        // Network fixtures of samples: one that a launch can use, one that its check refuses.
        coordinator.register(
            Screen<FuzzPerson>("person", codec: codec),
            samples: ["ada": ada, "crowded": crowded, "unwritable": unwritable],
            networks: [
                "ada": [
                    .get("https://a.example/people/*"): .json(ada), .post("https://a.example/people"): .status(201),
                ],
                "crowded": [.get("https://a.example/people/1"): .status(600)],
            ]
        ) { person in "person:\(person.id)" }
        coordinator.register(Screen<[FuzzPerson]>("people", codec: codec), default: [], samples: ["pair": [ada, ada]]) {
            people in "people:\(people.count)"
        }
        coordinator.register(Screen<UInt8>("byte", codec: codec)) { byte in "byte:\(byte)" }
        coordinator.register(Screen<FuzzTree>("tree", codec: codec)) { tree in "tree:\(tree)" }
        coordinator.register("settings") { "settings" }
        coordinator.register("echo", factory: FuzzEchoFactory())
        precondition(coordinator.registrationErrors.isEmpty, "the fuzz target's own registrations must succeed")
        return coordinator
    }
}
