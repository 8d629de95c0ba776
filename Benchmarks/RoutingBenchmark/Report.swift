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

    mutating func add(
        _ section: String,
        _ measurement: String,
        value: String,
        baseline: String = "",
        ratio: String = "",
        goal: String = ""
    ) {
        rows.append(
            Row(section: section, measurement: measurement, value: value, baseline: baseline, ratio: ratio, goal: goal)
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
