import ScreenRouterCore

/// The options that make a request, read from the launch protocol's declarations: a payload's two options per
/// subject (`--model-file`, `--model-json`), and each parameter's own (`--sample`, `--appearance`, ...).
enum RequestOptions {
    /// One option as the usage lists it.
    struct Line {
        var name: String
        var placeholder: String
        var help: String
    }

    /// The two options that give a payload: a file of its JSON, and its JSON itself.
    static func payload(_ subject: LaunchPayload.Kind) -> (file: String, json: String) {
        let name = subject == .model ? "model" : "network"
        return ("--\(name)-file", "--\(name)-json")
    }

    /// The parameters the command line gives with an option of their own.
    static let parameters = LaunchProtocol.parameters.filter { $0.option != nil }

    /// Every option with a value that makes a request.
    static let names: Set<String> = Set(
        [payload(.model).file, payload(.model).json, payload(.network).file, payload(.network).json]
            + parameters.compactMap { $0.option?.name }
    )

    /// The options that give the model, one way each: its file, its JSON, and each parameter that stands for it.
    static var model: [Line] {
        let (file, json) = payload(.model)
        return [
            Line(name: file, placeholder: "<path>", help: "a file of the model's JSON"),
            Line(name: json, placeholder: "<json>", help: "the model's JSON itself"),
        ] + lines(of: .reference)
    }

    /// The options that give the network fixture.
    static var network: [Line] {
        let (file, json) = payload(.network)
        return [
            Line(name: file, placeholder: "<path>", help: "a file of the fixture's JSON"),
            Line(name: json, placeholder: "<json>", help: "the fixture's JSON itself"),
        ]
    }

    /// The options of the variant's parts.
    static var variant: [Line] { lines(of: .variant) }

    /// The options of parameters that are neither the model, the network fixture nor the variant.
    static var others: [Line] {
        parameters.filter { ![.variant, .reference].contains($0.stage) }.compactMap(line)
    }

    private static func lines(of stage: LaunchProtocol.Stage) -> [Line] {
        parameters.filter { $0.stage == stage }.compactMap(line)
    }

    private static func line(_ parameter: LaunchProtocol.Parameter) -> Line? {
        parameter.option.map { Line(name: $0.name, placeholder: $0.placeholder, help: $0.help) }
    }

    /// The options of a command's usage line: `[--model-file <path> | ... ] [--appearance <light|dark>] ...`.
    static var synopsis: [String] {
        func alternatives(_ lines: [Line]) -> String {
            "[" + lines.map { "\($0.name) \($0.placeholder)" }.joined(separator: " | ") + "]"
        }
        return [
            alternatives(model), alternatives(network),
            (variant + others).map { alternatives([$0]) }.joined(separator: " "),
        ]
    }

    /// The options listed one a line, each with its help from the 41st column.
    static func listed(_ lines: [Line]) -> String {
        let column = 40
        return lines.map { line in
            let option = "  \(line.name) \(line.placeholder)"
            guard !line.help.isEmpty else { return option }
            let helpLines = line.help.split(separator: "\n").map(String.init)
            let first =
                option.count < column - 1
                ? option.padding(toLength: column, withPad: " ", startingAt: 0) + helpLines[0]
                : option + "\n" + String(repeating: " ", count: column) + helpLines[0]
            return ([first] + helpLines.dropFirst().map { String(repeating: " ", count: column) + $0 })
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Names in a sentence: `a`, `a and b`, `a, b and c`.
    static func sentence(_ names: [String], conjunction: String = "and") -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names[names.count - 1]
    }
}
