"""Counts the package's public declarations in the symbol graphs the compiler wrote.

Count from graphs written with or without extension blocks (scripts/build-docs.sh writes them to
.build-docs/symbol-graphs). A declaration counts when it is public or open, has a source location in the package, and is not deprecated
(a deprecated spelling is on its way out and does not count against the surface) or unavailable (a removed spelling,
kept so that the compiler names its replacement; the compiler leaves those out of the graphs anyway). Members count; each
declaration counts once, however many graphs hold it. Members the symbol graph repeats on a conforming
type for a protocol's default implementation (identifiers with `::SYNTHESIZED::`) are counted apart: they are
no declaration of their own, but they show in the documentation.

A declaration whose path (`LaunchOptionsSet.insert(_:)`) is listed in scripts/verbatim/automate.txt belongs to
AutoMate's verbatim family: names kept as AutoMate spells them so that code written for AutoMate compiles. They
are counted apart from ours. A path matches with or without the caller-location parameters this package adds to
AutoMate's and MSUITest's functions: `fileID:filePath:line:column:` on the process family, `file:line:` on the
XCTest family, as XCTest's assertions take them.

A member of a deprecated type, or of a deprecated type's member, is deprecated with it.

Pass every graph directory a platform writes: the Linux graphs and the Apple triples' graphs (scripts/build-docs.sh
writes both, .build-docs/symbol-graphs and .build-docs/apple), so that the UIKit, SwiftUI and XCTest declarations
count too. The line printed gives the total over all of them and how many of ours only Apple platforms see.

Usage: count-public-symbols.py GRAPH_DIR... [--list]
"""

import json
from collections import Counter
import pathlib
import re
import sys

VERBATIM_LISTS = sorted((pathlib.Path(__file__).resolve().parent / "verbatim").glob("*.txt"))
CALLER_LOCATION = re.compile(r"(?:fileID:filePath:line:column:|file:line:)(?=\))")


def verbatim_paths() -> set[str]:
    """Every path of the verbatim families' lists."""
    paths: set[str] = set()
    for listing in VERBATIM_LISTS:
        for line in listing.read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                paths.add(line)
    return paths


# The graphs of the documented modules. ScreenRouter's hold what it re-exports (`@_exported import`): the core's
# declarations and AutoMate's option family, ScreenRouterOptions, whose own graphs are read too, so that its
# declarations count even where a graph of ScreenRouter leaves them out. A declaration counts once, whichever graphs
# hold it.
MODULES = ("ScreenRouter.", "ScreenRouter@", "ScreenRouterOptions.", "ScreenRouterOptions@", "ScreenRouterNetwork.",
           "ScreenRouterNetwork@", "ScreenRouterTestSupport")


def is_unavailable(symbol: dict) -> bool:
    """Whether the symbol is unconditionally unavailable: a spelling removed, kept so that the compiler names its
    replacement. The compiler leaves such symbols out of its graphs; should a graph hold one, it does not count."""
    return any(entry.get("isUnconditionallyUnavailable") for entry in symbol.get("availability", []))


def is_deprecated(symbol: dict) -> bool:
    """Whether the symbol itself is marked deprecated (on any platform, or unconditionally)."""
    return any(entry.get("isUnconditionallyDeprecated") or "deprecated" in entry
               for entry in symbol.get("availability", []))


def classify(symbols: list[dict], family: set[str], deprecated_paths: set[tuple[str, ...]]) -> dict[str, Counter]:
    """The declarations of one platform's graphs, by kind: ours, verbatim, deprecated, synthesized."""
    kinds = {kind: Counter() for kind in ("ours", "verbatim", "deprecated", "synthesized")}
    seen: set[str] = set()
    for symbol in symbols:
        identifier = symbol["identifier"]["precise"]
        if symbol.get("accessLevel") not in ("public", "open") or "location" not in symbol or identifier in seen:
            continue
        if is_unavailable(symbol):
            continue
        if symbol["kind"]["identifier"] == "swift.extension":
            continue  # an extension block, not a declaration
        seen.add(identifier)
        path = tuple(symbol["pathComponents"])
        name = ".".join(path)
        entry = (symbol["location"]["uri"].rsplit("/Sources/", 1)[-1], name)
        # The declaration's own mark, then its parents' paths: a deprecated spelling may share its path with one
        # that is not (an instance property and the static one that replaces it).
        if is_deprecated(symbol) or any(path[:length] in deprecated_paths for length in range(1, len(path))):
            kinds["deprecated"][entry] += 1
        elif "::SYNTHESIZED::" in identifier:
            kinds["synthesized"][entry] += 1
        elif name in family or CALLER_LOCATION.sub("", name) in family:
            kinds["verbatim"][entry] += 1
        else:
            kinds["ours"][entry] += 1
    return kinds


def main() -> int:
    directories = [pathlib.Path(argument) for argument in sys.argv[1:] if not argument.startswith("--")]
    listing = "--list" in sys.argv[1:]
    family = verbatim_paths()
    graphs = {directory: [symbol
                          for graph_file in sorted(directory.rglob("*.symbols.json"))
                          if graph_file.name.startswith(MODULES)
                          for symbol in json.loads(graph_file.read_text(encoding="utf-8"))["symbols"]]
              for directory in directories}
    deprecated_paths = {tuple(symbol["pathComponents"])
                        for symbols in graphs.values() for symbol in symbols if is_deprecated(symbol)}
    # A declaration is the same on every platform when its file and path are; platforms mangle some types apart
    # (Foundation's on Linux), so identifiers cannot tell. Overloads that share a path count as often as the
    # platform with the most of them has them.
    per_directory = {directory: classify(symbols, family, deprecated_paths) for directory, symbols in graphs.items()}
    total = {kind: Counter() for kind in ("ours", "verbatim", "deprecated", "synthesized")}
    for kinds in per_directory.values():
        for kind, counter in kinds.items():
            total[kind] |= counter
    if listing:
        for (path, name), count in sorted(total["ours"].items()):
            for _ in range(count):
                print(f"{path}\t{name}")
        for (path, name), count in sorted(total["verbatim"].items()):
            for _ in range(count):
                print(f"{path}\t{name}\t(verbatim)")
    count = {kind: counter.total() for kind, counter in total.items()}
    print(f"Public declarations: {count['ours']} ours, {count['verbatim']} in the verbatim families (AutoMate's and "
          f"MSUITest's names), {count['deprecated']} deprecated, not counted (and {count['synthesized']} default "
          f"implementations the graphs repeat on conforming types)")
    if len(directories) > 1:
        for directory, kinds in per_directory.items():
            print(f"  seen in {directory}: {kinds['ours'].total()} of ours")
    return 0


if __name__ == "__main__":
    sys.exit(main())
