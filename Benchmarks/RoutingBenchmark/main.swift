import Foundation

// Measures what ScreenRouter adds to a UI-test launch and prints one markdown table:
//   swift run -c release RoutingBenchmark
// Every section with few rounds, as CI runs it (its figures judge no goal):
//   swift run -c release RoutingBenchmark --quick
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == PeakMemory.spawnerFlag {
    exit(PeakMemory.runSpawner(Array(CommandLine.arguments.dropFirst(2))))
}
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == NetworkCost.enduranceFlag {
    exit(await NetworkCost.runEndurance(Array(CommandLine.arguments.dropFirst(2))))
}
// Section 15, the review report, runs alone: it needs none of the benchmark's apps.
if CommandLine.arguments.contains(ReportCost.onlyFlag) {
    exit(await ReportCost.runAlone())
}
// Section 16, scale, runs alone: it builds the generated app it measures.
if CommandLine.arguments.contains(ScaleSection.flag) {
    exit(await ScaleSection.runAlone())
}
do {
    var benchmark = try Benchmark()
    try await benchmark.run()
    exit(0)
} catch {
    FileHandle.standardError.write(Data("RoutingBenchmark failed: \(error)\n".utf8))
    exit(1)
}
