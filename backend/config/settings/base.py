"""Settings shared by every environment. Values come from environment variables (12-factor)."""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured

BACKEND_DIR = Path(__file__).resolve().parent.parent.parent
REPO_DIR = BACKEND_DIR.parent
VAR_DIR = Path(os.environ.get("RACPLAN_VAR_DIR", REPO_DIR / "var"))
FRONTEND_DIST = Path(os.environ.get("RACPLAN_FRONTEND_DIST", REPO_DIR / "frontend" / "dist"))

#: Which settings module is active; `seed_demo` refuses to run when this is "production".
RACPLAN_ENV = "base"


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name)
    if value is None or value.strip() == "":
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


# --- core -----------------------------------------------------------------------------------------------------
DEBUG = env_bool("DEBUG", False)
SECRET_KEY = os.environ.get("SECRET_KEY", "")
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

DJANGO_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
]
THIRD_PARTY_APPS = [
    "rest_framework",
    "rest_framework.authtoken",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "axes",
    "csp",
]
# The domain apps, listed by hand in data-flow order (common, accounts and jobs first: the others build on them). A new
# app is added here and its urls in config/api_router.py; apps/common/tests/test_config.py fails until it is.
LOCAL_APPS = [
    "apps.common",
    "apps.accounts",
    "apps.jobs",
    "apps.intake",
    "apps.topology",
    "apps.rules",
    "apps.plans",
    "apps.bundles",
    "apps.runs",
    "apps.comparisons",
    "apps.asbuilt",
]
INSTALLED_APPS = DJANGO_APPS + THIRD_PARTY_APPS + LOCAL_APPS

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # Before anything reads the body: an oversized /api/ request is refused from its Content-Length alone.
    "apps.common.middleware.ApiRequestSizeMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "apps.common.middleware.ApiPathIdMiddleware",
    "apps.common.middleware.ApiNullCharacterMiddleware",
    "csp.middleware.CSPMiddleware",
    "apps.accounts.throttles.AdminLoginThrottleMiddleware",
    "apps.common.middleware.JsonApiErrorMiddleware",
    # Last, as django-axes asks: turns a lockout flagged by its backend into the lockout response.
    "axes.middleware.AxesMiddleware",
]
# Under /api/ a CSRF failure answers JSON like every other error (apps.common.views.csrf_failure).
CSRF_FAILURE_VIEW = "apps.common.views.csrf_failure"
# Largest /api/ request body in bytes, refused before it is read (several files of one upload share it).
API_MAX_REQUEST_BYTES = int(os.environ.get("API_MAX_REQUEST_BYTES", str(200 * 1024 * 1024)))
# Django stops reading a multipart body after this many files (TooManyFilesSent -> a 400 keyed "files"); it equals
# the runs app's per-upload limit so the 101st file is refused before it is spooled.
DATA_UPLOAD_MAX_NUMBER_FILES = 100
# The first handler stops spooling a file once it passes RUNS_MAX_FILE_BYTES (apps/common/uploads.py); the two
# after it are Django's defaults (memory for small requests, else a temporary file).
FILE_UPLOAD_HANDLERS = [
    "apps.common.uploads.PerFileLimitUploadHandler",
    "django.core.files.uploadhandler.MemoryFileUploadHandler",
    "django.core.files.uploadhandler.TemporaryFileUploadHandler",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- database -------------------------------------------------------------------------------------------------
DEFAULT_SQLITE_PATH = VAR_DIR / "racplan.sqlite3"


def database_from_env(default_sqlite: Path) -> dict:
    """DATABASE_URL when set, else a SQLite file (the folder is created on demand)."""
    url = os.environ.get("DATABASE_URL", "").strip()
    if not url:
        default_sqlite.parent.mkdir(parents=True, exist_ok=True)
        url = f"sqlite:///{default_sqlite}"
    # Connections are kept for a minute and reused (one per gunicorn thread), checked before reuse so a restarted
    # database costs one failed check, not a failed request. DB_CONN_MAX_AGE=0 closes them after every request.
    config = dj_database_url.parse(
        url, conn_max_age=int(os.environ.get("DB_CONN_MAX_AGE", "60")), conn_health_checks=True
    )
    if config["ENGINE"] == "django.db.backends.sqlite3":
        # A worker and the web process share the file: wait for locks instead of failing at once, take the write
        # lock when a transaction starts (no failing lock upgrades), and let readers go on while one writes (WAL).
        config.setdefault("OPTIONS", {}).update(
            # SQLITE_BUSY_TIMEOUT (seconds) is for tests that make a lock outlast it.
            timeout=float(os.environ.get("SQLITE_BUSY_TIMEOUT", "20")),
            transaction_mode="IMMEDIATE",
            init_command="PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        )
    return config


DATABASES = {"default": database_from_env(DEFAULT_SQLITE_PATH)}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- auth -----------------------------------------------------------------------------------------------------
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "/login"
# django-axes comes first: it refuses a locked-out account before any password is checked.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]

# --- the perimeter: client addresses, login throttling and lockout, API tokens --------------------------------
#: How many reverse proxies in front of the app append to X-Forwarded-For. 0 (the default): the header is ignored
#: and the socket's peer address is the client. Only raise it when such proxies really exist (apps/accounts/network.py).
TRUSTED_PROXY_COUNT = int(os.environ.get("TRUSTED_PROXY_COUNT", "0"))
#: Per-account lockout (django-axes): after this many failed logins for one username, from any address, the account
#: is refused for AXES_COOLOFF_TIME, even with the right password. A success before that resets the count.
AXES_FAILURE_LIMIT = int(os.environ.get("LOGIN_FAILURE_LIMIT", "5"))
AXES_COOLOFF_TIME = timedelta(minutes=int(os.environ.get("LOGIN_LOCKOUT_MINUTES", "15")))
AXES_LOCKOUT_PARAMETERS = ["username"]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_CALLABLE = "apps.accounts.lockout.lockout_response"
AXES_CLIENT_IP_CALLABLE = "apps.accounts.network.client_ip"
AXES_VERBOSE = False
# axes.W006 asks for the address among the lockout parameters. Addresses are limited separately, and more gently, by
# LoginRateThrottle (a rate, not a 15-minute lockout that would shut out every user behind one NAT).
SILENCED_SYSTEM_CHECKS = ["axes.W006"]
#: Days an API token lives after it is issued or refreshed; 0 means tokens never expire.
API_TOKEN_LIFETIME_DAYS = int(os.environ.get("API_TOKEN_LIFETIME_DAYS", "30"))

# --- i18n -----------------------------------------------------------------------------------------------------
LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

# --- static files and the single-page app ---------------------------------------------------------------------
STATIC_URL = "/static/"
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT", VAR_DIR / "static"))


def file_storage_from_env(env) -> dict:
    """The ``default`` storage: where uploaded originals (blobs/) and bundle archives (bundles/) are kept.

    The local folder MEDIA_ROOT (each file written whole or not at all, apps.common.storage) unless
    ``STORAGE_BACKEND=s3``: then an S3-compatible bucket through django-storages, which web and workers on different
    hosts can share. Credentials are boto3's usual ones (AWS_ACCESS_KEY_ID /
    AWS_SECRET_ACCESS_KEY in the environment, or an instance role); they are never written into settings.
    """
    backend = (env.get("STORAGE_BACKEND") or "filesystem").strip().lower()
    if backend == "filesystem":
        return {"BACKEND": "apps.common.storage.AtomicFileSystemStorage"}
    if backend != "s3":
        raise ImproperlyConfigured(f"STORAGE_BACKEND must be 'filesystem' or 's3', not {backend!r}.")
    bucket = (env.get("AWS_STORAGE_BUCKET_NAME") or "").strip()
    if not bucket:
        raise ImproperlyConfigured("STORAGE_BACKEND=s3 needs AWS_STORAGE_BUCKET_NAME.")
    options = {
        "bucket_name": bucket,
        # Objects are read through the app (permission checks), never by public URL.
        "default_acl": "private",
        "querystring_auth": True,
        # Names are content-addressed or unique per bundle: an existing object with the same name has the same bytes.
        "file_overwrite": True,
    }
    optional = {"endpoint_url": "AWS_S3_ENDPOINT_URL", "region_name": "AWS_S3_REGION_NAME",
                "location": "AWS_LOCATION", "addressing_style": "AWS_S3_ADDRESSING_STYLE"}
    for option, name in optional.items():
        value = (env.get(name) or "").strip()
        if value:
            options[option] = value
    return {"BACKEND": "storages.backends.s3.S3Storage", "OPTIONS": options}


STORAGES = {
    "default": file_storage_from_env(os.environ),
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
# The local storage's hidden partial files older than this are cleared by the next write into their folder
# (apps.common.storage): a killed writer left them.
STORAGE_PARTIAL_MAX_AGE_SECONDS = float(os.environ.get("STORAGE_PARTIAL_MAX_AGE_SECONDS", "3600"))
# WhiteNoise serves the built SPA's files (index.html, /assets/...) from the site root.
WHITENOISE_ROOT = str(FRONTEND_DIST) if FRONTEND_DIST.is_dir() else None
# Vite names its bundles like index-3f9a1c2b.js: those never change, so they may be cached forever.
WHITENOISE_IMMUTABLE_FILE_TEST = r"^/assets/.+[.-][0-9A-Za-z_-]{8,}\.\w+$"
MEDIA_ROOT = Path(os.environ.get("MEDIA_ROOT", VAR_DIR / "media"))
MEDIA_URL = "/media/"

# --- cache (also holds the throttle counters) -----------------------------------------------------------------
REDIS_URL = os.environ.get("REDIS_URL", "").strip()
if REDIS_URL:
    # Short socket timeouts: a Redis that stops answering costs a request two seconds, not a hung worker thread (the
    # login throttle then counts in process, apps/accounts/throttles.py; the health check reports it).
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL,
                          "OPTIONS": {"socket_connect_timeout": 2, "socket_timeout": 2}}}
else:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
            "LOCATION": str(VAR_DIR / "cache"),
        }
    }

# --- Django REST framework ------------------------------------------------------------------------------------
REST_FRAMEWORK = {
    # Session first: anonymous requests then get 403 (no WWW-Authenticate challenge), as the contract says.
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
        "apps.accounts.tokens.ExpiringTokenAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    # ?page= and a bounded ?page_size= on every list (apps/common/api/pagination.py holds the sizes)
    "DEFAULT_PAGINATION_CLASS": "apps.common.api.pagination.Pagination",
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    # DRF's parsers, refusing NUL characters anywhere in a body with a field-keyed 400 (PostgreSQL cannot store them)
    "DEFAULT_PARSER_CLASSES": [
        "apps.common.api.parsers.JSONParser",
        "apps.common.api.parsers.FormParser",
        "apps.common.api.parsers.MultiPartParser",
    ],
    "EXCEPTION_HANDLER": "apps.common.exceptions.api_exception_handler",
    "DEFAULT_THROTTLE_RATES": {"auth": os.environ.get("AUTH_THROTTLE_RATE", "10/min")},
    # Throttles identify clients by address; X-Forwarded-For counts only behind that many trusted proxies.
    "NUM_PROXIES": TRUSTED_PROXY_COUNT,
    "TEST_REQUEST_DEFAULT_FORMAT": "json",
    # ?format= belongs to the endpoints (bundle and export formats), not to renderer negotiation.
    "URL_FORMAT_OVERRIDE": None,
}
if DEBUG:
    REST_FRAMEWORK["DEFAULT_RENDERER_CLASSES"].append("rest_framework.renderers.BrowsableAPIRenderer")

SPECTACULAR_SETTINGS = {
    "TITLE": "RACplan API",
    "DESCRIPTION": "Plan Oracle RAC clusters and compare benchmark runs.",
    "VERSION": "1",
    # 3.1 speaks JSON Schema 2020-12, which is what the pydantic topology models produce (null types, const).
    "OAS_VERSION": "3.1.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SERVE_PERMISSIONS": ["rest_framework.permissions.AllowAny"],
    "COMPONENT_SPLIT_REQUEST": True,
    "SCHEMA_PATH_PREFIX": r"/api/",
    # The error answers every operation can give (400/403/404/413), documented once; nullable JSON fields fixed;
    # a request form identical to its answer's (the topology document, a pydantic model) published once.
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "apps.common.api.schema.document_error_responses",
        "apps.common.api.schema.publish_request_forms_once",
    ],
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # One name per shared choice set, so the generated TypeScript types stay stable.
    "ENUM_NAME_OVERRIDES": {
        "NetworkDeviceEnum": "apps.topology.schema.NETWORK_DEVICE_CHOICES",
        "WorkloadTypeEnum": "apps.topology.schema.WORKLOAD_TYPE_CHOICES",
        "JobStateEnum": "apps.jobs.choices.JobState",
        "RunFileStateEnum": "apps.runs.models.RunFile.STATE_CHOICES",
        "ArchiveEntryStateEnum": "apps.runs.api.serializers.archives.ARCHIVE_ENTRY_STATES",
        "BundleStateEnum": "apps.bundles.models.BundleState",
        # a check's states, which its remediations share
        "AsBuiltCheckStateEnum": "apps.asbuilt.models.AsBuiltCheck.State",
        "ChartsEnum": "apps.comparisons.charts.CHART_IDS",
        "SeverityEnum": "apps.rules.engine.SEVERITIES",
        "RuleCategoryEnum": "apps.rules.engine.CATEGORIES",
        "RulePlatformEnum": "apps.rules.engine.PLATFORMS",
        "ChartCategoryEnum": "apps.runs.api.serializers.timeseries.CHART_CATEGORIES",
        "DiffChangeEnum": "apps.common.choices.DIFF_CHANGES",
        "StatementKindEnum": "apps.studies.ledger.types.STATEMENT_KINDS",
        "DispositionKindEnum": "apps.studies.ledger.types.DISPOSITION_KINDS",
        "EffectMetricEnum": "apps.studies.ledger.types.EFFECT_METRICS",
        "StudyNumberEnum": "apps.rules.api.serializers.STUDY_NUMBERS",
        "EstimateMetricEnum": "apps.studies.estimate.METRICS",
        "EffectDirectionEnum": "apps.studies.estimate.DIRECTIONS",
        "DirectionEnum": ["higher", "lower"],
    },
}

# --- Content-Security-Policy (django-csp) on every response: the SPA, the API, Swagger UI and the admin -------
# Scripts only from this origin (Vite emits no inline script; Swagger UI runs in its split, script-file mode).
# Styles allow inline because Mantine and Plotly set style attributes and inject <style> elements at run time;
# images and fonts allow data: URIs (Swagger UI's icons, Plotly's exported images are blob:).
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF, "'unsafe-inline'"],
        "img-src": [SELF, "data:", "blob:"],
        "font-src": [SELF, "data:"],
        "connect-src": [SELF],
        "worker-src": [SELF, "blob:"],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    }
}

# --- Celery ---------------------------------------------------------------------------------------------------
BROKER_DIR = Path(os.environ.get("RACPLAN_BROKER_DIR", VAR_DIR / "broker"))


def filesystem_broker_options(folder: Path) -> dict:
    """Transport options of kombu's filesystem broker rooted at `folder`.

    Producer and consumer must read and write the same queue folder, so `data_folder_in` equals `data_folder_out`.
    The control folder holds exchange tables so fanout (``celery inspect ping``, the health check) works too.
    """
    queue = folder / "queue"
    processed = folder / "processed"
    control = folder / "control"
    for path in (queue, processed, control):
        path.mkdir(parents=True, exist_ok=True)
    return {
        "data_folder_in": str(queue),
        "data_folder_out": str(queue),
        "processed_folder": str(processed),
        "store_processed": False,
        "control_folder": str(control),
        # How often an idle consumer looks for new files (kombu's default of 1 s makes pings slow).
        "polling_interval": 0.2,
    }


CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "").strip() or REDIS_URL or "filesystem://"
CELERY_BROKER_TRANSPORT_OPTIONS: dict = {}
if CELERY_BROKER_URL.startswith("filesystem://"):
    CELERY_BROKER_TRANSPORT_OPTIONS = filesystem_broker_options(BROKER_DIR)
elif CELERY_BROKER_URL.startswith(("redis://", "rediss://")):
    # A task whose worker vanished (host lost, not just a killed child, which is requeued at once) is handed out
    # again after this many seconds; longer than any job here, far shorter than Redis's one-hour default.
    CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": int(os.environ.get("CELERY_VISIBILITY_TIMEOUT", "900"))}
# Job rows carry state and results; Celery's own result store is not used.
CELERY_RESULT_BACKEND = None
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_ALWAYS_EAGER = False
CELERY_TASK_DEFAULT_QUEUE = os.environ.get("CELERY_TASK_DEFAULT_QUEUE", "racplan")
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_WORKER_HIJACK_ROOT_LOGGER = False
CELERY_TIMEZONE = TIME_ZONE

# --- durable jobs (apps.jobs.services.jobs_sweep, run inside every worker) --------------------------------
#: A running job's worker writes a heartbeat this often (seconds).
JOBS_HEARTBEAT_SECONDS = float(os.environ.get("JOBS_HEARTBEAT_SECONDS", "10"))
#: A running job whose heartbeat is older than this is taken as lost with its worker; a worker whose `Worker` row is
#: older than this is taken as gone, and the job messages it held are sent again.
JOBS_STALE_SECONDS = float(os.environ.get("JOBS_STALE_SECONDS", "60"))
#: How often each worker's sweeper looks for stranded jobs.
JOBS_SWEEP_SECONDS = float(os.environ.get("JOBS_SWEEP_SECONDS", "15"))
#: A queued job whose message never reached the broker is sent by the sweeper once it is this old.
JOBS_UNSENT_GRACE_SECONDS = float(os.environ.get("JOBS_UNSENT_GRACE_SECONDS", "10"))
#: A queued job whose message was sent this long ago but that never started is sent again (the message was lost).
JOBS_RESEND_SECONDS = float(os.environ.get("JOBS_RESEND_SECONDS", "1800"))
#: Runs of one job (first run included) before a lost worker makes the sweeper fail it instead of re-queueing it.
JOBS_MAX_ATTEMPTS = int(os.environ.get("JOBS_MAX_ATTEMPTS", "3"))
#: Seconds the web process waits for the broker when it sends a job's message (the sweeper retries later).
JOBS_SEND_TIMEOUT = float(os.environ.get("JOBS_SEND_TIMEOUT", "2"))
#: How the worker reaches this app (the PDF renderer's Chromium opens report print pages there). Configured, never
#: taken from a request's Host header. Default: this machine's web server on PORT (make run, the e2e server).
RACPLAN_INTERNAL_URL = os.environ.get("RACPLAN_INTERNAL_URL", "").strip() or (
    f"http://127.0.0.1:{os.environ.get('PORT', '').strip() or '8000'}"
)
#: Chromium's sandbox for the PDF renderer: "auto" (kept unless root or no user namespaces), "on" or "off".
CHROMIUM_SANDBOX = os.environ.get("CHROMIUM_SANDBOX", "auto").strip().lower()

#: Seconds the demo job spends on each step.
DEMO_JOB_STEP_SECONDS = float(os.environ.get("DEMO_JOB_STEP_SECONDS", "0.5"))
#: Timeouts (seconds) of the health checks.
HEALTH_BROKER_TIMEOUT = 2.0

# Uploads of run files (apps/runs): per-file size, files per request, and the safety limits every archive format
# (zip, tar, tar.gz/bz2/xz) and single compressed file (.gz/.bz2/.xz) is read under (apps/intake/containers.py).
RUNS_MAX_FILE_BYTES = int(os.environ.get("RUNS_MAX_FILE_BYTES", 50 * 1024 * 1024))
RUNS_MAX_FILES_PER_UPLOAD = int(os.environ.get("RUNS_MAX_FILES_PER_UPLOAD", 100))
RUNS_ZIP_MAX_ENTRIES = int(os.environ.get("RUNS_ZIP_MAX_ENTRIES", 2000))
RUNS_ZIP_MAX_TOTAL_BYTES = int(os.environ.get("RUNS_ZIP_MAX_TOTAL_BYTES", 4 * 1024 * 1024 * 1024))
RUNS_ZIP_MAX_RATIO = int(os.environ.get("RUNS_ZIP_MAX_RATIO", 200))
RUNS_ARCHIVE_RATIO_ALLOWANCE = int(os.environ.get("RUNS_ARCHIVE_RATIO_ALLOWANCE", 64 * 1024))
HEALTH_WORKER_TIMEOUT = 1.0
#: Seconds a worker ping answer is reused by /api/health/ (in the cache, so across web processes): the ping waits up
#: to HEALTH_WORKER_TIMEOUT, which no health probe should pay on every call. 0 pings every time.
HEALTH_WORKER_CACHE_SECONDS = float(os.environ.get("HEALTH_WORKER_CACHE_SECONDS", "10"))

# --- logging --------------------------------------------------------------------------------------------------
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    # django-axes logs every login at INFO; its lockouts come at WARNING and are kept.
    "loggers": {"django.db.backends": {"level": "WARNING"}, "axes": {"level": "WARNING"}},
}


def require(name: str, value: str) -> str:
    """Raise ImproperlyConfigured when a required setting is empty."""
    if not value:
        raise ImproperlyConfigured(f"The environment variable {name} is required by these settings.")
    return value
