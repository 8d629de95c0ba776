#!/usr/bin/env bash
# Opens `screenrouter report` in a real browser, Debian's chromium (headless), cut off from the network, and checks
# what it renders. Everything it writes stays in .build/check-report/.
#
#   1. A run of the Demo's snapshots with every status: the committed snapshots of the device's variant copied into
#      .build/check-report/__Snapshots__/SnapshotUITests, one of them deleted (a cell the run finds new), one cell
#      added that the Demo has not (removed), one file made malformed (unreadable); then
#      `AM_ANIMATION_KEY=false SCREENROUTER_RECORD=never SCREENROUTER_REPORT=<page> screenrouter snapshots` (the
#      settings screen's label changes): the run leaves its snapshots in __Snapshots__/.build/SnapshotUITests and
#      writes the report; `screenrouter report` writes it again, byte for byte.
#   2. A page with a screenshot and an audit: a cell whose elements have frames in points, a PNG image beside it
#      (`<cell>@2x.png`) and the findings of an accessibility audit, as the iOS every-screen test keeps them.
#   3. chromium --dump-dom on each page, in a network namespace of its own (`unshare -n`) and with its net log on:
#      the DOM holds the summary's counts, exactly the changed cells, a box per element, the screenshot under the
#      boxes and the findings. The net log holds no request: the page's Content-Security-Policy allows nothing but
#      its own styles and data: images. A control page without that policy, with an image at http://127.0.0.1:9,
#      must show its request in its net log, so the check can see one; the same page under the report's policy must
#      not.
#   4. chromium --screenshot of the Demo's report: .build/check-report/report.png. With --docs-image, it is also
#      copied into the ScreenRouterTestSupport DocC catalogue (Resources/snapshot-report.png), which the Element
#      Snapshots article shows.
#
# Usage: scripts/check-report.sh [--docs-image]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

docs_image=false
case "${1:-}" in
    --docs-image) docs_image=true ;;
    "") ;;
    *) echo "check-report.sh: unknown argument \`$1\`; use --docs-image" >&2; exit 2 ;;
esac

fail() {
    echo "check-report: $*" >&2
    exit 1
}

command -v chromium >/dev/null || fail "chromium is not installed: apt-get install -y chromium (.ci/run pins the version)"
work="$root/.build/check-report"
rm -rf "$work"
mkdir -p "$work"

echo "==> swift build --product screenrouter, then --product Demo"
swift build --product screenrouter >/dev/null
swift build --product Demo >/dev/null
bin=$(swift build --show-bin-path)

# --- 1. A run of the Demo with every status -----------------------------------------------------------------------
recorded="$work/__Snapshots__/SnapshotUITests"
mkdir -p "$recorded"
for file in DemoUITests/__Snapshots__/SnapshotUITests/*.json; do
    case "$file" in *.dark.AX5.rtl.json) ;; *) cp "$file" "$recorded/" ;; esac
done
rm "$recorded/profile.slow.default.json"
sed 's/"screen": "settings"/"screen": "about"/' "$recorded/settings.default.default.json" >"$recorded/about.default.default.json"
echo '{"elements": [], "screen": "userDetail", "version": "one"}' >"$recorded/userDetail.long name.default.json"

page="$work/__Snapshots__/.build/SnapshotUITests.html"
echo "==> screenrouter snapshots Demo, its settings label changed, SCREENROUTER_REPORT=$page"
status=0
output=$(AM_ANIMATION_KEY=false SCREENROUTER_RECORD=never SCREENROUTER_REPORT="$page" \
    "$bin/screenrouter" snapshots "$bin/Demo" --directory "$recorded" 2>&1) || status=$?
((status == 1)) || { echo "$output"; fail "expected the run to fail (status 1), found $status"; }
# The run names the page as a path from the current folder.
shown=${page#"$root"/}
grep -qF "Wrote the report $shown." <<<"$output" || { echo "$output"; fail "the run did not write its report"; }
grep -qF "open \`$shown\`, the report this run writes when it ends" <<<"$output" ||
    { echo "$output"; fail "the failing run does not name its report"; }
"$bin/screenrouter" report "$recorded" --output "$work/again.html" >/dev/null
cmp -s "$page" "$work/again.html" || fail "screenrouter report did not write the run's report byte for byte"

# --- 2. A page with a screenshot and an audit ---------------------------------------------------------------------
shots="$work/shots/__Snapshots__/Screens"
mkdir -p "$shots"
python3 - "$shots" <<'PYTHON'
import pathlib, struct, sys, zlib
folder = pathlib.Path(sys.argv[1])
(folder / "settings.default.default.json").write_text(
    '{\n  "elements": [\n'
    '    {"frame":[16,60,358,44],"identifier":"settingsTitle","kind":"text","label":"Settings"},\n'
    '    {"frame":[16,120,358,44],"identifier":"settingsAnimations","kind":"button","label":"Animations on"}\n'
    '  ],\n  "screen": "settings",\n  "unit": "point",\n  "version": 1\n}\n')
# A real PNG of 780 x 1688 pixels (390 x 844 points at 2 pixels a point): a grey screen with a darker bar.
width, height = 780, 1688
rows = b"".join(b"\0" + (b"\x40\x40\x48" if 120 <= y < 208 else b"\xe8\xe8\xee") * width for y in range(height))
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
       + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))
(folder / "settings.default.default@2x.png").write_bytes(png)
(folder / "settings.default.default.audit.json").write_text(
    '{\n  "findings": [\n'
    '    {"description":"Contrast failed","detail":"Text contrast is 2.1:1","element":"settingsTitle","type":"contrast"}\n'
    '  ],\n  "version": 1\n}\n')
PYTHON
"$bin/screenrouter" report "$shots" --output "$work/shots.html" >/dev/null

# A control page without the policy, whose image the browser must try to fetch.
cat >"$work/control.html" <<'HTML'
<!DOCTYPE html><html><head><meta charset="utf-8"><title>control</title></head>
<body><p>control</p><img src="http://127.0.0.1:9/probe.png" alt=""></body></html>
HTML

# The same page under the report's Content-Security-Policy: the browser must not ask for the image.
policy=$(grep -o '<meta http-equiv="Content-Security-Policy" content="[^"]*">' "$page")
[[ -n "$policy" ]] || fail "the report has no Content-Security-Policy"
sed "s|<meta charset=\"utf-8\">|<meta charset=\"utf-8\">$policy|" "$work/control.html" >"$work/policy.html"

# --- 3. chromium, cut off from the network ------------------------------------------------------------------------
isolate=()
if unshare -n true 2>/dev/null; then
    isolate=(unshare -n)
    echo "==> chromium $(chromium --version 2>/dev/null | awk '{print $2}') runs in a network namespace of its own (unshare -n)"
else
    echo "==> unshare -n is not permitted here: chromium runs with the network, and the net log alone shows it fetched nothing"
fi
# One browser run: the page, what to do (--dump-dom, or --screenshot=<file>), its net log.
browse() {
    local url=$1 action=$2 netlog=$3
    timeout 120 "${isolate[@]}" chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync --disable-default-apps \
        --user-data-dir="$work/profile" --log-net-log="$netlog" --net-log-capture-mode=Everything \
        --window-size=1280,1600 "$action" "$url" 2>"$work/chromium.log"
}

echo "==> chromium --dump-dom: the Demo's report, the page with a screenshot, the control page"
browse "file://$page" --dump-dom "$work/report.netlog.json" >"$work/report.dom.html"
browse "file://$work/shots.html" --dump-dom "$work/shots.netlog.json" >"$work/shots.dom.html"
browse "file://$work/control.html" --dump-dom "$work/control.netlog.json" >"$work/control.dom.html"
browse "file://$work/policy.html" --dump-dom "$work/policy.netlog.json" >"$work/policy.dom.html"
# The screenshot is of the same report written from the run's own folder, so that it names the folders as a
# project's would (`__Snapshots__/SnapshotUITests`).
(cd "$work" && "$bin/screenrouter" report __Snapshots__/SnapshotUITests --output shown.html >/dev/null)
echo "==> chromium --screenshot: $work/report.png"
browse "file://$work/shown.html" --screenshot="$work/report.png" "$work/screenshot.netlog.json" >/dev/null

python3 - "$work" <<'PYTHON'
import html.parser, json, pathlib, sys
work = pathlib.Path(sys.argv[1])

def fail(message):
    sys.exit(f"check-report: {message}")

class Page(html.parser.HTMLParser):
    """What the DOM chromium rendered holds: the summary's counts, the cards, their boxes, images and findings."""
    def __init__(self):
        super().__init__()
        self.counts, self.cards, self.text, self.current_count = {}, [], [], None
    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "b" and (attrs.get("id") or "").startswith("count-"):
            self.current_count = attrs["id"][len("count-"):]
        if tag == "article":
            self.cards.append({"id": attrs.get("id"), "status": attrs.get("data-status"), "boxes": [], "images": 0})
        if tag == "g" and "el" in (attrs.get("class") or "").split() and self.cards:
            self.cards[-1]["boxes"].append((attrs.get("data-identifier"), attrs.get("class")))
        if tag == "image" and self.cards and (attrs.get("href") or "").startswith("data:image/png;base64,"):
            self.cards[-1]["images"] += 1
    def handle_data(self, data):
        if self.current_count is not None:
            self.counts[self.current_count] = int(data)
            self.current_count = None
        self.text.append(data)

def read(name):
    page = Page()
    page.feed((work / name).read_text())
    return page

report = read("report.dom.html")
expected = {"checked": 11, "changed": 1, "new": 1, "removed": 1, "unreadable": 1, "unchanged": 7}
if report.counts != expected:
    fail(f"the summary's counts are {report.counts}, expected {expected}")
statuses = {card["id"]: card["status"] for card in report.cards}
if len(report.cards) != 11:
    fail(f"{len(report.cards)} cards, expected 11")
changed = sorted(card for card, status in statuses.items() if status == "changed")
if changed != ["cell-settings.default.default"]:
    fail(f"the changed cells are {changed}, expected the settings screen's")
for card, status in [("cell-profile.slow.default", "new"), ("cell-about.default.default", "removed"),
                     ("cell-userDetail.long_20_name.default", "unreadable")]:
    if statuses.get(card) != status:
        fail(f"{card} is {statuses.get(card)}, expected {status}")
settings = next(card for card in report.cards if card["id"] == "cell-settings.default.default")
marked = [identifier for identifier, classes in settings["boxes"] if "changed" in classes.split()]
if marked != ["settingsAnimations", "settingsAnimations"]:
    fail(f"the settings card marks {marked}, expected settingsAnimations on both sides")
recorded = json.loads((work / "__Snapshots__/SnapshotUITests/users.many.default.json").read_text())
many = next(card for card in report.cards if card["id"] == "cell-users.many.default")
if [identifier for identifier, _ in many["boxes"]] != [element["identifier"] for element in recorded["elements"]]:
    fail("the users.many card does not draw a box for each element, in order")

shots = read("shots.dom.html")
if len(shots.cards) != 1 or shots.cards[0]["images"] != 1 or len(shots.cards[0]["boxes"]) != 4:
    fail(f"the page with a screenshot renders {shots.cards}: expected one card, the screenshot, two boxes twice")
if "Contrast failed" not in "".join(shots.text):
    fail("the accessibility audit's finding is not on the card")

def requests(name):
    """The URL requests the browser's network stack started, from its net log: those of the page (an origin started
    them), and the browser's own (its component updater and clock, started by no origin, which the page cannot
    cause, and which the network namespace keeps in)."""
    log = json.loads((work / name).read_text())
    start = log["constants"]["logEventTypes"]["URL_REQUEST_START_JOB"]
    page, browser = set(), set()
    for event in log.get("events", []):
        params = event.get("params") or {}
        if event.get("type") == start and params.get("url"):
            (browser if params.get("initiator") == "not an origin" else page).add(params["url"])
    return sorted(page), sorted(browser)

control, _ = requests("control.netlog.json")
if control != ["http://127.0.0.1:9/probe.png"]:
    fail(f"the control page's requests in its net log are {control}: the net log check would not see one")
for name in ["policy.netlog.json", "report.netlog.json", "shots.netlog.json", "screenshot.netlog.json"]:
    page, browser = requests(name)
    if page:
        fail(f"{name}: the page asked for {page} while it rendered")
    if any(not url.startswith(("http://clients2.google.com/", "http://update.googleapis.com/",
                                "https://update.googleapis.com/")) for url in browser):
        fail(f"{name}: the browser asked for {browser}, more than its own component updater and clock")
print("==> The DOM holds the counts " + ", ".join(f"{key} {value}" for key, value in expected.items())
      + "; exactly settings.default.default changed, its settingsAnimations marked on both sides; a box per element;"
      + " the screenshot under the boxes and the audit's finding. The net logs hold no request of the page (the control's"
      + " does, the control under the report's policy does not).")
PYTHON

[[ -s "$work/report.png" ]] || fail "chromium wrote no screenshot"
head -c 8 "$work/report.png" | od -An -tx1 | grep -q "89 50 4e 47 0d 0a 1a 0a" || fail "the screenshot is no PNG"
if $docs_image; then
    cp "$work/report.png" Sources/ScreenRouterTestSupport/ScreenRouterTestSupport.docc/Resources/snapshot-report.png
    echo "==> Copied the screenshot into the DocC catalogue: Resources/snapshot-report.png"
fi
echo "==> Passed: the report renders in chromium, offline, as the files say; its screenshot is $work/report.png"
