"""Production settings: PostgreSQL and Redis only, secrets from the environment, secure cookies."""

from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F403
from .base import CELERY_BROKER_URL, DATABASES, REDIS_URL, env_bool, env_list, require

RACPLAN_ENV = "production"
DEBUG = False
SECRET_KEY = require("SECRET_KEY", os.environ.get("SECRET_KEY", ""))  # noqa: F405
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", [])
if not ALLOWED_HOSTS:
    raise ImproperlyConfigured("ALLOWED_HOSTS must be set in production.")

if DATABASES["default"]["ENGINE"] != "django.db.backends.postgresql":
    raise ImproperlyConfigured("Production needs PostgreSQL: set DATABASE_URL=postgres://...")
if not REDIS_URL.startswith(("redis://", "rediss://")):
    raise ImproperlyConfigured("Production needs Redis: set REDIS_URL=redis://...")
if not CELERY_BROKER_URL.startswith(("redis://", "rediss://")):
    raise ImproperlyConfigured("Production needs a Redis broker: CELERY_BROKER_URL must be redis://...")

STORAGES = {
    "default": STORAGES["default"],  # noqa: F405 - local folder or S3 (STORAGE_BACKEND), see base.py
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", False)
SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES", True)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
SECURE_CONTENT_TYPE_NOSNIFF = True
X_FRAME_OPTIONS = "DENY"
