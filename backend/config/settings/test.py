"""Settings for pytest.

Every pytest session gets a run id (kept in the environment, so a Celery worker started by the tests inherits it).
The id names the test database, the filesystem broker folder and the Celery queue, so two sessions running at the
same time on one machine never share a queue or a database. Under pytest-xdist each worker process of the session
has a run id of its own (see below).
"""

import os
import uuid
from pathlib import Path

from .base import *  # noqa: F403
from .base import BROKER_DIR, DATABASES, VAR_DIR, filesystem_broker_options

RACPLAN_ENV = "test"
DEBUG = False
SECRET_KEY = os.environ.get("SECRET_KEY") or "test-only-insecure-secret-key"
ALLOWED_HOSTS = ["*"]
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
# The performance measurements (backend/perf/) are tested too; production never installs them.
INSTALLED_APPS = [*INSTALLED_APPS, "perf"]  # noqa: F405

TEST_RUN_ID = os.environ.setdefault("RACPLAN_TEST_RUN_ID", uuid.uuid4().hex[:10])
# Under pytest-xdist every worker process inherits the controller's run id: each one appends its own worker id
# (gw0, gw1, ...) so the workers do not share a database, broker folder, queue or media folder. The result goes back
# into the environment, and a process that inherits both variables (the Celery worker a test starts) sees the
# suffix already there and keeps the id as it is.
_xdist_worker = os.environ.get("PYTEST_XDIST_WORKER", "")
if _xdist_worker and not TEST_RUN_ID.endswith(f"_{_xdist_worker}"):
    TEST_RUN_ID = os.environ["RACPLAN_TEST_RUN_ID"] = f"{TEST_RUN_ID}_{_xdist_worker}"

_db = DATABASES["default"]
if _db["ENGINE"] == "django.db.backends.sqlite3":
    # A file, not :memory:, so a real Celery worker process can open the same test database.
    _test_name = str(VAR_DIR / f"test-{TEST_RUN_ID}.sqlite3")
else:
    _test_name = f"test_racplan_{TEST_RUN_ID}"
_db["TEST"] = {"NAME": _test_name}
if os.environ.get("RACPLAN_TEST_WORKER") == "1":
    # Inside the worker spawned by the tests: talk straight to the test database pytest created.
    _db["NAME"] = _test_name

CELERY_TASK_DEFAULT_QUEUE = f"racplan-test-{TEST_RUN_ID}"
if CELERY_BROKER_URL.startswith("filesystem://"):  # noqa: F405
    CELERY_BROKER_TRANSPORT_OPTIONS = filesystem_broker_options(BROKER_DIR.parent / f"broker-test-{TEST_RUN_ID}")

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "racplan-test"}}
DEMO_JOB_STEP_SECONDS = 0.3
HEALTH_BROKER_TIMEOUT = 1.0
HEALTH_WORKER_TIMEOUT = 1.0
WHITENOISE_AUTOREFRESH = True
# Uploaded originals of this session, shared with the worker it starts (same run id), removed at the end. A process
# the several-hosts test starts gets a folder of its own (RACPLAN_TEST_MEDIA_ROOT), as a separate host would.
MEDIA_ROOT = Path(os.environ.get("RACPLAN_TEST_MEDIA_ROOT") or VAR_DIR / f"media-test-{TEST_RUN_ID}")
# Fast fault recovery, so the durability tests see a lost worker's job swept within seconds.
JOBS_HEARTBEAT_SECONDS = 0.5
JOBS_STALE_SECONDS = float(os.environ.get("JOBS_STALE_SECONDS", "5"))  # a test's own worker may wait longer
JOBS_SWEEP_SECONDS = 0.5
JOBS_UNSENT_GRACE_SECONDS = 1.0
JOBS_SEND_TIMEOUT = 1.0
# A message a killed worker had taken but never started is sent again this soon (a duplicate is harmless: a job is
# claimed by a compare-and-set, so it still runs once).
JOBS_RESEND_SECONDS = 15.0
