// A stand-in app with a catalogue, for tests of test support's every-screen test and fixture checks.
//
// Its coordinator registers:
//   card                a `Card`, with the samples `short` and `long`
//   receipt             a `Receipt`, with the sample `paid`, which no longer decodes: `Receipt` writes its total
//                       as `amount` and reads it as `total`, the drift of a renamed key
//   cardWithoutSamples  a `Card`, with no sample
//   recipe              a `Recipe`, with the Getting Started article's snake_case codec, and the sample `linked`,
//                       which decodes without its source: the codec writes `sourceURL` as `source_url` and reads
//                       that back as `sourceUrl`, so the optional comes back `nil`
//   about               no model
// A routed screen is printed as one line on standard output; a routing failure is the coordinator's
// `ScreenRouter.error:` line on standard error and exit status 1. Its host does not show a gallery.
// PROBE_DUPLICATE=1 registers `about` twice, a registration problem.
import Foundation
import ScreenRouter

struct Card: Codable {
    var title: String
    var pages: Int
}

/// A model whose encoding and decoding disagree about a key's name.
struct Receipt: Codable {
    var total: Int

    private enum Written: String, CodingKey { case amount }
    private enum Read: String, CodingKey { case total }

    init(total: Int) { self.total = total }

    init(from decoder: any Decoder) throws {
        total = try decoder.container(keyedBy: Read.self).decode(Int.self, forKey: .total)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Written.self)
        try container.encode(total, forKey: .amount)
    }
}

/// A model with an optional whose name a snake_case codec does not bring back: `sourceURL`.
struct Recipe: Codable {
    var title: String
    var sourceURL: URL?
}

extension ModelCodec {
    /// The Getting Started article's codec: ISO 8601 dates, snake_case keys.
    static let shop = ModelCodec(
        makeEncoder: {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            encoder.keyEncodingStrategy = .convertToSnakeCase
            return encoder
        },
        makeDecoder: {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return decoder
        }
    )
}

@MainActor
final class PrintingHost: ScreenHost {
    var status: Int32 = 0
    func install(_ root: String, as screen: ScreenID, route: Int) { print(root) }
    func showRoutingFailure(_ error: ScreenRouterError) { status = 1 }
}

let status = MainActor.assumeIsolated { () -> Int32 in
    let coordinator = TestingCoordinator<String>()
    coordinator.register(
        Screen<Card>("card"),
        samples: ["short": Card(title: "Short", pages: 1), "long": Card(title: "Long", pages: 900)]
    ) { card in "card: \(card.title), \(card.pages) pages" }
    coordinator.register(Screen<Receipt>("receipt"), samples: ["paid": Receipt(total: 12)]) { receipt in
        "receipt: \(receipt.total)"
    }
    coordinator.register(Screen<Card>("cardWithoutSamples")) { card in "card: \(card.title)" }
    coordinator.register(
        Screen<Recipe>("recipe", codec: .shop),
        samples: ["linked": Recipe(title: "Bread", sourceURL: URL(string: "https://example.com/bread"))]
    ) { recipe in "recipe: \(recipe.title), from \(recipe.sourceURL?.absoluteString ?? "nowhere")" }
    coordinator.register("about") { "about" }
    if ProcessInfo.processInfo.environment["PROBE_DUPLICATE"] == "1" {
        coordinator.register("about") { "about again" }
    }
    let host = PrintingHost()
    guard coordinator.start(in: host) else {
        print("normal start")
        return 0
    }
    return host.status
}
exit(status)
