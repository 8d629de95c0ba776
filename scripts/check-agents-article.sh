#!/usr/bin/env bash
# Does what the Agents article tells an app's own package to do, from a package outside this one: a temporary
# package, Bookshelf, depends on this one by its local path, builds `screenrouter` and its app with
# `swift build --product ...`, and serves the app with `.build/debug/screenrouter mcp .build/debug/Bookshelf`
# (no `--scheme`). An MCP client session then calls each tool, and each result must be the one the article shows.
#
# It builds the package from scratch in the temporary package (several minutes on two cores), so `.ci/run` calls it
# rather than `swift test`.
#
# Usage: scripts/check-agents-article.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The package is named by its folder, so the dependency is a link named ScreenRouter, whatever the clone's name.
ln -s "$root" "$work/ScreenRouter"
app="$work/Bookshelf"
mkdir -p "$app/Sources/Bookshelf"
cat >"$app/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Bookshelf",
    dependencies: [.package(path: "../ScreenRouter")],
    targets: [
        .executableTarget(
            name: "Bookshelf",
            dependencies: [.product(name: "ScreenRouter", package: "ScreenRouter")]
        )
    ]
)
EOF
cat >"$app/Sources/Bookshelf/main.swift" <<'EOF'
import Foundation
import ScreenRouter

struct Book: Codable, Sendable {
    var title: String
}

extension Screen where Model == Book {
    static let bookDetail = Screen("bookDetail")
}

/// A screen of the terminal app: its identifier and its one line of text.
struct Page {
    var screen: String
    var text: String
}

/// Prints each screen, its one line at the top left, then its element frame, for the MCP server to read.
@MainActor
final class Terminal: ScreenHost {
    func install(_ root: Page, as screen: ScreenID, route: Int) {
        print(root.text)
        let cells = (column: 0, row: 0, width: root.text.count)
        writeElements([("\(root.screen).text", root.text, nil, "text", cells)], of: screen, route: route)
    }

    func showRoutingFailure(_ error: ScreenRouterError) { print(error.message) }
}

let status = MainActor.assumeIsolated { () -> Int32 in
    let coordinator = TestingCoordinator<Page>()
    coordinator.register(.bookDetail, samples: ["dune": Book(title: "Dune")]) { book in
        Page(screen: "bookDetail", text: book.title)
    }
    coordinator.register("shelf") { Page(screen: "shelf", text: "Shelf") }
    let terminal = Terminal()
    if coordinator.start(in: terminal, scheme: "bookshelf") { return 0 }
    print("Shelf")
    return 0
}
exit(status)
EOF

cd "$app"
echo "==> swift build --product screenrouter (in a package that depends on ScreenRouter)"
swift build --product screenrouter
echo "==> swift build --product Bookshelf"
swift build --product Bookshelf

echo "==> .build/debug/screenrouter mcp .build/debug/Bookshelf: each tool's result is the article's"
python3 - "$root/Sources/ScreenRouter/ScreenRouter.docc/Articles/Agents.md" <<'EOF'
import json
import re
import subprocess
import sys

article = open(sys.argv[1], encoding="utf-8").read()
calls = [
    ("list_screens", {}),
    ("open_screen", {"screen": "bookDetail", "sample": "dune"}),
    ("describe_screen", {}),
]
lines = [
    {"jsonrpc": "2.0", "id": 0, "method": "initialize",
     "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "check", "version": "1"}}},
    {"jsonrpc": "2.0", "method": "notifications/initialized"},
] + [
    {"jsonrpc": "2.0", "id": number, "method": "tools/call", "params": {"name": name, "arguments": arguments}}
    for number, (name, arguments) in enumerate(calls, start=1)
]
server = subprocess.run(
    [".build/debug/screenrouter", "mcp", ".build/debug/Bookshelf"],
    input="".join(json.dumps(line) + "\n" for line in lines),
    capture_output=True, text=True, timeout=300,
)
answers = {answer.get("id"): answer for answer in map(json.loads, server.stdout.splitlines())}
failed = False
for number, (name, arguments) in enumerate(calls, start=1):
    result = answers.get(number, {}).get("result")
    if result is None or result.get("isError"):
        print(f"{name}: no result: {answers.get(number)}\n{server.stderr}", file=sys.stderr)
        failed = True
        continue
    # The article shows each tool's whole structuredContent, as one line of JSON after "`<tool>` returns".
    shown = re.search(r"`" + name + r"` returns:\n\n```json\n(.*?)\n```", article, re.S)
    if shown is None:
        print(f"{name}: the article shows no result after \"`{name}` returns:\"; the server returned\n"
              + json.dumps(result["structuredContent"], sort_keys=True), file=sys.stderr)
        failed = True
    elif json.loads(shown.group(1)) != result["structuredContent"]:
        print(f"{name}: the article shows\n{shown.group(1)}\nthe server returned\n"
              + json.dumps(result["structuredContent"], sort_keys=True), file=sys.stderr)
        failed = True
    else:
        print(f"ok      {name}")
sys.exit(1 if failed else 0)
EOF
