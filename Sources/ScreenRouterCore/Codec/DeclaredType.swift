import Foundation

/// What a refused payload holds and what the model declares where decoding stopped, for messages in the
/// package's words rather than a decoder's.
///
/// A decoder reports the type it tried to read, which is not always the type the model declares: a `Date`
/// is read as a `Double`, a `URL` or a `UUID` as a `String`, an enum as its raw value, and a `Decimal`
/// mismatch comes with no description at all. So after a failure the payload is walked again, with a
/// decoder that answers leniently and notes the first type the model asks for at each coding path, until
/// it reaches the path where decoding stopped.
package enum DeclaredType {
    /// The type the model declares at `path`, as `typeName` writes it, or `nil` when the walk cannot tell.
    ///
    /// - Parameters:
    ///   - model: The model type.
    ///   - path: The coding path where decoding stopped.
    ///   - json: The payload's JSON value.
    /// - Returns: The type's name, or `nil`.
    package static func name<Model: Decodable>(
        of model: Model.Type,
        at path: [any CodingKey],
        in json: JSONValue?
    )
        -> String?
    {
        let walk = Walk(target: path.map(Walk.component))
        do {
            _ = try walk.decode(Model.self, from: json, at: [])
        } catch {}
        return walk.found
    }

    /// Where a payload holds a number its field cannot hold (a fraction for an integer, `-1` for a `UInt8`),
    /// which some decoders refuse without naming the field: the path, the type the model declares there and
    /// the number type it reads.
    ///
    /// - Parameters:
    ///   - model: The model type.
    ///   - json: The payload's JSON value.
    /// - Returns: Where the number is and the types involved, or `nil` when the walk finds none.
    package static func unfitNumber<Model: Decodable>(
        of model: Model.Type,
        in json: JSONValue?
    )
        -> (path: [any CodingKey], declared: String, read: String)?
    {
        let walk = Walk(target: nil)
        do {
            _ = try walk.decode(Model.self, from: json, at: [])
        } catch {}
        guard let unfit = walk.unfit else { return nil }
        return (unfit.path, walk.current?.type ?? unfit.read, unfit.read)
    }

    /// A type name as a message says it: `Int or null` for `Optional<Optional<Int>>`, `an array of Item`
    /// for `Array<Item>`, `an object of Int values` for `Dictionary<String, Int>`.
    package static func spoken(_ name: String) -> String {
        if let inner = generic(name, "Optional") {
            let base = spoken(inner)
            return base.hasSuffix(" or null") ? base : base + " or null"
        }
        if let inner = generic(name, "Array") { return "an array of \(spoken(inner))" }
        if let inner = generic(name, "Dictionary"), let comma = topLevelComma(in: inner) {
            let value = inner[inner.index(after: comma)...].trimmingCharacters(in: .whitespaces)
            return "an object of \(spoken(value)) values"
        }
        return name
    }

    /// What a message says was expected: the declared type in words, with the JSON form the decoder wanted
    /// when the name does not say it: `Decimal (a number)`, `Level (an integer)`, `Int or null`.
    ///
    /// - Parameters:
    ///   - declared: The type the model declares, or `nil` when unknown.
    ///   - read: The type the decoder tried to read, or `nil` when it did not say.
    /// - Returns: The words for the expected type.
    package static func expected(declared: String?, read: String?) -> String {
        let form = read.flatMap(jsonForm(ofDecoderType:)) ?? declared.flatMap { knownForms[$0] }
        guard let declared else { return form ?? read.map(spoken) ?? "another value" }
        let words = spoken(declared)
        let base = words.hasSuffix(" or null") ? String(words.dropLast(8)) : words
        guard let form, !selfEvident.contains(base), !base.hasPrefix(form) else { return words }
        return "\(words) (\(form))"
    }

    /// Types whose name says their JSON form.
    private static let selfEvident: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "String", "Bool",
    ]

    /// The JSON form of Foundation types that have one whatever the codec's strategies.
    private static let knownForms = ["Decimal": "a number", "URL": "a string", "UUID": "a string"]

    /// What a JSON value of the type a decoder asked for looks like: `a number` for `Double`.
    package static func jsonForm(ofDecoderType name: String) -> String? {
        switch name {
        case "Double", "Float", "Decimal": "a number"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": "an integer"
        case "String": "a string"
        case "Bool": "true or false"
        default:
            if name.hasPrefix("Array<") {
                "an array"
            } else if name.hasPrefix("Dictionary<") {
                "an object"
            } else {
                nil
            }
        }
    }

    private static func generic(_ name: String, _ base: String) -> String? {
        guard name.hasPrefix(base + "<"), name.hasSuffix(">") else { return nil }
        return String(name.dropFirst(base.count + 1).dropLast())
    }

    private static func topLevelComma(in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "<": depth += 1
            case ">": depth -= 1
            case "," where depth == 0: return index
            default: continue
            }
        }
        return nil
    }
}

/// Walks a payload as a model decodes it, answering every request leniently, and notes the type the model
/// asks for first at the target path.
private final class Walk {
    struct Reached: Error {}

    /// The path to stop at, or `nil` to look for a number its field cannot hold.
    let target: [String]?
    var found: String?
    /// The first type asked for at the path walked last: its length, last key and type.
    var current: (count: Int, last: String, type: String)?
    var unfit: (path: [any CodingKey], read: String)?

    init(target: [String]?) { self.target = target }

    static func component(_ key: any CodingKey) -> String { key.intValue.map { "#\($0)" } ?? key.stringValue }

    func note(_ type: String, at path: [any CodingKey]) throws {
        // Only the path's length and last key are compared, so a walk stays linear in the payload's depth.
        let last = path.last.map(Self.component) ?? ""
        if current?.count != path.count || current?.last != last { current = (path.count, last, type) }
        guard found == nil, let target, path.count == target.count, path.map(Self.component) == target else { return }
        found = type
        throw Reached()
    }

    func decode<T: Decodable>(_ type: T.Type, from value: JSONValue?, at path: [any CodingKey]) throws -> T {
        try note(typeName(T.self), at: path)
        // Foundation's types whose own decoding would refuse a lenient answer stand in as themselves.
        let placeholders: [Any] = [
            URL(fileURLWithPath: "/"), UUID(), Date(timeIntervalSince1970: 0), Data(), Decimal(),
        ]
        for placeholder in placeholders {
            if let value = placeholder as? T { return value }
        }
        return try T(from: WalkDecoder(walk: self, value: value, codingPath: path))
    }

    func primitive<T: LosslessStringConvertible>(
        _ type: T.Type,
        from value: JSONValue?,
        at path: [any CodingKey]
    )
        throws -> T
    {
        try note(typeName(T.self), at: path)
        if target == nil, case .number(let text) = value, T(text) == nil,
            T.self is any BinaryInteger.Type || T.self is any BinaryFloatingPoint.Type
        {
            unfit = (path, typeName(T.self))
            throw Reached()
        }
        if let text = value?.scalarText, let parsed = T(text) { return parsed }
        if let zero = T("0") ?? T("false") ?? T("") { return zero }
        throw Reached()
    }
}

private struct WalkKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

private struct WalkDecoder: Decoder {
    let walk: Walk
    let value: JSONValue?
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            return KeyedDecodingContainer(WalkKeyed<Key>(walk: walk, members: [:], codingPath: codingPath))
        }
        return KeyedDecodingContainer(WalkKeyed<Key>(walk: walk, members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            return WalkUnkeyed(walk: walk, elements: [], codingPath: codingPath)
        }
        return WalkUnkeyed(walk: walk, elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        WalkSingle(walk: walk, value: value, codingPath: codingPath)
    }
}

private struct WalkKeyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let walk: Walk
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    /// The member for a key, also under its snake_case spelling, which a codec may convert from.
    private func member(_ key: Key) -> JSONValue? {
        if let value = members[key.stringValue] { return value }
        let snake = key.stringValue.reduce(into: "") { text, character in
            text += character.isUppercase ? "_" + character.lowercased() : String(character)
        }
        return members[snake]
    }

    func contains(_ key: Key) -> Bool { member(key) != nil }
    func decodeNil(forKey key: Key) throws -> Bool { member(key) == nil || member(key) == .null }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try walk.decode(type, from: member(key), at: codingPath + [key])
    }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try primitive(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try primitive(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try primitive(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try primitive(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try primitive(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try primitive(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try primitive(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try primitive(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try primitive(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try primitive(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try primitive(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try primitive(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try primitive(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try primitive(type, key) }

    private func primitive<T: LosslessStringConvertible>(_ type: T.Type, _ key: Key) throws -> T {
        try walk.primitive(type, from: member(key), at: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try WalkDecoder(walk: walk, value: member(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try WalkDecoder(walk: walk, value: member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }
    func superDecoder() throws -> any Decoder {
        WalkDecoder(walk: walk, value: members["super"], codingPath: codingPath + [WalkKey(stringValue: "super")])
    }
    func superDecoder(forKey key: Key) throws -> any Decoder {
        WalkDecoder(walk: walk, value: member(key), codingPath: codingPath + [key])
    }
}

private struct WalkUnkeyed: UnkeyedDecodingContainer {
    let walk: Walk
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(walk: Walk, elements: [JSONValue], codingPath: [any CodingKey]) {
        self.walk = walk
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() -> (JSONValue?, [any CodingKey]) {
        defer { currentIndex += 1 }
        let value = currentIndex < elements.count ? elements[currentIndex] : nil
        return (value, codingPath + [WalkKey(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return isAtEnd }
        currentIndex += 1
        return true
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (value, path) = next()
        return try walk.decode(type, from: value, at: path)
    }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try primitive(type) }
    mutating func decode(_ type: String.Type) throws -> String { try primitive(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try primitive(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try primitive(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try primitive(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try primitive(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try primitive(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try primitive(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try primitive(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try primitive(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try primitive(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try primitive(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try primitive(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try primitive(type) }

    private mutating func primitive<T: LosslessStringConvertible>(_ type: T.Type) throws -> T {
        let (value, path) = next()
        return try walk.primitive(type, from: value, at: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let (value, path) = next()
        return try WalkDecoder(walk: walk, value: value, codingPath: path).container(keyedBy: type)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (value, path) = next()
        return try WalkDecoder(walk: walk, value: value, codingPath: path).unkeyedContainer()
    }
    mutating func superDecoder() throws -> any Decoder {
        let (value, path) = next()
        return WalkDecoder(walk: walk, value: value, codingPath: path)
    }
}

private struct WalkSingle: SingleValueDecodingContainer {
    let walk: Walk
    let value: JSONValue?
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == nil || value == .null }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try walk.decode(type, from: value, at: codingPath) }
    func decode(_ type: Bool.Type) throws -> Bool { try walk.primitive(type, from: value, at: codingPath) }
    func decode(_ type: String.Type) throws -> String { try walk.primitive(type, from: value, at: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try walk.primitive(type, from: value, at: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try walk.primitive(type, from: value, at: codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try walk.primitive(type, from: value, at: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try walk.primitive(type, from: value, at: codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try walk.primitive(type, from: value, at: codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try walk.primitive(type, from: value, at: codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try walk.primitive(type, from: value, at: codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try walk.primitive(type, from: value, at: codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try walk.primitive(type, from: value, at: codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try walk.primitive(type, from: value, at: codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try walk.primitive(type, from: value, at: codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try walk.primitive(type, from: value, at: codingPath) }
}
