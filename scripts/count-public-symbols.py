"""Counts the package's public declarations in the symbol graphs the compiler wrote.

Count from graphs written with or without extension blocks (scripts/build-docs.sh writes them to
.build-docs/symbol-graphs). A declaration counts when it is public or open, has a source location in the package, and is not deprecated
(a deprecated spelling is on its way out and does not count against the surface). Members count; each
declaration counts once, however many graphs hold it. Members the symbol graph repeats on a conforming
type for a protocol's default implementation (identifiers with `::SYNTHESIZED::`) are counted apart: they are
no declaration of their own, but they show in the documentation.

Usage: count-public-symbols.py GRAPH_DIR [--list]
"""

import json
import pathlib
import sys


def main() -> int:
    graphs = pathlib.Path(sys.argv[1])
    listing = "--list" in sys.argv[2:]
    seen: set[str] = set()
    declared: list[tuple[str, str]] = []
    synthesized = 0
    deprecated = 0
    for graph_file in sorted(graphs.rglob("*.symbols.json")):
        if not graph_file.name.startswith(
            ("ScreenRouter.", "ScreenRouter@", "ScreenRouterNetwork.", "ScreenRouterNetwork@", "ScreenRouterTestSupport")
        ):
            continue
        for symbol in json.loads(graph_file.read_text(encoding="utf-8"))["symbols"]:
            identifier = symbol["identifier"]["precise"]
            if symbol.get("accessLevel") not in ("public", "open") or "location" not in symbol or identifier in seen:
                continue
            if symbol["kind"]["identifier"] == "swift.extension":
                continue  # an extension block, not a declaration
            seen.add(identifier)
            if any(entry.get("isUnconditionallyDeprecated") or "deprecated" in entry
                   for entry in symbol.get("availability", [])):
                deprecated += 1
            elif "::SYNTHESIZED::" in identifier:
                synthesized += 1
            else:
                declared.append((symbol["location"]["uri"].rsplit("/Sources/", 1)[-1], ".".join(symbol["pathComponents"])))
    if listing:
        for path, name in sorted(declared):
            print(f"{path}\t{name}")
    print(f"Public declarations: {len(declared)} (and {synthesized} default implementations the graphs repeat on "
          f"conforming types, {len(declared) + synthesized} in all; {deprecated} deprecated, not counted)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
