/// The benchmark's one markdown table: a row per measurement, grouped by section.
struct Report {
    struct Row {
        var section: String
        var measurement: String
        var value: String
        var baseline: String
        var ratio: String
        var goal: String
    }

    private(set) var rows: [Row] = []

    /// Whether the goal column says whether each goal was met; a quick run's few rounds judge none.
    let judgesGoals: Bool

    init(judgesGoals: Bool = true) {
        self.judgesGoals = judgesGoals
    }

    mutating func add(
        _ section: String,
        _ measurement: String,
        value: String,
        baseline: String = "",
        ratio: String = "",
        goal: String = ""
    ) {
        let judged = judgesGoals || goal.isEmpty ? goal : "not judged (quick run)"
        rows.append(
            Row(
                section: section,
                measurement: measurement,
                value: value,
                baseline: baseline,
                ratio: ratio,
                goal: judged
            )
        )
    }

    /// Adds the rows of a section measured with a table of its own.
    mutating func append(_ other: Report) {
        rows += other.rows
    }

    /// Adds a memory row: the bytes after the whole run against those after its first checkpoint.
    ///
    /// The row gives their ratio and growth, and the goal that memory stays flat (at most 1.5 times). Without both
    /// figures (no `/proc`), the row says it was not measured.
    mutating func addGrowth(_ section: String, _ measurement: String, after all: Int?, afterFirst first: Int?) {
        guard let all, let first else {
            add(section, measurement, value: "n/a", baseline: "n/a", goal: "no /proc: not measured")
            return
        }
        let growth = Double(all) / Double(first)
        add(
            section,
            measurement,
            value: Formatting.size(bytes: all),
            baseline: Formatting.size(bytes: first),
            ratio: Formatting.ratio(growth) + " (\(Formatting.size(bytes: all - first)) more)",
            goal: Formatting.goal(growth, atMost: 1.5)
        )
    }

    /// The table in markdown, pipes in cells escaped.
    var markdown: String {
        let header = ["section", "measurement", "value", "baseline", "ratio", "goal"]
        func line(_ cells: [String]) -> String {
            "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
        }
        var lines = [line(header), line(header.map { _ in "---" })]
        for row in rows {
            lines.append(line([row.section, row.measurement, row.value, row.baseline, row.ratio, row.goal]))
        }
        return lines.joined(separator: "\n")
    }
}
