#!/usr/bin/env bash
# `make bench`: every benchmark, as one JSON document on stdout (progress and logs go to stderr).
#   backend: `manage.py bench` (validation, parsers, ingest with two workers, bundles, comparisons)
#   browser: the planner keystroke and comparison chart measurements in Chromium, against a server started here
#   load:    backend/perf/load.py, locust with 50 users for 60 s against gunicorn (PostgreSQL + Redis only)
# Performance targets are reported ("met"), never asserted: timing checks do not belong in tests.
#   --write-doc: also write the figures, dated, into docs/benchmarks.md (backend/perf/bench_doc.py; the hand-written
#                dated measurements there are kept)
set -euo pipefail
write_doc=""
for arg in "$@"; do
    case "$arg" in
        --write-doc) write_doc=1 ;;
        *) echo "usage: scripts/bench.sh [--write-doc]" >&2; exit 2 ;;
    esac
done
root="$(cd "$(dirname "$0")/.." && pwd)"
py="$root/.venv/bin/python"
tmp="$(mktemp -d)"
port="${BENCH_PORT:-8197}"
server_pid=""
cleanup() {
    if [ -n "$server_pid" ]; then kill -TERM "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
    rm -rf "$tmp"
}
trap cleanup EXIT

(cd "$root/backend" && "$py" manage.py ensure_database >&2 && "$py" manage.py migrate --noinput -v0 >&2 \
    && "$py" manage.py bench) >"$tmp/backend.json"

browser_ok=""
if [ -x /usr/bin/chromium ] && [ -f "$root/frontend/dist/index.html" ] && [ -d "$root/e2e/node_modules" ]; then
    E2E_PORT="$port" bash "$root/scripts/e2e-server.sh" >"$tmp/server.log" 2>&1 &
    server_pid=$!
    for _ in $(seq 1 120); do
        curl -sf "http://127.0.0.1:$port/api/health/" >/dev/null 2>&1 && { browser_ok=1; break; }
        sleep 1
    done
fi
if [ -n "$browser_ok" ]; then
    (cd "$root/e2e" && E2E_BASE_URL="http://127.0.0.1:$port" node bench/planner.mjs >"$tmp/planner.json" 2>>"$tmp/browser.err") || true
    (cd "$root/e2e" && E2E_BASE_URL="http://127.0.0.1:$port" node bench/comparison-chart.mjs >"$tmp/chart.json" 2>>"$tmp/browser.err") || true
    (cd "$root/e2e" && E2E_BASE_URL="http://127.0.0.1:$port" node bench/journeys.mjs >"$tmp/journeys.json" 2>>"$tmp/browser.err") || true
else
    # `make bench` builds the SPA and installs e2e/node_modules first; what is still missing is named in the JSON.
    missing=""
    [ -x /usr/bin/chromium ] || missing="$missing /usr/bin/chromium"
    [ -f "$root/frontend/dist/index.html" ] || missing="$missing frontend/dist (npm run build)"
    [ -d "$root/e2e/node_modules" ] || missing="$missing e2e/node_modules (npm ci in e2e/)"
    [ -n "$missing" ] || missing=" the e2e server did not answer (see its log)"
    echo "browser benchmarks not run: missing$missing" >"$tmp/browser.err"
    echo "bench: browser benchmarks skipped: missing$missing" >&2
fi

# The API under load: 50 users for 60 s against gunicorn on PostgreSQL + Redis (reports "skipped" without them).
(cd "$root/backend" && "$py" perf/load.py >"$tmp/load.json" 2>>"$tmp/load.err") || true
# The cost of one request on each endpoint of that mix, without load (queries, CPU and wall ms per request).
(cd "$root/backend" && "$py" perf/request_cost.py >"$tmp/cost.json" 2>>"$tmp/cost.err") || true

"$py" - "$tmp" >"$tmp/all.json" <<'PY'
import json
import sys
from pathlib import Path

tmp = Path(sys.argv[1])


def load(name):
    path = tmp / name
    if not path.exists() or not path.read_text().strip():
        err = (tmp / "browser.err").read_text()[-2000:] if (tmp / "browser.err").exists() else "not run"
        return {"error": err or "no output"}
    text = path.read_text()
    try:
        return json.loads(text)
    except ValueError:
        # the script may log a line before its JSON document
        return json.loads(text[text.index("{"):])


out = load("backend.json")
out["browser"] = {"planner": load("planner.json"), "comparison_chart": load("chart.json"),
                  "journeys": load("journeys.json")}
out["load"] = load("load.json") if (tmp / "load.json").read_text().strip() else {
    "error": (tmp / "load.err").read_text()[-2000:] if (tmp / "load.err").exists() else "not run"}
out["request_cost"] = load("cost.json") if (tmp / "cost.json").read_text().strip() else {
    "error": (tmp / "cost.err").read_text()[-2000:] if (tmp / "cost.err").exists() else "not run"}
print(json.dumps(out, indent=2))
PY
cat "$tmp/all.json"
if [ -n "$write_doc" ]; then
    "$py" "$root/backend/perf/bench_doc.py" "$root/docs/benchmarks.md" <"$tmp/all.json"
    echo "bench: wrote docs/benchmarks.md" >&2
fi
