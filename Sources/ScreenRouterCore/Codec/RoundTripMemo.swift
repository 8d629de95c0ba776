import Foundation

/// The shapes of models that came back whole from their codec's round trip, so that a test's models are checked once
/// per model type and shape, not once per launch or route.
///
/// What a round trip loses follows from the model type, its codec and which keys its JSON has (an optional present
/// or not, an enumeration's case): the shape is the set of key paths of the JSON, array positions left out. A model
/// of a shape already checked is not decoded again.
package final class RoundTripMemo: @unchecked Sendable {
    /// The shapes checked in this process.
    package static let shared = RoundTripMemo()

    // `@unchecked Sendable` is safe: `whole` is read and written only with `lock` held.
    private let lock = NSLock()
    private var whole: Set<Int> = []

    /// The key of a model's shape: its type, its screen (whose codec it is) and the key paths of its JSON.
    package static func shape<Model>(of json: Data, as type: Model.Type, for screen: ScreenID?) -> Int {
        var hasher = Hasher()
        hasher.combine(ObjectIdentifier(type))
        hasher.combine(screen?.rawValue)
        hasher.combine(keyPaths(of: json))
        return hasher.finalize()
    }

    /// Whether a shape came back whole before.
    package func contains(_ shape: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return whole.contains(shape)
    }

    /// Records a shape that came back whole.
    package func insert(_ shape: Int) {
        lock.lock()
        defer { lock.unlock() }
        whole.insert(shape)
    }

    /// The key paths of JSON written by an encoder, each hashed with its parents' keys, array positions left out.
    ///
    /// `{"items":[{"id":1},{"id":2,"note":"x"}]}` has `items`, `items[].id` and `items[].note`. One pass over the
    /// bytes, no value read.
    static func keyPaths(of json: Data) -> Set<Int> {
        struct Level {
            var isObject: Bool
            /// The path of the container.
            var path: Int
            /// In an object, the path of the member whose key was read last.
            var member: Int
            var expectsKey: Bool
        }
        func hashed(_ parent: Int, _ part: UnsafeRawBufferPointer) -> Int {
            var hasher = Hasher()
            hasher.combine(parent)
            hasher.combine(bytes: part)
            return hasher.finalize()
        }
        let arrayMark = [UInt8]("[]".utf8)
        return json.withUnsafeBytes { bytes in
            var paths: Set<Int> = []
            var levels: [Level] = []
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    let start = index + 1
                    index = start
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    if let last = levels.indices.last, levels[last].isObject, levels[last].expectsKey {
                        let key = UnsafeRawBufferPointer(rebasing: bytes[start..<min(index, bytes.count)])
                        let path = hashed(levels[last].path, key)
                        paths.insert(path)
                        levels[last].member = path
                        levels[last].expectsKey = false
                    }
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let parent = levels.last.map { $0.isObject ? $0.member : $0.path } ?? 0
                    let path =
                        byte == UInt8(ascii: "[") ? arrayMark.withUnsafeBytes { hashed(parent, $0) } : parent
                    levels.append(Level(isObject: byte == UInt8(ascii: "{"), path: path, member: 0, expectsKey: true))
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    _ = levels.popLast()
                case UInt8(ascii: ","):
                    if let last = levels.indices.last, levels[last].isObject { levels[last].expectsKey = true }
                default:
                    break
                }
                index += 1
            }
            return paths
        }
    }
}
