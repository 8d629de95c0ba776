import Foundation

extension SnapshotReport {
    /// The Content-Security-Policy of the page, in its `<meta>`: nothing may load but the page's own styles and
    /// `data:` images, and no script runs, so opening the report fetches nothing.
    package static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

    /// The report as one self-contained HTML page: inline CSS and SVG, no script, nothing fetched.
    ///
    /// A header holds the summary (cells checked, and how many have each status; each status a switch that shows or
    /// hides its cells) and filters by screen, sample and variant (the CSS `:has()` selector does the filtering, so
    /// the page needs no script). Then a section per screen, a row per sample, the variants side by side: a card per
    /// cell, its id `cell-<cell name>`, with the wireframe of each side, the changed elements marked, a table of what
    /// changed, the screenshots, the accessibility audit's findings and what does not read.
    package var html: String {
        let screens = Self.sortedValues(cells.map(\.screen), by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        let samples = Self.sortedValues(cells.map(\.sample), by: { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        let variants = Self.sortedValues(cells.map(\.variant), by: Self.variantPrecedes)
        let index = { (values: [String]) in Dictionary(uniqueKeysWithValues: values.enumerated().map { ($1, $0) }) }
        let screenIndex = index(screens)
        let sampleIndex = index(samples)
        let variantIndex = index(variants)
        var page = ""
        page.reserveCapacity(cells.count * 6_000 + 16_000)
        page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.contentSecurityPolicy)\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>Snapshot report: " + HTMLText.escaped(title) + "</title>\n"
        page += "<style>\n" + Self.style + "</style>\n"
        page += "<style>\n" + Self.filterStyle(screens: screens.count, samples: samples.count, variants: variants.count)
        page += "</style>\n</head>\n<body>\n"
        page += header(screens: screens, samples: samples, variants: variants)
        page += "<main>\n"
        if cells.isEmpty {
            page += "<p class=\"empty\">No snapshot files: neither folder holds a <code>&lt;cell&gt;.json</code>.</p>\n"
        }
        var start = cells.startIndex
        while start < cells.endIndex {
            let screen = cells[start].screen
            let end = cells[start...].firstIndex { $0.screen != screen } ?? cells.endIndex
            let number = screenIndex[screen] ?? 0
            page += "<section class=\"screen\" id=\"screen-" + HTMLText.identifier(screen) + "\" data-s=\"\(number)\">"
            page += "<h2>" + HTMLText.escaped(screen) + "</h2><div class=\"samples\">\n"
            var sampleStart = start
            while sampleStart < end {
                let sample = cells[sampleStart].sample
                let sampleEnd = cells[sampleStart..<end].firstIndex { $0.sample != sample } ?? end
                page += "<div class=\"sample\" data-p=\"\(sampleIndex[sample] ?? 0)\"><h3>" + HTMLText.escaped(sample)
                page += "</h3><div class=\"variants\">\n"
                for cell in cells[sampleStart..<sampleEnd] {
                    page += card(
                        cell,
                        sample: sampleIndex[cell.sample] ?? 0,
                        variant: variantIndex[cell.variant] ?? 0
                    )
                }
                page += "</div></div>\n"
                sampleStart = sampleEnd
            }
            page += "</div></section>\n"
            start = end
        }
        page += "</main>\n</body>\n</html>\n"
        return page
    }

    /// The distinct values, sorted.
    private static func sortedValues(_ values: [String], by precedes: (String, String) -> Bool) -> [String] {
        Set(values).sorted(by: precedes)
    }

    /// The header: the title, the folders, the summary with its status switches, and the filters.
    private func header(screens: [String], samples: [String], variants: [String]) -> String {
        let counts = counts
        var text = "<header>\n<h1>Snapshot report: " + HTMLText.escaped(title) + "</h1>\n<p class=\"sources\">"
        text += "Recorded: <code>" + HTMLText.escaped(recordedFolder) + "</code>"
        if let currentFolder {
            text += " · this run: <code>" + HTMLText.escaped(currentFolder) + "</code>"
        } else {
            text += " · no run to compare: each cell is shown as recorded"
        }
        text += "</p>\n<div class=\"summary\" id=\"summary\">"
        text += "<span class=\"count checked\"><b id=\"count-checked\">\(cells.count)</b> checked</span>"
        for status in Status.allCases {
            let name = status.rawValue
            text += "<label class=\"count st-\(name)\"><input type=\"checkbox\" id=\"show-\(name)\" checked>"
            text += "<b id=\"count-\(name)\">\(counts[status] ?? 0)</b> \(name)</label>"
        }
        text += "</div>\n<div class=\"filters\">"
        text += Self.filter("screen", "every screen", values: screens, prefix: "s")
        text += Self.filter("sample", "every sample", values: samples, prefix: "p")
        text += Self.filter("variant", "every variant", values: variants, prefix: "v")
        text += "<span class=\"legend\"><span class=\"mark changed\">changed</span> <span class=\"mark added\">added"
        text += "</span> <span class=\"mark removed\">removed</span> <span class=\"mark unframed\">no frame</span>"
        text += "</span></div>\n</header>\n"
        return text
    }

    /// A filter: a list of the values, and `all` first.
    private static func filter(_ name: String, _ all: String, values: [String], prefix: String) -> String {
        var text = "<label>\(name) <select id=\"filter-\(name)\"><option value=\"\" selected>\(all)</option>"
        for (index, value) in values.enumerated() {
            text += "<option value=\"\(prefix)\(index)\">" + HTMLText.escaped(value) + "</option>"
        }
        return text + "</select></label>"
    }

    /// The rules that make the switches and filters work: a status switched off hides its cards; a screen, sample or
    /// variant chosen hides the others.
    ///
    /// Each rule asks `:has()` of the header alone, whose controls are few, and reaches the cards as the header's
    /// sibling, `main`: a `:has()` of the whole body would search every card for each rule.
    private static func filterStyle(screens: Int, samples: Int, variants: Int) -> String {
        var rules = ""
        for status in Status.allCases {
            rules += "header:has(#show-\(status.rawValue):not(:checked))~main .card[data-status=\"\(status.rawValue)\"]"
            rules += "{display:none}\n"
        }
        let filters = [
            ("screen", "s", ".screen", screens), ("sample", "p", ".sample", samples),
            ("variant", "v", ".card", variants),
        ]
        for (name, prefix, hidden, count) in filters {
            for index in 0..<count {
                rules += "header:has(#filter-\(name) option[value=\"\(prefix)\(index)\"]:checked)~main "
                rules += "\(hidden):not([data-\(prefix)=\"\(index)\"]){display:none}\n"
            }
        }
        // A screen without the sample chosen is hidden whole, its heading too.
        for index in 0..<samples {
            rules += "header:has(#filter-sample option[value=\"p\(index)\"]:checked)~main "
            rules += ".screen:not(:has(.sample[data-p=\"\(index)\"])){display:none}\n"
        }
        return rules
    }

    /// A cell's card.
    private func card(_ cell: Cell, sample: Int, variant: Int) -> String {
        let id = "cell-" + HTMLText.identifier(cell.name)
        let status = cell.status.rawValue
        var text = "<article class=\"card st-\(status)\" id=\"" + id + "\" data-status=\"\(status)\" data-screen=\""
        text += HTMLText.escaped(cell.screen) + "\" data-sample=\"" + HTMLText.escaped(cell.sample)
        text += "\" data-variant=\"" + HTMLText.escaped(cell.variant) + "\" data-p=\"\(sample)\" data-v=\"\(variant)\">"
        text += "<h4><a href=\"#" + id + "\">" + HTMLText.escaped(cell.name) + "</a> <span class=\"status\">"
        text += status + "</span></h4>\n"
        var recordedMarks: [Int: Mark] = [:]
        var currentMarks: [Int: Mark] = [:]
        for row in cell.diff?.rows ?? [] {
            switch (row.oldIndex, row.newIndex) {
            case (let old?, let new?):
                recordedMarks[old] = .changed
                currentMarks[new] = .changed
            case (let old?, nil): recordedMarks[old] = .removed
            case (nil, let new?): currentMarks[new] = .added
            case (nil, nil): break
            }
        }
        // The sides drawn: both when they differ or a side does not read; otherwise the one that holds the screen.
        var sides: [(caption: String, side: Side, marks: [Int: Mark])] = []
        switch cell.status {
        case .changed, .unreadable:
            if let recorded = cell.recorded { sides.append(("recorded", recorded, recordedMarks)) }
            if let current = cell.current { sides.append(("this run", current, currentMarks)) }
        case .new:
            if let current = cell.current { sides.append(("this run, not recorded", current, [:])) }
        case .removed:
            if let recorded = cell.recorded { sides.append(("recorded, not in this run", recorded, [:])) }
        case .unchanged:
            if let current = cell.current {
                sides.append(("recorded = this run", current, [:]))
            } else if let recorded = cell.recorded {
                sides.append(("recorded", recorded, [:]))
            }
        }
        text += "<div class=\"sides\">"
        for (caption, side, marks) in sides {
            text += "<figure class=\"side\"><figcaption>" + caption + "</figcaption>"
            if let snapshot = side.snapshot {
                text += Self.wireframe(of: side, snapshot: snapshot, marks: marks)
            } else {
                text += "<p class=\"unreadable\">does not read</p>"
            }
            text += "</figure>"
            if let snapshot = side.snapshot, let screenshot = side.screenshot {
                text += "<figure class=\"side\"><figcaption>" + caption + ": screenshot</figcaption>"
                text += Self.wireframe(of: side, snapshot: snapshot, marks: marks, overScreenshot: screenshot)
                text += "</figure>"
            }
        }
        text += "</div>\n"
        if let rows = cell.diff?.rows, !rows.isEmpty {
            text +=
                "<table class=\"changes\"><thead><tr><th>identifier</th><th>old</th><th>new</th></tr></thead><tbody>"
            for row in rows {
                text += "<tr><td>" + HTMLText.escaped(row.identifier) + "</td><td>" + HTMLText.escaped(row.old)
                text += "</td><td>" + HTMLText.escaped(row.new) + "</td></tr>"
            }
            text += "</tbody></table>\n"
        }
        let problems = (cell.recorded?.problems ?? []) + (cell.current?.problems ?? [])
        for problem in problems {
            text += "<p class=\"problem\"><code>" + HTMLText.escaped(problem.code.description) + "</code> "
            text += HTMLText.escaped(problem.message) + "</p>\n"
        }
        if let findings = cell.current?.findings ?? cell.recorded?.findings {
            text += Self.findings(findings)
        }
        text += "<p class=\"files\">"
        text += [("recorded", cell.recorded), ("this run", cell.current)].compactMap { name, side in
            side.map { name + ": <code>" + HTMLText.escaped($0.path) + "</code>" }
        }.joined(separator: "<br>")
        return text + "</p></article>\n"
    }

    /// The findings of a cell's accessibility audit, as a list.
    private static func findings(_ findings: [AccessibilityFindings.Finding]) -> String {
        guard !findings.isEmpty else { return "<p class=\"findings none\">Accessibility audit: no findings</p>\n" }
        var text = "<div class=\"findings\"><p>Accessibility audit: \(findings.count) "
        text += (findings.count == 1 ? "finding" : "findings") + "</p><ul>"
        for finding in findings {
            text += "<li><b>" + HTMLText.escaped(finding.type) + "</b> "
            if let element = finding.element { text += "<code>" + HTMLText.escaped(element) + "</code> " }
            text += HTMLText.escaped(finding.description)
            if !finding.detail.isEmpty, finding.detail != finding.description {
                text += "<br><small>" + HTMLText.escaped(finding.detail) + "</small>"
            }
            text += "</li>"
        }
        return text + "</ul></div>\n"
    }
}
