import Foundation

/// Where, and by which rule, a decoder's date strategy refused a value: Foundation on Linux reports an ISO 8601 or
/// formatter refusal at the top level, with its own sentence, so the codec finds the value itself.
enum DateRefusal {
    /// A key of a coding path, as the probe records it.
    private struct Key: CodingKey, Sendable {
        var stringValue: String
        var intValue: Int?

        init(_ key: any CodingKey) {
            stringValue = key.stringValue
            intValue = key.intValue
        }

        init?(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            self.stringValue = "\(intValue)"
            self.intValue = intValue
        }
    }

    /// The probe's refusal: the coding path of the date the codec's strategy refused.
    private struct Refused: Error {
        var path: [Key]
    }

    /// Whether a refusal's description is one of Foundation's date strategies' own.
    static func isDateRefusal(_ description: String) -> Bool {
        ["Expected date string to be ISO8601-formatted", "Date string does not match format expected by formatter"]
            .contains { description.hasPrefix($0) }
    }

    /// The coding path of the first date of the payload that the decoder's date strategy refuses, found by
    /// decoding the payload again with a strategy that tries the decoder's own on each date alone; `nil` when every
    /// date reads.
    static func path<Model: Decodable>(
        of model: Model.Type,
        in json: Data,
        makeDecoder: @Sendable () -> JSONDecoder
    ) -> [any CodingKey]? {
        let probe = makeDecoder()
        let strategy = makeDecoder().dateDecodingStrategy
        probe.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let alone: Data
            if let text = try? container.decode(String.self) {
                alone = try JSONEncoder().encode([text])
            } else {
                alone = try JSONEncoder().encode([try container.decode(Double.self)])
            }
            let reader = JSONDecoder()
            reader.dateDecodingStrategy = strategy
            do {
                return try reader.decode([Date].self, from: alone)[0]
            } catch {
                throw Refused(path: decoder.codingPath.map(Key.init))
            }
        }
        do {
            _ = try probe.decode(Model.self, from: json)
            return nil
        } catch let refused as Refused {
            return refused.path
        } catch {
            return nil
        }
    }

    /// What the refusing strategy reads, in words, from its refusal's description: `an ISO 8601 date, such as
    /// `2024-05-12T09:30:00Z``, or a date in the format of the codec's date formatter.
    static func expected(refusal description: String) -> String {
        description.hasPrefix("Expected date string to be ISO8601-formatted")
            ? "an ISO 8601 date, such as `2024-05-12T09:30:00Z`"
            : "a date in the format of the codec's date formatter"
    }
}
