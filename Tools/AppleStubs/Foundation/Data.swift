// Foundation stand-in: Data, a value type of FoundationEssentials that the SDK's Foundation re-exports.

// https://developer.apple.com/documentation/foundation/data
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct Data: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Hashable, Sendable,
    Codable, CustomStringConvertible
{
    public typealias Index = Int
    public typealias Element = UInt8
    public typealias Indices = Range<Int>

    private var bytes: [UInt8]

    // https://developer.apple.com/documentation/foundation/data/init()
    public init() { bytes = [] }

    // https://developer.apple.com/documentation/foundation/data/init(_:)-1n7cd
    public init<S: Sequence>(_ elements: S) where S.Element == UInt8 { bytes = Array(elements) }

    // https://developer.apple.com/documentation/foundation/data/init(bytes:count:)
    public init(bytes: UnsafeRawPointer, count: Int) { self.bytes = [] }

    // https://developer.apple.com/documentation/foundation/data/init(base64encoded:options:)-8ymkw
    public init?(base64Encoded base64String: String, options: Data.Base64DecodingOptions = []) { bytes = [] }

    // https://developer.apple.com/documentation/foundation/data/init(contentsof:options:)
    public init(contentsOf url: URL, options: Data.ReadingOptions = []) throws { bytes = [] }

    // https://developer.apple.com/documentation/foundation/data/base64encodedstring(options:)
    public func base64EncodedString(options: Data.Base64EncodingOptions = []) -> String { "" }

    // https://developer.apple.com/documentation/foundation/data/write(to:options:)
    public func write(to url: URL, options: Data.WritingOptions = []) throws {}

    // https://developer.apple.com/documentation/foundation/data/withunsafebytes(_:)-71pjc
    public func withUnsafeBytes<ResultType>(
        _ body: (UnsafeRawBufferPointer) throws -> ResultType
    ) rethrows -> ResultType {
        try bytes.withUnsafeBytes(body)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { bytes.count }

    public subscript(position: Int) -> UInt8 {
        get { bytes[position] }
        set { bytes[position] = newValue }
    }

    public subscript(bounds: Range<Int>) -> Data {
        get { Data(bytes[bounds]) }
        set { bytes.replaceSubrange(bounds, with: newValue) }
    }

    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == UInt8 {
        bytes.replaceSubrange(subrange, with: newElements)
    }

    // https://developer.apple.com/documentation/foundation/data/append(_:)-vjwy
    public mutating func append(_ other: Data) { bytes.append(contentsOf: other.bytes) }

    // https://developer.apple.com/documentation/foundation/data/range(of:options:in:)
    public func range(
        of dataToFind: Data,
        options: Data.SearchOptions = [],
        in range: Range<Data.Index>? = nil
    ) -> Range<Data.Index>? {
        nil
    }

    // `typealias SearchOptions = NSData.SearchOptions`, NSData.h's NS_OPTIONS NSDataSearchOptions.
    // https://developer.apple.com/documentation/foundation/data/searchoptions
    public typealias SearchOptions = NSDataSearchOptions

    // https://developer.apple.com/documentation/foundation/data/description
    public var description: String { "\(bytes.count) bytes" }

    // https://developer.apple.com/documentation/foundation/data/readingoptions
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/foundation/nsdata/readingoptions/mappedifsafe
        public static let mappedIfSafe = ReadingOptions(rawValue: 1)
    }

    // https://developer.apple.com/documentation/foundation/data/writingoptions
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // NSDataWritingAtomic = 1UL << 0. https://developer.apple.com/documentation/foundation/nsdata/writingoptions/atomic
        public static let atomic = WritingOptions(rawValue: 1 << 0)
    }

    // https://developer.apple.com/documentation/foundation/data/base64encodingoptions
    public struct Base64EncodingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // NSDataBase64Encoding76CharacterLineLength = 1UL << 1.
        // https://developer.apple.com/documentation/foundation/nsdata/base64encodingoptions/linelength76characters
        public static let lineLength76Characters = Base64EncodingOptions(rawValue: 1 << 1)
    }

    // https://developer.apple.com/documentation/foundation/data/base64decodingoptions
    public struct Base64DecodingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
}

// NSData.h: `typedef NS_OPTIONS(NSUInteger, NSDataSearchOptions)`, imported as `NSData.SearchOptions`; the stand-in has
// no NSData class, so the struct keeps its C name. https://developer.apple.com/documentation/foundation/nsdata/searchoptions
@available(macOS 10.6, iOS 4.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
public struct NSDataSearchOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
}
