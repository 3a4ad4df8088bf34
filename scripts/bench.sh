#!/usr/bin/env bash
# `make bench`: every benchmark, as one JSON document on stdout (progress and logs go to stderr).
#   backend: `manage.py bench` (validation, parsers, ingest with two workers, bundles, comparisons)
#   browser: the planner keystroke and comparison chart measurements in Chromium, against a server started here
#   load:    backend/perf/load.py, locust with 50 users for 60 s against gunicorn (PostgreSQL + Redis only)
# Performance targets are reported ("met"), never asserted: timing checks do not belong in tests.
#   --write-doc: also write the figures, dated, into docs/benchmarks.md (backend/perf/bench_doc.py; the hand-written
#                dated measurements there are kept)
#   --small:     every part once at a small setting (a few runs, samples and users, small files): a quick check that
#                each benchmark still runs against today's API and reports its figures; what it measures says
#                nothing about the targets. With --check, exits 1 when any part errored (CI's `make bench-check`).
# A part that errors is a failed target in the document ("targets" lists each part with met true, false or null).
set -euo pipefail
write_doc=""
small=""
check=""
for arg in "$@"; do
    case "$arg" in
        --write-doc) write_doc=1 ;;
        --small) small=1 ;;
        --check) check=1 ;;
        *) echo "usage: scripts/bench.sh [--write-doc] [--small [--check]]" >&2; exit 2 ;;
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
# How long each part took, with the load average then, on stderr (the machine may be shared).
mark=$SECONDS
took() {
    echo "bench: $1 took $((SECONDS - mark)) s (load average $(cut -d' ' -f1-3 /proc/loadavg))" >&2
    mark=$SECONDS
}

if [ -n "$small" ]; then
    bench_args=(--small)
    planner_args=(--nodes 4 --keystrokes 3)
    chart_args=(--runs 4 --repeat 1)
    journeys_args=(--loads 1)
    load_args=(--users 2 --seconds 5)
    cost_args=(--repeat 2)
else
    bench_args=() planner_args=() chart_args=() journeys_args=() load_args=() cost_args=()
fi

# The browser part's server (fresh database, demo data, a worker) seeds while the backend part runs.
browser_ok=""
if [ -x /usr/bin/chromium ] && [ -f "$root/frontend/dist/index.html" ] && [ -d "$root/e2e/node_modules" ]; then
    E2E_PORT="$port" bash "$root/scripts/e2e-server.sh" >"$tmp/server.log" 2>&1 &
    server_pid=$!
fi

# Each part's output and stderr go to their own files; perf/bench_merge.py puts them together.
(cd "$root/backend" && "$py" manage.py ensure_database >&2 && "$py" manage.py migrate --noinput -v0 >&2 \
    && "$py" manage.py bench "${bench_args[@]}") >"$tmp/backend.json" 2>"$tmp/backend.err" || true
took "backend (manage.py bench)"

if [ -n "$server_pid" ]; then
    for _ in $(seq 1 180); do
        curl -sf "http://127.0.0.1:$port/api/health/" >/dev/null 2>&1 && { browser_ok=1; break; }
        kill -0 "$server_pid" 2>/dev/null || break
        sleep 1
    done
fi
took "waiting for the browser part's server"
browser() {  # name script args...: one browser script against the server started above
    local name="$1" script="$2"
    shift 2
    (cd "$root/e2e" && E2E_BASE_URL="http://127.0.0.1:$port" node "bench/$script" "$@" >"$tmp/$name.json" \
        2>"$tmp/$name.err") || true
    took "browser $name"
}
if [ -n "$browser_ok" ]; then
    browser planner planner.mjs "${planner_args[@]}"
    browser comparison_chart comparison-chart.mjs "${chart_args[@]}"
    browser journeys journeys.mjs "${journeys_args[@]}"
else
    # `make bench` builds the SPA and installs e2e/node_modules first; what is still missing is named in the JSON.
    missing=""
    [ -x /usr/bin/chromium ] || missing="$missing /usr/bin/chromium"
    [ -f "$root/frontend/dist/index.html" ] || missing="$missing frontend/dist (npm run build)"
    [ -d "$root/e2e/node_modules" ] || missing="$missing e2e/node_modules (npm ci in e2e/)"
    [ -n "$missing" ] || missing=" the e2e server did not answer (see its log)"
    for name in planner comparison_chart journeys; do
        echo "browser benchmarks not run: missing$missing" >"$tmp/$name.err"
    done
    echo "bench: browser benchmarks skipped: missing$missing" >&2
fi

# The small run measures load and request cost on the browser part's database (seeded already) instead of seeding
# two more: e2e-server.sh names it racplan_e2e_<port> on DATABASE_URL's server.
if [ -n "$small" ] && [ -n "$browser_ok" ] && [[ "${DATABASE_URL:-}" == postgres* ]]; then
    load_args+=(--database "racplan_e2e_$port" --port "$((port + 1))")
    cost_args+=(--database "racplan_e2e_$port")
fi
# The API under load: 50 users for 60 s against gunicorn on PostgreSQL + Redis (reports "skipped" without them).
(cd "$root/backend" && "$py" perf/load.py "${load_args[@]}" >"$tmp/load.json" 2>"$tmp/load.err") || true
took "load (perf/load.py)"
# The cost of one request on each endpoint of that mix, without load (queries, CPU and wall ms per request).
(cd "$root/backend" && "$py" perf/request_cost.py "${cost_args[@]}" >"$tmp/cost.json" 2>"$tmp/cost.err") || true
took "request cost (perf/request_cost.py)"

status=0
"$py" "$root/backend/perf/bench_merge.py" "$tmp" ${check:+--check} >"$tmp/all.json" || status=$?
cat "$tmp/all.json"
if [ -n "$write_doc" ]; then
    "$py" "$root/backend/perf/bench_doc.py" "$root/docs/benchmarks.md" <"$tmp/all.json"
    echo "bench: wrote docs/benchmarks.md" >&2
fi
exit "$status"
