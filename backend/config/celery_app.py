"""The Celery application of RACplan.

Broker settings come from Django settings (keys prefixed ``CELERY_``), so every settings module decides the broker.
"""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.local")

app = Celery("racplan")
app.config_from_object("django.conf:settings", namespace="CELERY")
# Finds `tasks.py` in every installed Django app, so new apps need no registration here.
app.autodiscover_tasks()
