#!/usr/bin/env bash
# Release-build safety: in a build without DEBUG, launch arguments and route URLs cannot reroute the app.
#   1. The Demo, built with -c release and launched with `--uitesting -vc settings`, starts normally; so does a
#      release Demo asked for a session with a route URL on its standard input.
#   2. A TestingCoordinator in a release build (the LaunchProbe fixture, which has no `#if DEBUG` of its
#      own) ignores `--uitesting` and route URLs unless the app calls `allowRoutingInReleaseBuilds()`.
#   3. The catalogue's launches (`--list-screens`, the gallery, `-sample`, `--check-model`) and network fixtures
#      (`-network`, `-networkFile`) are ignored by the release Demo and by a release TestingCoordinator (the
#      CatalogueProbe fixture, no `#if DEBUG` either).
#   4. A release carries nothing deprecated: no `@available(..., deprecated ...)` in Sources/, Apple-only files
#      included, and, when scripts/build-docs.sh has written them, no deprecated symbol declared in Sources/ in the
#      symbol graphs of .build-docs/. Checked first, since it needs no build.
#   5. The CHANGELOG's top section is a release, `## [<major>.<minor>.<patch>] - <yyyy-mm-dd>`, not `[Unreleased]`,
#      and says which version of the launch protocol it speaks.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - <<'PY' || { echo "release check FAILED: the CHANGELOG's top section" >&2; exit 1; }
import re
import sys

text = open("CHANGELOG.md", encoding="utf-8").read()
sections = re.findall(r"^## (.*)$", text, flags=re.M)
if not sections:
    sys.exit("CHANGELOG.md has no section")
top = sections[0]
if not re.fullmatch(r"\[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}", top):
    sys.exit(f"the top section is `## {top}`; a release's is `## [1.2.3] - 2026-01-31`")
body = text.split("## " + top, 1)[1].split("\n## ", 1)[0]
if not re.search(r"version \d+ of the launch protocol", body):
    sys.exit(f"`## {top}` does not say which version of the launch protocol it speaks (`version 1 of the launch protocol`)")
print(f"ok: the CHANGELOG's top section is the release {top}, with its launch protocol version")
PY

# A deprecation that AutoMate or MSUITest makes itself, on a name of their verbatim families (scripts/verbatim/),
# may stay, so that their documented snippets and their own tests keep compiling; and so may a protocol requirement
# that 1.0 removed, which Swift cannot declare `unavailable` as it does every other removed spelling ("protocol
# members can only be marked unavailable in an '@objc' protocol"): kept deprecated, with a default that is never
# called, it lets the compiler name the requirement that replaced it; and so may a 1.0 form a minor release
# supersedes, which a major release removes. List each here as
# "<Type.member path> <reason>", one a line.
deprecation_exceptions='ScreenHost.install(_:) removed requirement: a 0.x host gets "protocol requires function install(_:as:route:)"
ScreenFactory.makeRoot(for:codec:) removed requirement: a 0.x factory gets "protocol requires function makeRoot(for:)"
ScreenHost.writeElements(_:of:route:) 1.0 form: a 1.0 host that writes (identifier, label) pairs keeps compiling in a minor release, its warning names the form with kind, value and frame'

python3 - "$deprecation_exceptions" <<'PY' || { echo "release check FAILED: deprecated declarations" >&2; exit 1; }
import json, os, re, sys

allowed = {line.split()[0] for line in sys.argv[1].splitlines() if line.strip()}
allowed_names = {path.split(".")[-1].split("(")[0] for path in allowed}
found = []

# The sources: every @available attribute, however it is wrapped, whose arguments deprecate.
attribute = re.compile(r"@available\s*\(")
deprecating = re.compile(r"(^|[\s,(])deprecated\s*(,|:|\)|$)")
declaration = re.compile(r"\b(func|var|let|init|subscript|struct|class|enum|protocol|extension|typealias|case|actor)\b[^{=\n]*")
for root, _, files in os.walk("Sources"):
    for name in sorted(files):
        if not name.endswith(".swift"):
            continue
        path = os.path.join(root, name)
        text = open(path, encoding="utf-8").read()
        for match in attribute.finditer(text):
            depth, end = 1, match.end()
            while depth and end < len(text):
                depth += {"(": 1, ")": -1}.get(text[end], 0)
                end += 1
            arguments = text[match.end():end - 1]
            if not deprecating.search(arguments):
                continue
            line = text.count("\n", 0, match.start()) + 1
            following = declaration.search(text, end)
            what = following.group(0).strip() if following else "?"
            if what.split("(")[0].split("<")[0].split()[-1] in allowed_names:
                continue
            found.append(f"{path}:{line}: deprecated: {what}")

# The symbol graphs scripts/build-docs.sh wrote, if any: what the compiler itself calls deprecated, among the
# declarations of the package's sources (a graph also lists what a type inherits, such as the standard library's
# deprecated `Sequence.flatMap(_:)`, which has no location in the package).
for folder in (".build-docs/symbol-graphs", ".build-docs/symbol-graphs-apple"):
    for root, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".symbols.json"):
                continue
            graph = json.load(open(os.path.join(root, name), encoding="utf-8"))
            for symbol in graph.get("symbols", []):
                if "Sources/" not in symbol.get("location", {}).get("uri", ""):
                    continue
                availability = symbol.get("availability", [])
                if not any(a.get("isUnconditionallyDeprecated") or "deprecated" in a for a in availability):
                    continue
                title = ".".join(symbol.get("pathComponents", []))
                if title in allowed:
                    continue
                found.append(f"{name}: deprecated symbol {title} ({symbol.get('accessLevel')})")

for entry in found:
    print(entry, file=sys.stderr)
if found:
    sys.exit(1)
print("ok: nothing in Sources/ is deprecated, nor in the symbol graphs of .build-docs/ (when there are any)")
PY

swift build -c release --product Demo -Xswiftc -warnings-as-errors
swift build -c release --product LaunchProbe -Xswiftc -warnings-as-errors
swift build -c release --product CatalogueProbe -Xswiftc -warnings-as-errors
bin=$(swift build -c release --show-bin-path)

fail() { echo "release check FAILED: $*" >&2; exit 1; }

demo=$("$bin/Demo" --uitesting -vc settings) || fail "the release Demo exited with status $?"
grep -q '^== Users (' <<<"$demo" || fail "the release Demo did not start normally; it showed:
$demo"
grep -q 'settingsTitle' <<<"$demo" && fail "the release Demo was rerouted to settings"
echo "ok: release Demo ignores --uitesting -vc settings and starts normally"

demo=$(echo 'demo://screenrouter/route?vc=settings' | "$bin/Demo" --uitesting --session) ||
    fail "the release Demo exited with status $? when asked for a session"
grep -q '^== Users (' <<<"$demo" || fail "the release Demo did not start normally when asked for a session; it showed:
$demo"
grep -q 'ScreenRouter.routed\|settingsTitle' <<<"$demo" && fail "the release Demo ran a session: $demo"
echo "ok: release Demo ignores --uitesting --session and its route URLs, and starts normally"

probe=$("$bin/LaunchProbe" --uitesting -vc settings)
grep -q '"route":"notRequested"' <<<"$probe" || fail "a release TestingCoordinator routed: $probe"
echo "ok: release TestingCoordinator ignores --uitesting"

probe=$(PROBE_ROUTE_URL='probe://screenrouter/route?vc=settings' "$bin/LaunchProbe")
grep -q '"routeURL":"notHandled"' <<<"$probe" || fail "a release TestingCoordinator handled a route URL: $probe"
echo "ok: release TestingCoordinator leaves route URLs to the app"

probe=$(PROBE_ALLOW_RELEASE_ROUTING=1 "$bin/LaunchProbe" --uitesting -vc settings)
grep -q '"route":"routed"' <<<"$probe" || fail "allowRoutingInReleaseBuilds() did not enable routing: $probe"
probe=$(PROBE_ALLOW_RELEASE_ROUTING=1 PROBE_ROUTE_URL='probe://screenrouter/route?vc=settings' "$bin/LaunchProbe")
grep -q '"routeURL":"handled"' <<<"$probe" || fail "allowRoutingInReleaseBuilds() did not enable route URLs: $probe"
echo "ok: allowRoutingInReleaseBuilds() opts a release build in, for launch arguments and route URLs"

# A network fixture (`{"entries":[]}`, which answers nothing) must not be installed either: the app starts
# normally and its requests reach the network as they would in a shipped app.
network=$(printf '{"entries":[]}' | base64 | tr -d '\n')
for arguments in "--list-screens" "-vc ScreenRouter.gallery" "-vc userDetail -sample ada" \
    "-vc userDetail -sample ada --check-model" "-vc settings -network $network" \
    "-vc settings -networkFile /dev/null" "-vc profile -sample loaded"; do
    # shellcheck disable=SC2086 # the arguments are split on purpose
    demo=$("$bin/Demo" --uitesting $arguments) || fail "the release Demo exited with status $? for $arguments"
    grep -q '^== Users (' <<<"$demo" || fail "the release Demo did not start normally for $arguments: $demo"
    # shellcheck disable=SC2086
    probe=$("$bin/CatalogueProbe" --uitesting $arguments) || fail "the release CatalogueProbe failed for $arguments"
    [[ $probe == "normal start" ]] || fail "a release TestingCoordinator answered $arguments: $probe"
done
echo "ok: release builds ignore --list-screens, the gallery, -sample, --check-model, -network and -networkFile"
