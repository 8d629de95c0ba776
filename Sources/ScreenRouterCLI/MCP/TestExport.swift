import Foundation
import ScreenRouterCore

/// The Swift Testing test that `export_test` writes for the app's package: one test per screen the session opened,
/// each routing a session of the app with the same request, then checking the elements it saw there.
///
/// A screen whose provider of typed identifiers the agent named gets a page object of its own, declared in the
/// file, and its elements are checked with `thenIShouldSee(element:text:)`, each element found by its identifier
/// through the provider (`element(forIdentifier:)`); another screen's elements are checked with element queries,
/// `app.element(_:)`. The server cannot learn the Swift name of an app's provider from the app (a catalogue lists
/// screens, samples and models, and an identifier is a string), so the agent, which reads the app's code, names
/// it: a wrong name fails to compile, naming it.
///
/// Everything the file quotes (identifiers, labels, models, parameters) is a Swift string literal with every
/// character that needs it escaped, or, for a model and a network fixture, a raw string literal of their JSON with
/// enough `#` that nothing in it ends it.
struct TestExport {
    /// A screen the session opened: its request, and the element frame it showed.
    struct Screen {
        var request: LaunchRequest
        var snapshot: ElementSnapshot
    }

    /// The executable's name, as `ProcessApplication.product(named:)` finds it.
    let app: String
    /// The scheme of the app's route URLs.
    let scheme: String
    /// The screens, in the order the session opened them.
    let screens: [Screen]
    /// The identifiers to check on each screen that shows them, or `nil` for every element with a label.
    let elements: [String]?
    /// The providers of typed identifiers, by screen: the type, with its module.
    let pages: [String: String]
    /// The name of the suite.
    let suite: String

    /// How many checks the file makes, in all.
    var checks: Int {
        screens.map { checked(in: $0.snapshot).count }.reduce(0, +)
    }

    /// The file's text.
    var source: String {
        let modules = Set(
            pages.values.compactMap { name in name.split(separator: ".").count > 1 ? name.split(separator: ".")[0] : nil
            }
        )
        let imports = (Set(modules.map(String.init)).union(["Foundation", "ScreenRouterTestSupport", "Testing"]))
            .sorted()
        var lines = [
            "// Written by `screenrouter mcp` (export_test) from a session of `\(app)`: each screen the session",
            "// opened, routed with the same request, and the elements it showed there.",
        ]
        lines += imports.map { "import \($0)" }
        lines += [
            "",
            "@MainActor",
            "@Suite struct \(suite) {",
            "    /// The app, routed by its scheme: each test starts a session of its own, which it ends.",
            "    func makeApp() throws -> ProcessApplication {",
            "        let app = try ProcessApplication.product(named: \(Self.swiftString(app)))",
            "        app.routeScheme = \(Self.swiftString(scheme))",
            "        return app",
            "    }",
        ]
        for (index, screen) in screens.enumerated() {
            lines += [""] + test(screen, number: index + 1)
        }
        let paged = Set(screens.map(\.request.screen.rawValue)).filter { pages[$0] != nil }.sorted()
        for screen in paged {
            lines += [""] + page(of: screen)
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One screen's test.
    private func test(_ screen: Screen, number: Int) -> [String] {
        let id = screen.request.screen.rawValue
        var lines = [
            "    @Test(\(Self.swiftString(Self.describe(screen.request)))) func screen\(number)() async throws {",
            "        let app = try makeApp()",
            "        await app.route(to: \(request(screen.request)))",
        ]
        let elements = checked(in: screen.snapshot)
        if let provider = pages[id], !elements.isEmpty {
            lines.append("        let page = \(Self.pageType(of: id))(app: app)")
            for element in elements {
                lines += [
                    "        await page.thenIShouldSee(",
                    "            element: try #require(\(provider).element(forIdentifier: "
                        + "\(Self.swiftString(element.identifier)))),",
                    "            text: \(Self.swiftString(element.label))",
                    "        )",
                ]
            }
        } else {
            for element in elements {
                let query = "app.element(\(Self.swiftString(element.identifier)))"
                lines.append("        #expect(\(query)?.label == \(Self.swiftString(element.label)))")
                if let value = element.value {
                    lines.append("        #expect(\(query)?.value == \(Self.swiftString(value)))")
                }
            }
        }
        lines += ["        await app.stopSession()", "    }"]
        return lines
    }

    /// The page object of a screen whose provider the agent named.
    private func page(of screen: String) -> [String] {
        [
            "    /// The `\(screen.filter { $0 != "`" && !$0.isNewline })` screen as a page object: its elements, typed by the app's provider.",
            "    @MainActor",
            "    final class \(Self.pageType(of: screen)): ProcessPageObject {",
            "        typealias Provider = \(pages[screen] ?? "")",
            "        static let screen: ScreenID = \(Self.swiftString(screen))",
            "        let app: ProcessApplication",
            "",
            "        init(app: ProcessApplication) {",
            "            self.app = app",
            "        }",
            "    }",
        ]
    }

    /// The elements a screen's test checks: those named (or every one with a label), with an identifier that one
    /// element alone has on the screen (a query of one that several have fails, naming them).
    func checked(in snapshot: ElementSnapshot) -> [ElementSnapshot.Element] {
        var counts: [String: Int] = [:]
        for element in snapshot.elements { counts[element.identifier, default: 0] += 1 }
        return snapshot.elements.filter { element in
            guard !element.identifier.isEmpty, counts[element.identifier] == 1 else { return false }
            if let elements { return elements.contains(element.identifier) }
            return !element.label.isEmpty
        }
    }

    /// The request as the test writes it: `.screen("<id>")`, then each parameter the request carries, a model and a
    /// network fixture as their JSON.
    private func request(_ request: LaunchRequest) -> String {
        var text = ".screen(\(Self.swiftString(request.screen.rawValue)))"
        for (parameter, value) in request.parameterValues where parameter != LaunchProtocol.screen {
            let isPayload = parameter == LaunchProtocol.model || parameter == LaunchProtocol.network
            if isPayload, let json = Data(base64Encoded: value), let jsonText = String(data: json, encoding: .utf8),
                !jsonText.contains(where: \.isNewline)
            {
                text +=
                    ".parameter(\(Self.swiftString(parameter.item)), Data(\(Self.rawString(jsonText)).utf8)"
                    + ".base64EncodedString())"
            } else {
                text += ".parameter(\(Self.swiftString(parameter.item)), \(Self.swiftString(value)))"
            }
        }
        return text
    }

    /// A test's display name: the screen, and how the request opens it.
    static func describe(_ request: LaunchRequest) -> String {
        var parts = [request.screen.rawValue]
        if let sample = request.sample { parts.append("sample \(sample)") }
        if request.model != nil { parts.append("a model") }
        if request.network != nil { parts.append("a network fixture") }
        if !request.variant.isEmpty { parts.append("variant \(request.variant)") }
        return parts.joined(separator: ", ")
    }

    /// The type of a screen's page object: `Page` after the screen's letters and digits, its first letter upper.
    static func pageType(of screen: String) -> String {
        let letters = screen.unicodeScalars.filter {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
        let name = String(String.UnicodeScalarView(letters))
        let start = name.first.map { $0.isNumber ? "Screen" + name : $0.uppercased() + name.dropFirst() } ?? "Screen"
        let hash = SHA256.hex(of: screen.utf8).prefix(6)
        // Two screens whose identifiers differ only in what is left out get different names.
        return start + (name == screen ? "" : "_" + hash) + "Page"
    }

    /// A Swift string literal of a text: `"` and `\` escaped, and every character that is not printable as is
    /// (controls, line and paragraph separators, bidirectional marks) as `\u{...}`.
    static func swiftString(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                let general = scalar.properties.generalCategory
                let hidden: Set<Unicode.GeneralCategory> = [
                    .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned,
                ]
                if hidden.contains(general) {
                    literal += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// A raw string literal of a text of one line, with one `#` more than the longest run of `#` in it, so that
    /// nothing in the text ends it or escapes.
    static func rawString(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "#" ? run + 1 : 0
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return hashes + "\"" + text + "\"" + hashes
    }

    /// Whether a text is a Swift identifier this file can write as is: ASCII letters, digits and `_`, not starting
    /// with a digit, and not one of the keywords a type name cannot be.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        let keywords: Set<String> = [
            "Any", "Self", "Type", "Protocol", "class", "struct", "enum", "protocol", "extension", "func", "let", "var",
            "import", "init", "self", "super", "true", "false", "nil", "in", "is", "as", "try", "await", "return",
        ]
        return !keywords.contains(text)
            && text.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            }
    }

    /// Whether a text is a type name with its module: identifiers joined by `.`.
    static func isTypeName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { isIdentifier(String($0)) }
    }

    /// The suite's name for an app: `<App>SessionTests`, the app's name reduced to what a type name may hold.
    static func suiteName(forApp app: String) -> String {
        let letters = app.unicodeScalars.filter {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
        let name = String(String.UnicodeScalarView(letters))
        guard let first = name.first, !first.isNumber else { return "SessionTests" }
        return first.uppercased() + name.dropFirst() + "SessionTests"
    }
}
