"""The Celery application of RACplan.

Broker settings come from Django settings (keys prefixed ``CELERY_``), so every settings module decides the broker.

Every worker also runs the job sweeper (`apps.jobs.sweeper.JobSweeper`, a worker bootstep the jobs app adds to
this app's worker steps when Django starts): a thread in the worker's main process that calls
`apps.jobs.services.jobs_sweep` every JOBS_SWEEP_SECONDS. It lives in the worker rather than in
Celery beat so that the embedded default (`make run`), compose and the tests need no extra process, it keeps
running while the worker's pool is busy, and it works the same on the filesystem and Redis brokers. Several
workers sweeping at once is safe: each change is a compare-and-set on the Job row.
"""

import os

from celery import Celery
from celery.signals import task_postrun
from kombu.transport import TRANSPORT_ALIASES

from .kombu_filesystem import TRANSPORT as FILESYSTEM_TRANSPORT

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.local")
# Celery's Django fixup runs Django's system checks when a worker starts; the URL checks import every API view, and
# with them the comparison engine and SciPy: about 95 MB in each worker (183 MB at rest instead of 89), which would
# otherwise sit under every parse job's 300 MB budget. The checks still run wherever the deployment runs
# ``manage.py migrate`` or ``check`` (scripts/run.sh, scripts/e2e-server.sh, scripts/docker-web.sh) and can be
# brought back in a worker with CELERY_SKIP_CHECKS= (empty).
os.environ.setdefault("CELERY_SKIP_CHECKS", "1")
# filesystem:// (the embedded default broker) names kombu's transport with whole-message writes (see
# config/kombu_filesystem.py), for the app's own connections and for the ones apps.common opens to send jobs alike.
TRANSPORT_ALIASES["filesystem"] = FILESYSTEM_TRANSPORT

app = Celery("racplan")
app.config_from_object("django.conf:settings", namespace="CELERY")
# Finds `tasks.py` in every installed Django app, so new apps need no registration here.
app.autodiscover_tasks()


@task_postrun.connect
def _forget_queries(**_kwargs):
    """Drop Django's per-connection query log after every task.

    With DEBUG on, Django keeps the SQL of every query until a request ends; a worker never sees a request, so the
    log (with large JSON parameters of parse results) would grow to thousands of entries per process.
    """
    from django.db import reset_queries

    reset_queries()
