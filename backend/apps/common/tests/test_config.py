"""Settings, the explicit app list, the SPA view and deployment files."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from django.conf import settings

REPO_DIR = Path(settings.REPO_DIR)
APPS_DIR = Path(settings.BACKEND_DIR) / "apps"


def _apps_on_disk() -> set[str]:
    return {f"apps.{p.parent.name}" for p in APPS_DIR.glob("*/apps.py") if not p.parent.name.startswith(("_", "."))}


def test_every_app_on_disk_is_listed_in_installed_apps():
    # Apps are listed by hand (config/settings/base.py): a new apps/<name>/apps.py fails here until it is added.
    local = [name for name in settings.INSTALLED_APPS if name.startswith("apps.")]
    assert local[:2] == ["apps.common", "apps.accounts"]
    assert sorted(_apps_on_disk() - set(local)) == []
    for name in local:
        assert (APPS_DIR / name.split(".")[1] / "apps.py").is_file()


def test_every_installed_app_with_api_urls_is_mounted_under_api():
    from config import api_router

    mounted = [p.urlconf_name.__name__ for p in api_router.urlpatterns if hasattr(p, "url_patterns")]
    shipped = [f"{name}.api.urls" for name in settings.INSTALLED_APPS
               if name.startswith("apps.") and (APPS_DIR / name.split(".")[1] / "api" / "urls.py").is_file()]
    # Mounted once each, in the order of INSTALLED_APPS.
    assert mounted == shipped
    assert "apps.jobs.api.urls" in mounted and "apps.accounts.api.urls" in mounted


def test_celery_is_configured_for_reliable_delivery():
    from config.celery_app import app

    assert app.main == "racplan"
    assert app.conf.task_acks_late is True
    assert app.conf.task_reject_on_worker_lost is True
    assert app.conf.worker_prefetch_multiplier == 1
    assert app.conf.task_serializer == "json"
    assert app.conf.task_always_eager is False
    # The jobs app adds the job sweeper to every worker when Django starts (config imports no app module).
    from apps.jobs.sweeper import JobSweeper

    assert JobSweeper in app.steps["worker"]


def test_a_worker_starts_with_every_job_task_but_without_the_api_views_or_scipy():
    """A worker loads its task modules only: Django's system checks, which import every API view (and through the
    comparison engine SciPy, about 95 MB of each worker's memory), are left to ``manage.py migrate``/``check``."""
    env = {k: v for k, v in os.environ.items() if k not in {"CELERY_SKIP_CHECKS", "DATABASE_URL", "REDIS_URL",
                                                             "CELERY_BROKER_URL"}}
    env.update(DJANGO_SETTINGS_MODULE="config.settings.local", RACPLAN_VAR_DIR=str(Path(settings.VAR_DIR)))
    code = (
        "import sys; from config.celery_app import app; app.loader.import_default_modules(); "
        "from apps.jobs.runner import JOB_TASKS; print(','.join(sorted(JOB_TASKS))); "
        "print(sorted(m for m in sys.modules if m == 'scipy' or m.endswith('.api.views')))"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=settings.BACKEND_DIR, env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    kinds, loaded = result.stdout.split()
    assert {"runs.parse", "runs.unpack", "comparisons.report_pdf"} <= set(kinds.split(","))
    assert loaded == "[]"


def _settings_subprocess(module: str, env: dict) -> subprocess.CompletedProcess:
    clean = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL", "CELERY_BROKER_URL"}}
    clean.update(env, DJANGO_SETTINGS_MODULE=module)
    code = (
        "import django; django.setup(); from django.conf import settings; "
        "print(settings.DATABASES['default']['ENGINE']); print(','.join(settings.INSTALLED_APPS))"
    )
    return subprocess.run(
        [sys.executable, "-c", code], cwd=settings.BACKEND_DIR, env=clean, capture_output=True, text=True, timeout=60
    )


@pytest.mark.parametrize(
    ("env", "error"),
    [
        ({}, "SECRET_KEY"),
        ({"SECRET_KEY": "x", "ALLOWED_HOSTS": "a"}, "PostgreSQL"),
        ({"SECRET_KEY": "x", "ALLOWED_HOSTS": "a", "DATABASE_URL": "postgres://u@h/db"}, "Redis"),
    ],
)
def test_production_settings_fail_loudly(env, error):
    result = _settings_subprocess("config.settings.production", env)
    assert result.returncode != 0
    assert error in result.stderr


def test_production_settings_load_with_postgres_and_redis():
    result = _settings_subprocess(
        "config.settings.production",
        {"SECRET_KEY": "x", "ALLOWED_HOSTS": "a", "DATABASE_URL": "postgres://u@h/db", "REDIS_URL": "redis://h:6379/0"},
    )
    assert result.returncode == 0, result.stderr
    engine, installed = result.stdout.split()
    assert engine == "django.db.backends.postgresql"
    # The performance measurements (backend/perf) are for developer machines and tests, never a deployment.
    assert "perf" not in installed.split(",")
    assert "apps.comparisons" in installed.split(",")


def test_local_settings_default_to_sqlite_and_filesystem_broker():
    result = _settings_subprocess("config.settings.local", {"RACPLAN_VAR_DIR": str(Path(settings.VAR_DIR))})
    assert result.returncode == 0, result.stderr
    engine, installed = result.stdout.split()
    assert engine == "django.db.backends.sqlite3"
    assert "perf" in installed.split(",")


def test_docker_compose_has_the_services_with_healthchecks():
    compose = yaml.safe_load((REPO_DIR / "docker-compose.yml").read_text())
    services = compose["services"]
    assert {"postgres", "redis", "web", "worker"} <= set(services)
    for name in ("postgres", "redis", "web", "worker"):
        assert services[name].get("healthcheck", {}).get("test"), name
    assert services["postgres"]["image"].startswith("postgres:16")
    assert services["redis"]["image"].startswith("redis:7")
    assert services["web"]["environment"]["DJANGO_SETTINGS_MODULE"] == "config.settings.production"
    assert set(compose["volumes"]) >= {"postgres-data", "redis-data"}


def test_spa_serves_index_for_client_routes(client, settings, tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><title>RACplan</title>")
    settings.FRONTEND_DIST = tmp_path
    for path in ("/", "/plans/3/versions", "/login"):
        response = client.get(path)
        assert response.status_code == 200
        assert b"<title>RACplan</title>" in b"".join(response.streaming_content)
        assert "no-cache" in response["Cache-Control"]


def test_spa_explains_how_to_build_when_dist_is_missing(client, settings, tmp_path):
    settings.FRONTEND_DIST = tmp_path / "missing"
    response = client.get("/anything")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/plain")
    assert "make run" in response.content.decode()


@pytest.mark.django_db
def test_admin_is_not_the_spa(client):
    response = client.get("/admin/login/")
    assert response.status_code == 200
    assert b"Django" in response.content


def test_schema_and_docs_are_public(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert schema.status_code == 200
    paths = json.loads(schema.content)["paths"]
    for path in ("/api/auth/login/", "/api/projects/{id}/members/", "/api/jobs/demo/", "/api/health/"):
        assert path in paths
    assert client.get("/api/docs/").status_code == 200


def _serve(app, url: str) -> tuple[str, dict[str, str]]:
    from wsgiref.util import setup_testing_defaults

    environ: dict = {"PATH_INFO": url, "HTTP_ACCEPT_ENCODING": "gzip, br"}
    setup_testing_defaults(environ)
    seen: dict = {}

    def start_response(status, headers, exc_info=None):
        seen["status"] = status
        seen["headers"] = dict(headers)

    body = app(environ, start_response)
    if hasattr(body, "close"):
        body.close()
    return seen["status"], seen["headers"]


def test_hashed_spa_assets_are_served_compressed_and_cached_for_good(tmp_path):
    # WhiteNoise hands the test the URL with its leading slash: a pattern written for "assets/..." never matched,
    # so every bundle was served with max-age=0. The compressed twins come from the same step `make` runs after the
    # Vite build.
    from whitenoise import WhiteNoise

    assets = tmp_path / "assets"
    assets.mkdir()
    (assets / "index-DsmmHC6_.js").write_text("console.log('racplan');\n" * 200)
    (tmp_path / "index.html").write_text("<!doctype html><title>RACplan</title>" + " " * 2000)
    subprocess.run([sys.executable, "-m", "whitenoise.compress", "-q", str(tmp_path)], check=True)

    app = WhiteNoise(None, root=str(tmp_path), immutable_file_test=settings.WHITENOISE_IMMUTABLE_FILE_TEST)
    status, headers = _serve(app, "/assets/index-DsmmHC6_.js")
    assert status.startswith("200")
    assert "immutable" in headers["Cache-Control"]
    max_age = int(headers["Cache-Control"].split("max-age=")[1].split(",")[0])
    assert max_age >= 365 * 24 * 3600
    assert headers.get("Content-Encoding") in {"br", "gzip"}

    status, headers = _serve(app, "/index.html")
    assert status.startswith("200")
    assert "immutable" not in headers.get("Cache-Control", "")


def _check_node(tmp_path: Path, declared: str, node_version: str) -> subprocess.CompletedProcess:
    package = tmp_path / "package.json"
    package.write_text(json.dumps({"name": "x", "engines": {"node": declared}}))
    # A stand-in `node` that reports the version under test (the script asks `node -p process.versions.node`).
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    fake = bin_dir / "node"
    fake.write_text(f"#!/bin/sh\necho {node_version}\n")
    fake.chmod(0o755)
    env = {**os.environ, "RACPLAN_FRONTEND_PACKAGE": str(package), "PATH": f"{bin_dir}:{os.environ['PATH']}"}
    return subprocess.run(["bash", str(REPO_DIR / "scripts" / "check-node.sh")], env=env, capture_output=True,
                          text=True)


@pytest.mark.parametrize(
    ("declared", "have", "ok"),
    [(">=20.19", "20.19.0", True), (">=20.19", "22.1.0", True), (">=20.19", "20.9.0", False),
     (">=20.19", "18.20.4", False), (">= 22", "21.7.3", False)],
)
def test_make_stops_on_a_node_older_than_the_ui_declares(tmp_path, declared, have, ok):
    result = _check_node(tmp_path, declared, have)
    assert (result.returncode == 0) is ok
    if not ok:
        wanted = declared.lstrip(">= ")
        assert f"needs Node.js {wanted} or newer" in result.stderr and f"this machine has {have}" in result.stderr


def test_the_ui_declares_the_node_version_the_readme_names():
    package = json.loads((REPO_DIR / "frontend" / "package.json").read_text())
    declared = package["engines"]["node"].lstrip(">= ")
    assert f"Node.js {declared} or newer" in (REPO_DIR / "README.md").read_text()
