// Foundation stand-in: what Foundation adds to strings, and character sets.

// https://developer.apple.com/documentation/foundation/locale
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct Locale: Hashable, Sendable {}

// https://developer.apple.com/documentation/foundation/nsstring/compareoptions
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct NSStringCompareOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/foundation/nsstring/compareoptions/backwards
    public static let backwards = NSStringCompareOptions(rawValue: 4)
}

// https://developer.apple.com/documentation/swift/string/compareoptions
extension String {
    public typealias CompareOptions = NSStringCompareOptions
}

// Foundation's String initializers. https://developer.apple.com/documentation/swift/string
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension String {
    // https://developer.apple.com/documentation/swift/string/init(format:_:)
    public init(format: String, _ arguments: any CVarArg...) { self = format }

    // https://developer.apple.com/documentation/swift/string/init(contentsoffile:encoding:)
    public init(contentsOfFile path: String, encoding enc: String.Encoding) throws { self = "" }

    // https://developer.apple.com/documentation/swift/string/init(contentsof:encoding:)
    public init(contentsOf url: URL, encoding enc: String.Encoding) throws { self = "" }

    // https://developer.apple.com/documentation/swift/string/init(data:encoding:)
    public init?(data: Data, encoding: String.Encoding) { return nil }
}

// https://developer.apple.com/documentation/swift/string/encoding
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension String {
    public struct Encoding: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // NSUTF8StringEncoding = 4. https://developer.apple.com/documentation/swift/string/encoding/utf8
        public static let utf8 = Encoding(rawValue: 4)
    }
}

// https://developer.apple.com/documentation/foundation/characterset
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct CharacterSet: Hashable, Sendable {
    // https://developer.apple.com/documentation/foundation/characterset/whitespacesandnewlines
    public static var whitespacesAndNewlines: CharacterSet { CharacterSet() }

    // https://developer.apple.com/documentation/foundation/characterset/whitespaces
    public static var whitespaces: CharacterSet { CharacterSet() }

    // https://developer.apple.com/documentation/foundation/characterset/newlines
    public static var newlines: CharacterSet { CharacterSet() }

    // https://developer.apple.com/documentation/foundation/characterset/init(charactersin:)-8l4qx
    public init(charactersIn string: String) {}

    init() {}

    // https://developer.apple.com/documentation/foundation/characterset/contains(_:)
    public func contains(_ member: Unicode.Scalar) -> Bool { false }
}

// Foundation's StringProtocol methods. https://developer.apple.com/documentation/swift/stringprotocol
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension StringProtocol {
    // https://developer.apple.com/documentation/swift/stringprotocol/range(of:options:range:locale:)
    public func range<T: StringProtocol>(
        of aString: T,
        options mask: String.CompareOptions = [],
        range searchRange: Range<Index>? = nil,
        locale: Locale? = nil
    ) -> Range<Index>? {
        nil
    }

    // Foundation's own `contains`, older than the standard library's (macOS 13, iOS 16) and chosen over it
    // wherever Foundation is imported, even indirectly.
    // https://developer.apple.com/documentation/swift/stringprotocol/contains(_:)
    public func contains<T: StringProtocol>(_ other: T) -> Bool { false }

    // https://developer.apple.com/documentation/swift/stringprotocol/components(separatedby:)-238fy
    public func components<T: StringProtocol>(separatedBy separator: T) -> [String] { [] }

    // https://developer.apple.com/documentation/swift/stringprotocol/padding(tolength:withpad:startingat:)
    public func padding<T: StringProtocol>(
        toLength newLength: Int,
        withPad padString: T,
        startingAt padIndex: Int
    ) -> String {
        ""
    }

    // https://developer.apple.com/documentation/swift/stringprotocol/trimmingcharacters(in:)
    public func trimmingCharacters(in set: CharacterSet) -> String { "" }

    // https://developer.apple.com/documentation/swift/stringprotocol/replacingoccurrences(of:with:options:range:)
    public func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(
        of target: Target,
        with replacement: Replacement,
        options: String.CompareOptions = [],
        range searchRange: Range<Index>? = nil
    ) -> String {
        ""
    }
}
