import Foundation
import ScreenRouterCore

/// The screen and its model, as the options give them, made into a launch request.
enum ModelInput {
    /// The largest base64 model passed inline; a larger one goes as `-modelFile`.
    ///
    /// One argument on Linux holds 128 KiB with its terminating NUL, and a simulator's launch 1 MiB in all.
    static let inlineLimit = LaunchProtocol.inlinePayloadLimit - 1

    /// The request of the options: the screen, its model or sample, its network fixture and its variant.
    static func request(from options: inout Options) throws -> LaunchRequest {
        var request = try withNetwork(try modelRequest(from: &options), from: &options)
        request.variant = try VariantInput.variant(from: &options)
        return request
    }

    /// The request with the network fixture of `--network-json` or `--network-file`, if one was given: checked as
    /// the app checks it, inline when it fits, otherwise as `-networkFile`.
    private static func withNetwork(_ request: LaunchRequest, from options: inout Options) throws -> LaunchRequest {
        let file = options.value("--network-file")
        let json = options.value("--network-json")
        let source: String
        let bytes: Data
        switch (file, json) {
        case (nil, nil):
            return request
        case (_?, _?):
            throw CommandLineTool.Failure(
                message: "give the network fixture one way: `--network-file` and `--network-json` were both given.",
                showsUsage: true
            )
        case (let file?, nil):
            source = "the network fixture file `\(file)`"
            do {
                bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw CommandLineTool.Failure(message: "cannot read \(source): \(reason(error)).")
            }
        case (nil, let json?):
            source = "`--network-json`"
            bytes = Data(json.utf8)
        }
        do {
            _ = try NetworkMatcher(NetworkFixture.decode(json: bytes, for: request.screen), for: request.screen)
        } catch {
            throw CommandLineTool.Failure(message: "\(source) cannot be used: \(error.message)")
        }
        let network = try payload(bytes, from: source, what: "network fixture", flag: "-networkFile") {
            if let file { return URL(fileURLWithPath: file).standardizedFileURL.path }
            return try write(bytes, kind: "network-", screen: request.screen.rawValue)
        }
        return request.with(network: network)
    }

    /// A model's or fixture's JSON written to a new file in the temporary directory, for a `-modelFile` or
    /// `-networkFile` argument.
    private static func write(_ bytes: Data, kind: String, screen: String) throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "screenrouter-\(kind)\(screen.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString).json"
            )
        do {
            try bytes.write(to: url)
        } catch {
            throw CommandLineTool.Failure(
                message:
                    "cannot write the \(kind.isEmpty ? "model" : "network fixture") to `\(url.path)`: \(reason(error))."
            )
        }
        return url.path
    }

    private static func modelRequest(from options: inout Options) throws -> LaunchRequest {
        let screen = try options.positional("screen identifier")
        guard !screen.isEmpty else {
            throw CommandLineTool.Failure(message: "the screen identifier is empty.", showsUsage: true)
        }
        let file = options.value("--model-file")
        let json = options.value("--model-json")
        let sample = options.value("--sample")
        let given = [
            file.map { _ in "--model-file" }, json.map { _ in "--model-json" }, sample.map { _ in "--sample" },
        ]
        .compactMap { $0 }
        guard given.count <= 1 else {
            throw CommandLineTool.Failure(
                message:
                    "give the model one way: \(given.map { "`\($0)`" }.joined(separator: " and ")) were both given.",
                showsUsage: true
            )
        }
        let id = ScreenID(screen)
        if let sample {
            guard !sample.isEmpty, !sample.hasPrefix("-") else {
                throw CommandLineTool.Failure(
                    message: "`--sample` needs the name of a sample the app registered, such as `--sample ada`; "
                        + "`screenrouter list <executable>` lists them.",
                    showsUsage: true
                )
            }
            return LaunchRequest(screen: id, sample: sample)
        }
        if let file {
            let url = URL(fileURLWithPath: file)
            let bytes: Data
            do {
                bytes = try Data(contentsOf: url)
            } catch {
                throw CommandLineTool.Failure(message: "cannot read the model file `\(file)`: \(reason(error)).")
            }
            let model = try payload(bytes, from: "the model file `\(file)`") { url.standardizedFileURL.path }
            return LaunchRequest(screen: id, model: model)
        }
        if let json {
            let bytes = Data(json.utf8)
            let model = try payload(bytes, from: "`--model-json`") {
                try write(bytes, kind: "", screen: screen)
            }
            return LaunchRequest(screen: id, model: model)
        }
        return LaunchRequest(screen: id)
    }

    /// The model's JSON, checked, as inline base64; or, when that is over ``inlineLimit``, as the file at the
    /// path `file` gives (writing it if need be), with a note on standard error.
    private static func payload(
        _ bytes: Data,
        from source: String,
        what: String = "model",
        flag: String = "-modelFile",
        file: () throws -> String
    ) throws -> ModelPayload {
        try check(bytes, from: source)
        let base64 = bytes.base64EncodedString()
        guard base64.utf8.count > inlineLimit else { return .base64(base64) }
        let path = try file()
        note(bytes: bytes.count, path: path, what: what, flag: flag)
        return .file(path: path)
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
