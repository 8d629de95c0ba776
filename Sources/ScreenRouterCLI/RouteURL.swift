import Foundation
import ScreenRouter

/// The route URL of a request: `<scheme>://screenrouter/route?vc=<id>&model=<base64>`.
enum RouteURL {
    static func make(scheme: String, request: LaunchRequest) throws -> String {
        guard let first = scheme.unicodeScalars.first, CharacterSet.letters.contains(first),
            scheme.unicodeScalars.allSatisfy({
                CharacterSet.alphanumerics.contains($0) || "+-.".unicodeScalars.contains($0)
            })
        else {
            throw CommandLineTool.Failure(
                message:
                    "`\(scheme)` is not a URL scheme: it starts with a letter, then letters, digits, `+`, `-` or `.`.",
                showsUsage: true
            )
        }
        if request.sample != nil {
            throw CommandLineTool.Failure(
                message: "a route URL carries a model, not a sample, in this version of the protocol. Launch the "
                    + "app with the sample instead: `screenrouter arguments` or `screenrouter simctl` without `--url`.",
                showsUsage: true
            )
        }
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "+/=&?#")
        func encoded(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text }
        var query = "vc=" + encoded(request.screen.rawValue)
        switch request.model {
        case .base64(let text)?: query += "&model=" + encoded(text)
        case .file(let path)?: query += "&modelFile=" + encoded(path)
        case nil: break
        }
        return "\(scheme)://screenrouter/route?\(query)"
    }
}
