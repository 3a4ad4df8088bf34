#!/usr/bin/env bash
# Entry point of the web container: apply migrations, then serve with gunicorn.
set -euo pipefail
cd /app/backend
python manage.py migrate --noinput
exec gunicorn config.wsgi --bind 0.0.0.0:8000 --workers "${WEB_CONCURRENCY:-3}" --timeout 120 --access-logfile -
