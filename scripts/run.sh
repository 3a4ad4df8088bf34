#!/usr/bin/env bash
# Start RACplan for development: migrate, seed the demo data, then a Celery worker and the web server.
# Ctrl-C stops both. Called by `make run` (which installs dependencies and builds the SPA first).
# Environment: PORT (default 8000), DATABASE_URL / REDIS_URL / CELERY_BROKER_URL (see .env.example),
# WEB_SERVER=gunicorn|runserver (default gunicorn).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
py="$root/.venv/bin/python"
port="${PORT:-8000}"
export DJANGO_SETTINGS_MODULE="${DJANGO_SETTINGS_MODULE:-config.settings.local}"
cd "$root/backend"

"$py" manage.py migrate --noinput
"$py" manage.py seed_demo

worker_pid=""
web_pid=""
stop() {
    trap - INT TERM EXIT
    for pid in $web_pid $worker_pid; do
        kill -TERM "$pid" 2>/dev/null || true
    done
    for pid in $web_pid $worker_pid; do
        wait "$pid" 2>/dev/null || true
    done
}
trap stop INT TERM EXIT

"$root/.venv/bin/celery" -A config.celery_app worker --loglevel INFO --concurrency 2 --hostname "racplan-dev@%h" &
worker_pid=$!

if [ "${WEB_SERVER:-gunicorn}" = "runserver" ]; then
    "$py" manage.py runserver "0.0.0.0:$port" &
else
    "$root/.venv/bin/gunicorn" config.wsgi --bind "0.0.0.0:$port" --workers 2 --threads 4 --timeout 120 \
        --access-logfile - &
fi
web_pid=$!

cat <<MSG

  RACplan is starting on http://localhost:$port/
  API docs:  http://localhost:$port/api/docs/      Health: http://localhost:$port/api/health/
  Demo logins (password "demo"): architect, contributor, viewer; staff admin: admin / demo
  Press Ctrl-C to stop the web server and the worker.

MSG

# Stop everything as soon as either process exits.
wait -n "$web_pid" "$worker_pid" || true
