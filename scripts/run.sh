#!/usr/bin/env bash
# Start RACplan for development: migrate, seed the demo data, then the web server and a Celery worker under
# scripts/supervise.py, which restarts the worker if it dies and stops both on Ctrl-C in under 10 s.
# Called by `make run` (which installs dependencies and builds the SPA first).
# Output: the address, the logins and problems on the terminal; migrations, seeding and the programs' own output in
# $RACPLAN_VAR_DIR/log/run.log (default var/log/run.log), whose last lines are shown when a step or the web server fails.
# Environment: HOST (default 127.0.0.1; 0.0.0.0 to listen on every interface), PORT (default 8000),
# DATABASE_URL / REDIS_URL / CELERY_BROKER_URL (see .env.example), WEB_SERVER=gunicorn|runserver (default gunicorn).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
py="$root/.venv/bin/python"
host="${HOST:-127.0.0.1}"
port="${PORT:-8000}"
export DJANGO_SETTINGS_MODULE="${DJANGO_SETTINGS_MODULE:-config.settings.local}"
# What the steps and the programs print goes to one log (the previous start's is kept as run.log.1); the terminal
# shows the address, the logins and problems only.
log_dir="${RACPLAN_VAR_DIR:-$root/var}/log"
log="$log_dir/run.log"
mkdir -p "$log_dir"
if [ -s "$log" ]; then mv -f "$log" "$log.1"; fi
: >"$log"
cd "$root/backend"

quietly() { "$root/scripts/quietly.sh" "$log" "$@"; }
echo "RACplan: preparing the database and the demo data (details in $log)"
# DATABASE_URL naming a PostgreSQL database nobody created yet: created here
quietly "creating the database" "$py" manage.py ensure_database
quietly "migrating the database" "$py" manage.py migrate --noinput
quietly "loading the demo data" "$py" manage.py seed_demo

shown="$host"
if [ "$host" = "0.0.0.0" ] || [ "$host" = "127.0.0.1" ]; then shown="localhost"; fi
cat <<MSG

  RACplan is starting on http://$shown:$port/   (listening on $host; set HOST=0.0.0.0 to open it to the network)
  API docs:  http://$shown:$port/api/docs/      Health: http://$shown:$port/api/health/
  Demo logins (password "demo"): architect, contributor, viewer; staff admin: admin / demo
  Log of the web server and the worker: $log
  Press Ctrl-C to stop the web server and the worker.

MSG

RACPLAN_RUN_LOG="$log" HOST="$host" PORT="$port" exec "$py" "$root/scripts/supervise.py"
