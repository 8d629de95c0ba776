import Foundation
import ScreenRouterCore

/// The screen and its model, as the options give them, made into a launch request.
enum ModelInput {
    /// The largest base64 model passed inline; a larger one goes as `-modelFile`.
    ///
    /// One argument on Linux holds 128 KiB with its terminating NUL, and a simulator's launch 1 MiB in all.
    static let inlineLimit = LaunchProtocol.inlinePayloadLimit - 1

    /// The request of the screen, its model and its variant.
    static func request(from options: inout Options) throws -> LaunchRequest {
        var request = try modelRequest(from: &options)
        request.variant = try VariantInput.variant(from: &options)
        return request
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
                let url = FileManager.default.temporaryDirectory
                    .appendingPathComponent(
                        "screenrouter-\(screen.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString).json"
                    )
                do {
                    try bytes.write(to: url)
                } catch {
                    throw CommandLineTool.Failure(message: "cannot write the model to `\(url.path)`: \(reason(error)).")
                }
                return url.path
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
        file: () throws -> String
    ) throws -> ModelPayload {
        try check(bytes, from: source)
        let base64 = bytes.base64EncodedString()
        guard base64.utf8.count > inlineLimit else { return .base64(base64) }
        let path = try file()
        note(bytes: bytes.count, path: path)
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

    private static func note(bytes: Int, path: String) {
        FileHandle.standardError.write(
            Data(
                ("screenrouter: the model is \(bytes) bytes of JSON, too large for one launch argument; it is passed "
                    + "as -modelFile with the absolute path \(path), which the simulator and a Mac app can read, a "
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
