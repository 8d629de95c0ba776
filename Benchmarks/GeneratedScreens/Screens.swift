import Dispatch
import Foundation
import ScreenRouter

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A screen of the generated app: its elements, top to bottom, each an accessibility identifier and a label.
package struct GeneratedScreen {
    package var elements: [(identifier: String, label: String)]
}

// What each kind of screen shows of its model.

extension GeneratedScreen {
    static func article(_ article: Article) -> GeneratedScreen {
        var elements = [
            ("article.title", article.title), ("article.author", article.author.name),
            ("article.tags", article.tags.joined(separator: ", ")),
        ]
        elements += article.sections.enumerated().map { ("article.section.\($0.offset)", $0.element.heading) }
        elements.append(("article.comments", "\(article.comments.count) comments"))
        return GeneratedScreen(elements: elements)
    }

    static func product(_ product: Product) -> GeneratedScreen {
        let rating = product.reviews.isEmpty ? 0 : product.reviews.reduce(0) { $0 + $1.rating } / product.reviews.count
        var elements = [
            ("product.name", product.name), ("product.price", "\(product.price.amount) \(product.price.currency)"),
            ("product.summary", product.summary), ("product.rating", "\(rating) of 5"),
        ]
        elements += product.variants.enumerated().map {
            ("product.variant.\($0.offset)", "\($0.element.color), \($0.element.size): \($0.element.stock) left")
        }
        return GeneratedScreen(elements: elements)
    }

    static func order(_ order: Order) -> GeneratedScreen {
        var elements = [
            ("order.number", order.number), ("order.status", order.status), ("order.customer", order.customer.name),
            ("order.city", order.shipping.city),
        ]
        elements += order.lines.enumerated().map {
            ("order.line.\($0.offset)", "\($0.element.quantity) × \($0.element.title)")
        }
        elements.append(("order.total", "\(order.total.amount) \(order.total.currency)"))
        return GeneratedScreen(elements: elements)
    }

    static func panel(_ number: Int) -> GeneratedScreen {
        GeneratedScreen(elements: [
            ("panel.title", "Panel \(number)"), ("panel.notifications", "Notifications on"),
            ("panel.sync", "Sync every \(number % 60 + 1) minutes"),
        ])
    }

    /// A feed: loaded with `URLSession.shared`, which a network fixture answers under test.
    static func feed(_ reference: FeedReference) -> GeneratedScreen {
        var elements = [("feed.title", "Feed \(reference.id)")]
        switch load([FeedItem].self, from: "\(reference.api)/feeds/\(reference.id)") {
        case .success(let items):
            elements.append(("feed.state", items.isEmpty ? "Nothing new" : "\(items.count) items"))
            elements += items.enumerated().map { ("feed.item.\($0.offset)", $0.element.title) }
        case .failure(let failure):
            elements.append(("feed.state", "Could not load: \(failure.reason)"))
        }
        return GeneratedScreen(elements: elements)
    }
}

/// Loads JSON with `URLSession.shared` and waits for it.
///
/// A terminal app has nothing else to show meanwhile. The answer comes on the session's queue, never on the main
/// thread this waits on.
func load<Value: Decodable & Sendable>(_ type: Value.Type, from address: String) -> Result<Value, LoadFailure> {
    guard let url = URL(string: address) else { return .failure(LoadFailure(reason: "no URL \(address)")) }
    let box = LoadBox<Value>()
    URLSession.shared.dataTask(with: URLRequest(url: url)) { data, response, error in
        if let error = error as? URLError {
            box.finish(.failure(LoadFailure(reason: "URLError \(error.code.rawValue)")))
        } else if let error {
            box.finish(.failure(LoadFailure(reason: "\(error)")))
        } else if let status = (response as? HTTPURLResponse)?.statusCode, status != 200 {
            box.finish(.failure(LoadFailure(reason: "status \(status)")))
        } else if let data, let value = try? JSONDecoder().decode(Value.self, from: data) {
            box.finish(.success(value))
        } else {
            box.finish(.failure(LoadFailure(reason: "a body that is not JSON")))
        }
    }
    .resume()
    return box.wait()
}

struct LoadFailure: Error {
    var reason: String
}

/// A load's result, handed from the session's queue to the waiting main thread.
///
/// `@unchecked Sendable`: `result` is written once, before `done` is signalled, and read after the wait.
final class LoadBox<Value: Sendable>: @unchecked Sendable {
    private var result: Result<Value, LoadFailure>?
    private let done = DispatchSemaphore(value: 0)

    func finish(_ result: Result<Value, LoadFailure>) {
        self.result = result
        done.signal()
    }

    func wait() -> Result<Value, LoadFailure> {
        done.wait()
        return result ?? .failure(LoadFailure(reason: "no answer"))
    }
}
