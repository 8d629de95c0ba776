#!/usr/bin/env bash
# Release-build safety: in a build without DEBUG, launch arguments and route URLs cannot reroute the app.
#   1. The Demo, built with -c release and launched with `--uitesting -vc settings`, starts normally; so does a
#      release Demo asked for a session with a route URL on its standard input.
#   2. A TestingCoordinator in a release build (the LaunchProbe fixture, which has no `#if DEBUG` of its
#      own) ignores `--uitesting` and route URLs unless the app calls `allowRoutingInReleaseBuilds()`.
#   3. The catalogue's launches (`--list-screens`, the gallery, `-sample`, `--check-model`) and network fixtures
#      (`-network`, `-networkFile`) are ignored by the release Demo and by a release TestingCoordinator (the
#      CatalogueProbe fixture, no `#if DEBUG` either).
set -euo pipefail
cd "$(dirname "$0")/.."

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
