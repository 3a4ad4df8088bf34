"""RACplan project configuration package.

Importing the Celery app here makes sure `shared_task` decorators bind to it whenever Django starts.
"""

import os

from .celery_app import app as celery_app

#: Release string reported by /api/health/. A build can override it (e.g. with a git sha) through RACPLAN_VERSION.
VERSION = os.environ.get("RACPLAN_VERSION", "0.1.0")

__all__ = ["VERSION", "celery_app"]
