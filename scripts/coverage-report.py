#!/usr/bin/env python3
"""Prints the line coverage of the named modules' sources from `llvm-cov export -summary-only` JSON.

Reads the JSON on standard input and counts only files under Sources/<Module>/ of the package root: per
file, per module and in total. With --min, exits with an error when the total is below that percentage or a module was not measured at all
(no test links it).

Usage: llvm-cov export -summary-only ... | coverage-report.py --root DIR [--min PERCENT] MODULE...
"""

import argparse
import json
import pathlib
import sys


def percent(covered: int, count: int) -> float:
    return 100.0 * covered / count if count else 100.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", required=True, type=pathlib.Path, help="the package's root directory")
    parser.add_argument("--min", type=float, help="the lowest acceptable total line coverage, in percent")
    parser.add_argument("modules", nargs="+", help="the modules whose sources are counted")
    arguments = parser.parse_args()

    root = arguments.root.resolve()
    files = json.load(sys.stdin)["data"][0]["files"]
    rows: dict[str, list[tuple[str, int, int]]] = {module: [] for module in arguments.modules}
    for entry in files:
        path = pathlib.Path(entry["filename"]).resolve()
        for module in arguments.modules:
            if path.is_relative_to(root / "Sources" / module):
                lines = entry["summary"]["lines"]
                rows[module].append((str(path.relative_to(root)), lines["count"], lines["covered"]))
    every_row = [row for module_rows in rows.values() for row in module_rows]
    if not every_row:
        print(f"error: the coverage data has no file of {', '.join(arguments.modules)}", file=sys.stderr)
        return 1

    width = max(len(path) for path, _, _ in every_row + [(f"{m} (module)", 0, 0) for m in rows])

    def line(name: str, count: int, covered: int) -> str:
        return f"{name:<{width}}  {count:>6}  {count - covered:>6}  {percent(covered, count):>7.2f}%"

    print(f"\n{'File':<{width}}  {'Lines':>6}  {'Missed':>6}  {'Cover':>8}")
    for module, module_rows in rows.items():
        if not module_rows:
            print(f"{module}: not measured; no test target links it, so none of its code is in the test binary\n")
            continue
        for path, count, covered in sorted(module_rows):
            print(line(path, count, covered))
        print(line(f"{module} (module)", sum(r[1] for r in module_rows), sum(r[2] for r in module_rows)))
        print()

    count = sum(r[1] for r in every_row)
    covered = sum(r[2] for r in every_row)
    total = percent(covered, count)
    measured = [module for module, module_rows in rows.items() if module_rows]
    print(f"Line coverage of {' and '.join(measured)}: {total:.2f}% ({covered} of {count} lines)")
    if arguments.min is None:
        return 0
    failed = False
    if total < arguments.min:
        print(f"error: line coverage {total:.2f}% is below the minimum of {arguments.min:g}%", file=sys.stderr)
        failed = True
    for module in sorted(set(arguments.modules) - set(measured)):
        print(f"error: {module} has no coverage at all: give it tests that link it", file=sys.stderr)
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
