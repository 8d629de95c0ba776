// expect: 'Process' is unavailable in Mac Catalyst
// triple: catalyst
// A Mac Catalyst app is an iOS app: Foundation's Process, which ProcessApplication and the `screenrouter` CLI start
// apps with on macOS and Linux, is not there.
import Foundation

func run(_ executable: URL) throws {
    let process = Process()
    process.executableURL = executable
    try process.run()
}
