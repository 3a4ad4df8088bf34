"""Settings for a developer's machine (`make run`)."""

from .base import *  # noqa: F403
from .base import env_bool

RACPLAN_ENV = "local"
DEBUG = env_bool("DEBUG", True)
SECRET_KEY = SECRET_KEY or "local-dev-only-insecure-secret-key-change-me"  # noqa: F405
ALLOWED_HOSTS = ALLOWED_HOSTS + ["0.0.0.0"]  # noqa: F405
# No collectstatic on a developer machine: serve admin and Swagger UI assets straight from the apps.
WHITENOISE_USE_FINDERS = True
# The performance measurements (`manage.py bench`, `gen_bench_runs`; backend/perf/) on developer machines only.
INSTALLED_APPS = [*INSTALLED_APPS, "perf"]  # noqa: F405
