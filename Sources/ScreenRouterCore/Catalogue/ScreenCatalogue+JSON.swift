import Foundation

/// The catalogue's JSON written and read without a coder: an app of 1,000 screens lists hundreds of kilobytes of
/// sample models, which `JSONEncoder` and `JSONDecoder` took a quarter of a second each to write and read. ``Wire``
/// stays the shape's definition: the bytes written here are those a sorted-keys `JSONEncoder` writes of it, and what
/// does not read here is read by it, for its message.
extension ScreenCatalogue {
    /// The catalogue as the app prints it: JSON on one line, keys sorted, the bytes a `JSONEncoder` with
    /// `[.sortedKeys, .withoutEscapingSlashes]` writes of ``Wire``.
    package var json: Data {
        var output: [UInt8] = []
        output.reserveCapacity(256 + screens.count * 128)
        output += Array(#"{"protocol":"#.utf8)
        output += Array(String(protocolVersion).utf8)
        if let scheme {
            output += Array(#","scheme":"#.utf8)
            Self.writeString(scheme, to: &output)
        }
        output += Array(#","screens":["#.utf8)
        for (index, entry) in screens.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            output += Array(#"{"id":"#.utf8)
            Self.writeString(entry.id.rawValue, to: &output)
            output += Array(#","model":"#.utf8)
            if let model = entry.model { Self.writeString(model, to: &output) } else { output += Array("null".utf8) }
            output += Array(#","networkSamples":"#.utf8)
            Self.write(.array(entry.networkSamples.map(JSONValue.string)), to: &output)
            if !entry.sampleModelJSON.isEmpty {
                // The app's entries: each model's bytes as they are, among any given as values.
                output += Array(#","sampleModels":{"#.utf8)
                let values = entry.sampleModelValues
                for (index, name) in Set(values.keys).union(entry.sampleModelJSON.keys).sorted().enumerated() {
                    if index > 0 { output.append(UInt8(ascii: ",")) }
                    Self.writeString(name, to: &output)
                    output.append(UInt8(ascii: ":"))
                    if let json = entry.sampleModelJSON[name] {
                        output += json
                    } else if let value = values[name] {
                        Self.write(value, to: &output)
                    }
                }
                output.append(UInt8(ascii: "}"))
            } else if !entry.sampleModels.isEmpty {
                output += Array(#","sampleModels":"#.utf8)
                Self.write(.object(entry.sampleModels), to: &output)
            }
            output += Array(#","samples":"#.utf8)
            Self.write(.array(entry.samples.map(JSONValue.string)), to: &output)
            output.append(UInt8(ascii: "}"))
        }
        output += Array("]}".utf8)
        return Data(output)
    }

    /// Writes a value as the encoder writes ``Wire``'s: keys sorted, integers as integers, other numbers as the
    /// encoder writes a `Double`, a number no `Double` holds as a string.
    private static func write(_ value: JSONValue, to output: inout [UInt8]) {
        switch value {
        case .null: output += Array("null".utf8)
        case .bool(let value): output += Array((value ? "true" : "false").utf8)
        case .number(let text): writeNumber(text, to: &output)
        case .string(let text): writeString(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                write(member.value, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A number as ``Wire`` encodes it: an `Int64` or `UInt64` in decimal, another finite `Double` as its
    /// description without a trailing `.0` (`1.5`, `1e+20`, `-0`), anything else as a string.
    private static func writeNumber(_ text: String, to output: inout [UInt8]) {
        if let integer = Int64(text) {
            output += Array(String(integer).utf8)
        } else if let integer = UInt64(text) {
            output += Array(String(integer).utf8)
        } else if let double = Double(text), double.isFinite {
            let description = double.description
            output += Array((description.hasSuffix(".0") ? String(description.dropLast(2)) : description).utf8)
        } else {
            writeString(text, to: &output)
        }
    }

    /// A string as the encoder writes one: quotes, backslashes and control characters escaped, nothing else.
    private static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most text needs no escape: its bytes are the string.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            output += text.utf8
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                output += Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Reads a catalogue's JSON in one pass of the package's reader, or `nil` when it is not JSON of the
    /// catalogue's shape (the decoder then says why).
    ///
    /// It reads what ``Wire`` reads: `protocol`, an integer; `scheme`, a string or null, or none; `screens`, entries
    /// of `id`, a string; `model`, a string or null, or none; `samples`, strings; `networkSamples`, strings or null,
    /// or none; `sampleModels`, an object or null, or none; other keys ignored. Numbers in sample models are kept as
    /// the app wrote them.
    static func readQuickly(_ data: Data) -> ScreenCatalogue? {
        guard case .object(let top)? = JSONValue.read(data), let version = top["protocol"]?.integer,
            case .array(let entries)? = top["screens"]
        else { return nil }
        var catalogue = ScreenCatalogue(screens: [])
        catalogue.protocolVersion = version
        switch top["scheme"] {
        case nil, .null?: break
        case .string(let scheme)?: catalogue.scheme = scheme
        default: return nil
        }
        catalogue.screens.reserveCapacity(entries.count)
        for entry in entries {
            guard case .object(let members) = entry, case .string(let id)? = members["id"],
                let samples = members["samples"]?.strings
            else { return nil }
            var read = Entry(id: ScreenID(id), model: nil, samples: samples)
            switch members["model"] {
            case nil, .null?: break
            case .string(let model)?: read.model = model
            default: return nil
            }
            switch members["networkSamples"] {
            case nil, .null?: break
            case let value?:
                guard let names = value.strings else { return nil }
                read.networkSamples = names
            }
            switch members["sampleModels"] {
            case nil, .null?: break
            case .object(let models)?: read.sampleModels = models
            default: return nil
            }
            catalogue.screens.append(read)
        }
        return catalogue
    }
}

extension JSONValue {
    /// The integer this value is, if it is a number that an `Int` holds.
    fileprivate var integer: Int? {
        guard case .number(let text) = self else { return nil }
        return Int(text)
    }

    /// The strings this value is, if it is an array of strings.
    fileprivate var strings: [String]? {
        guard case .array(let elements) = self else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(elements.count)
        for element in elements {
            guard case .string(let text) = element else { return nil }
            strings.append(text)
        }
        return strings
    }
}
