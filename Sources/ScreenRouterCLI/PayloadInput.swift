import Foundation
import ScreenRouterCore

/// The screen, its model or sample, its network fixture and every other parameter, as the options give them,
/// made into a launch request.
enum PayloadInput {
    /// How the command line carries a payload: inline when it fits one launch argument on Linux, the strictest
    /// platform whose apps read files, so that the arguments printed work everywhere a file can be read.
    static let carrier = PayloadCarrier.launch(.linux, otherArgumentsSize: 0)

    /// The largest base64 payload passed inline, as the help says: one argument on Linux, less its terminating NUL.
    static let inlineLimit = (LaunchLimits.linux.maximumArgumentSize ?? LaunchProtocol.inlinePayloadLimit) - 1

    /// The request of the options: the screen, its model or sample, its network fixture and its variant.
    static func request(from options: inout Options) throws -> LaunchRequest {
        let screen = try options.positional("screen identifier")
        guard !screen.isEmpty else {
            throw CommandLineTool.Failure(message: "the screen identifier is empty.", showsUsage: true)
        }
        var request = LaunchRequest(screen: ScreenID(screen))
        let (modelFile, modelJSON) = RequestOptions.payload(.model)
        let standsForModel = RequestOptions.parameters.filter {
            $0.exclusion?.flags.contains(LaunchProtocol.model.flag) == true
        }
        let given = ([modelFile, modelJSON] + standsForModel.compactMap { $0.option?.name }).filter {
            options.value($0) != nil
        }
        guard given.count <= 1 else {
            throw CommandLineTool.Failure(
                message:
                    "give the model one way: \(given.map { "`\($0)`" }.joined(separator: " and ")) were both given.",
                showsUsage: true
            )
        }
        for parameter in RequestOptions.parameters {
            guard let option = parameter.option, let text = options.value(option.name) else { continue }
            try check(text, of: parameter, option: option.name)
            parameter.place(&request, text)
        }
        request = try adding(.model, to: request, from: &options)
        return try adding(.network, to: request, from: &options)
    }

    /// Refuses a value its parameter does not take, in the words of the command line.
    private static func check(_ text: String, of parameter: LaunchProtocol.Parameter, option: String) throws {
        switch parameter.values {
        case .any:
            return
        case .identifier:
            guard text.isEmpty else { return }
            throw CommandLineTool.Failure(message: "`\(option)` needs a screen identifier.", showsUsage: true)
        case .sampleName:
            guard !ScreenSample.isValidName(text) else { return }
            throw CommandLineTool.Failure(
                message: "`\(option)` needs the name of a sample the app registered, such as `\(option) ada`; "
                    + "`screenrouter list <executable>` lists them.",
                showsUsage: true
            )
        case .oneOf(let valid, let kind):
            guard !valid.contains(text) else { return }
            throw CommandLineTool.Failure(
                message: "`\(option) \(text)` is not \(kind); valid values: "
                    + "\(valid.map { "`\($0)`" }.joined(separator: ", ")).",
                showsUsage: true
            )
        }
    }

    /// The request with the payload of `--model-file` or `--model-json` (`--network-...` for the network
    /// fixture), if one was given: checked as the app checks it, inline when it fits, otherwise in a file.
    private static func adding(
        _ subject: PayloadSubject,
        to request: LaunchRequest,
        from options: inout Options
    ) throws -> LaunchRequest {
        let names = RequestOptions.payload(subject)
        let file = options.value(names.file)
        let json = options.value(names.json)
        let source: String
        let bytes: Data
        switch (file, json) {
        case (nil, nil):
            return request
        case (_?, _?):
            throw CommandLineTool.Failure(
                message: "give the \(subject.name) one way: `\(names.file)` and `\(names.json)` were both given.",
                showsUsage: true
            )
        case (let file?, nil):
            source = "the \(subject.fileNoun) `\(file)`"
            do {
                bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw CommandLineTool.Failure(message: "cannot read \(source): \(reason(error)).")
            }
        case (nil, let json?):
            source = "`\(names.json)`"
            bytes = Data(json.utf8)
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
        let (placed, inFile) = try carrier.adding(bytes, as: subject, to: request) { () throws -> String in
            if let file { return URL(fileURLWithPath: file).standardizedFileURL.path }
            do throws(ScreenRouterError) {
                return try PayloadCarrier.writeFile(bytes, for: request.screen, subject: subject).path
            } catch {
                throw CommandLineTool.Failure(message: error.message)
            }
        }
        if inFile, let path = placed[payload: subject]?.filePath {
            note(bytes: bytes.count, path: path, what: subject.name, flag: subject.file.flag)
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
