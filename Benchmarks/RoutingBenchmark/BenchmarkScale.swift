/// How much each section measures: the full run's rounds, launches and sizes, or those of `--quick`.
///
/// `swift run -c release RoutingBenchmark --quick` runs every section with every check of the full run (each
/// launch's and route's output, each frame's number, each answer, each snapshot), with few rounds of each, in a
/// minute or two. CI runs it, so that a change that breaks the benchmark does not land. Its few rounds judge no
/// goal: the report's goal column says so instead of `met` or `MISSED`.
struct BenchmarkScale {
    /// The argument of the quick run.
    static let quickFlag = "--quick"

    /// Whether this run is the quick one.
    let isQuick: Bool

    init(arguments: [String] = CommandLine.arguments) {
        isQuick = arguments.contains(Self.quickFlag)
    }

    /// The full run's count, or the quick run's.
    func count(_ full: Int, quick: Int) -> Int {
        isQuick ? quick : full
    }
}
