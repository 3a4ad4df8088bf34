#!/usr/bin/env bash
# The two long suites of `make test`, side by side: the backend tests (pytest, mostly one core, often waiting on a
# worker) and the end-to-end tests (a web server, a worker and Chromium) share nothing (separate databases, Celery
# queues, media folders and ports), so running them together uses both cores. Each line is prefixed with its suite;
# the exit status is non-zero when either suite failed.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
status="$(mktemp -d)"
trap 'rm -rf "$status"' EXIT

run() {  # run NAME TARGET: make TARGET, lines prefixed with [NAME], exit status written to $status/NAME
    local name="$1" target="$2"
    { make --no-print-directory -C "$root" "$target"; echo $? > "$status/$name"; } 2>&1 | sed -u "s/^/[$name] /"
}

run backend backend-test &
backend=$!
run e2e e2e &
e2e=$!
wait "$backend" "$e2e"

failed=0
for name in backend e2e; do
    rc="$(cat "$status/$name" 2>/dev/null || echo 1)"
    echo "== $name: exit $rc"
    [ "$rc" = 0 ] || failed=1
done
exit "$failed"
