// The models of the generated app's screens: nested values of 1 to 4 KiB of JSON, as an app's screens take them,
// made from the screen's number and a size, so that every launch of the app makes the same ones.

struct Person: Codable, Sendable {
    var id: Int
    var name: String
    var handle: String
    var bio: String
    var avatar: String
}

struct Money: Codable, Sendable {
    var amount: Int
    var currency: String
}

/// An article screen's model: its author, its sections and comments.
struct Article: Codable, Sendable {
    struct Section: Codable, Sendable {
        var heading: String
        var body: String
    }
    struct Comment: Codable, Sendable {
        var author: Person
        var body: String
        var likes: Int
    }
    var id: Int
    var title: String
    var author: Person
    var tags: [String]
    var sections: [Section]
    var comments: [Comment]
}

/// A product screen's model: its price, images, variants and reviews.
struct Product: Codable, Sendable {
    struct Image: Codable, Sendable {
        var url: String
        var width: Int
        var height: Int
        var alt: String
    }
    struct Variant: Codable, Sendable {
        var sku: String
        var color: String
        var size: String
        var stock: Int
    }
    struct Review: Codable, Sendable {
        var author: Person
        var rating: Int
        var text: String
    }
    var id: Int
    var name: String
    var price: Money
    var summary: String
    var images: [Image]
    var variants: [Variant]
    var reviews: [Review]
}

/// An order screen's model: its customer, address and lines.
struct Order: Codable, Sendable {
    struct Address: Codable, Sendable {
        var street: String
        var city: String
        var postcode: String
        var country: String
    }
    struct Line: Codable, Sendable {
        var sku: String
        var title: String
        var quantity: Int
        var unitPrice: Money
    }
    var id: Int
    var number: String
    var status: String
    var customer: Person
    var shipping: Address
    var lines: [Line]
    var total: Money
}

/// A feed screen's model: which feed to load, and from where; the screen loads its items over the network.
struct FeedReference: Codable, Sendable {
    var id: Int
    var api: String
    var filters: [String]
}

/// One item of a loaded feed.
struct FeedItem: Codable, Sendable {
    var id: Int
    var title: String
    var summary: String
    var author: Person
}

/// Deterministic text of a given length, from a screen's number: words of an app's copy.
enum Copy {
    static let words = [
        "account", "balance", "delivery", "favourite", "history", "invoice", "journey", "kitchen", "library",
        "message", "network", "offline", "payment", "quarter", "receipt", "schedule", "ticket", "update", "voucher",
        "weekend",
    ]

    /// The words in a scattered order, long enough for any text a model takes, and where each word starts.
    static let corpus: (text: String, starts: [String.Index]) = {
        var text = ""
        var starts: [String.Index] = []
        var index = 0
        for _ in 0..<400 {
            if !text.isEmpty { text += " " }
            starts.append(text.endIndex)
            text += words[index % words.count]
            index = (index * 7 + 3) % 1_000_003
        }
        return (text, starts)
    }()

    /// Text with its first letter in capitals, as a title.
    static func title(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// About `length` bytes of words, from a place in the corpus the seed picks.
    static func text(_ seed: Int, length: Int) -> String {
        let start = corpus.starts[seed % 200]
        let utf8 = corpus.text.utf8
        let end = utf8.index(start, offsetBy: length, limitedBy: utf8.endIndex) ?? utf8.endIndex
        return String(corpus.text[start..<end])
    }

    static func person(_ seed: Int) -> Person {
        let name = Copy.title(text(seed, length: 12))
        return Person(
            id: seed,
            name: name,
            handle: "@user\(seed)",
            bio: text(seed + 1, length: 60),
            avatar: "https://images.generated.example/avatars/\(seed).png"
        )
    }
}

extension Article {
    /// An article of about `kibibytes` KiB of JSON.
    static func make(_ seed: Int, kibibytes: Int) -> Article {
        Article(
            id: seed,
            title: Copy.title(Copy.text(seed, length: 40)),
            author: Copy.person(seed),
            tags: (0..<4).map { Copy.words[(seed + $0) % Copy.words.count] },
            sections: (0..<(2 * kibibytes)).map {
                Section(heading: Copy.text(seed + $0, length: 24), body: Copy.text(seed * 3 + $0, length: 240))
            },
            comments: (0..<kibibytes).map {
                Comment(author: Copy.person(seed + $0 + 1), body: Copy.text(seed + $0, length: 80), likes: $0 * 3)
            }
        )
    }
}

extension Product {
    /// A product of about `kibibytes` KiB of JSON.
    static func make(_ seed: Int, kibibytes: Int) -> Product {
        Product(
            id: seed,
            name: Copy.title(Copy.text(seed, length: 24)),
            price: Money(amount: 1_000 + seed * 7, currency: "EUR"),
            summary: Copy.text(seed + 2, length: 200),
            images: (0..<(1 + kibibytes)).map {
                Image(
                    url: "https://images.generated.example/products/\(seed)/\($0).jpg",
                    width: 1_200,
                    height: 900,
                    alt: Copy.text(seed + $0, length: 30)
                )
            },
            variants: (0..<(2 * kibibytes)).map {
                Variant(sku: "SKU-\(seed)-\($0)", color: Copy.words[$0 % 20], size: ["S", "M", "L"][$0 % 3], stock: $0)
            },
            reviews: (0..<kibibytes).map {
                Review(
                    author: Copy.person(seed + $0),
                    rating: 1 + ($0 + seed) % 5,
                    text: Copy.text(seed + $0, length: 160)
                )
            }
        )
    }
}

extension Order {
    /// An order of about `kibibytes` KiB of JSON.
    static func make(_ seed: Int, kibibytes: Int) -> Order {
        let lines = (0..<(6 * kibibytes)).map {
            Line(
                sku: "SKU-\(seed)-\($0)",
                title: Copy.text(seed + $0, length: 40),
                quantity: 1 + $0 % 3,
                unitPrice: Money(amount: 250 + $0 * 10, currency: "EUR")
            )
        }
        return Order(
            id: seed,
            number: "ORD-\(100_000 + seed)",
            status: ["placed", "packed", "shipped", "delivered"][seed % 4],
            customer: Copy.person(seed),
            shipping: Address(
                street: "\(seed) " + Copy.title(Copy.text(seed, length: 20)),
                city: Copy.title(Copy.words[seed % 20]),
                postcode: "\(10_000 + seed)",
                country: "DE"
            ),
            lines: lines,
            total: Money(amount: lines.reduce(0) { $0 + $1.quantity * $1.unitPrice.amount }, currency: "EUR")
        )
    }
}

extension FeedReference {
    /// The feed of a screen, with about 1 KiB of filters, as a screen's request options can be.
    static func make(_ seed: Int, api: String) -> FeedReference {
        FeedReference(id: seed, api: api, filters: (0..<14).map { Copy.text(seed + $0, length: 70) })
    }
}

extension FeedItem {
    /// The items a feed loads: `count` of them, about 300 bytes each.
    static func items(_ seed: Int, count: Int) -> [FeedItem] {
        (0..<count).map {
            FeedItem(
                id: seed * 100 + $0,
                title: Copy.text(seed + $0, length: 40),
                summary: Copy.text(seed * 5 + $0, length: 120),
                author: Copy.person(seed + $0)
            )
        }
    }
}
