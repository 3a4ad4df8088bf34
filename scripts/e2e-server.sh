#!/usr/bin/env bash
# Web server for the Playwright tests (e2e/playwright.config.ts webServer). Builds nothing: `make e2e` builds the SPA.
# Starts from an empty database each time: PostgreSQL database racplan_e2e_<port> when DATABASE_URL is set, else the
# SQLite file var/e2e-<port>.sqlite3; the broker is REDIS_URL's server when set, else a filesystem broker in
# var/broker-e2e-<port>. Everything is named after E2E_PORT, so servers on different ports never share state.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
py="$root/.venv/bin/python"
port="${E2E_PORT:-8123}"
export DJANGO_SETTINGS_MODULE=config.settings.local
export DEBUG=false
export RACPLAN_BROKER_DIR="$root/var/broker-e2e-$port"
export CELERY_TASK_DEFAULT_QUEUE="racplan-e2e-$port"
export MEDIA_ROOT="$root/var/media-e2e-$port"
# The worker's PDF renderer opens report print pages on this server.
export RACPLAN_INTERNAL_URL="http://127.0.0.1:$port"
export DEMO_JOB_STEP_SECONDS="${DEMO_JOB_STEP_SECONDS:-0.2}"
# Every spec signs in several times; the production-like 10/min login throttle would trip on reruns.
export AUTH_THROTTLE_RATE="${AUTH_THROTTLE_RATE:-1000/min}"
# gunicorn.conf.py logs every request by default; the e2e output keeps only warnings and errors.
export GUNICORN_ACCESS_LOG=""
# Likewise the per-account lockout: a reused server would lock a demo user after a few reruns of the wrong-password spec.
export LOGIN_FAILURE_LIMIT="${LOGIN_FAILURE_LIMIT:-100}"
cd "$root/backend"

if [ -n "${DATABASE_URL:-}" ]; then
    # Same server, separate database: replace the database name in the URL.
    base="${DATABASE_URL%/*}"
    export DATABASE_URL="$base/racplan_e2e_$port"
    "$py" - "$base/postgres" "racplan_e2e_$port" <<'PY'
import sys

import psycopg
from psycopg import sql

with psycopg.connect(sys.argv[1], autocommit=True) as conn:
    name = sql.Identifier(sys.argv[2])
    conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(name))
    conn.execute(sql.SQL("CREATE DATABASE {}").format(name))
PY
else
    mkdir -p "$root/var"
    rm -f "$root/var/e2e-$port.sqlite3"*
    export DATABASE_URL="sqlite:///$root/var/e2e-$port.sqlite3"
fi
rm -rf "$RACPLAN_BROKER_DIR" "$MEDIA_ROOT"

"$py" manage.py migrate --noinput -v0
"$py" manage.py seed_demo

"$root/.venv/bin/celery" -A config.celery_app worker --pool solo --loglevel WARNING \
    --hostname "racplan-e2e-$port@%h" --queues "$CELERY_TASK_DEFAULT_QUEUE" &
worker_pid=$!
trap 'kill -TERM $worker_pid 2>/dev/null || true; wait $worker_pid 2>/dev/null || true' EXIT INT TERM

# Not exec: the shell has to stay to stop the worker when Playwright stops the server.
"$root/.venv/bin/gunicorn" config.wsgi --bind "127.0.0.1:$port" --workers 2 --threads 4 --timeout 60 &
web_pid=$!
trap 'kill -TERM $web_pid $worker_pid 2>/dev/null || true; wait $web_pid $worker_pid 2>/dev/null || true' EXIT INT TERM
wait "$web_pid"
