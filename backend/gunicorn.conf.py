"""gunicorn settings shared by `make run` (scripts/run.sh), the e2e server and the Docker image (scripts/docker-web.sh).

gunicorn reads this file from its working directory (backend/), so every way of starting the web server gets it;
flags given on the command line win over it. Tuned for a small machine (issue 11 section 4, numbers in docs/):

- ``gthread`` workers: requests spend much of their time waiting for PostgreSQL and Redis, so threads keep a core
  busy while others wait; a worker per core (the GIL limits one process to about one core) and 8 threads each.
- persistent database connections come from CONN_MAX_AGE (settings), one per thread.
- short graceful timeout, so Ctrl-C or a container stop ends the server within seconds.
"""

import os

_cores = os.cpu_count() or 1

bind = os.environ.get("GUNICORN_BIND") or f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
worker_class = "gthread"
workers = int(os.environ.get("WEB_CONCURRENCY") or max(2, _cores))
threads = int(os.environ.get("GUNICORN_THREADS") or 8)
timeout = int(os.environ.get("GUNICORN_TIMEOUT") or 120)
graceful_timeout = 8
keepalive = 5
# "-" (stdout) by default; an empty GUNICORN_ACCESS_LOG turns the access log off.
accesslog = os.environ.get("GUNICORN_ACCESS_LOG", "-") or None
