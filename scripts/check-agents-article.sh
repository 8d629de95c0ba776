#!/usr/bin/env bash
# Does what the Agents article tells an app's own package to do, from a package outside this one: a temporary
# package, Bookshelf, depends on this one by its local path, builds `screenrouter` and its app with
# `swift build --product ...`, records its snapshots with `screenrouter snapshots --record` (then makes the recorded
# title of one of them the one the article's story starts from), and serves the app with
# `.build/debug/screenrouter mcp .build/debug/Bookshelf` (no `--scheme`). The official MCP Python SDK (`mcp`, which
# `.ci/run` installs pinned) then calls each tool in the article's order, and each result must be the one the article
# shows; the test `export_test` writes must be the one the article shows, and must compile and pass in the package,
# a test target depending on ScreenRouterTestSupport.
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
mkdir -p "$app/Sources/Bookshelf" "$app/Sources/BookshelfElements"
cat >"$app/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Bookshelf",
    dependencies: [.package(path: "../ScreenRouter")],
    targets: [
        .target(
            name: "BookshelfElements",
            dependencies: [.product(name: "ScreenRouter", package: "ScreenRouter")]
        ),
        .executableTarget(
            name: "Bookshelf",
            dependencies: ["BookshelfElements", .product(name: "ScreenRouter", package: "ScreenRouter")]
        ),
    ]
)
EOF
cat >"$app/Sources/BookshelfElements/BookDetailAIP.swift" <<'EOF'
import ScreenRouter

/// The book-detail screen's elements, shared by the app and its tests: `bookDetail.text`.
public final class BookDetailAIP: AIP {
    public nonisolated static let mainIdentifier = "bookDetail"

    public enum Element: String, Sendable {
        case text
    }
}
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
# The article's answers are those of a run outside CI, whose snapshot checks record what is missing.
unset CI SCREENROUTER_RECORD SCREENROUTER_REPORT
echo "==> swift build --product screenrouter (in a package that depends on ScreenRouter)"
swift build --product screenrouter
echo "==> swift build --product Bookshelf"
swift build --product Bookshelf

echo "==> screenrouter snapshots .build/debug/Bookshelf --record, then the recorded dune titled \"Dune Messiah\""
.build/debug/screenrouter snapshots .build/debug/Bookshelf --record >/dev/null
recorded="__Snapshots__/Bookshelf/bookDetail.dune.default.json"
sed -i 's/{"frame":\[0,0,4,1\],"identifier":"bookDetail.text","kind":"text","label":"Dune"}/{"frame":[0,0,12,1],"identifier":"bookDetail.text","kind":"text","label":"Dune Messiah"}/' "$recorded"
grep -q '"Dune Messiah"' "$recorded" || { cat "$recorded" >&2; echo "the recorded dune was not retitled" >&2; exit 1; }

echo "==> .build/debug/screenrouter mcp .build/debug/Bookshelf, through the official MCP client: each tool's result is the article's"
python3 - "$root/Sources/ScreenRouter/ScreenRouter.docc/Articles/Agents.md" <<'EOF'
import json
import re
import sys

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

article = open(sys.argv[1], encoding="utf-8").read()
# The article shows each tool's whole structuredContent, in the order below, as one line of JSON after "`<tool>`
# returns:", and the file export_test writes after "`export_test` writes".
shown = re.findall(r"`(\w+)` returns:\n\n```json\n(.*?)\n```", article, re.S)
written = re.search(r"`export_test` writes [^\n]*:\n\n(?:<!--[^\n]*-->\n)?```swift\n(.*?)```", article, re.S)
calls = [
    ("list_screens", {}),
    ("open_screen", {"screen": "bookDetail", "sample": "dune"}),
    ("describe_screen", {}),
    ("describe_screen", {"since": None}),
    ("open_screen", {"screen": "shelf"}),
    ("check_snapshots", {}),
    ("export_test", {"path": "Tests/BookshelfTests/BookshelfSessionTests.swift",
                     "pages": {"bookDetail": "BookshelfElements.BookDetailAIP"}}),
]
failed = []


async def main():
    server = StdioServerParameters(command=".build/debug/screenrouter", args=["mcp", ".build/debug/Bookshelf"])
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            hash = None
            for index, (name, arguments) in enumerate(calls):
                if "since" in arguments:
                    arguments = {"since": hash}
                result = await session.call_tool(name, arguments)
                content = result.structured_content
                if result.is_error or content is None:
                    failed.append(f"{name} {arguments}: no result: {result}")
                    continue
                hash = content.get("hash", hash)
                if index >= len(shown):
                    failed.append(f"{name}: the article shows no result after its answer {index}; the server returned\n"
                                  + json.dumps(content, sort_keys=True))
                elif shown[index][0] != name or json.loads(shown[index][1]) != content:
                    failed.append(f"{name} {arguments}: the article shows `{shown[index][0]}` returning\n{shown[index][1]}\n"
                                  + "the server returned\n" + json.dumps(content, sort_keys=True))
                else:
                    print(f"ok      {name} {json.dumps(arguments)}")


anyio.run(main)
if len(shown) != len(calls):
    failed.append(f"the article shows {len(shown)} results, and the check makes {len(calls)} calls")
source = open("Tests/BookshelfTests/BookshelfSessionTests.swift", encoding="utf-8").read()
if written is None or written.group(1) != source:
    failed.append("the article does not show the test export_test wrote after \"`export_test` writes ...:\"; it wrote\n"
                  + source)
else:
    print("ok      the test export_test wrote is the article's")
for failure in failed:
    print(failure, file=sys.stderr)
sys.exit(1 if failed else 0)
EOF

echo "==> the test export_test wrote compiles and passes: swift test, a test target depending on ScreenRouterTestSupport"
python3 - <<'EOF'
import pathlib
package = pathlib.Path("Package.swift")
text = package.read_text()
target = """        .testTarget(
            name: "BookshelfTests",
            dependencies: [
                "Bookshelf", "BookshelfElements",
                .product(name: "ScreenRouterTestSupport", package: "ScreenRouter"),
            ]
        ),
    ]
)
"""
package.write_text(text[: text.rindex("    ]\n)")] + target)
EOF
swift build --build-tests
output=$(swift test 2>&1) || { echo "$output" >&2; exit 1; }
echo "$output" | grep -E "✔ Test run with 2 tests" || { echo "$output" >&2; echo "expected the 2 tests export_test wrote to pass" >&2; exit 1; }
