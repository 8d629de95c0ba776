import Foundation
import ScreenRouterCore

/// The request the options give, made by the launch protocol's one validator: the screen, its sample, variant and
/// every other parameter, and the payloads (the model, the network fixture) given as JSON or in a file, read by the
/// core's one reader and checked as the app checks them; each command plans it as it sends it.
struct RequestInput {
    /// The request without its payloads.
    let request: LaunchRequest
    /// The model's JSON and the network fixture's, each with the file it was read from, if it was.
    let payloads: [LaunchPlan.Payload]

    /// The request of the options.
    ///
    /// - Throws: ``/ScreenRouterCore/ScreenRouterError`` with code `malformedArguments` for options the validator
    ///   refuses (in the words of the command line), `unreadablePayload` for a payload that does not read, and
    ///   `invalidNetworkFixture` for a fixture the app could not use.
    init(from options: inout Options) throws(ScreenRouterError) {
        var values: [LaunchProtocol.Parameter: [String]] = [
            LaunchProtocol.screen: [try options.positional("screen identifier")]
        ]
        for kind in [LaunchPayload.Kind.model, .network] {
            let names = RequestOptions.payload(kind)
            if let json = options.value(names.json) { values[kind.inline] = [Data(json.utf8).base64EncodedString()] }
            if let file = options.value(names.file) { values[kind.file] = [file] }
        }
        for parameter in RequestOptions.parameters {
            guard let option = parameter.option, let text = options.value(option.name) else { continue }
            values[parameter] = [text]
        }
        var request: LaunchRequest
        do throws(LaunchProtocol.Refusal) {
            request = try LaunchRequest.validated(values)
        } catch {
            throw Self.refusal(error)
        }
        var payloads: [LaunchPlan.Payload] = []
        for kind in [LaunchPayload.Kind.model, .network] {
            guard let payload = request[payload: kind] else { continue }
            request[payload: kind] = nil
            payloads.append(try Self.read(payload, kind, for: request.screen))
        }
        self.request = request
        self.payloads = payloads
    }

    /// The request planned for a carrier: each payload inline when it fits, otherwise in its own file (or a new
    /// one), noted on standard error.
    func plan(_ carrier: LaunchPlan.Carrier) throws(ScreenRouterError) -> LaunchPlan {
        let plan = try LaunchPlan(request, payloads: payloads, carrier: carrier)
        for kind in plan.inFiles {
            guard let path = plan.request[payload: kind]?.filePath,
                let json = payloads.first(where: { $0.kind == kind })?.json
            else { continue }
            FileHandle.standardError.write(
                Data(
                    ("screenrouter: the \(kind.name) is \(json.count) bytes of JSON, too large for one launch argument; "
                        + "it is passed as \(kind.file.flag) with the absolute path \(path), which the simulator and a "
                        + "Mac app can read, a device cannot.\n").utf8
                )
            )
        }
        return plan
    }

    /// How a launch carries the request: inline when it fits one launch argument on Linux, the strictest platform
    /// whose apps read files, so that the arguments printed work everywhere a file can be read.
    static let launch = LaunchPlan.Carrier.launch(.linux, program: nil, options: [], environment: [:])

    /// The largest base64 payload passed inline, as the help says: one argument on Linux.
    static let inlineLimit = LaunchLimits.linux.largestArgument ?? 0

    /// A payload the options gave, read and checked as the app reads and checks it.
    private static func read(
        _ payload: LaunchPayload,
        _ kind: LaunchPayload.Kind,
        for screen: ScreenID
    ) throws(ScreenRouterError) -> LaunchPlan.Payload {
        // JSON given on the command line is the option's own; a file is read by the one reader of payload files.
        let json: Data
        if let given = payload.inlineText {
            json = Data(base64Encoded: given) ?? Data()
        } else {
            json = try payload.json(for: screen, subject: kind)
        }
        let source = payload.filePath.map { "the \(kind.fileNoun) `\($0)`" } ?? "`\(RequestOptions.payload(kind).json)`"
        if kind == .model {
            guard !json.isEmpty else {
                throw ScreenRouterError(code: .unreadablePayload, message: "\(source) is empty; a model is JSON.")
            }
            if let problem = JSONDiagnosis.syntaxProblem(in: json) {
                let reason = problem.hasSuffix(".") ? String(problem.dropLast()) : problem
                throw ScreenRouterError(code: .unreadablePayload, message: "\(source) is not JSON: \(reason).")
            }
        } else {
            do throws(ScreenRouterError) {
                _ = try NetworkMatcher(NetworkFixture.decode(json: json, for: screen), for: screen)
            } catch {
                throw ScreenRouterError(code: error.code, message: "\(source) cannot be used: \(error.message)")
            }
        }
        return LaunchPlan.Payload(kind, json: json, file: payload.filePath)
    }

    /// How the command line names a parameter: its option, or the option of its payload's form.
    static func optionName(_ parameter: LaunchProtocol.Parameter) -> String {
        for kind in [LaunchPayload.Kind.model, .network] {
            if parameter == kind.inline { return RequestOptions.payload(kind).json }
            if parameter == kind.file { return RequestOptions.payload(kind).file }
        }
        return parameter.option?.name ?? parameter.item
    }

    /// A refusal of the validator, in the words of the command line.
    private static func refusal(_ refusal: LaunchProtocol.Refusal) -> ScreenRouterError {
        let message: String
        switch refusal {
        case .repeated(let parameter, _):
            message = "`\(optionName(parameter))` was given twice."
        case .missingScreen:
            message = "the command needs a screen identifier."
        case .excluded(let parameter, let other, _):
            let names = [optionName(other), optionName(parameter)].sorted().map { "`\($0)`" }
            let network = [LaunchProtocol.network, LaunchProtocol.networkFile]
            let subject = network.contains(parameter) ? "the network fixture" : "the model"
            message = "give \(subject) one way: \(names.joined(separator: " and ")) were both given."
        case .invalid(let parameter, let value, let problem, _):
            let option = optionName(parameter)
            switch problem {
            case .empty:
                message =
                    parameter == LaunchProtocol.screen
                    ? "the screen identifier is empty." : "`\(option)` needs a screen identifier."
            case .unusableName:
                message =
                    "`\(option)` needs the name of a sample the app registered, such as `\(option) ada`; "
                    + "`screenrouter list <executable>` lists them."
            case .notOneOf(let valid, let kind):
                message =
                    "`\(option) \(value)` is not \(kind); valid values: "
                    + "\(valid.map { "`\($0)`" }.joined(separator: ", "))."
            }
        }
        return ScreenRouterError.malformedCommandLine(message)
    }
}

extension ScreenRouterError {
    /// What was typed does not make a command: the command line shows its usage after it.
    static func malformedCommandLine(_ message: String) -> Self {
        Self(code: .malformedArguments, message: message)
    }
}

/// Shell quoting, for lines a person pastes into a terminal.
enum ShellQuoting {
    private static let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./:=@%+,")

    /// The argument as the shell reads it back: bare when it is plain, otherwise in single quotes.
    static func quoted(_ argument: String) -> String {
        if !argument.isEmpty, argument.allSatisfy(plain.contains) { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
