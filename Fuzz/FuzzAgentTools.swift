import Foundation

/// The MCP server's tools for agents on fuzzed calls: each tool's arguments read as the server reads them, the test
/// `export_test` writes from what they hold, and answers paged within the budget.
enum FuzzAgentTools {
    /// Reads a request's arguments as each tool's: a reader returns its arguments or refuses them with
    /// `malformedArguments` and a message; and what they hold, quoted in a Swift test, reads back the same.
    static func arguments(_ arguments: JSONValue) {
        func expectRefusal(_ error: ScreenRouterError) {
            precondition(error.code == .malformedArguments, "a tool's arguments refused as \(error.code)")
            precondition(!error.message.isEmpty, "a refusal without a message")
        }
        do throws(ScreenRouterError) {
            _ = try MCPArguments.listScreens(arguments)
        } catch {
            expectRefusal(error)
        }
        do throws(ScreenRouterError) {
            let describe = try MCPArguments.describe(arguments)
            precondition(describe.page >= 1 && describe.wait >= 0 && describe.wait <= MCPArguments.longestWait)
        } catch {
            expectRefusal(error)
        }
        do throws(ScreenRouterError) {
            let check = try MCPArguments.check(arguments)
            precondition(check.filter.variant.map { ScreenVariant(named: $0) != nil } ?? true, "an unread variant")
        } catch {
            expectRefusal(error)
        }
        do throws(ScreenRouterError) {
            let export = try MCPArguments.export(arguments)
            exported(export)
        } catch {
            expectRefusal(error)
        }
    }

    /// The test of a screen whose every text is the arguments' own: each quoted text reads back as given, and a
    /// model's JSON sits in a raw string nothing in it ends.
    private static func exported(_ export: MCPArguments.Export) {
        let texts = [export.path] + (export.elements ?? []) + export.pages.keys.sorted() + export.pages.values.sorted()
        for text in texts {
            precondition(unquoted(TestExport.swiftString(text)) == text, "a quoted text does not read back: \(text)")
            let raw = TestExport.rawString(text)
            let hashes = raw.prefix { $0 == "#" }
            precondition(!text.contains("\"" + hashes), "a raw string that its text ends: \(raw)")
        }
        for (screen, provider) in export.pages {
            precondition(TestExport.isTypeName(provider), "a provider that is no type name: \(provider)")
            let page = TestExport.pageType(of: screen)
            precondition(TestExport.isIdentifier(page), "a page object's name that is no identifier: \(page)")
        }
        let screens = texts.prefix(3).map { text in
            TestExport.Screen(
                request: LaunchRequest(screen: ScreenID(text.isEmpty ? "screen" : text), sample: text),
                snapshot: ElementSnapshot(
                    route: 1,
                    screen: text,
                    elements: [ElementSnapshot.Element(identifier: text, label: text, value: text)]
                )
            )
        }
        let test = TestExport(
            app: export.path,
            scheme: "fuzz",
            screens: Array(screens),
            elements: export.elements,
            pages: export.pages,
            suite: export.suite ?? TestExport.suiteName(forApp: export.path)
        )
        precondition(TestExport.isIdentifier(test.suite), "a suite's name that is no identifier: \(test.suite)")
        _ = test.source
    }

    /// Pages an answer of one element per line of the input (its first 64), each label the line many times over: every page
    /// within the budget, the pages holding every element once, in order, cut only when one alone would not fit.
    static func paged(_ data: Data) {
        // At most 64 lines, each label about 2 KB: an answer over the budget, paged, in a few milliseconds.
        let lines = data.split(separator: 0x0A).prefix(64).map { String(decoding: $0, as: UTF8.self) }
        guard lines.count > 1 else { return }
        let items = lines.enumerated().map { index, line in
            JSONValue.object([
                "identifier": .string("line.\(index)"),
                "label": .string(String(repeating: line, count: max(1, 2_000 / max(1, line.utf8.count)))),
            ])
        }
        func build(_ page: [JSONValue], _ info: JSONValue?) -> JSONValue {
            var members: [String: JSONValue] = ["elements": .array(page), "hash": .string("fuzz")]
            if let info { members["page"] = info }
            return .object(members)
        }
        var identifiers: [JSONValue] = []
        var number = 1
        while let page = MCPAnswer.paged(
            items,
            page: number,
            next: { "describe_screen {\"page\": \($0)}" },
            build: build
        ) {
            precondition(MCPAnswer.size(page) <= MCPAnswer.budget - MCPAnswer.envelope, "page \(number) is over budget")
            guard case .array(let shown)? = page["structuredContent"]?["elements"] else {
                preconditionFailure("a page without its elements")
            }
            identifiers += shown.compactMap { $0["identifier"] }
            number += 1
            precondition(number < 10_000, "pages without end")
        }
        precondition(number > 1, "an answer without a first page")
        precondition(identifiers == items.compactMap { $0["identifier"] }, "the pages do not hold every element once")
    }

    /// Reads a Swift string literal as the compiler would: the escapes `TestExport.swiftString` writes.
    private static func unquoted(_ literal: String) -> String? {
        var scalars = Array(literal.unicodeScalars)
        guard scalars.first == "\"", scalars.last == "\"", scalars.count >= 2 else { return nil }
        scalars = Array(scalars.dropFirst().dropLast())
        var text = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\\" else {
                guard scalar != "\"", scalar != "\n", scalar != "\r" else { return nil }
                text.append(scalar)
                continue
            }
            guard index < scalars.count else { return nil }
            let escaped = scalars[index]
            index += 1
            switch escaped {
            case "\"", "\\": text.append(escaped)
            case "n": text.append("\n")
            case "r": text.append("\r")
            case "t": text.append("\t")
            case "u":
                guard index < scalars.count, scalars[index] == "{",
                    let close = scalars[index...].firstIndex(of: "}"),
                    let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 1)..<close])), radix: 16),
                    let decoded = Unicode.Scalar(value)
                else { return nil }
                text.append(decoded)
                index = close + 1
            default: return nil
            }
        }
        return String(text)
    }
}
