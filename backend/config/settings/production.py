"""Production settings: PostgreSQL and Redis only, secrets from the environment, secure cookies."""

from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F403
from .base import CELERY_BROKER_URL, DATABASES, REDIS_URL, env_bool, env_list, require

RACPLAN_ENV = "production"
DEBUG = False
SECRET_KEY = require("SECRET_KEY", os.environ.get("SECRET_KEY", ""))  # noqa: F405
#: The value .env.example ships with: a deployment that kept it would sign sessions with a published key.
PLACEHOLDER_SECRET_KEY = "change-me-to-a-long-random-string"
if SECRET_KEY == PLACEHOLDER_SECRET_KEY or SECRET_KEY.startswith("change-me"):
    raise ImproperlyConfigured(
        "SECRET_KEY is still the placeholder from .env.example: set a long random value, e.g. the output of "
        "python -c 'import secrets; print(secrets.token_urlsafe(50))'."
    )
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

# HTTPS everywhere by default: `manage.py check --deploy` reports nothing with these (a test keeps it so).
# The proxy in front says which scheme the client used; only trust that header behind such a proxy.
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
# The health check is probed over plain HTTP from inside the host or container (compose, load balancers).
SECURE_REDIRECT_EXEMPT = [r"^api/health/$"]
SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", str(365 * 24 * 3600)))  # noqa: F405
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
# Only adds the `preload` directive; being listed by browsers is a separate, deliberate submission.
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", True)
SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES", True)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
