extension SnapshotReport {
    /// The page's style sheet.
    ///
    /// The header stays at the top; screens, samples and variants are laid out as rows of cards; statuses and marks
    /// have one colour each, the same on the cards, the boxes and the summary. A card out of
    /// view is neither laid out nor painted until it is scrolled to (`content-visibility: auto`), so a report of
    /// thousands of cells opens as fast as its first screenful.
    static let style = """
        :root{color-scheme:light;--changed:#c2410c;--added:#15803d;--removed:#b91c1c;--new:#1d4ed8;\
        --unreadable:#7e22ce;--muted:#5b6474;--line:#d5d9e0;font:14px/1.4 system-ui,-apple-system,sans-serif}
        body{margin:0;background:#f5f6f8;color:#1b2130}
        header{position:sticky;top:0;z-index:1;background:#fff;border-bottom:1px solid var(--line);padding:10px 20px}
        h1{font-size:18px;margin:0 0 2px}
        code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px}
        .sources{margin:0 0 8px;color:var(--muted);font-size:12px;word-break:break-all}
        .summary,.filters,.legend{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
        .summary{margin-bottom:8px}
        .count{display:inline-flex;align-items:center;gap:5px;padding:2px 10px;border-radius:999px;background:#eceef2;\
        cursor:default}
        label.count{cursor:pointer}
        .count b{font-size:15px}
        .count input{margin:0}
        .st-changed.count{background:#ffedd5}.st-new.count{background:#dbeafe}.st-removed.count{background:#fee2e2}
        .st-unreadable.count{background:#f3e8ff}
        .filters label{color:var(--muted)}
        .filters select{font:inherit;max-width:16em}
        .legend{margin-left:auto;font-size:12px}
        .mark{padding:0 6px;border:2px solid;border-radius:3px}
        .mark.changed{border-color:var(--changed)}.mark.added{border-color:var(--added)}
        .mark.removed{border-color:var(--removed)}.mark.unframed{border:1px dashed var(--muted)}
        main{padding:6px 20px 40px}
        .empty{color:var(--muted)}
        .screen>h2{font-size:16px;margin:18px 0 4px;padding-bottom:2px;border-bottom:1px solid var(--line)}
        .samples{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:flex-start}
        .sample{max-width:100%}
        .sample>h3{font-size:12px;font-weight:600;color:var(--muted);margin:8px 0 4px}
        .variants{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
        .card{background:#fff;border:1px solid var(--line);border-radius:8px;padding:8px 10px;max-width:100%;\
        box-sizing:border-box;content-visibility:auto;contain-intrinsic-size:auto 420px auto 360px}
        .card:target{outline:3px solid #93c5fd}
        .card.st-changed{border-color:var(--changed);box-shadow:0 0 0 1px var(--changed)}
        .card.st-new{border-color:var(--new)}.card.st-removed{border-color:var(--removed)}
        .card.st-unreadable{border-color:var(--unreadable);box-shadow:0 0 0 1px var(--unreadable)}
        .card h4{margin:0 0 6px;font-size:13px;display:flex;gap:8px;align-items:center}
        .card h4 a{color:inherit;text-decoration:none;font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
        .status{font-size:11px;font-weight:600;padding:0 7px;border-radius:999px;color:#fff;background:var(--muted)}
        .st-changed .status{background:var(--changed)}.st-new .status{background:var(--new)}
        .st-removed .status{background:var(--removed)}.st-unreadable .status{background:var(--unreadable)}
        .sides{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start}
        figure{margin:0;max-width:100%}
        figcaption{font-size:11px;color:var(--muted);margin-bottom:2px}
        .wireframe{display:block;max-width:100%;height:auto;background:#fbfcfd;border:1px solid #e3e6eb}
        .wireframe rect{fill:#e8f0fb;fill-opacity:.75;stroke:#7f9cc3;stroke-width:1}
        .wireframe .k-button rect{fill:#e3f4e8;stroke:#5e9a6d}
        .wireframe .k-image rect{fill:#f1eafb;stroke:#9a7cc6}
        .wireframe .k-field rect{fill:#fff;stroke:#4b5563}
        .wireframe .k-cell rect{fill:#f3f4f6;stroke:#9ca3af}
        .wireframe .k-other rect{fill:#fafafa;fill-opacity:.4;stroke:#b6bcc6}
        .wireframe .unframed rect{stroke-dasharray:4 3}
        .wireframe text{font:11px system-ui,-apple-system,sans-serif;fill:#1b2130}
        .wireframe.unit-cell text{font:13px ui-monospace,SFMono-Regular,Menlo,monospace}
        .wireframe .i{fill:#6b7280}
        .wireframe .changed rect{stroke:var(--changed);stroke-width:3;fill:#ffedd5}
        .wireframe .added rect{stroke:var(--added);stroke-width:3;fill:#dcfce7}
        .wireframe .removed rect{stroke:var(--removed);stroke-width:3;fill:#fee2e2}
        .wireframe.shot rect{fill:none;stroke-width:1.5}
        .wireframe.shot .changed rect,.wireframe.shot .added rect,.wireframe.shot .removed rect{stroke-width:3}
        .changes{border-collapse:collapse;margin-top:8px;font-size:12px}
        .changes th,.changes td{border:1px solid #e3e6eb;padding:2px 6px;text-align:left;vertical-align:top}
        .changes th{background:#f5f6f8;font-weight:600}
        .changes td{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;white-space:pre-wrap;\
        word-break:break-word;max-width:28em}
        .problem{color:var(--unreadable);font-size:12px;white-space:pre-wrap;margin:6px 0 0}
        .problem,.findings,.files{width:0;min-width:100%;box-sizing:border-box}
        .unreadable{color:var(--unreadable);font-size:12px;margin:0}
        .findings{font-size:12px;margin:6px 0 0}
        .findings p{margin:0;font-weight:600}.findings ul{margin:2px 0 0;padding-left:18px}
        .findings.none{color:var(--muted);font-weight:400}
        .files{font-size:11px;color:var(--muted);margin:6px 0 0;word-break:break-all}
        .files code{font-size:11px}

        """
}
