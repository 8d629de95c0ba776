// Foundation stand-in: JSON and property-list coding.

// https://developer.apple.com/documentation/foundation/jsonencoder
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class JSONEncoder {
    // https://developer.apple.com/documentation/foundation/jsonencoder/init()
    public init() {}

    // https://developer.apple.com/documentation/foundation/jsonencoder/dateencodingstrategy-swift.enum
    public enum DateEncodingStrategy: Sendable {
        case deferredToDate
        // https://developer.apple.com/documentation/foundation/jsonencoder/dateencodingstrategy-swift.enum/iso8601
        @available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
        case iso8601
    }

    // https://developer.apple.com/documentation/foundation/jsonencoder/dateencodingstrategy-swift.property
    open var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy = .deferredToDate

    // https://developer.apple.com/documentation/foundation/jsonencoder/keyencodingstrategy-swift.enum
    @available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    public enum KeyEncodingStrategy: Sendable {
        case useDefaultKeys
        case convertToSnakeCase
    }

    // https://developer.apple.com/documentation/foundation/jsonencoder/keyencodingstrategy-swift.property
    @available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy = .useDefaultKeys

    // https://developer.apple.com/documentation/foundation/jsonencoder/outputformatting-swift.struct
    public struct OutputFormatting: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/foundation/jsonencoder/outputformatting-swift.struct/prettyprinted
        public static let prettyPrinted = OutputFormatting(rawValue: 1 << 0)

        // https://developer.apple.com/documentation/foundation/jsonencoder/outputformatting-swift.struct/sortedkeys
        @available(macOS 10.13, iOS 11.0, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
        public static let sortedKeys = OutputFormatting(rawValue: 1 << 1)

        // https://developer.apple.com/documentation/foundation/jsonencoder/outputformatting-swift.struct/
        //     withoutescapingslashes
        @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
        public static let withoutEscapingSlashes = OutputFormatting(rawValue: 1 << 3)
    }

    // https://developer.apple.com/documentation/foundation/jsonencoder/outputformatting-swift.property
    open var outputFormatting: JSONEncoder.OutputFormatting = []

    // https://developer.apple.com/documentation/foundation/jsonencoder/encode(_:)
    open func encode<T: Encodable>(_ value: T) throws -> Data { Data() }
}

// https://developer.apple.com/documentation/foundation/jsondecoder
@available(macOS 10.10, iOS 8.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class JSONDecoder {
    // https://developer.apple.com/documentation/foundation/jsondecoder/init()
    public init() {}

    // https://developer.apple.com/documentation/foundation/jsondecoder/datedecodingstrategy-swift.enum
    public enum DateDecodingStrategy: Sendable {
        case deferredToDate
        // https://developer.apple.com/documentation/foundation/jsondecoder/datedecodingstrategy-swift.enum/iso8601
        @available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
        case iso8601
        // https://developer.apple.com/documentation/foundation/jsondecoder/datedecodingstrategy-swift.enum/custom(_:)
        case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
    }

    // https://developer.apple.com/documentation/foundation/jsondecoder/datedecodingstrategy-swift.property
    open var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy = .deferredToDate

    // https://developer.apple.com/documentation/foundation/jsondecoder/keydecodingstrategy-swift.enum
    @available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    public enum KeyDecodingStrategy: Sendable {
        case useDefaultKeys
        case convertFromSnakeCase
    }

    // https://developer.apple.com/documentation/foundation/jsondecoder/keydecodingstrategy-swift.property
    @available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
    open var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy = .useDefaultKeys

    // https://developer.apple.com/documentation/foundation/jsondecoder/decode(_:from:)
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "stand-in"))
    }
}

// NSJSONSerialization.h · https://developer.apple.com/documentation/foundation/jsonserialization
@available(macOS 10.7, iOS 5.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class JSONSerialization: NSObject {
    // https://developer.apple.com/documentation/foundation/jsonserialization/readingoptions
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // The enumerator NSJSONReadingAllowFragments, renamed: iOS 5.0, macOS 10.7, tvOS 9.0, watchOS 2.0.
        // https://developer.apple.com/documentation/foundation/jsonserialization/readingoptions/fragmentsallowed
        public static let fragmentsAllowed = ReadingOptions(rawValue: 4)
    }

    // https://developer.apple.com/documentation/foundation/jsonserialization/writingoptions
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // NSJSONWritingSortedKeys = (1UL << 1), API_AVAILABLE(macos(10.13), ios(11.0), watchos(4.0), tvos(11.0)).
        // https://developer.apple.com/documentation/foundation/jsonserialization/writingoptions/sortedkeys
        @available(macOS 10.13, iOS 11.0, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
        public static let sortedKeys = WritingOptions(rawValue: 1 << 1)
    }

    // https://developer.apple.com/documentation/foundation/jsonserialization/data(withjsonobject:options:)
    open class func data(withJSONObject obj: Any, options opt: JSONSerialization.WritingOptions = []) throws -> Data {
        Data()
    }

    // https://developer.apple.com/documentation/foundation/jsonserialization/jsonobject(with:options:)-3afap
    open class func jsonObject(with data: Data, options opt: JSONSerialization.ReadingOptions = []) throws -> Any {
        0
    }
}

// NSPropertyList.h · https://developer.apple.com/documentation/foundation/propertylistserialization
@available(macOS 10.0, iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class PropertyListSerialization: NSObject {
    // https://developer.apple.com/documentation/foundation/propertylistserialization/readoptions
    public struct ReadOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    // https://developer.apple.com/documentation/foundation/propertylistserialization/propertylistformat
    public enum PropertyListFormat: UInt, Sendable {
        case openStep = 1
        case xml = 100
        case binary = 200
    }

    // https://developer.apple.com/documentation/foundation/propertylistserialization/propertylist(from:options:format:)
    open class func propertyList(
        from data: Data,
        options opt: PropertyListSerialization.ReadOptions = [],
        format: UnsafeMutablePointer<PropertyListSerialization.PropertyListFormat>?
    ) throws -> Any {
        0
    }
}
