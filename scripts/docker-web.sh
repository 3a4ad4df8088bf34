#!/usr/bin/env bash
# Entry point of the web container: apply migrations, then serve with gunicorn.
set -euo pipefail
cd /app/backend
python manage.py migrate --noinput
# Workers, threads and timeouts come from backend/gunicorn.conf.py (read from the working directory).
exec gunicorn config.wsgi --bind 0.0.0.0:8000
