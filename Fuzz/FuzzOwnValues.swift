import Foundation

/// A value of the app's own type whose `value` is its text, as a client writes one.
struct OwnText: LaunchArgumentValue {
    let value: String
}

/// One value of the app's own type: `-OwnSingle <text>`.
struct OwnSingle: LaunchArgumentWithSingleValue {
    let key = "OwnSingle"
    let text: OwnText
    var value: LaunchArgumentValue { text }
}

/// A list of the app's own values: `-OwnList (...)`.
struct OwnList: LaunchArgumentWithMultipleValues {
    let key = "OwnList"
    let values: [OwnText]

    init(_ values: [OwnText]) {
        self.values = values
    }
}

extension FuzzChecks {
    /// Carries each text as a value of the app's own type, alone and in a list: what the option writes is accepted
    /// (process arguments cannot hold NUL, so the parts split on it are texts a launch can carry), reads back
    /// through Foundation's argument parsing as written, and passes the coordinator's check of unreadable lists.
    ///
    /// A text that is itself one quoted property-list string (`"pl"`) is AutoMate's quoting: it may read back as
    /// the text between its quotes.
    static func ownValues(_ texts: [String]) {
        var arguments = ["/app"]
        for text in texts {
            let single = expectValidArguments(OwnSingle(text: OwnText(value: text)))
            let read = UserDefaultsArgumentSyntax.parse(["/app"] + single)["OwnSingle"] as? String
            precondition(
                read == text || isQuotedString(text, readAs: read),
                "\(String(reflecting: text)) was written as \(single) and read back as \(String(describing: read))"
            )
            arguments += single
        }
        let list = expectValidArguments(OwnList(texts.map(OwnText.init)))
        let readList = UserDefaultsArgumentSyntax.parse(["/app"] + list)["OwnList"] as? [String]
        precondition(
            readList?.count == texts.count
                && zip(texts, readList ?? []).allSatisfy { $0 == $1 || isQuotedString($0, readAs: $1) },
            "\(texts) was written as \(list) and read back as \(String(describing: readList))"
        )
        arguments += list
        precondition(
            UserDefaultsArgumentSyntax.unreadableList(in: arguments) == nil,
            "a list an option wrote is refused at launch: \(list)"
        )
    }

    /// Whether `text` is a quoted property-list string that Foundation reads as `read`.
    private static func isQuotedString(_ text: String, readAs read: String?) -> Bool {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), let read else { return false }
        let parsed = try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        return parsed as? String == read
    }

    /// The launch arguments of an option whose texts hold no NUL: these must validate.
    private static func expectValidArguments(_ option: some LaunchOption) -> [String] {
        do {
            return try option.validatedLaunchArguments()
        } catch {
            preconditionFailure("an option without NUL was refused: \(error)")
        }
    }
}
