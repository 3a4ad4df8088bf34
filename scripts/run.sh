#!/usr/bin/env bash
# Start RACplan for development: migrate, seed the demo data, then the web server and a Celery worker under
# scripts/supervise.py, which restarts the worker if it dies and stops both on Ctrl-C in under 10 s.
# Called by `make run` (which installs dependencies and builds the SPA first).
# Environment: HOST (default 127.0.0.1; 0.0.0.0 to listen on every interface), PORT (default 8000),
# DATABASE_URL / REDIS_URL / CELERY_BROKER_URL (see .env.example), WEB_SERVER=gunicorn|runserver (default gunicorn).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
py="$root/.venv/bin/python"
host="${HOST:-127.0.0.1}"
port="${PORT:-8000}"
export DJANGO_SETTINGS_MODULE="${DJANGO_SETTINGS_MODULE:-config.settings.local}"
cd "$root/backend"

"$py" manage.py ensure_database   # DATABASE_URL naming a PostgreSQL database nobody created yet: created here
"$py" manage.py migrate --noinput
"$py" manage.py seed_demo

shown="$host"
if [ "$host" = "0.0.0.0" ] || [ "$host" = "127.0.0.1" ]; then shown="localhost"; fi
cat <<MSG

  RACplan is starting on http://$shown:$port/   (listening on $host; set HOST=0.0.0.0 to open it to the network)
  API docs:  http://$shown:$port/api/docs/      Health: http://$shown:$port/api/health/
  Demo logins (password "demo"): architect, contributor, viewer; staff admin: admin / demo
  Press Ctrl-C to stop the web server and the worker.

MSG

HOST="$host" PORT="$port" exec "$py" "$root/scripts/supervise.py"
