#!/usr/bin/env bash
# Checks `screenrouter snapshots` against the Demo's committed element snapshots, with one label of the Demo changed:
# a copy of the package in .build-check-snapshots/ whose Demo titles its users list "All users" instead of "Users",
# built once (the folder is kept between runs, so a second run builds only what changed). Then:
#
#   1. `screenrouter snapshots <copy> --directory <copy of DemoUITests/__Snapshots__/SnapshotUITests>` exits with
#      status 1, and exactly the cells that show the list differ (users.default, users.empty and users.many, in the
#      device's variant and in dark, AX5, right-to-left, the variants the folder records), each naming the element,
#      the old label and the new, and in the device's variant its frame, four cells wider;
#   2. `--record` rewrites exactly those six files: every other file keeps its checksum;
#   3. two recordings into fresh folders are byte-identical (`diff -r`), their snapshot files (the cells' times beside
#      them are each run's own);
#   4. the official MCP Python SDK's `check_snapshots` through `screenrouter mcp <copy>` names exactly those cells,
#      each with the old and the new label: the agents' task harness (Benchmarks/AgentTask/agent_task.py), which does
#      the task once with `check_snapshots` and once with `open_screen` per cell and prints calls, bytes and wall
#      time side by side (Benchmarks/README.md keeps the figures).
#
# Usage: scripts/check-snapshots.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cache="$root/.build-check-snapshots"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() {
    echo "check-snapshots: $*" >&2
    exit 1
}

# The Demo is a target of this package and uses its package-visible parts, which only a module of the same package
# may, so the copy is a copy of the package (named by its folder, ScreenRouter, as this one) with its own build folder.
# Files are copied only when they changed, and the build folder is kept, so a second run builds only what changed.
copy="$cache/ScreenRouter"
screen="Demo/Screens/UsersScreen.swift"
python3 - "$root" "$copy" "$screen" <<'PYTHON'
import pathlib, subprocess, sys
root, copy, screen = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2]), sys.argv[3]
listed = subprocess.run(
    ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    cwd=root, capture_output=True, check=True,
).stdout.decode().split("\0")
wanted = {}
for name in filter(None, listed):
    source = root / name
    if source.is_file():
        wanted[name] = source.read_bytes()
original = wanted[screen].decode()
changed = original.replace('label: "Users", kind: .other', 'label: "All users", kind: .other')
if changed == original:
    sys.exit(f"check-snapshots: the users list's label was not found in {screen}")
wanted[screen] = changed.encode()
for name, data in wanted.items():
    target = copy / name
    if not target.is_file() or target.read_bytes() != data:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
for target in list(copy.rglob("*")):
    name = target.relative_to(copy).as_posix()
    if target.is_file() and not name.startswith(".build") and name not in wanted:
        target.unlink()
PYTHON

cd "$copy"
echo "==> swift build --product Demo, then --product screenrouter (a copy of the package, its users list relabelled)"
swift build --scratch-path "$cache/build" --product Demo
swift build --scratch-path "$cache/build" --product screenrouter
bin=$(swift build --scratch-path "$cache/build" --show-bin-path)

snapshots="$work/snapshots"
cp -R "$root/DemoUITests/__Snapshots__/SnapshotUITests" "$snapshots"
# The snapshot files' checksums: cell-times.txt beside them is the run's times, which a check keeps (checked below).
checksums() { (cd "$1" && find . -type f -name '*.json' | LC_ALL=C sort | xargs -d '\n' sha256sum); }
before=$(checksums "$snapshots")

cells="users.default.dark.AX5.rtl users.default.default users.empty.dark.AX5.rtl users.empty.default users.many.dark.AX5.rtl users.many.default"
echo "==> screenrouter snapshots <copy> --directory <copy of the committed snapshots>: the six list cells differ"
status=0
output=$(CI= SCREENROUTER_RECORD= "$bin/screenrouter" snapshots "$bin/Demo" --directory "$snapshots" 2>&1) || status=$?
echo "$output"
((status == 1)) || fail "expected exit status 1, found $status"
differing=$(grep -o '^[^ ]*: differs from' <<<"$output" | sed 's/: differs from//' | LC_ALL=C sort | tr '\n' ' ')
[[ "$differing" == "$cells " ]] || fail "expected exactly the users list's cells to differ, found: $differing"
label_lines=$(grep -c '^  \[usersList\] label: old "Users", new "All users"; frame: ' <<<"$output" || true)
((label_lines == 6)) || fail "expected the element, the old and the new label for each of the 6 cells, found $label_lines"
# The longer label takes four more character cells: the element's frame changes with it.
frame_lines=$(grep -c '^  \[usersList\] label: old "Users", new "All users"; frame: old \[0, 1, 17, 1\], new \[0, 1, 21, 1\]$' \
    <<<"$output" || true)
((frame_lines == 3)) || fail "expected the old and the new frame of the 3 cells in the device's variant, found $frame_lines"
grep -q '^differing  6$' <<<"$output" || fail "the summary does not count 6 differing cells"
[[ "$(checksums "$snapshots")" == "$before" ]] || fail "a check without --record wrote a file"
# The check kept each cell's time beside the snapshot files: a comment line, then a line per cell it opened.
times=$(grep -vc '^#' "$snapshots/cell-times.txt" || true)
((times == 20)) || fail "expected cell-times.txt to keep the times of the 20 cells the check opened, found $times lines"

echo "==> the agents' task through the official MCP Python SDK: check_snapshots once, then open_screen per cell"
python3 "$root/Benchmarks/AgentTask/agent_task.py" "$bin" "$snapshots" "Users" "All users" "${cells// /,}" ||
    fail "the MCP client's check_snapshots did not name exactly the changed cells with their labels (see above)"

echo "==> screenrouter snapshots --record: exactly those six files are rewritten"
"$bin/screenrouter" snapshots "$bin/Demo" --directory "$snapshots" --record >/dev/null
changed=$(diff <(echo "$before") <(checksums "$snapshots") | grep '^>' | awk '{print $3}' | sed 's|^\./||; s|\.json$||' |
    LC_ALL=C sort | tr '\n' ' ' || true)
[[ "$changed" == "$cells " ]] || fail "expected --record to rewrite the six list files and nothing else, found: $changed"
grep -q '"label":"All users"' "$snapshots/users.many.default.json" || fail "the rewritten file lacks the new label"

echo "==> two recordings into fresh folders are byte-identical"
"$bin/screenrouter" snapshots "$bin/Demo" --directory "$work/first" --record >/dev/null
"$bin/screenrouter" snapshots "$bin/Demo" --directory "$work/second" --record >/dev/null
diff -r -x cell-times.txt "$work/first" "$work/second" || fail "two recordings differ"
[[ $(find "$work/first" -type f -name '*.json' | wc -l) -eq 10 ]] || fail "expected 10 snapshot files in a recording"
echo "==> Passed: 6 cells differ as expected (and check_snapshots names them), --record rewrote exactly them, recordings are byte-identical."
