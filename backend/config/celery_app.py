"""The Celery application of RACplan.

Broker settings come from Django settings (keys prefixed ``CELERY_``), so every settings module decides the broker.
"""

import os

from celery import Celery
from celery.signals import task_postrun

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.local")

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
