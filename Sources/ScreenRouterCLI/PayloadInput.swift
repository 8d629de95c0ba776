import Foundation
import ScreenRouterCore

/// The screen, its model or sample, its network fixture and every other parameter, as the options give them,
/// made into a launch request by the launch protocol's one validator.
enum PayloadInput {
    /// How the command line carries a payload: inline when it fits one launch argument on Linux, the strictest
    /// platform whose apps read files, so that the arguments printed work everywhere a file can be read.
    static let carrier = PayloadCarrier.launch(.linux, besides: [], environment: [:])

    /// The largest base64 payload passed inline, as the help says: one argument on Linux.
    static let inlineLimit = LaunchLimits.linux.largestArgument ?? 0

    /// The request of the options: the screen, its model or sample, its network fixture, its variant and every
    /// other parameter, checked as the app checks them and worded for the command line.
    static func request(from options: inout Options) throws -> LaunchRequest {
        var values: [LaunchProtocol.Parameter: [String]] = [
            LaunchProtocol.screen: [try options.positional("screen identifier")]
        ]
        for subject in [PayloadSubject.model, .network] {
            let names = RequestOptions.payload(subject)
            if let json = options.value(names.json) { values[subject.inline] = [Data(json.utf8).base64EncodedString()] }
            if let file = options.value(names.file) { values[subject.file] = [file] }
        }
        for parameter in RequestOptions.parameters {
            guard let option = parameter.option, let text = options.value(option.name) else { continue }
            values[parameter] = [text]
        }
        let request: LaunchRequest
        do throws(LaunchProtocol.Refusal) {
            request = try LaunchRequest.validated(values)
        } catch {
            throw failure(error)
        }
        return try placingPayloads(of: request)
    }

    /// How the command line names a parameter: its option, or the option of its payload's form.
    static func optionName(_ parameter: LaunchProtocol.Parameter) -> String {
        for subject in [PayloadSubject.model, .network] {
            if parameter == subject.inline { return RequestOptions.payload(subject).json }
            if parameter == subject.file { return RequestOptions.payload(subject).file }
        }
        return parameter.option?.name ?? parameter.item
    }

    /// A refusal of the validator, in the words of the command line.
    private static func failure(_ refusal: LaunchProtocol.Refusal) -> CommandLineTool.Failure {
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
        return CommandLineTool.Failure(message: message, showsUsage: true)
    }

    /// The request with its payloads, given as JSON or in a file, read, checked as the app checks them, and
    /// placed inline when they fit, otherwise in a file.
    private static func placingPayloads(of request: LaunchRequest) throws -> LaunchRequest {
        var payloads: [(subject: PayloadSubject, json: Data)] = []
        var given = request
        for subject in [PayloadSubject.model, .network] {
            guard let payload = request[payload: subject] else { continue }
            given[payload: subject] = nil
            let names = RequestOptions.payload(subject)
            let source: String
            let bytes: Data
            switch payload {
            case .base64(let text):
                source = "`\(names.json)`"
                bytes = Data(base64Encoded: text) ?? Data()
            case .file(let path):
                source = "the \(subject.fileNoun) `\(path)`"
                do {
                    bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                } catch {
                    throw CommandLineTool.Failure(message: "cannot read \(source): \(reason(error)).")
                }
            }
            if subject == .model {
                try check(bytes, from: source)
            } else {
                do {
                    _ = try NetworkMatcher(NetworkFixture.decode(json: bytes, for: request.screen), for: request.screen)
                } catch {
                    throw CommandLineTool.Failure(message: "\(source) cannot be used: \(error.message)")
                }
            }
            payloads.append((subject, bytes))
        }
        let (placed, inFiles) = try carrier.placing(payloads, in: given) { (subject, json, _) throws -> String in
            if let path = request[payload: subject]?.filePath {
                return URL(fileURLWithPath: path).standardizedFileURL.path
            }
            do throws(ScreenRouterError) {
                return try PayloadCarrier.writeFile(json, for: request.screen, subject: subject).path
            } catch {
                throw CommandLineTool.Failure(message: error.message)
            }
        }
        for subject in inFiles {
            guard let path = placed[payload: subject]?.filePath,
                let json = payloads.first(where: { $0.subject == subject })?.json
            else { continue }
            note(bytes: json.count, path: path, what: subject.name, flag: subject.file.flag)
        }
        return placed
    }

    /// Refuses bytes that are not JSON, naming the position of the problem.
    private static func check(_ bytes: Data, from source: String) throws {
        guard !bytes.isEmpty else {
            throw CommandLineTool.Failure(message: "\(source) is empty; a model is JSON.")
        }
        if let problem = JSONDiagnosis.syntaxProblem(in: bytes) {
            let reason = problem.hasSuffix(".") ? String(problem.dropLast()) : problem
            throw CommandLineTool.Failure(message: "\(source) is not JSON: \(reason).")
        }
    }

    private static func note(bytes: Int, path: String, what: String, flag: String) {
        FileHandle.standardError.write(
            Data(
                ("screenrouter: the \(what) is \(bytes) bytes of JSON, too large for one launch argument; it is "
                    + "passed as \(flag) with the absolute path \(path), which the simulator and a Mac app can read, a "
                    + "device cannot.\n").utf8
            )
        )
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        return nsError.localizedDescription
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
