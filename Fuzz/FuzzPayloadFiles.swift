import Foundation

/// The files `-modelFile` and `-networkFile` may name during fuzzing.
///
/// The target never lets fuzz input choose a real path: any `-modelFile` value is replaced by one of these,
/// picked by a hash of the value, so runs are reproducible and never read arbitrary files. Between them they
/// cover every branch of reading a model file: a valid model, broken JSON, too-deep JSON, an empty file, a
/// file over the small codec's limit, a symbolic link, a directory, a missing file and two character
/// devices, one of which never ends; and network fixtures: a valid one, one with a duplicate entry and one
/// with a status out of range.
enum FuzzPayloadFiles {
    static let paths: [String] = {
        // One fixed folder, rewritten with the same contents by every run (and every worker of `-jobs`).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenrouter-fuzz-model-files")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func file(_ name: String, _ contents: String) -> String {
            let url = folder.appendingPathComponent(name)
            try? Data(contents.utf8).write(to: url, options: .atomic)
            return url.path
        }
        let person = file(
            "person.json",
            #"{"id":1,"name":"Ada","address":{"street":"s","city":"c"},"tags":[],"score":1.5,"flags":{}}"#
        )
        let link = folder.appendingPathComponent("link.json").path
        try? FileManager.default.removeItem(atPath: link)
        try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: person)
        let manyTags = Array(repeating: #""tag""#, count: 200).joined(separator: ",")
        return [
            person,
            file("broken.json", #"{"id": "#),
            file("deep.json", String(repeating: "[", count: 600) + String(repeating: "]", count: 600)),
            file("empty.json", ""),
            file(
                "large.json",
                #"{"id":1,"name":"A","address":{"street":"s","city":"c"},"tags":["# + manyTags
                    + #"],"score":0,"flags":{}}"#
            ),
            link,
            folder.path,
            folder.appendingPathComponent("missing.json").path,
            "/dev/null",
            "/dev/zero",
            file(
                "network.json",
                #"{"version":1,"entries":[{"method":"GET","url":"https://a.example/p/*","text":"{\"id\":1}"},"#
                    + #"{"method":"POST","url":"https://a.example/p?x=1","failure":-1009,"delay":0}]}"#
            ),
            file(
                "network-duplicate.json",
                #"{"entries":[{"method":"GET","url":"https://a.example/"},"#
                    + #"{"method":"GET","url":"https://A.example:443"}]}"#
            ),
            file("network-status.json", #"{"entries":[{"method":"GET","url":"https://a.example/","status":600}]}"#),
        ]
    }()

    /// One of ``paths``, chosen by the fuzzed path text.
    static func standIn(for path: String) -> String {
        let hash = path.utf8.reduce(into: UInt(5381)) { hash, byte in hash = hash &* 33 &+ UInt(byte) }
        return paths[Int(hash % UInt(paths.count))]
    }

    /// The arguments with every `-modelFile` and `-networkFile` value replaced by one of ``paths``.
    static func substituted(in arguments: [String]) -> [String] {
        var result = arguments
        let fileFlags = [LaunchProtocol.modelFile.flag, LaunchProtocol.networkFile.flag]
        for index in result.indices.dropLast()
        where fileFlags.contains(result[index]) && !LaunchArguments.isKey(result[index + 1]) {
            result[index + 1] = standIn(for: result[index + 1])
        }
        return result
    }

    /// The request with any model or network fixture file replaced by one of ``paths``.
    static func substituted(in request: LaunchRequest) -> LaunchRequest {
        var substituted = request
        for subject in [LaunchPayload.Kind.model, .network] {
            if case .file(let path)? = request[payload: subject] {
                substituted[payload: subject] = .file(path: standIn(for: path))
            }
        }
        return substituted
    }
}
