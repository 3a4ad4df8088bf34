"""gunicorn settings shared by `make run` (scripts/run.sh), the e2e server and the Docker image (scripts/docker-web.sh).

gunicorn reads this file from its working directory (backend/), so every way of starting the web server gets it;
flags given on the command line win over it. Tuned for a small machine (issue 11 section 4, numbers in docs/):

- ``gthread`` workers, two per core with one thread each. A request here costs 1.5-8 ms of CPU and little waiting
  (perf/request_cost.py), so threads mostly fight over the GIL: under the 50-user load test on 2 cores, 4 workers x 1
  thread gave 191-197 req/s with p95 230-280 ms, where 4 x 2 gave p95 330 ms, 6 x 2 320 ms, 3 x 2 350 ms and the
  earlier 2 x 8 480 ms. gthread still parks idle keep-alive connections outside the thread. A deployment whose
  clients upload large files over slow links can raise GUNICORN_THREADS so a slow upload does not hold a worker.
- persistent database connections come from CONN_MAX_AGE (settings), one per thread.
- short graceful timeout, so Ctrl-C or a container stop ends the server within seconds.
"""

import os

_cores = os.cpu_count() or 1

bind = os.environ.get("GUNICORN_BIND") or f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
worker_class = "gthread"
workers = int(os.environ.get("WEB_CONCURRENCY") or max(2, 2 * _cores))
threads = int(os.environ.get("GUNICORN_THREADS") or 1)
timeout = int(os.environ.get("GUNICORN_TIMEOUT") or 120)
graceful_timeout = 8
keepalive = 5
# "-" (stdout) by default; an empty GUNICORN_ACCESS_LOG turns the access log off.
accesslog = os.environ.get("GUNICORN_ACCESS_LOG", "-") or None
