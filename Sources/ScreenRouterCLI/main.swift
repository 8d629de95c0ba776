import Foundation

// `screenrouter`: opens screens by hand. See `Usage.swift` for the commands, or run `screenrouter --help`.
let status = await CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst())).run()
exit(status)
