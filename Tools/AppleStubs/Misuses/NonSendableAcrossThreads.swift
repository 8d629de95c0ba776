// expect: capture of 'handle' with non-Sendable type 'FileHandle' in a '@Sendable' closure
// triple: macos
// Foundation's FileHandle is not Sendable in every SDK the package supports: a handle must not cross into another
// thread's closure by capture (the Demo's pipe tests hand it over inside an object that says why that is safe).
import Foundation

func readInBackground(_ handle: FileHandle) {
    Thread {
        _ = handle.readDataToEndOfFile()
    }.start()
}
