// expect: 'appending(path:directoryHint:)' is only available in iOS 16.0 or newer
// Foundation API newer than the package's minimum must not compile without `if #available`: `URL.appending(path:)`
// came with iOS 16, the package supports iOS 13.
import Foundation

func modelFile(in folder: URL) -> URL {
    folder.appending(path: "model.json")
}
